// 财务管理's page stacks, each declared once: the ERP base data (mdm/settlement, mdm/budget: 主数据
// shows them) and the money documents (finance/*) — entity, list and detail pages with their labels,
// the service, and the receipt's read-only view (查看单据, the flow task screen). The spec names no
// services for the money documents: erp.Income, erp.Payment, erp.WriteOff, erp.OtherIncome,
// erp.OtherPayment, erp.Transfer, erp.ExpenseClaim, erp.Invoice. "Create from" is a declared detail
// action of the source documents. Documents without lines (transfers, expense claims, invoices)
// show their header and attachments in their view.
import { z } from 'zod';
import { documentStack, masterDataStack, pagesByKey } from '../../schemas/documents/stack';
import type { RecordValue } from '../../schemas/rpc/datax';
import { args, call, idArg } from '../../schemas/rpc/define';
import { ExpenseClaim } from './entities/expense-claim';
import { FinIncome } from './entities/income';
import { IncomeExpense } from './entities/income-expense';
import { FinInvoice } from './entities/invoice';
import { FinOtherIncome, FinOtherPayment } from './entities/other-money';
import { FinPayment } from './entities/payment';
import { Settlement } from './entities/settlement';
import { FinTransfer } from './entities/transfer';
import { FinWriteOff } from './entities/write-off';

/** The master records' calls: create, update (the generic modify), removeByIds, summaryPage, detail. */
const masterCalls = { calls: ['create', 'removeByIds', 'summaryPage', 'detail'], aliases: { update: 'modify' } } as const;

/** The ERP base data (主数据 shows them). */
export const financeBaseStacks = {
  Settlement: masterDataStack({
    entity: Settlement,
    list: {
      url: 'mdm/settlement',
      labels: ['结算账户', 'Settlement accounts'],
      table: { remark: { hide: true } },
      actions: [
        {
          code: 'setDefault',
          label: '设为默认',
          labelEn: 'Set as default',
          place: 'row',
          handler: 'callService',
          call: '/erp.Account/updateDefault',
          confirm: { zh_CN: '确定将该账户设为默认账户？', en_US: 'Make this the default account?' },
        },
      ],
    },
    detail: { url: 'mdm/settlementDetail', labels: ['结算账户详情', 'Settlement account detail'] },
    service: 'erp.Account',
    ...masterCalls,
    own: (_generic, page) => ({
      /** [id] or [{ids: [id]}] (a row action posts the latter): that account becomes the default */
      updateDefault: call<[number | { ids: number[] }], RecordValue>(
        args(['account', z.union([idArg, z.object({ ids: z.array(idArg).length(1) }).loose()])]),
        { page, op: 'setDefault' },
      ),
    }),
  }),
  // income and expense items have no code: no unique keys
  Budget: masterDataStack({
    entity: IncomeExpense,
    list: { url: 'mdm/budget', labels: ['收支项目', 'Income and expense items'], uniqueKeys: [] },
    detail: { url: 'mdm/budgetDetail', labels: ['收支项目详情', 'Income and expense item detail'] },
    service: 'erp.IncomeExpense',
    ...masterCalls,
  }),
};

