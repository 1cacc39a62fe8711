import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PriceRangesRenderer } from './PriceRanges';
import { makeField } from './shared/testFields';
import { GARBAGE, renderCell, renderEdit, renderRead } from './shared/testRender';

afterEach(cleanup);

const field = makeField('PriceRanges');
const v = (value: unknown) => PriceRangesRenderer.validate!(value, field);

describe('PriceRanges', () => {
  it('adds, fills and removes rows', () => {
    const { onChange } = renderEdit(PriceRangesRenderer, field, []);
    fireEvent.click(screen.getByText('添加区间'));
    expect(onChange).toHaveBeenLastCalledWith([{ min: 0, max: null, price: null }]);
    fireEvent.change(screen.getByLabelText('最大值 1'), { target: { value: '100' } });
    fireEvent.change(screen.getByLabelText('价格 1'), { target: { value: '5.5' } });
    expect(onChange).toHaveBeenLastCalledWith([{ min: 0, max: 100, price: 5.5 }]);
    // the next tier starts where the last one ends
    fireEvent.click(screen.getByText('添加区间'));
    expect(onChange).toHaveBeenLastCalledWith([
      { min: 0, max: 100, price: 5.5 },
      { min: 100, max: null, price: null },
    ]);
    fireEvent.click(screen.getByLabelText('删除 1'));
    expect(onChange).toHaveBeenLastCalledWith([{ min: 100, max: null, price: null }]);
  });

  it('reads one "min–max: price" line per range, - when empty', () => {
    const ranges = [
      { min: 0, max: 100, price: 5 },
      { min: 100, max: 500, price: '4.5' },
    ];
    const { container } = renderRead(PriceRangesRenderer, field, ranges);
    expect([...container.firstElementChild!.children].map((line) => line.textContent)).toEqual(['0–100: 5.00', '100–500: 4.50']);
    cleanup();
    expect(renderCell(PriceRangesRenderer, field, []).container.textContent).toBe('-');
    expect(PriceRangesRenderer.text!(ranges, field)).toBe('0–100: 5.00; 100–500: 4.50');
  });

  it('validates order, overlap, prices and completeness', () => {
    expect(v([{ min: 0, max: 100, price: 5 }, { min: 100, max: 200, price: 4 }])).toBeUndefined();
    expect(v([{ min: 10, max: 10, price: 5 }])).toBe('第1行：最小值必须小于最大值');
    expect(v([{ min: 0, max: 10, price: -1 }])).toBe('第1行：价格不能小于0');
    expect(v([{ min: 0, max: null, price: 1 }])).toBe('第1行：请填写完整');
    expect(v([{ min: 50, max: 150, price: 1 }, { min: 0, max: 100, price: 2 }])).toBe('第2行与第1行的区间重叠');
    expect(v('x')).toBe('价格区间格式不正确');
    expect(v(null)).toBeUndefined();
  });

  it('is disabled when told and survives garbage', () => {
    renderEdit(PriceRangesRenderer, field, [{ min: 0, max: 1, price: 1 }], { disabled: true });
    expect((screen.getByText('添加区间').closest('button') as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByLabelText('价格 1') as HTMLInputElement).disabled).toBe(true);
    cleanup();
    for (const value of [...GARBAGE, [1, 'x', { min: 'a' }]]) {
      expect(() => renderRead(PriceRangesRenderer, field, value)).not.toThrow();
      expect(() => v(value)).not.toThrow();
      cleanup();
    }
  });
});
