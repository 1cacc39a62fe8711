// The shapes business documents share (purchase, sale, returns, finance, warehouse …), declared
// once: a document number, money and quantities with their scales, the standard line, the money
// block (totals, discount, real price, paid, pending) with its computations. A module's document
// is these plus its own fields.
import { a, type AttrDef, type ChildDef, type LinkDef } from './define';

/** Money: 2 decimals, 14 integer digits. */
export const MONEY = { int: 14, scale: 2 };
/** Quantities: 4 decimals at most (a unit's precision may say fewer). */
export const QUANTITY = { int: 12, scale: 4 };
/** Unit prices: 6 decimals. */
export const PRICE = { int: 12, scale: 6 };
/** Percent rates (discount, tax): 0–100 with 2 decimals. */
export const RATE = { int: 3, scale: 2 };

/** The default value "today" (a bill or arrival date): the server and the form fill the day they run on. */
export const TODAY = '$today';

type Opts = Parameters<typeof a.number>[3];

export const money = (code: string, name: string, nameEn: string, opts: Opts = {}): AttrDef =>
  ({ ...a.number(code, name, nameEn, { digits: MONEY, ...opts }), dataType: 'Costs' });
export const quantity = (code: string, name: string, nameEn: string, opts: Opts = {}): AttrDef =>
  ({ ...a.number(code, name, nameEn, { digits: QUANTITY, ...opts }), dataType: 'MaterialNum' });
export const price = (code: string, name: string, nameEn: string, opts: Opts = {}) => a.number(code, name, nameEn, { digits: PRICE, min: 0, ...opts });
export const rate = (code: string, name: string, nameEn: string, opts: Opts = {}) => a.number(code, name, nameEn, { digits: RATE, min: 0, ...opts });
/** A progress figure other documents move (arrived, returned, paid …): never from a client. */
export const progress = (make: typeof money, code: string, name: string, nameEn: string, opts: Opts = {}): AttrDef =>
  make(code, name, nameEn, { maintained: true, defaultValue: 0, ...opts });

/**
 * A document number: filled by the server when left empty (prefix + yyyyMMdd + 4-digit serial
 * per tenant and day, e.g. CG202611230001), unique per tenant.
 */
export const docCode = (prefix: string, name = '单据编号', nameEn = 'Number'): AttrDef =>
  a.string('code', name, nameEn, { max: 64, noSpaces: true, unique: true, query: true, table: 150, index: true, fuzzy: true, autoCode: prefix });

export const billDate = (code = 'bill_date', name = '单据日期', nameEn = 'Bill date'): AttrDef =>
  a.date(code, name, nameEn, { required: true, defaultValue: TODAY, query: true, table: 110, index: true });

export const PAY_TYPES = [
  { value: 'Spot', label: '现结', labelEn: 'Cash on delivery' },
  { value: 'InAdvance', label: '预付', labelEn: 'In advance' },
  { value: 'BuyOnCredit', label: '赊账', labelEn: 'On credit' },
];

export const payType = () => a.enumType('pay_type', '付款方式', 'Payment terms', PAY_TYPES, { defaultValue: 'BuyOnCredit', table: 90 });
export const projectDict = () => a.dict('project_dict', '项目', 'Project', 'project', { query: true, table: 110 });
export const remark = () => a.remark('remark', '备注', 'Remarks', { max: 1024 });
export const attaches = () => a.files('attaches', '附件', 'Attachments', { accept: [], maxBytes: 20 * 1024 * 1024, max: 10 });

/**
 * A line of goods: material (filling spec, unit and the reference price), quantity, unit price
 * and amount = quantity × unit price. `priceFrom`: the material's attribute the price comes from.
 */
export function goodsLine(priceFrom: 'purchase_price' | 'sale_price'): AttrDef[] {
  return [
    a.quote('Material', 'material_id', '物料', 'Material', 'Material', { required: true, fill: { spec: 'spec', unit: 'unit', unit_price: priceFrom } }),
    a.string('spec', '规格型号', 'Specification', { max: 128 }),
    a.dict('unit', '单位', 'Unit', 'unit'),
    quantity('quantity', '数量', 'Quantity', { required: true, positive: true }),
    price('unit_price', '单价', 'Unit price', { required: true }),
    money('amount', '金额', 'Amount', { compute: 'quantity * unit_price' }),
  ];
}

/**
 * The money block of a document over its lines (`items`): total = Σ line amounts, discount =
 * total × rate %, real price = total − discount, pending = real price − paid. `paid` is the
 * expression of what has been paid (a progress attribute, or that plus payments made with it).
 */
export function moneyBlock(paid: { attrs: AttrDef[]; expr: string }): AttrDef[] {
  return [
    money('total_price', '合计金额', 'Total', { compute: 'sum(items.amount)', table: 110, query: true }),
    rate('discount_rate', '优惠率(%)', 'Discount rate (%)', { maxValue: 100, defaultValue: 0 }),
    money('discount', '优惠金额', 'Discount', { compute: 'total_price * discount_rate / 100' }),
    money('real_price', '优惠后金额', 'Amount after discount', { compute: 'total_price - discount', table: 110 }),
    ...paid.attrs,
    money('paid', '已付金额', 'Paid', { compute: paid.expr, table: 100 }),
    money('pending_pay', '未付金额', 'Unpaid', { compute: 'real_price - paid', table: 100 }),
  ];
}

/** A line's remarks. */
export const lineRemark = () => a.remark('remark', '备注', 'Remarks', { max: 512 });

/** Money paid or received with the document itself (an arrival's 付款, a delivery's 收款): account and amount. */
export function settlementLines(table: string, name: string, nameEn: string, amountName: string): ChildDef {
  return {
    table,
    name,
    nameEn,
    attrs: [
      a.quote('Settlement', 'account_id', '结算账户', 'Account', 'Settlement', { required: true }),
      money('amount', amountName, 'Amount', { required: true, positive: true }),
      lineRemark(),
    ],
  };
}

/** Costs of a document by income/expense item (采购费用, 销售费用). */
export function costLines(table: string, name: string): ChildDef {
  return {
    table,
    name,
    nameEn: 'Costs',
    attrs: [a.quote('FuzzyCommon', 'expense_id', '费用项目', 'Cost item', 'IncomeExpense', { required: true }), money('amount', '金额', 'Amount', { required: true, positive: true }), lineRemark()],
  };
}

/**
 * Goods lines made from another document's goods lines (arrival ← order, return ← arrival …):
 * quantities capped by the source line's quantity, the goods columns copied.
 */
export function goodsLink(l: Omit<LinkDef, 'child' | 'measure' | 'limit' | 'row'> & { extraRow?: Record<string, string> }): LinkDef {
  const { extraRow, ...rest } = l;
  return {
    child: 'items',
    measure: 'quantity',
    limit: 'quantity',
    row: { material_id: 'material_id', spec: 'spec', unit: 'unit', unit_price: 'unit_price', ...extraRow },
    ...rest,
  };
}

/**
 * Money lines settling other documents (a receipt's lines against deliveries, a payment's against
 * arrivals or orders, a write-off's …): the line names the document (`via`), its amount is capped
 * by what the document still has open (`limit`, shared by every link drawing on it) and, once
 * audited, moves the document's `progress`.
 */
export function settleLink(l: Pick<LinkDef, 'code' | 'verb' | 'via' | 'limit' | 'progress' | 'header'> & { source: string }): LinkDef {
  return { child: 'items', measure: 'amount', from: ['Audit', 'Finish'], ...l, source: { entity: l.source } };
}
