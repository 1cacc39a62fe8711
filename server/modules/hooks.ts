// Record hooks of the loaded modules, run by the record layer inside every write's transaction.
import { RpcError } from '../rpc/errors';
import type { HookContext, RecordHooks, WriteAction } from './types';

let registered: readonly RecordHooks[] = [];

/** The hooks of the running product (server/modules/load.ts sets them at start-up). */
export function setRecordHooks(hooks: readonly RecordHooks[]): void {
  registered = hooks;
}

export function hooksFor(entity: string, action: WriteAction): RecordHooks[] {
  return registered.filter((h) => h.entity === entity && (!h.actions || h.actions.includes(action)));
}

/** Runs the phase's hooks in order; answers whether one may have changed the record the caller answers with. */
export async function runHooks(phase: 'before' | 'after', ctx: HookContext): Promise<boolean> {
  let touched = false;
  for (const h of hooksFor(ctx.model.def.code, ctx.action)) {
    const run = h[phase];
    if (!run) continue;
    await run(ctx);
    touched ||= !h.keepsRecord;
  }
  return touched;
}

/** A before hook's refusal: the caller gets this message (409 unless said otherwise); the write rolls back. */
export function refuse(message: string, code = 409, body: unknown = null): never {
  throw new RpcError(code, message, body);
}
