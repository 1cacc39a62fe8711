// 资金调拨单 (finance/Transfer, receipt type fin-transfer): money moved between two of the
// tenant's accounts (with an optional fee, paid from the sending account). Never the same account
// twice (server hook).
import { a, entity } from '../../../schemas/entities/define';
import { attaches, billDate, docCode, money, remark } from '../../../schemas/entities/documents';

export const FinTransfer = entity({
  id: 308,
  code: 'FinTransfer',
  name: '资金调拨单',
  nameEn: 'Fund transfer',
  module: 'finance',
  table: 'fin_transfer',
  lookup: 'tenant',
  receipt: { typeCode: 'fin-transfer', flow: false },
  attrs: [
    docCode('DB'),
    billDate(),
    a.quote('Settlement', 'out_account_id', '调出账户', 'From account', 'Settlement', { required: true, query: true, table: 140 }),
    a.quote('Settlement', 'in_account_id', '调入账户', 'To account', 'Settlement', { required: true, query: true, table: 140 }),
    money('amount', '调拨金额', 'Amount', { required: true, positive: true, table: 110 }),
    money('fee', '手续费', 'Fee', { defaultValue: 0, min: 0, table: 90 }),
    money('total_out', '调出合计', 'Total out', { compute: 'amount + fee' }),
    remark(),
    attaches(),
  ],
});
