// 计算工资 / 由日考勤生成: ask the month, post {month} to the action's call; the list reloads after.
import { i18n } from '../../../src/i18n';
import { parseServicePath } from '../../../src/templates/list/dataSources';
import type { ActionHandler } from '../../../src/templates/actions/registry';

const monthCall: ActionHandler = async ({ action, language }) => {
  const call = action.call ? parseServicePath(action.call) : null;
  if (!call) throw new Error(`action ${action.code}: "call" must name one of our calls (/service.Name/method)`);
  const { openMonthDialog } = await import('./MonthDialog');
  const msg = await openMonthDialog(language === 'en_US' ? action.labelEn : action.label, call);
  return msg ?? i18n.t('hr.month.none');
};

export default monthCall;
