// Execution and task listeners, and the work of service-like tasks, run server handlers
// registered by name (handlers.ts: a Java class name, `${bean}`). A listener naming no handler we
// have does nothing — processes drawn for Flowable name listener classes we do not have, and a
// listener only decorates its node; a service task's handler is its whole work and must exist.
import type { FlowNodeModel } from '../model/types';
import { flowError } from './messages';
import type { ExecRow, Run, TaskRow } from './run';
import { label, value } from './walk';

export async function runListeners(run: Run, node: FlowNodeModel, scope: 'execution' | 'task', event: string, exec: ExecRow | null, task: TaskRow | null): Promise<void> {
  for (const l of node.listeners) {
    if (l.scope !== scope || l.event !== event) continue;
    const h = run.env.handler(l.impl.value);
    if (h) await h({ run, exec, task, nodeId: node.id, fields: Object.fromEntries(l.fields.map((f) => [f.name, f.value])) });
  }
}

/**
 * Runs a service-like task's work: its registered handler with its fields, or its expression (the
 * value goes into its result variable). Deployment refused tasks naming neither, and handlers the
 * server does not have; a handler gone since is refused here rather than passed.
 */
export async function runServiceHandler(run: Run, node: FlowNodeModel, exec: ExecRow): Promise<void> {
  const impl = node.service;
  if (!impl) return;
  if (impl.kind === 'expression') {
    const result = value(run, exec, impl.value, label(node));
    if (node.resultVariable) run.setVar(node.resultVariable, result);
    return;
  }
  const h = run.env.handler(impl.value);
  if (!h) throw flowError(run.actor, 'bad', 'noHandler', { name: label(node), handler: impl.value });
  await h({ run, exec, task: null, nodeId: node.id, fields: Object.fromEntries(node.serviceFields.map((f) => [f.name, f.value])) });
}
