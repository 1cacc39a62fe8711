// The server handlers service tasks, send tasks and listeners may name: registered by the names a
// process uses for them (a Java class name, `${bean}`), never tenant code. A service task naming a
// handler the server does not have is refused at deploy time (handlerProblems), so a task never
// passes silently. Built in:
// - setVariables: sets each flowable:field as a process variable (a `${...}` value is evaluated);
// - log: writes its `message` field (a `${...}` template) into the flow's history as a note.
import type { ListenerModel, ProcessModel, ProcessProblem } from '../model/types';
import type { ExecRow, Run, TaskRow } from './run';
import { value } from './walk';

/** A server handler a service task or listener names by class, expression or delegateExpression. */
export type FlowHandler = (ctx: { run: Run; exec: ExecRow | null; task: TaskRow | null; nodeId: string; fields: Record<string, string> }) => void | Promise<void>;

const handlers = new Map<string, FlowHandler>();

/** Registers a handler under the names processes use for it (a Java class name, `${bean}`, …). */
export function registerFlowHandler(names: string[], h: FlowHandler): void {
  for (const n of names) handlers.set(n, h);
}

export const flowHandler = (name: string): FlowHandler | undefined => handlers.get(name);

/** A field's value as the task sees it: a `${...}` is read from the variables at the token. */
function fieldValue(run: Run, exec: ExecRow | null, nodeId: string, raw: string): unknown {
  return raw.includes('${') ? value(run, exec, raw, nodeId) : raw;
}

registerFlowHandler(['${setVariables}', 'setVariables'], ({ run, exec, nodeId, fields }) => {
  for (const [name, raw] of Object.entries(fields)) if (name) run.setVar(name, fieldValue(run, exec, nodeId, raw));
});

registerFlowHandler(['${log}', 'log'], ({ run, exec, task, nodeId, fields }) => {
  const message = String(fieldValue(run, exec, nodeId, fields.message ?? '') ?? '');
  run.comments.push({ task_id: task?.id ?? null, user_id: null, user_name: null, type: 'log', message: `${nodeId}: ${message}` });
});

/** Deploy-time: every class or delegate expression a task names must be a registered handler. */
export function handlerProblems(model: ProcessModel): ProcessProblem[] {
  const out: ProcessProblem[] = [];
  for (const n of model.nodes.values()) {
    const impl: ListenerModel['impl'] | null = n.service;
    if (!impl || impl.kind === 'expression' || handlers.has(impl.value)) continue;
    out.push({
      elementId: n.id,
      zh: `服务任务的处理器「${impl.value}」未在服务器注册（可用：${[...handlers.keys()].join('、')}）`,
      en: `the service task's handler "${impl.value}" is not registered on the server (available: ${[...handlers.keys()].join(', ')})`,
    });
  }
  return out;
}