/** The money documents, in the order of 财务管理's menu. */
export const financeDocumentStacks = {
  Income: documentStack({
    entity: FinIncome,
    list: { url: 'finance/Income', labels: ['收款单', 'Receipts'], table: { settled_amount: { hide: true } } },
    detail: { url: 'finance/IncomeDetail', labels: ['收款单详情', 'Receipt detail'] },
    service: 'erp.Income',
    /** deliveryToIncome: a draft receipt for what the delivery still has outstanding */
    conversions: { deliveryToIncome: 'deliveryId' },
    receiptView: { tables: ['items'], headFirst: ['code', 'customer_id', 'account_id', 'bill_date', 'total_amount'] },
  }),
  Payment: documentStack({
    entity: FinPayment,
    list: { url: 'finance/Payment', labels: ['付款单', 'Payments'], table: { settled_amount: { hide: true } } },
    detail: { url: 'finance/PaymentDetail', labels: ['付款单详情', 'Payment detail'] },
    service: 'erp.Payment',
    /** arrivalToPayment: a draft payment for what the arrival still has payable; orderToPayment: a draft advance payment on a purchase order */
    conversions: { arrivalToPayment: 'arrivalId', orderToPayment: 'orderId' },
    receiptView: { tables: ['items'], headFirst: ['code', 'supplier_id', 'account_id', 'bill_date', 'total_amount'] },
  }),
  WriteOff: documentStack({
    entity: FinWriteOff,
    list: { url: 'finance/WriteOff', labels: ['核销单', 'Write-offs'] },
    detail: { url: 'finance/WriteOffDetail', labels: ['核销单详情', 'Write-off detail'] },
    service: 'erp.WriteOff',
    receiptView: { tables: ['items'], headFirst: ['code', 'write_off_type', 'bill_date', 'total_amount'] },
  }),
  OtherIncome: documentStack({
    entity: FinOtherIncome,
    list: { url: 'finance/OtherIncome', labels: ['其他收入单', 'Other income'] },
    detail: { url: 'finance/OtherReceiptDetail', labels: ['其他收入单详情', 'Other income detail'] },
    service: 'erp.OtherIncome',
    receiptView: { tables: ['items'], headFirst: ['code', 'customer_id', 'account_id', 'bill_date', 'total_amount'] },
  }),
  OtherPayment: documentStack({
    entity: FinOtherPayment,
    list: { url: 'finance/OtherPayment', labels: ['其他支出单', 'Other expenses'] },
    detail: { url: 'finance/OtherPayDetail', labels: ['其他支出单详情', 'Other expense detail'] },
    service: 'erp.OtherPayment',
    receiptView: { tables: ['items'], headFirst: ['code', 'supplier_id', 'account_id', 'bill_date', 'total_amount'] },
  }),
  // the spec names no detail path for expense claims: ExpenseDetail, by the url + 'Detail' rule
  Expense: documentStack({
    entity: ExpenseClaim,
    list: {
      url: 'finance/Expense',
      labels: ['费用报销', 'Expense claims'],
      formId: 'ExpenseClaim-Web',
      table: { travel_accommodation: { hide: true }, travel_fare: { hide: true }, travel_traffic: { hide: true } },
      // the costs as a six-row table — five categories (travel = its three parts), the
      // loan deduction shown negative (typed positive), then the grand total
      formGroups: [
        {
          component: 'CostTable',
          code: 'costs',
          title: '费用明细',
          titleEn: 'Costs',
          rows: [
            { label: '交通费', labelEn: 'Traffic', fields: ['traffic_cost'] },
            { label: '差旅费', labelEn: 'Travel', fields: ['travel_accommodation', 'travel_fare', 'travel_traffic'], total: 'travel_cost' },
            { label: '招待费', labelEn: 'Entertainment', fields: ['treat_cost'] },
            { label: '办公费', labelEn: 'Office', fields: ['office_cost'] },
            { label: '其他费用', labelEn: 'Other', fields: ['other_cost'] },
            { label: '借款抵扣', labelEn: 'Loan deduction', fields: ['loan_deduction'], negate: true },
          ],
          total: 'total_amount',
        },
      ],
    },
    detail: { url: 'finance/ExpenseDetail', labels: ['费用报销单详情', 'Expense claim detail'] },
    service: 'erp.ExpenseClaim',
    receiptView: { tables: [], headFirst: ['code', 'applicant_id', 'account_id', 'bill_date', 'reason', 'total_amount'] },
  }),
  Transfer: documentStack({
    entity: FinTransfer,
    list: { url: 'finance/Transfer', labels: ['资金调拨单', 'Fund transfers'] },
    detail: { url: 'finance/TransferDetail', labels: ['资金调拨单详情', 'Fund transfer detail'] },
    service: 'erp.Transfer',
    receiptView: { tables: [], headFirst: ['code', 'bill_date', 'out_account_id', 'in_account_id', 'amount', 'fee', 'total_out'] },
  }),
  // the spec's invoice form has no page of its own in the menu: it lives beside the expense claims
  Invoice: documentStack({
    entity: FinInvoice,
    list: { url: 'finance/Invoice', labels: ['发票登记', 'Invoices'] },
    detail: { url: 'finance/InvoiceDetail', labels: ['发票详情', 'Invoice detail'] },
    service: 'erp.Invoice',
    /** drafts of a sales / purchase invoice for the order's uninvoiced amount */
    conversions: { saleOrderToInvoice: 'orderId', purchaseOrderToInvoice: 'orderId' },
    receiptView: { tables: [], headFirst: ['code', 'type_dict', 'invoice_no', 'bill_date', 'total_price', 'tax_rate', 'tax'] },
  }),
};

export const financeStacks = { ...financeBaseStacks, ...financeDocumentStacks };

/** The page definitions by stack (what tests and actions read of a page: its url, its actions, its form groups). */
export const financePages = pagesByKey(financeStacks);
