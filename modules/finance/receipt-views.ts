// The read-only views of the money documents (查看单据, the flow task screen): which child tables
// they show and which header fields lead (renderers/receipt-details draws them). Documents
// without lines (transfers, expense claims, invoices) show their header and attachments; a
// counterparty that only one kind of the document has (customer or supplier) follows when set.
import type { ReceiptViewDeclarations } from '../../renderers/receipt-details/declarations';

const views: ReceiptViewDeclarations = {
  'fin-income': { tables: ['items'], headFirst: ['code', 'customer_id', 'account_id', 'bill_date', 'total_amount'] },
  'fin-payment': { tables: ['items'], headFirst: ['code', 'supplier_id', 'account_id', 'bill_date', 'total_amount'] },
  'fin-write-off': { tables: ['items'], headFirst: ['code', 'write_off_type', 'bill_date', 'total_amount'] },
  'fin-other-income': { tables: ['items'], headFirst: ['code', 'customer_id', 'account_id', 'bill_date', 'total_amount'] },
  'fin-other-payment': { tables: ['items'], headFirst: ['code', 'supplier_id', 'account_id', 'bill_date', 'total_amount'] },
  'fin-transfer': { tables: [], headFirst: ['code', 'bill_date', 'out_account_id', 'in_account_id', 'amount', 'fee', 'total_out'] },
  'fin-expense-claim': { tables: [], headFirst: ['code', 'applicant_id', 'account_id', 'bill_date', 'reason', 'total_amount'] },
  'fin-invoice': { tables: [], headFirst: ['code', 'type_dict', 'invoice_no', 'bill_date', 'total_price', 'tax_rate', 'tax'] },
};
export default views;
