import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { NumberRenderer } from './Number';
import { makeField } from './shared/testFields';
import { GARBAGE, renderCell, renderEdit, renderRead } from './shared/testRender';

afterEach(cleanup);

const digits12x6 = makeField('Number', { attr: { digits: { int: 12, scale: 6 }, min: 0 } });

describe('Number', () => {
  it('edits a number through onChange', () => {
    const { onChange } = renderEdit(NumberRenderer, makeField('Number'), 3);
    const input = screen.getByRole('spinbutton') as HTMLInputElement;
    expect(input.value).toBe('3');
    fireEvent.change(input, { target: { value: '12.5' } });
    expect(onChange).toHaveBeenLastCalledWith(12.5);
    fireEvent.change(input, { target: { value: '' } });
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it('cuts decimals beyond the digits scale (truncation, not rounding)', () => {
    const field = makeField('Number', { attr: { digits: { int: 4, scale: 2 } } });
    const { onChange } = renderEdit(NumberRenderer, field, null);
    fireEvent.change(screen.getByRole('spinbutton'), { target: { value: '1.239' } });
    expect(onChange).toHaveBeenLastCalledWith(1.23);
  });

  it('reads numeric strings from the server', () => {
    renderEdit(NumberRenderer, makeField('Number'), '7.25');
    expect((screen.getByRole('spinbutton') as HTMLInputElement).value).toBe('7.25');
  });

  it('is disabled when told', () => {
    renderEdit(NumberRenderer, makeField('Number'), 1, { disabled: true });
    expect((screen.getByRole('spinbutton') as HTMLInputElement).disabled).toBe(true);
  });

  it('validates digits, sign, minimum and integers', () => {
    const v = (value: unknown, field = digits12x6) => NumberRenderer.validate!(value, field);
    expect(v('1234567890123')).toBe('整数部分不能超过12位');
    expect(v(1.1234567)).toBe('小数部分不能超过6位');
    expect(v('123456789012.123456')).toBeUndefined();
    expect(v(-1)).toBe('不能小于0');
    expect(v('abc')).toBe('请输入数字');
    expect(v(null)).toBeUndefined();
    expect(v(0, makeField('Number', { attr: { positive: true } }))).toBe('必须大于0');
    expect(v(2.5, makeField('Number', { attr: { integer: true } }))).toBe('请输入整数');
    expect(v(2.5, makeField('Number', { attr: { digits: { int: 4, scale: 0 } } }))).toBe('请输入整数');
    expect(v(2, makeField('Number', { attr: { integer: true } }))).toBeUndefined();
  });

  it('shows cells right-aligned, truncated to 3 decimals; - when empty', () => {
    const field = makeField('Number');
    const { container } = renderCell(NumberRenderer, field, 1234.56789);
    const cell = container.firstElementChild as HTMLElement;
    expect(cell.textContent).toBe('1234.567');
    expect(cell.style.textAlign).toBe('right');
    cleanup();
    expect(renderCell(NumberRenderer, field, null).container.textContent).toBe('-');
    cleanup();
    expect(renderRead(NumberRenderer, field, '0.99999').container.textContent).toBe('0.999');
    expect(NumberRenderer.text!(2.00001, field)).toBe('2');
  });

  it('survives garbage', () => {
    for (const value of GARBAGE) {
      expect(() => renderRead(NumberRenderer, digits12x6, value)).not.toThrow();
      expect(() => renderCell(NumberRenderer, digits12x6, value)).not.toThrow();
      expect(() => NumberRenderer.validate!(value, digits12x6)).not.toThrow();
      cleanup();
    }
    expect(renderRead(NumberRenderer, digits12x6, { a: 1 }).container.textContent).toBe('-');
  });
});
