// 开工, 暂停, 完工, 撤回, 回收: the shop-floor moves of task.Order take one order each ([id]); the
// action posts them one by one for the chosen orders and stops at the first refusal (its message
// shows; the orders before it have moved).
import { rpc } from '../../../../src/api/rpc';
import { parseServicePath } from '../../../../src/templates/list/dataSources';
import type { ActionHandler } from '../../../../src/templates/actions/registry';

const move: ActionHandler = async ({ action, records, language }) => {
  const target = action.call ? parseServicePath(action.call) : null;
  if (!target) throw new Error(`action ${action.code}: "call" must name one of our calls (/service.Name/method)`);
  const ids = records.map((r) => Number(r.id)).filter(Number.isFinite);
  for (const id of ids) await rpc(target.service, target.method, [id], { ignoreError: true });
  return language === 'en_US' ? `${action.labelEn}: ${ids.length} work order(s)` : `已${action.label}${ids.length}个工单`;
};

export default move;
