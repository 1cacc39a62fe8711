// What other modules may use of 采购管理: its documents' declarations (finance settles them).
export { PurchaseArrival } from './entities/arrival';
export { PurchaseOrder } from './entities/order';
