import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import dayjs from 'dayjs';
import { afterEach, describe, expect, it } from 'vitest';
import { DateTimeRenderer } from './DateTime';
import { makeField } from './shared/testFields';
import { GARBAGE, renderCell, renderEdit, renderRead } from './shared/testRender';

afterEach(cleanup);

const dateField = makeField('DateTime', { attr: { dataTypeDict: 'DATE' } });
const momentField = makeField('DateTime', { attr: { dataTypeDict: 'DATETIME' } });

function typeInto(text: string) {
  const input = screen.getByRole('textbox');
  fireEvent.mouseDown(input);
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: text } });
  fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
}

/** Opens the calendar of a date field limited to `when`; the cells of today and tomorrow, once shown. */
async function openCalendar(when: 'past' | 'future') {
  renderEdit(DateTimeRenderer, makeField('DateTime', { attr: { dataTypeDict: 'DATE', when } }), null);
  const input = screen.getByRole('textbox');
  fireEvent.mouseDown(input);
  fireEvent.focus(input);
  fireEvent.click(input);
  const cell = (day: dayjs.Dayjs) => document.querySelector<HTMLElement>(`td[title="${day.format('YYYY-MM-DD')}"]`);
  await waitFor(() => expect(cell(dayjs()) && cell(dayjs().add(1, 'day'))).toBeTruthy());
  return { today: cell(dayjs())!, tomorrow: cell(dayjs().add(1, 'day'))! };
}

describe('DateTime', () => {
  it('edits a date as YYYY-MM-DD', () => {
    const { onChange } = renderEdit(DateTimeRenderer, dateField, null);
    typeInto('2024-03-05');
    expect(onChange).toHaveBeenLastCalledWith('2024-03-05');
  });

  it('edits a moment as an ISO string', () => {
    const { onChange } = renderEdit(DateTimeRenderer, momentField, null);
    typeInto('2024-03-05 08:09:10');
    expect(onChange).toHaveBeenLastCalledWith(dayjs('2024-03-05 08:09:10').toISOString());
  });

  it('disables days after today for a date in the past', async () => {
    const { today, tomorrow } = await openCalendar('past');
    expect(tomorrow.className).toContain('ant-picker-cell-disabled');
    expect(today.className).not.toContain('ant-picker-cell-disabled');
  });

  it('disables today and before for a date in the future', async () => {
    const { today, tomorrow } = await openCalendar('future');
    expect(today.className).toContain('ant-picker-cell-disabled');
    expect(tomorrow.className).not.toContain('ant-picker-cell-disabled');
  });

  it('reads dates and moments in their formats, - when empty', () => {
    expect(renderRead(DateTimeRenderer, momentField, dayjs('2024-03-05 08:09:10').toISOString()).container.textContent).toBe('2024-03-05 08:09:10');
    cleanup();
    // a date never moves to another day through the time zone
    expect(renderCell(DateTimeRenderer, dateField, '2024-03-05T00:00:00.000Z').container.textContent).toBe('2024-03-05');
    cleanup();
    expect(renderCell(DateTimeRenderer, makeField('DateTime'), Date.UTC(2024, 0, 2)).container.textContent).toBe(dayjs(Date.UTC(2024, 0, 2)).format('YYYY-MM-DD HH:mm:ss'));
    cleanup();
    expect(renderCell(DateTimeRenderer, dateField, null).container.textContent).toBe('-');
    cleanup();
    expect(renderCell(DateTimeRenderer, dateField, 'not a date').container.textContent).toBe('-');
    expect(DateTimeRenderer.text!('2024-12-31', dateField)).toBe('2024-12-31');
  });

  it('validates past and future', () => {
    const past = makeField('DateTime', { attr: { dataTypeDict: 'DATE', when: 'past' } });
    const future = makeField('DateTime', { attr: { dataTypeDict: 'DATE', when: 'future' } });
    const pastMoment = makeField('DateTime', { attr: { when: 'past' } });
    const tomorrow = dayjs().add(1, 'day');
    const yesterday = dayjs().subtract(1, 'day');
    expect(DateTimeRenderer.validate!(tomorrow.format('YYYY-MM-DD'), past)).toBe('不能晚于今天');
    expect(DateTimeRenderer.validate!(dayjs().format('YYYY-MM-DD'), past)).toBeUndefined();
    expect(DateTimeRenderer.validate!(yesterday.format('YYYY-MM-DD'), future)).toBe('必须晚于今天');
    expect(DateTimeRenderer.validate!(dayjs().format('YYYY-MM-DD'), future)).toBe('必须晚于今天');
    expect(DateTimeRenderer.validate!(tomorrow.format('YYYY-MM-DD'), future)).toBeUndefined();
    expect(DateTimeRenderer.validate!(dayjs().subtract(1, 'minute').toISOString(), makeField('DateTime', { attr: { when: 'future' } }))).toBe('必须晚于当前时间');
    expect(DateTimeRenderer.validate!(dayjs().add(1, 'hour').toISOString(), pastMoment)).toBe('不能晚于当前时间');
    expect(DateTimeRenderer.validate!('garbage', past)).toBe('日期格式不正确');
    expect(DateTimeRenderer.validate!(null, past)).toBeUndefined();
  });

  it('is disabled when told and survives garbage', () => {
    renderEdit(DateTimeRenderer, dateField, '2024-01-01', { disabled: true });
    expect((screen.getByRole('textbox') as HTMLInputElement).disabled).toBe(true);
    cleanup();
    for (const value of GARBAGE) {
      expect(() => renderRead(DateTimeRenderer, momentField, value)).not.toThrow();
      expect(() => renderEdit(DateTimeRenderer, momentField, value)).not.toThrow();
      cleanup();
    }
  });
});
