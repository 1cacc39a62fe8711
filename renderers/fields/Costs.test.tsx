import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CostsRenderer } from './Costs';
import { makeField } from './shared/testFields';
import { GARBAGE, renderCell, renderEdit, renderRead } from './shared/testRender';

afterEach(cleanup);

describe('Costs', () => {
  const field = makeField('Costs', { attr: { min: 0 } });

  it('edits an amount with at most 2 decimals', () => {
    const { onChange } = renderEdit(CostsRenderer, field, null);
    fireEvent.change(screen.getByRole('spinbutton'), { target: { value: '1999.999' } });
    expect(onChange).toHaveBeenLastCalledWith(1999.99);
  });

  it('shows money with 2 decimals and thousands separators, right-aligned', () => {
    const { container } = renderCell(CostsRenderer, field, 1234567.5);
    expect(container.textContent).toBe('1,234,567.50');
    expect((container.firstElementChild as HTMLElement).style.textAlign).toBe('right');
    cleanup();
    expect(renderRead(CostsRenderer, field, '88.129').container.textContent).toBe('88.12');
    cleanup();
    expect(renderRead(CostsRenderer, field, undefined).container.textContent).toBe('-');
    expect(CostsRenderer.text!(3, field)).toBe('3.00');
  });

  it('refuses a third decimal and negative amounts when the attribute says so', () => {
    expect(CostsRenderer.validate!(1.234, field)).toBe('小数部分不能超过2位');
    expect(CostsRenderer.validate!(-5, field)).toBe('不能小于0');
    expect(CostsRenderer.validate!(-5, makeField('Costs'))).toBeUndefined();
    expect(CostsRenderer.validate!(1.2, field)).toBeUndefined();
  });

  it('is disabled when told and survives garbage', () => {
    renderEdit(CostsRenderer, field, 1, { disabled: true });
    expect((screen.getByRole('spinbutton') as HTMLInputElement).disabled).toBe(true);
    cleanup();
    for (const value of GARBAGE) {
      expect(() => renderCell(CostsRenderer, field, value)).not.toThrow();
      cleanup();
    }
  });
});
