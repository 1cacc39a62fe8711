// The workbench's pure parts: a pivot answer laid out as a grid with its totals, the designer's
// choices to a query and back, the factory floor computed from units and machines, the big screen's
// scale and the screens it opens on.
import { describe, expect, it } from 'vitest';
import type { ReportColumn } from '../../../../schemas/reports/columns';
import type { BiResult } from '../../contracts';
import { layoutFactory, SPACING } from '../../layout';
import { designOf, dimensionOptions, emptyFilter, type FilterChoice, filterOps, measureOptions, queryOf } from '../../web/bi/designer';
import { pivotGrid } from '../../web/bi/pivot';
import { initialChoice } from '../../web/display/ScreenRotation';
import { fitScale } from '../../web/display/useFitScale';
import { biQuery } from '../../contracts';

const dim = (key: string): ReportColumn => ({ key, name: key, nameEn: key, role: 'dimension', dataType: 'String', kind: 'text', sortable: true });
const customer = (id: number, name: string) => ({ id, code: `C${id}`, name });

describe('pivotGrid', () => {
  const result: BiResult = {
    rows: [{ ...dim('customer_id'), quote: 'Customer' }],
    columns: [dim('bill_date:month')],
    measures: [{ key: 'measure0', agg: 'sum', field: 'real_price', name: '金额（合计）', nameEn: 'Amount (sum)', scale: 2 }],
    cells: [
      { customer_id: customer(1, '甲'), 'bill_date:month': '2026-01', measure0: '0.10' },
      { customer_id: customer(2, '乙'), 'bill_date:month': '2026-01', measure0: '0.20' },
      { customer_id: customer(1, '甲'), 'bill_date:month': '2026-02', measure0: '0.30' },
    ],
    rowTotals: [
      { customer_id: customer(1, '甲'), measure0: '0.40' },
      { customer_id: customer(2, '乙'), measure0: '0.20' },
    ],
    columnTotals: [
      { 'bill_date:month': '2026-01', measure0: '0.30' },
      { 'bill_date:month': '2026-02', measure0: '0.30' },
    ],
    total: { measure0: '0.60' },
  };

  it('puts each cell under its row and column group, with the totals the server answered', () => {
    const g = pivotGrid(result, 'zh_CN');
    expect(g.headers.map((h) => h.labels)).toEqual([['2026-01'], ['2026-02']]);
    expect(g.lines.map((l) => l.labels)).toEqual([['甲'], ['乙']]);
    const [jan, feb] = g.headers.map((h) => h.key);
    expect(g.lines[0].cells[jan].measure0).toBe('0.10');
    expect(g.lines[0].cells[feb].measure0).toBe('0.30');
    expect(g.lines[1].cells[feb]).toBeUndefined();
    expect(g.lines.map((l) => l.total.measure0)).toEqual(['0.40', '0.20']);
    expect([g.totals.cells[jan].measure0, g.totals.cells[feb].measure0, g.totals.total.measure0]).toEqual(['0.30', '0.30', '0.60']);
  });

  it('without column dimensions, one block of measures per row', () => {
    const g = pivotGrid({ ...result, columns: [], cells: result.rowTotals, columnTotals: [] }, 'zh_CN');
    expect(g.headers).toEqual([{ key: '[]', labels: [] }]);
    expect(g.lines.map((l) => l.cells['[]'].measure0)).toEqual(['0.40', '0.20']);
    expect(g.totals.cells['[]'].measure0).toBe('0.60');
  });
});

