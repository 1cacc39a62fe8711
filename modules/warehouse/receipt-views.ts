// The read-only views of the warehouse documents (查看单据, the flow task screen): which child
// tables they show and which header fields lead (renderers/receipt-details draws them).
import type { ReceiptViewDeclarations } from '../../renderers/receipt-details/declarations';

const views: ReceiptViewDeclarations = {
  'wms-entry': { tables: ['items'], headFirst: ['code', 'entry_type', 'bill_date', 'warehouse_id', 'arrival_id', 'supplier_id'] },
  'wms-delivery': { tables: ['items'], headFirst: ['code', 'delivery_type', 'bill_date', 'warehouse_id', 'sale_delivery_id', 'customer_id'] },
  'wms-transfer': { tables: ['items'], headFirst: ['code', 'bill_date', 'warehouse_id', 'to_warehouse_id'] },
  'wms-stock-count': { tables: ['items'], headFirst: ['code', 'bill_date', 'warehouse_id'] },
  'wms-simple-entry': { tables: ['items'], headFirst: ['code', 'entry_type', 'bill_date', 'warehouse_id', 'supplier_id'] },
  'wms-delivery-apply': { tables: ['items'], headFirst: ['code', 'apply_type', 'bill_date', 'warehouse_id', 'department_id', 'need_date'] },
  'wms-delivery-raw': { tables: ['items'], headFirst: ['code', 'delivery_type', 'bill_date', 'warehouse_id', 'apply_id'] },
  'wms-put-on': { tables: ['items'], headFirst: ['code', 'bill_date', 'warehouse_id', 'strategy'] },
  'wms-stack': { tables: ['items'], headFirst: ['code', 'bill_date', 'warehouse_id', 'position_id', 'container_code'] },
  'wms-arrival': { tables: ['barcodes'], headFirst: ['code', 'arrival_batch', 'arrival_date', 'supplier_id', 'material_id', 'quantity'] },
};
export default views;
