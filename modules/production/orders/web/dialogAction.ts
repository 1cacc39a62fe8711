// The order actions that ask first (派工, 拆分, 按批拆分, and 生成工单 on a sales order): the
// action's code names the dialog; the page reloads after, as after every action.
import type { ActionHandler } from '../../../../src/templates/actions/registry';
import { i18n } from '../../../../src/i18n';
import { isOrderDialog } from './fields';

const ask: ActionHandler = async ({ action, records }) => {
  if (!isOrderDialog(action.code)) throw new Error(`unknown work order dialog ${action.code}`);
  const { openOrderDialog } = await import('./OrderDialog');
  const done = await openOrderDialog(action.code, records.map((r) => Number(r.id)).filter(Number.isFinite));
  return done ?? i18n.t('production.order.none');
};

export default ask;
