import { describe, expect, it } from 'vitest';
import { a, codeAndName, entity } from '../entities/define';
import { groupThousands, valueText } from './format';
import { PRINT_LABELS, pageLabel } from './labels';
import { printEntityOf, printLayout } from './layout';

const money = { int: 14, scale: 2 };

/** a sales-order-like receipt: references, a dictionary, options, dates, computed money totals */
const Order = entity({
  id: 9001,
  code: 'PrintOrder',
  name: '销售订单',
  nameEn: 'Sales order',
  module: 'x',
  table: 'x_print_order',
  receipt: { typeCode: 'SO', flow: false },
  attrs: [
    a.string('code', '订单编号', 'Order number', { required: true }),
    a.quote('Customer', 'customer_id', '客户', 'Customer', 'Customer'),
    a.dict('currency', '币种', 'Currency', 'Currency'),
    a.enumType('kind', '订单类型', 'Kind', [{ value: 'Normal', label: '普通订单', labelEn: 'Normal' }]),
    a.date('deliver_date', '交货日期', 'Delivery date'),
    a.dateTime('signed_at', '签订时间', 'Signed at'),
    a.bool('urgent', '加急', 'Urgent'),
    a.number('tax_rate', '税率', 'Tax rate', { digits: { int: 3, scale: 2 } }),
    a.remark('remark', '备注', 'Remark'),
    a.files('attachments', '附件', 'Attachments', { accept: ['pdf'], maxBytes: 1024 }),
    a.number('total_price', '价税合计', 'Total', { digits: money, compute: 'sum(items.amount)' }),
    a.number('tax', '税额', 'Tax', { digits: money, compute: 'total_price * tax_rate / 100' }),
    a.number('total_quantity', '总数量', 'Total quantity', { digits: { int: 12, scale: 4 }, compute: 'sum(items.quantity)' }),
  ],
  children: {
    items: {
      table: 'x_print_order_item',
      name: '订单明细',
      nameEn: 'Lines',
      attrs: [
        a.quote('Material', 'material_id', '物料', 'Material', 'Material'),
        a.number('quantity', '数量', 'Quantity', { digits: { int: 12, scale: 4 } }),
        a.number('unit_price', '单价', 'Unit price', { digits: { int: 12, scale: 6 } }),
        a.number('amount', '金额', 'Amount', { digits: money, compute: 'quantity * unit_price' }),
        a.files('photo', '照片', 'Photo', { accept: ['png'], maxBytes: 1024 }),
      ],
    },
  },
});

const record = {
  id: 7,
  code: 'SO-2026-0001',
  customer_id: { id: 3, code: 'C001', name: '华东机械有限公司' },
  currency: 'CNY',
  kind: 'Normal',
  deliver_date: '2026-03-01',
  signed_at: '2026-02-01T02:30:00.000Z',
  urgent: true,
  tax_rate: 13,
  remark: '请于月底前交货',
  attachments: [{ id: 1, name: 'x.pdf' }],
  total_price: 1234.5,
  tax: 160.49,
  total_quantity: 3,
  status_dict: { dict: 'Audit', name: '已审核' },
  createName: '张三',
  modifyName: '李四',
  items: [
    { id: 1, sn: 1, material_id: { id: 9, code: 'M001', name: '深沟球轴承' }, quantity: 1, unit_price: 1000, amount: 1000 },
    { id: 2, sn: 2, material_id: { id: 10, code: 'M002', name: '六角螺栓' }, quantity: 2, unit_price: 117.25, amount: 234.5 },
  ],
};

const dicts = { Currency: [{ code: 'CNY', name: '人民币', nameIntl: { en_US: 'Renminbi' } }] };
const now = new Date('2026-02-03T04:05:00.000Z');
const layoutOf = (lang: 'zh_CN' | 'en_US' = 'zh_CN') => printLayout(printEntityOf(Order), record, { lang, company: lang === 'zh_CN' ? '普兰特科技有限公司' : 'Plantform Technology Co., Ltd.', now, timeZone: 'Asia/Shanghai', dicts });

