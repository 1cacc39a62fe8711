// The web side of the work orders: the shop-floor moves on the selected orders (开工, 暂停 …) and the
// order dialogs (派工, 拆分, 生成工单 — also from a production plan's detail).
import { defineWebPart } from '../../../../src/app/modules/defineWebModule';
import { ORDER_DIALOG, ORDER_MOVE } from '../paths';

export const ordersWeb = defineWebPart({
  code: 'orders',
  actions: { [ORDER_MOVE]: () => import('./moveAction'), [ORDER_DIALOG]: () => import('./dialogAction') },
});
