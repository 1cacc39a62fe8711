import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { OrderByRenderer } from './OrderBy';
import { makeField } from './shared/testFields';
import { GARBAGE, renderCell, renderEdit, renderRead } from './shared/testRender';

afterEach(cleanup);

describe('OrderBy', () => {
  const field = makeField('OrderBy');

  it('edits a whole number', () => {
    const { onChange } = renderEdit(OrderByRenderer, field, 1);
    fireEvent.change(screen.getByRole('spinbutton'), { target: { value: '7' } });
    expect(onChange).toHaveBeenLastCalledWith(7);
  });

  it('refuses fractions and negatives', () => {
    expect(OrderByRenderer.validate!(1.5, field)).toBe('请输入整数');
    expect(OrderByRenderer.validate!(-1, field)).toBe('不能小于0');
    expect(OrderByRenderer.validate!(0, field)).toBeUndefined();
    expect(OrderByRenderer.validate!(null, field)).toBeUndefined();
  });

  it('reads and shows cells as numbers, - when empty', () => {
    expect(renderRead(OrderByRenderer, field, 3).container.textContent).toBe('3');
    cleanup();
    expect(renderCell(OrderByRenderer, field, '10').container.textContent).toBe('10');
    cleanup();
    expect(renderCell(OrderByRenderer, field, null).container.textContent).toBe('-');
  });

  it('is disabled when told and survives garbage', () => {
    renderEdit(OrderByRenderer, field, 1, { disabled: true });
    expect((screen.getByRole('spinbutton') as HTMLInputElement).disabled).toBe(true);
    cleanup();
    for (const value of GARBAGE) {
      expect(() => renderRead(OrderByRenderer, field, value)).not.toThrow();
      cleanup();
    }
  });
});
