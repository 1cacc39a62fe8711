// flowable:skipExpression as Flowable runs it. A skip expression counts only while the instance's
// switch is on: _ACTIVITI_SKIP_EXPRESSION_ENABLED when it holds a boolean, else
// _FLOWABLE_SKIP_EXPRESSION_ENABLED (anything but a boolean there refuses the command). Then an
// activity whose expression is true is skipped (its token goes straight on), and a sequence flow
// whose expression is true is taken without its condition (false: not taken, the condition unread).
// The switch is the engine's and the server's: a client never writes it (the flow services refuse it).
import { ExprError, ExprHost, evaluate, parseExpression } from '../expr';
import { flowError } from './messages';
import type { ExecRow, Run } from './run';

export function skipSwitchOn(run: Run, exec: ExecRow | null, where: string): boolean {
  const vars = run.scopeVars(exec);
  const activiti = vars._ACTIVITI_SKIP_EXPRESSION_ENABLED;
  if (typeof activiti === 'boolean') return activiti;
  const flowable = vars._FLOWABLE_SKIP_EXPRESSION_ENABLED;
  if (flowable === undefined || flowable === null) return false;
  if (typeof flowable === 'boolean') return flowable;
  throw flowError(run.actor, 'bad', 'badExpression', { name: where, message: `_FLOWABLE_SKIP_EXPRESSION_ENABLED is not a boolean: ${String(flowable)}` });
}

/** The skip expression's value: a boolean (`execution.getVariable(name)` reads a variable, as in Flowable's files), else the command is refused. */
export function skipExpressionHolds(run: Run, exec: ExecRow | null, text: string, where: string): boolean {
  const vars = run.scopeVars(exec);
  const execution = new ExprHost({ getVariable: (name) => (typeof name === 'string' && Object.hasOwn(vars, name) ? vars[name] : null) });
  let v: unknown;
  try {
    v = evaluate(parseExpression(text.trim()), { ...vars, execution });
  } catch (e) {
    if (e instanceof ExprError) throw flowError(run.actor, 'bad', 'badExpression', { name: where, message: e.message });
    throw e;
  }
  if (typeof v !== 'boolean') throw flowError(run.actor, 'bad', 'badExpression', { name: where, message: `the skip expression ${text} does not give true or false` });
  return v;
}

/** Whether the activity is skipped: its expression is true while the switch is on. */
export function skipsActivity(run: Run, exec: ExecRow, text: string | null, where: string): boolean {
  return !!text && skipSwitchOn(run, exec, where) && skipExpressionHolds(run, exec, text, where);
}
