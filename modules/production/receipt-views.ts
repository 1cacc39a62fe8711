// The read-only views of the production documents (查看单据, the flow task screen): which child
// tables they show and which header fields lead (renderers/receipt-details draws them).
import type { ReceiptViewDeclarations } from '../../renderers/receipt-details/declarations';

const views: ReceiptViewDeclarations = {
  'plan-production': { tables: ['items'], headFirst: ['code', 'plan_date', 'period_from', 'period_to', 'sale_id'] },
  'task-order': { tables: ['operations'], headFirst: ['code', 'plan_no', 'material_id', 'plan_qty', 'plan_start', 'plan_end', 'manufacturing_state'] },
  'task-subcontract': { tables: [], headFirst: ['code', 'order_id', 'process_id', 'material_id', 'supplier_id', 'quantity', 'delivery_date'] },
  'pmt-outsource': { tables: ['items'], headFirst: ['code', 'supplier_id', 'bill_date', 'delivery_date', 'order_id'] },
};
export default views;
