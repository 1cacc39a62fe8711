// What each document's dedicated view shows beyond what metadata says: which child tables (lines
// first, then payments and costs where the document has them) and which header fields lead. The
// fields themselves, their names, order and renderers come from the page field metadata and the
// entity's attributes, never from here.

export interface ReceiptDetailDeclaration {
  /** child tables by key, in this order (those the entity does not have are skipped) */
  tables: readonly string[];
  /** header fields shown first, in this order, even when empty; the others follow in the page's order, when they have a value */
  headFirst: readonly string[];
}

/** By receipt type code (spec §2: receipt type codes map to detail pages). */
export const RECEIPT_DETAILS: Readonly<Record<string, ReceiptDetailDeclaration>> = {
  'erp-purchase': { tables: ['items'], headFirst: ['code', 'supplier_id', 'bill_date', 'delivery_date', 'warehouse_id'] },
  'purchase-arrival': { tables: ['items', 'pays', 'cost_items'], headFirst: ['code', 'purchase_id', 'supplier_id', 'arrival_date', 'warehouse_id'] },
  'erp-purchase-reject': { tables: ['items'], headFirst: ['code', 'arrival_id', 'supplier_id', 'bill_date', 'warehouse_id'] },
  'erp-sale': { tables: ['items'], headFirst: ['code', 'customer_id', 'salesman_id', 'bill_date', 'delivery_date'] },
  'sale-delivery': { tables: ['items', 'pays', 'cost_items'], headFirst: ['code', 'sale_id', 'customer_id', 'bill_date', 'warehouse_id'] },
  'erp-sale-reject': { tables: ['items'], headFirst: ['code', 'delivery_id', 'customer_id', 'bill_date', 'warehouse_id'] },
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
