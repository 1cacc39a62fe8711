// The part's page paths and action handler names, apart from its calls: the web part's manifest
// needs these only (the calls' zod schemas load with the pages that call them).
export const ORDER_PAGE = 'task/Order';

/** handlers of the work orders' web part (orders/web) */
export const ORDER_MOVE = 'production.orderMove';
export const ORDER_DIALOG = 'production.orderDialog';
