// The read-only views of the purchase documents (查看单据, the flow task screen): which child
// tables they show and which header fields lead (renderers/receipt-details draws them).
import type { ReceiptViewDeclarations } from '../../renderers/receipt-details/declarations';

const views: ReceiptViewDeclarations = {
  'erp-purchase': { tables: ['items'], headFirst: ['code', 'supplier_id', 'bill_date', 'delivery_date', 'warehouse_id'] },
  'purchase-arrival': { tables: ['items', 'pays', 'cost_items'], headFirst: ['code', 'purchase_id', 'supplier_id', 'arrival_date', 'warehouse_id'] },
  'erp-purchase-reject': { tables: ['items'], headFirst: ['code', 'arrival_id', 'supplier_id', 'bill_date', 'warehouse_id'] },
};
export default views;
