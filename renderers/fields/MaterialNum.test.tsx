import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MaterialNumRenderer } from './MaterialNum';
import { makeField } from './shared/testFields';
import { GARBAGE, renderCell, renderEdit, renderRead } from './shared/testRender';

afterEach(cleanup);

describe('MaterialNum', () => {
  it('edits a quantity and shows the unit given by the page', () => {
    const field = makeField('MaterialNum', { props: { unit: '千克' } });
    const { onChange, container } = renderEdit(MaterialNumRenderer, field, 2);
    fireEvent.change(screen.getByRole('spinbutton'), { target: { value: '3.5' } });
    expect(onChange).toHaveBeenLastCalledWith(3.5);
    expect(container.textContent).toContain('千克');
  });

  it('shows the unit of the row in cells (record.unit, or the field named by props.unitField)', () => {
    const field = makeField('MaterialNum');
    expect(renderCell(MaterialNumRenderer, field, 12.34567, { unit: '件' }).container.textContent).toBe('12.345 件');
    cleanup();
    const other = makeField('MaterialNum', { props: { unitField: 'count_unit' } });
    expect(renderCell(MaterialNumRenderer, other, 5, { count_unit: { code: 'BOX', name: '箱' } }).container.textContent).toBe('5 箱');
    cleanup();
    expect(renderCell(MaterialNumRenderer, field, 5, {}).container.textContent.trim()).toBe('5');
    cleanup();
    expect(renderCell(MaterialNumRenderer, field, null, { unit: '件' }).container.textContent).toBe('-');
  });

  it('reads with the unit of the page, - when empty', () => {
    expect(renderRead(MaterialNumRenderer, makeField('MaterialNum', { props: { unit: '米' } }), '8.0000').container.textContent).toBe('8 米');
    cleanup();
    expect(renderRead(MaterialNumRenderer, makeField('MaterialNum'), undefined).container.textContent).toBe('-');
  });

  it('refuses negative quantities and more than ten billion', () => {
    const field = makeField('MaterialNum');
    expect(MaterialNumRenderer.validate!(-1, field)).toBe('不能小于0');
    expect(MaterialNumRenderer.validate!(10_000_000_001, field)).toBe('不能大于10000000000');
    expect(MaterialNumRenderer.validate!(0, field)).toBeUndefined();
    expect(MaterialNumRenderer.validate!(1.5, makeField('MaterialNum', { attr: { integer: true } }))).toBe('请输入整数');
  });

  it('is disabled when told and survives garbage', () => {
    const field = makeField('MaterialNum');
    renderEdit(MaterialNumRenderer, field, 1, { disabled: true });
    expect((screen.getByRole('spinbutton') as HTMLInputElement).disabled).toBe(true);
    cleanup();
    for (const value of GARBAGE) {
      expect(() => renderCell(MaterialNumRenderer, field, value, { unit: value as never })).not.toThrow();
      cleanup();
    }
  });
});
