// What other modules may use of 销售管理: its documents' declarations (finance settles them).
export { SaleDelivery } from './entities/delivery';
export { SaleOrder } from './entities/order';