describe('the designer', () => {
  it('turns its choices into the query the server checks, and a saved query back into the same choices', () => {
    const filters: FilterChoice[] = [
      { field: 'bill_date', op: 'between', value: ['2026-01-01', null] },
      { field: 'code', op: 'contains', value: ' SO ' },
      { field: 'real_price', op: 'between', value: [null, '100.5'] },
      { field: 'customer_id', op: 'in', value: [3, 7] },
      { field: 'status', op: 'eq', value: 'Audit' },
      // not filled in yet: left out of the query
      { field: 'salesman_id', op: 'in', value: [] },
      { field: 'total_price', op: 'between', value: [null, null] },
    ];
    const design = { source: 'sale.CustomerSummaryReport', rows: ['customer_id'], columns: ['bill_date:month'], measures: ['sum:real_price', 'count:'], filters, chart: 'line' as const };
    const q = queryOf(design)!;
    expect(q).toEqual({
      source: 'sale.CustomerSummaryReport',
      rows: [{ field: 'customer_id' }],
      columns: [{ field: 'bill_date', bucket: 'month' }],
      measures: [{ agg: 'sum', field: 'real_price' }, { agg: 'count' }],
      filters: [
        { field: 'bill_date', op: 'between', value: ['2026-01-01', null] },
        { field: 'code', op: 'contains', value: 'SO' },
        { field: 'real_price', op: 'between', value: [null, '100.5'] },
        { field: 'customer_id', op: 'in', value: [3, 7] },
        { field: 'status', op: 'eq', value: 'Audit' },
      ],
      chart: 'line',
    });
    // a saved analysis reopens with its filters (those filled in)
    expect(designOf(biQuery.parse(q))).toEqual({ ...design, filters: [filters[0], { ...filters[1], value: 'SO' }, filters[2], filters[3], filters[4]] });
    expect(queryOf({ ...design, source: null })).toBeNull();
  });

  it('filters dates and numbers by a range, references and options by picked values, text by its part too', () => {
    expect(filterOps({ date: true, numeric: false })).toEqual(['between']);
    expect(filterOps({ date: false, numeric: true })).toEqual(['between', 'eq']);
    expect(filterOps({ date: false, numeric: false, quote: 'Customer' })).toEqual(['in', 'eq']);
    expect(filterOps({ date: false, numeric: false })).toEqual(['in', 'eq', 'contains']);
    expect(emptyFilter('x', 'between')).toEqual({ field: 'x', op: 'between', value: [null, null] });
    expect(emptyFilter('x', 'in')).toEqual({ field: 'x', op: 'in', value: [] });
  });

  it('offers date fields by day, month and year, and numeric fields as measures only', () => {
    const source = {
      code: 's',
      name: 's',
      nameEn: 's',
      url: 'x/Report',
      fields: [
        { code: 'bill_date', name: '日期', nameEn: 'Date', dataType: 'DateTime', date: true, numeric: false },
        { code: 'amount', name: '金额', nameEn: 'Amount', dataType: 'Number', date: false, numeric: true },
      ],
    };
    const label = (f: { name: string }) => f.name;
    expect(dimensionOptions(source, label, { day: '日', month: '月', year: '年' }).map((o) => o.value)).toEqual(['bill_date', 'bill_date:day', 'bill_date:month', 'bill_date:year']);
    expect(measureOptions(source, label, { sum: '合计', count: '计数', avg: '平均', min: '最小', max: '最大' }).map((o) => o.value)).toEqual(['count:', 'sum:amount', 'avg:amount', 'min:amount', 'max:amount']);
  });
});

describe('the factory floor', () => {
  it('lays lines before work centres, machines in code order along their bay, strays in a last bay', () => {
    const units = [
      { id: 2, code: 'WC1', name: '热处理中心', kind: 'WorkCentre' },
      { id: 1, code: 'L2', name: '二号线', kind: 'Line' },
      { id: 3, code: 'L1', name: '一号线', kind: 'Line' },
    ];
    const machines = [
      { id: 10, code: 'M2', name: '车床2', status: '1', unitId: 3 },
      { id: 11, code: 'M1', name: '车床1', status: '4', unitId: 3 },
      { id: 12, code: 'M9', name: '炉', status: '2', unitId: 2 },
      { id: 13, code: 'M5', name: '无主', status: '0', unitId: null },
      { id: 14, code: 'M6', name: '别处', status: '1', unitId: 99 },
    ];
    const f = layoutFactory(units, machines);
    expect(f.units.map((u) => u.code)).toEqual(['L1', 'L2', 'WC1', '-']);
    const at = (code: string) => f.machines.find((m) => m.code === code)!;
    expect([at('M1').x, at('M2').x]).toEqual([SPACING / 2, SPACING / 2 + SPACING]);
    expect(at('M1').z).toBe(at('M2').z);
    expect(at('M9').z).toBeGreaterThan(at('M1').z);
    expect([at('M5').unitId, at('M6').unitId]).toEqual([null, null]);
    expect(at('M5').z).toBe(f.units[3].z);
    // the same records always give the same floor
    expect(layoutFactory([...units].reverse(), [...machines].reverse())).toEqual(f);
  });
});

describe('the big screen', () => {
  it('scales the 1920×1080 stage down to fit, never up', () => {
    expect(fitScale(960, null)).toBe(0.5);
    expect(fitScale(3840, null)).toBe(1);
    expect(fitScale(1920, 540)).toBe(0.5);
  });

  it('opens on the screens chosen before that the role still has, else its big screens, else the first dashboard', () => {
    const screens = [
      { code: 'a.Board', url: 'a/Board', name: 'A', nameEn: 'A', screen: false },
      { code: 'b.Wall', url: 'b/Wall', name: 'B', nameEn: 'B', screen: true },
    ];
    expect(initialChoice(screens, JSON.stringify(['a.Board', 'gone.X']))).toEqual(['a.Board']);
    expect(initialChoice(screens, 'not json')).toEqual(['b.Wall']);
    expect(initialChoice([screens[0]], null)).toEqual(['a.Board']);
    expect(initialChoice([], null)).toEqual([]);
  });
});
