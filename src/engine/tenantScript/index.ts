// A tenant form script in its sandbox, wired to the app: its calls go through the RPC client with
// the user's own session (the server checks them like any other call), its problems to the log.
// Loaded lazily, only for forms that have a script.
import type { Form } from '@formily/core';
import { RpcError } from '../../api/errors';
import { rpc } from '../../api/rpc';
import { FORM_SCRIPT_HEADER } from '../../../schemas/rpc/define';
import { bindForm, createFormTarget, type ScriptUi } from './formBinding';
import { openSandbox } from './frame';
import { logScriptProblem } from './loader';
import type { EventContexts } from './protocol';
import type { CallAnswer, LoadedScript, ScriptSession } from './session';

/** A call the script asked for, marked as the script's: the server bounds such calls (reads its author could make). */
async function callForScript(entityCode: string, service: string, method: string, args: unknown[]): Promise<CallAnswer> {
  try {
    return { ok: true, body: await rpc(service, method, args, { ignoreError: true, cancelPrevious: false, headers: { [FORM_SCRIPT_HEADER]: entityCode } }) };
  } catch (error) {
    if (error instanceof RpcError) return { ok: false, error: { code: error.code, msg: error.msg } };
    throw error;
  }
}

export interface RunningScript {
  session: ScriptSession;
  /** binds a form: the script is told `load` and each change it listens to; answers the unbinding */
  bind(form: Form, info: Omit<EventContexts['load'], 'values'>): () => void;
}

export function startTenantScript(script: LoadedScript, ui: ScriptUi): RunningScript {
  const target = createFormTarget(ui);
  const session = openSandbox({ script, apply: (effect) => target.apply(effect), call: (service, method, args) => callForScript(script.entityCode, service, method, args), log: logScriptProblem });
  return { session, bind: (form, info) => bindForm(session, target, form, info) };
}
