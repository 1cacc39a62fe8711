// Execution and task listeners, and the work of service-like tasks, run server handlers
// registered by name (env.ts registerFlowHandler: a Java class name, `${bean}`, an expression
// text). A name no handler answers to does nothing — processes drawn for Flowable name Java
// classes we do not have; the history row of a service task says so (outcome 'noHandler').
import type { FlowNodeModel } from '../model/types';
import type { ExecRow, Run, TaskRow } from './run';

export async function runListeners(run: Run, node: FlowNodeModel, scope: 'execution' | 'task', event: string, exec: ExecRow | null, task: TaskRow | null): Promise<void> {
  for (const l of node.listeners) {
    if (l.scope !== scope || l.event !== event) continue;
    const h = run.env.handler(l.impl.value);
    if (h) await h({ run, exec, task, nodeId: node.id, fields: Object.fromEntries(l.fields.map((f) => [f.name, f.value])) });
  }
}

/** runs the task's handler; false when it names none we registered */
export async function runServiceHandler(run: Run, node: FlowNodeModel, exec: ExecRow): Promise<boolean> {
  const h = node.service ? run.env.handler(node.service.value) : undefined;
  if (h) await h({ run, exec, task: null, nodeId: node.id, fields: {} });
  return !!h || !node.service;
}