describe('printLayout', () => {
  it('prints the title, company, code and the header fields from the metadata', () => {
    const l = layoutOf();
    expect(l).toMatchObject({ title: '销售订单', company: '普兰特科技有限公司', code: 'SO-2026-0001', codeLabel: '订单编号', printedAt: '2026-02-03 12:05' });
    expect(l.headerFields).toEqual([
      { label: '客户', value: 'C001 华东机械有限公司', wide: false },
      { label: '币种', value: '人民币', wide: false },
      { label: '订单类型', value: '普通订单', wide: false },
      { label: '交货日期', value: '2026-03-01', wide: false },
      { label: '签订时间', value: '2026-02-01 10:30', wide: false },
      { label: '加急', value: '是', wide: false },
      { label: '税率', value: '13.00', wide: false },
      { label: '备注', value: '请于月底前交货', wide: true },
      { label: '单据状态', value: '已审核', wide: false },
    ]);
  });

  it('makes a table per child: 序号 first, files left out, numbers right-aligned with their decimals, a 合计 row', () => {
    const [t] = layoutOf().tables;
    expect(t.title).toBe('订单明细');
    expect(t.columns.map((c) => c.label)).toEqual(['序号', '物料', '数量', '单价', '金额']);
    expect(t.columns.map((c) => c.align)).toEqual(['center', 'left', 'right', 'right', 'right']);
    expect(t.rows).toEqual([
      ['1', 'M001 深沟球轴承', '1.0000', '1000.000000', '1,000.00'],
      ['2', 'M002 六角螺栓', '2.0000', '117.250000', '234.50'],
    ]);
    // amount is computed, quantity is summed by the header's total_quantity; unit prices are not summed
    expect(t.sums).toEqual(['合计', '', '3.0000', '', '1,234.50']);
  });

  it('totals: the computed header numbers; money ones with 大写金额', () => {
    expect(layoutOf().totals).toEqual([
      { code: 'total_price', label: '价税合计', figures: '1,234.50', capital: '壹仟贰佰叁拾肆元伍角' },
      { code: 'tax', label: '税额', figures: '160.49', capital: '壹佰陆拾元肆角玖分' },
      { code: 'total_quantity', label: '总数量', figures: '3.0000', capital: '' },
    ]);
  });

  it('a stored total by name counts too; a missing total prints empty without a capital', () => {
    const Plain = entity({ ...Order, code: 'PlainOrder', attrs: [a.string('code', '编号', 'No.'), a.number('total_price', '合计金额', 'Total', { digits: money })], children: {} });
    expect(printLayout(printEntityOf(Plain), { id: 1, code: 'P1', total_price: 100000.07 }, { company: 'c' }).totals).toEqual([
      { code: 'total_price', label: '合计金额', figures: '100,000.07', capital: '壹拾万元零柒分' },
    ]);
    expect(printLayout(printEntityOf(Plain), { id: 1, code: 'P1' }, { company: 'c' }).totals[0]).toMatchObject({ figures: '', capital: '' });
  });

  it('signatures: the creator prepared it; the auditor shows only while it stands audited', () => {
    expect(layoutOf().signatures).toEqual([
      { label: '制单', name: '张三' },
      { label: '审核', name: '李四' },
      { label: '经办', name: '' },
      { label: '签收', name: '' },
    ]);
    const saved = printLayout(printEntityOf(Order), { ...record, status_dict: { dict: 'Saved', name: '保存' } }, { company: 'c' });
    expect(saved.signatures[1]).toEqual({ label: '审核', name: '' });
  });

  it('speaks English when asked: labels, options, dictionary names, the fixed words', () => {
    const l = layoutOf('en_US');
    expect(l.title).toBe('Sales order');
    expect(l.codeLabel).toBe('Order number');
    expect(l.headerFields.slice(0, 3).map((f) => [f.label, f.value])).toEqual([
      ['Customer', 'C001 华东机械有限公司'],
      ['Currency', 'Renminbi'],
      ['Kind', 'Normal'],
    ]);
    expect(l.tables[0].columns[0].label).toBe('No.');
    expect(l.tables[0].sums?.[0]).toBe('Total');
    expect(l.signatures.map((s) => s.label)).toEqual(['Prepared by', 'Approved by', 'Handled by', 'Received by']);
    expect(l.labels.capital).toBe('In words (RMB)');
    // the capital amount is Chinese whatever the language: it is what the bank reads
    expect(l.totals[0].capital).toBe('壹仟贰佰叁拾肆元伍角');
  });

  it('hides header fields on request, prints an empty line table with no 合计, and uses the id without a code', () => {
    const NoCode = entity({ ...Order, code: 'NoCode', attrs: Order.attrs.filter((x) => x.code !== 'code') });
    const l = printLayout(printEntityOf(NoCode), { ...record, items: [] }, { company: 'c', hide: ['remark', 'urgent'] });
    expect(l.code).toBe('7');
    expect(l.headerFields.map((f) => f.label)).not.toContain('备注');
    expect(l.headerFields.map((f) => f.label)).not.toContain('加急');
    expect(l.tables[0].rows).toEqual([]);
    expect(l.tables[0].sums).toBeNull();
  });

  it('works from master data without receipts (Warehouse-like: code, name, enum, lines)', () => {
    const Wh = entity({
      id: 9002,
      code: 'PrintWh',
      name: '仓库',
      nameEn: 'Warehouse',
      module: 'x',
      table: 'x_wh',
      attrs: [...codeAndName('仓库编码', '仓库名称', 'Warehouse name'), a.number('area', '面积(㎡)', 'Area', { digits: { int: 12, scale: 6 } })],
      children: { locations: { table: 'x_wh_loc', name: '库区', nameEn: 'Locations', attrs: [a.string('name', '库区名称', 'Location name')] } },
    });
    const l = printLayout(printEntityOf(Wh), { id: 1, code: 'WH01', name: '一号仓', area: 12.5, status_dict: { dict: 'Saved', name: '保存' }, locations: [{ name: 'A区' }] }, { company: 'c' });
    expect(l.headerFields).toEqual([
      { label: '仓库名称', value: '一号仓', wide: false },
      { label: '面积(㎡)', value: '12.500000', wide: false },
    ]);
    expect(l.totals).toEqual([]);
    expect(l.tables[0]).toMatchObject({ title: '库区', rows: [['1', 'A区']], sums: null });
  });
});

