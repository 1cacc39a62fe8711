import { describe, expect, it } from 'vitest';
import { a, entity } from '../entities/define';
import { dec, fixed, truncate } from './decimal';
import { compile, ExpressionError } from './expr';
import { checkComputed, computeRecord } from './record';

const money = { int: 12, scale: 2 };
const evalOn = (src: string, fields: Record<string, unknown>, rows: Record<string, Array<Record<string, unknown>>> = {}) =>
  compile(src).evaluate({ field: (n) => fields[n], rows: (k) => rows[k] });

describe('decimal expressions', () => {
  it('adds money exactly: 0.1 + 0.2 is 0.3', () => {
    expect(evalOn('a + b', { a: 0.1, b: 0.2 })?.toString()).toBe('0.3');
    expect(evalOn('a * b', { a: '1.1', b: 3 })?.toString()).toBe('3.3');
  });

  it('treats an empty operand as 0 in + and −, as empty in × and ÷, and x ÷ 0 as empty', () => {
    expect(evalOn('a - b', { a: 10, b: null })?.toString()).toBe('10');
    expect(evalOn('a - b', { a: null, b: null })).toBeNull();
    expect(evalOn('a * b', { a: 2, b: null })).toBeNull();
    expect(evalOn('a / b', { a: 2, b: 0 })).toBeNull();
  });

  it('sums and counts child rows, skipping empty values', () => {
    const rows = { items: [{ amount: 1.005 }, { amount: null }, { amount: '2.995' }] };
    expect(evalOn('sum(items.amount)', {}, rows)?.toString()).toBe('4');
    expect(evalOn('count(items)', {}, rows)?.toString()).toBe('3');
  });

  it('compares, branches and reads dictionary values by their code', () => {
    expect(evalOn("r == 0 ? 'UnReject' : r >= q ? 'CompleteReject' : 'PartReject'", { r: 2, q: 5 })).toBe('PartReject');
    expect(evalOn("t == 'SaleInvoice'", { t: { dict: 'SaleInvoice', name: '销售发票' } })).toBe(true);
    expect(evalOn('max(a, b, c)', { a: 1, b: '7.5', c: null })?.toString()).toBe('7.5');
    expect(evalOn('coalesce(a, 0) + 1', { a: null })?.toString()).toBe('1');
  });

  it('refuses what is not an arithmetic expression over fields', () => {
    expect(() => compile('constructor.constructor("x")()')).toThrow(ExpressionError);
    expect(() => compile('a = 1')).toThrow(ExpressionError);
    expect(() => compile('items.amount')).toThrow(ExpressionError);
    expect(() => compile('eval(a)')).toThrow(/unknown function eval/);
  });

  it('rounds half up to 2 decimals for money, truncates to 3 for the number helper', () => {
    expect(fixed('1.005')).toBe('1.01');
    expect(fixed(-2.345)).toBe('-2.35');
    expect(truncate(dec('2.3459')!).toString()).toBe('2.345');
  });
});

const Doc = entity({
  id: 1,
  code: 'Doc',
  name: '单据',
  nameEn: 'Doc',
  module: 'x',
  table: 'x_doc',
  attrs: [
    a.number('tax_rate', '税率', 'Tax rate', { digits: { int: 3, scale: 2 } }),
    a.number('total_price', '合计', 'Total', { digits: money, compute: 'sum(items.amount)' }),
    a.number('tax', '税额', 'Tax', { digits: money, compute: 'total_price * tax_rate / 100' }),
    a.number('exclude_tax', '不含税', 'Excluding tax', { digits: money, compute: 'total_price - tax' }),
  ],
  children: {
    items: {
      table: 'x_doc_item',
      name: '明细',
      nameEn: 'Lines',
      attrs: [
        a.number('quantity', '数量', 'Quantity', { digits: { int: 12, scale: 4 } }),
        a.number('unit_price', '单价', 'Unit price', { digits: { int: 12, scale: 6 } }),
        a.number('amount', '金额', 'Amount', { digits: money, compute: 'quantity * unit_price' }),
      ],
    },
  },
});

describe('computed records', () => {
  it('computes lines, then the header from their sums, rounded to each attribute', () => {
    const { header, children } = computeRecord(Doc, { tax_rate: 13, total_price: 999 }, {
      items: [
        { quantity: 3, unit_price: 0.1 },
        { quantity: '0.3333', unit_price: 3 },
        { quantity: null, unit_price: 5 },
      ],
    });
    expect(children.items.map((r) => r.amount)).toEqual([0.3, 1, null]);
    expect(header).toMatchObject({ total_price: 1.3, tax: 0.17, exclude_tax: 1.13 });
  });

  it('checks declarations: unknown fields and computed fields used before they are computed', () => {
    expect(() => checkComputed(Doc)).not.toThrow();
    const bad = { ...Doc, attrs: [a.number('x', 'x', 'x', { compute: 'y + 1' }), a.number('y', 'y', 'y', { compute: 'sum(items.amount)' })] };
    expect(() => checkComputed(bad)).toThrow(/y is computed after it/);
    const unknown = { ...Doc, attrs: [a.number('x', 'x', 'x', { compute: 'sum(lines.amount)' })] };
    expect(() => checkComputed(unknown)).toThrow(/no child table lines/);
  });
});
