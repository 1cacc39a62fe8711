// The demo tenant's settlement accounts and income/expense items: five accounts (three banks, the
// cash box, and one bank account frozen some months ago, being closed, with no movement since)
// with their opening amounts, and the items other income and expenses are booked to.
import type { Row } from '../../../../schemas/compute/record';
import type { Actor, AnyDb, Calendar } from '../../../../server/seed/demo-kit';

export const ACCOUNTS = [
  { code: 'YH001', name: '工商银行工业园区支行（基本户）', account_type: 'BankAccount', pay_method: 'Transfer', bank_name: '中国工商银行苏州工业园区支行', account_no: '1102020309000123456', initial: 3_000_000, is_default: true },
  { code: 'YH002', name: '招商银行苏州分行（一般户）', account_type: 'BankAccount', pay_method: 'Transfer', bank_name: '招商银行苏州分行营业部', account_no: '512904318810606', initial: 1_200_000 },
  { code: 'YH003', name: '中国银行苏州分行（出口业务）', account_type: 'BankAccount', pay_method: 'Draft', bank_name: '中国银行苏州工业园区支行', account_no: '478866012345', initial: 600_000 },
  { code: 'XJ001', name: '现金', account_type: 'Cash', pay_method: 'Cash', bank_name: null, account_no: null, initial: 20_000 },
  { code: 'YH004', name: '农业银行吴中支行（已冻结）', account_type: 'BankAccount', pay_method: 'Cheque', bank_name: '中国农业银行苏州吴中支行', account_no: '10541101040012345', initial: 150_000, frozen: true },
] as const;
export type AccountCode = (typeof ACCOUNTS)[number]['code'];
export const BANKS: AccountCode[] = ['YH001', 'YH002', 'YH003'];
export const CASH: AccountCode = 'XJ001';
export const FROZEN: AccountCode = 'YH004';

const ITEMS: Array<[kind: 'Income' | 'Expense', name: string]> = [
  ['Income', '利息收入'],
  ['Income', '租金收入'],
  ['Income', '废料销售收入'],
  ['Income', '政府补贴'],
  ['Income', '其他收入'],
  ['Expense', '房租'],
  ['Expense', '物业费'],
  ['Expense', '水电费'],
  ['Expense', '工资社保'],
  ['Expense', '运输费'],
  ['Expense', '广告宣传费'],
  ['Expense', '银行手续费'],
  ['Expense', '设备维修费'],
  ['Expense', '通讯费'],
  ['Expense', '办公费'],
  ['Expense', '差旅费'],
  ['Expense', '业务招待费'],
];

/**
 * Writes the accounts (audited, opened on the first day of the demo year; the frozen one says
 * since when) and the income/expense items. Answers their ids: accounts by code, items by name.
 */
export async function createAccounts(db: AnyDb, tenantId: string, admin: Actor, cal: Calendar, freezeDay: string) {
  const accounts = await db
    .insertInto('fin_account')
    .values(
      ACCOUNTS.map((a) => ({
        tenant_id: tenantId,
        code: a.code,
        name: a.name,
        account_type: a.account_type,
        pay_method: a.pay_method,
        bank_name: a.bank_name,
        account_no: a.account_no,
        initial_amount: a.initial,
        state: 'frozen' in a && a.frozen ? 'Freeze' : 'Normal',
        is_default: 'is_default' in a && a.is_default,
        remark: 'frozen' in a && a.frozen ? `${freezeDay} 起冻结：账户销户中，余额已调入基本户` : null,
        status_dict: 'Audit',
        create_id: admin.id,
        create_name: admin.name,
        modify_id: admin.id,
        modify_name: admin.name,
        create_dt: `${cal.days[0]}T01:00:00.000Z`,
        modify_dt: `${cal.days[0]}T01:00:00.000Z`,
      })),
    )
    .returning(['id', 'code'])
    .execute();
  const acc = new Map<AccountCode, number>(accounts.map((a: Row) => [a.code as AccountCode, Number(a.id)]));
  const items = await db
    .insertInto('fin_income_expense')
    .values(ITEMS.map(([kind, name]) => ({ tenant_id: tenantId, kind, name, status_dict: 'Audit', create_id: admin.id, create_name: admin.name, modify_id: admin.id, modify_name: admin.name })))
    .returning(['id', 'name'])
    .execute();
  const item = new Map<string, number>(items.map((i: Row) => [String(i.name), Number(i.id)]));
  return { acc, item };
}
