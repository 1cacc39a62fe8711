// The tool lists' operations: the action's code names the operation, the list's entity the kind;
// the dialog starts from the row and posts to tool.Cutter / tool.Fixture. The list reloads after,
// as after every action; nothing done (dialog closed) says so.
import { i18n } from '../../../src/i18n';
import type { ActionHandler } from '../../../src/templates/actions/registry';
import { isToolOperation, kindOf } from './form';

const operate: ActionHandler = async ({ action, records, entityCode }) => {
  if (!isToolOperation(action.code)) throw new Error(`unknown tool operation ${action.code}`);
  const row = records[0];
  if (!row) return i18n.t('tooling.op.none');
  const { openToolDialog } = await import('./ToolDialog');
  const done = await openToolDialog(action.code, kindOf(entityCode), { id: Number(row.id), code: String(row.code ?? '') });
  return done ? i18n.t('tooling.op.done') : i18n.t('tooling.op.none');
};

export default operate;
