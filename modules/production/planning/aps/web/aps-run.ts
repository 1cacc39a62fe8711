// 运行排程 on the APS runs' list (a toolbar action): the run dialog (choose orders, preview, confirm).
import type { ActionHandler } from '../../../../../src/templates/actions/registry';

const apsRun: ActionHandler = async () => {
  const [{ createElement }, { openDialog }, { ApsRunDialog }] = await Promise.all([import('react'), import('../../../../../src/templates/actions/openDialog'), import('./ApsRunDialog')]);
  const text = await openDialog<string | undefined>((close) => createElement(ApsRunDialog, { onClose: close }));
  return text;
};

export default apsRun;
