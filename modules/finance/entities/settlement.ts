// 结算账户 (settlement accounts, mdm/settlement): cash or bank accounts money moves through.
// Balance = initial amount + incomes − payments ± transfers; a frozen account takes no movement;
// one account is the default (erp.Account/updateDefault).
import { a, entity } from '../../../schemas/entities/define';
import { money, remark } from '../../../schemas/entities/documents';

export const ACCOUNT_TYPES = [
  { value: 'Cash', label: '现金', labelEn: 'Cash' },
  { value: 'BankAccount', label: '银行账户', labelEn: 'Bank account' },
];

export const PAY_METHODS = [
  { value: 'Credit', label: '信用卡', labelEn: 'Credit card' },
  { value: 'Cheque', label: '支票', labelEn: 'Cheque' },
  { value: 'Draft', label: '汇票', labelEn: 'Draft' },
  { value: 'Cash', label: '现金', labelEn: 'Cash' },
  { value: 'Transfer', label: '转账', labelEn: 'Transfer' },
];

export const Settlement = entity({
  id: 301,
  code: 'Settlement',
  name: '结算账户',
  nameEn: 'Settlement account',
  module: 'finance',
  lookup: 'tenant',
  table: 'fin_account',
  importKey: ['code'],
  attrs: [
    a.string('code', '账户编码', 'Code', { required: true, max: 128, noSpaces: true, unique: true, query: true, table: 120, index: true, fuzzy: true }),
    a.string('name', '账户名称', 'Name', { required: true, max: 128, query: true, table: 160, fuzzy: true }),
    a.enumType('account_type', '账户类型', 'Account type', ACCOUNT_TYPES, { required: true, defaultValue: 'BankAccount', query: true, table: 100 }),
    a.enumType('pay_method', '结算方式', 'Payment method', PAY_METHODS, { defaultValue: 'Transfer', table: 100 }),
    a.string('bank_name', '开户行', 'Bank', { max: 128, table: 140 }),
    a.string('account_no', '账号', 'Account number', { max: 64, noSpaces: true, table: 160 }),
    money('initial_amount', '期初金额', 'Opening balance', { defaultValue: 0, table: 110 }),
    a.enumType('state', '账户状态', 'State', [
      { value: 'Normal', label: '正常', labelEn: 'Normal' },
      { value: 'Freeze', label: '冻结', labelEn: 'Frozen' },
    ], { required: true, defaultValue: 'Normal', query: true, table: 80 }),
    a.bool('is_default', '默认账户', 'Default account', { defaultValue: false, table: 90, maintained: true }),
    remark(),
  ],
});
