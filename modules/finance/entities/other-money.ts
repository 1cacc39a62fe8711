// 其他收入单 / 其他支出单 (finance/OtherIncome, finance/OtherPayment): money in or out of an
// account for income/expense items (rent, interest, utilities …), not against goods documents.
// The two differ only in direction, party and item kind: one declaration shape, two entities.
import { a, type EntityDef, entity } from '../../../schemas/entities/define';
import { attaches, billDate, docCode, lineRemark, money, projectDict, remark } from '../../../schemas/entities/documents';

function otherMoney(o: {
  id: number;
  code: string;
  name: string;
  nameEn: string;
  table: string;
  typeCode: string;
  prefix: string;
  party: { dataType: 'Customer' | 'Supplier'; code: string; name: string; nameEn: string; entity: string };
  accountName: string;
  itemKind: string;
}): EntityDef {
  return entity({
    id: o.id,
    code: o.code,
    name: o.name,
    nameEn: o.nameEn,
    module: 'finance',
    table: o.table,
    lookup: 'tenant',
    receipt: { typeCode: o.typeCode, flow: false },
    attrs: [
      docCode(o.prefix),
      a.quote(o.party.dataType, o.party.code, o.party.name, o.party.nameEn, o.party.entity, { query: true, table: 160 }),
      a.quote('Settlement', 'account_id', o.accountName, 'Account', 'Settlement', { required: true, query: true, table: 140 }),
      billDate(),
      projectDict(),
      money('total_amount', '金额', 'Amount', { compute: 'sum(items.amount)', table: 110 }),
      remark(),
      attaches(),
    ],
    children: {
      items: {
        table: `${o.table}_item`,
        name: `${o.name.replace(/单$/, '')}明细`,
        nameEn: 'Lines',
        min: 1,
        attrs: [
          a.quote('FuzzyCommon', 'item_id', o.itemKind === 'Income' ? '收入项目' : '支出项目', 'Item', 'IncomeExpense', { required: true }),
          money('amount', '金额', 'Amount', { required: true, positive: true }),
          lineRemark(),
        ],
      },
    },
  });
}

export const FinOtherIncome = otherMoney({
  id: 306,
  code: 'FinOtherIncome',
  name: '其他收入单',
  nameEn: 'Other income',
  table: 'fin_other_income',
  typeCode: 'fin-other-income',
  prefix: 'QTSR',
  party: { dataType: 'Customer', code: 'customer_id', name: '往来单位', nameEn: 'Counterparty', entity: 'Customer' },
  accountName: '收款账户',
  itemKind: 'Income',
});

export const FinOtherPayment = otherMoney({
  id: 307,
  code: 'FinOtherPayment',
  name: '其他支出单',
  nameEn: 'Other expense',
  table: 'fin_other_payment',
  typeCode: 'fin-other-payment',
  prefix: 'QTZC',
  party: { dataType: 'Supplier', code: 'supplier_id', name: '往来单位', nameEn: 'Counterparty', entity: 'Supplier' },
  accountName: '付款账户',
  itemKind: 'Expense',
});

/** The item kind each document's lines must name (server hook). */
export const OTHER_MONEY_ITEM_KIND: Record<string, 'Income' | 'Expense'> = { FinOtherIncome: 'Income', FinOtherPayment: 'Expense' };
