// 分批检验 on the 来料检验 list's rows and its detail: opens the dialog of the inspection; the page
// reloads after, as after every action, and shows the server's answer (how much is still pending).
import { i18n } from '../../../src/i18n';
import type { ActionHandler } from '../../../src/templates/actions/registry';

const stageAction: ActionHandler = async ({ records }) => {
  const row = records[0];
  if (!row) return i18n.t('quality.stage.none');
  const { openStageDialog } = await import('./StageDialog');
  const answer = await openStageDialog(Number(row.id));
  return answer ? answer.msg : i18n.t('quality.stage.none');
};

export default stageAction;
