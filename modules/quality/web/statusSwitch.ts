// 审核 / 重新编辑 / 启用 / 停用 on the scheme list: the action's code names the target status; the
// selected versions move in one call (the server refuses a move its status machine does not allow).
import { client } from '../../../src/api/services';
import type { ActionHandler } from '../../../src/templates/actions/registry';
import type { inspectScheme } from '../contracts';
import { SWITCH_ACTIONS, type SwitchAction } from '../pages';

const SchemeApi = client<typeof inspectScheme>('quality.InspectScheme');

const statusSwitch: ActionHandler = async ({ action, records }) => {
  const status = SWITCH_ACTIONS[action.code as SwitchAction];
  if (!status) throw new Error(`unknown scheme status action ${action.code}`);
  const ids = records.map((r) => Number(r.id)).filter(Number.isFinite);
  const answer = await SchemeApi.statusSwitch([{ ids, status }]);
  return answer.msg;
};

export default statusSwitch;
