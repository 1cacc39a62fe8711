// The read-only views of the sale documents (查看单据, the flow task screen): which child tables
// they show and which header fields lead (renderers/receipt-details draws them).
import type { ReceiptViewDeclarations } from '../../renderers/receipt-details/declarations';

const views: ReceiptViewDeclarations = {
  'erp-sale': { tables: ['items'], headFirst: ['code', 'customer_id', 'salesman_id', 'bill_date', 'delivery_date'] },
  'sale-delivery': { tables: ['items', 'pays', 'cost_items'], headFirst: ['code', 'sale_id', 'customer_id', 'bill_date', 'warehouse_id'] },
  'erp-sale-reject': { tables: ['items'], headFirst: ['code', 'delivery_id', 'customer_id', 'bill_date', 'warehouse_id'] },
};
export default views;
