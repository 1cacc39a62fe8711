// The barcode list's operations: the action's code names the operation; the dialog starts from
// the selected rows (or the row) and posts to barcode.Barcode. The list reloads after, as after
// every action; nothing done (dialog closed) says so.
import type { ActionHandler } from '../../../src/templates/actions/registry';
import { i18n } from '../../../src/i18n';
import { isOperation } from './form';

const operate: ActionHandler = async ({ action, records }) => {
  if (!isOperation(action.code)) throw new Error(`unknown barcode operation ${action.code}`);
  const { openOperationDialog } = await import('./OperationDialog');
  const done = await openOperationDialog(action.code, records.map((r) => String(r.code ?? '')).filter(Boolean), records[0]);
  return done ? i18n.t('barcode.op.done') : i18n.t('barcode.op.none');
};

export default operate;