describe('print helpers', () => {
  it('groups thousands on the decimal text', () => {
    expect(groupThousands('1234567.50')).toBe('1,234,567.50');
    expect(groupThousands('-1000')).toBe('-1,000');
    expect(groupThousands('999.99')).toBe('999.99');
    expect(groupThousands('12345678901234567.89')).toBe('12,345,678,901,234,567.89');
  });

  it('formats page numbers in both languages', () => {
    expect(pageLabel(PRINT_LABELS.zh_CN, 2, 5)).toBe('第 2 页 / 共 5 页');
    expect(pageLabel(PRINT_LABELS.en_US, 2, 5)).toBe('Page 2 of 5');
  });

  it('reads values as the calls answer them: {dict, name} objects, unknown codes, booleans, integers', () => {
    const ctx = { lang: 'zh_CN' as const, labels: PRINT_LABELS.zh_CN };
    const attr = (dataTypeDict: 'DICT' | 'BOOL' | 'NUMBER', extra = {}) => ({ code: 'x', name: 'x', nameIntl: {}, dataType: 'X', dataTypeDict, options: null, digits: null, integer: false, dictCode: 'D', ...extra });
    expect(valueText(attr('DICT'), { dict: 'Audit', name: '已审核' }, ctx)).toBe('已审核');
    expect(valueText(attr('DICT'), 'UNKNOWN', ctx)).toBe('UNKNOWN');
    expect(valueText(attr('BOOL'), false, ctx)).toBe('否');
    expect(valueText(attr('NUMBER', { integer: true }), 3, ctx)).toBe('3');
    expect(valueText(attr('NUMBER'), '0.1', ctx)).toBe('0.1');
    expect(valueText(attr('NUMBER'), null, ctx)).toBe('');
  });
});
