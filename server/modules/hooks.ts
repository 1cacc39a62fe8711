// Record hooks of the loaded modules, run by the record layer inside every write's transaction.
// A hook names its entity, or ANY_ENTITY: such a wildcard hook runs where its `listens` says so,
// after the entity's own hooks.
import type { Kysely } from 'kysely';
import { RpcError } from '../rpc/errors';
import { ANY_ENTITY, type HookContext, type RecordHooks, type WriteAction } from './types';

let registered: readonly RecordHooks[] = [];
let wildcards: readonly RecordHooks[] = [];

/** The hooks of the running product (server/modules/load.ts sets them at start-up). */
export function setRecordHooks(hooks: readonly RecordHooks[]): void {
  registered = hooks.filter((h) => h.entity !== ANY_ENTITY);
  wildcards = hooks.filter((h) => h.entity === ANY_ENTITY);
}

/** The hooks in force (a test takes one out and puts it back). */
export function recordHooks(): readonly RecordHooks[] {
  return [...registered, ...wildcards];
}

const runsFor = (h: RecordHooks, action: WriteAction) => !h.actions || h.actions.includes(action);

/** The entity's own hooks for the action (wildcard hooks not included). */
export function hooksFor(entity: string, action: WriteAction): RecordHooks[] {
  return registered.filter((h) => h.entity === entity && runsFor(h, action));
}

// biome-ignore lint/suspicious/noExplicitAny: a write's transaction or a tenant's database
type Trx = Kysely<any>;

/** The wildcard hooks listening to a tenant's write: no work at all when none is declared. */
async function listeningTo(tenantId: string, entity: string, action: WriteAction, trx: Trx): Promise<RecordHooks[]> {
  if (!wildcards.length) return [];
  const out: RecordHooks[] = [];
  for (const h of wildcards) {
    if (!runsFor(h, action)) continue;
    const answer = h.listens ? h.listens(tenantId, entity, action, trx) : true;
    if (answer === true || (answer !== false && (await answer))) out.push(h);
  }
  return out;
}

const listening = (ctx: HookContext) => listeningTo(ctx.writer.tenantId, ctx.model.def.code, ctx.action, ctx.trx);

/** Whether any hook runs on the tenant's write of the entity (a bulk path that skips the record layer must not skip them). */
export async function hooked(tenantId: string, entity: string, action: WriteAction, trx: Trx): Promise<boolean> {
  return hooksFor(entity, action).length > 0 || (await listeningTo(tenantId, entity, action, trx)).length > 0;
}

/** Whether the write must read its stored record for the hooks (ctx.before): its entity's hooks, or a listening wildcard hook that reads it. */
export async function readsStored(ctx: HookContext): Promise<boolean> {
  if (hooksFor(ctx.model.def.code, ctx.action).length) return true;
  return (await listening(ctx)).some((h) => h.readsStored);
}

/** Runs the phase's hooks in order; answers whether one may have changed the record the caller answers with. */
export async function runHooks(phase: 'before' | 'after', ctx: HookContext): Promise<boolean> {
  let touched = false;
  const own = hooksFor(ctx.model.def.code, ctx.action);
  for (const h of wildcards.length ? [...own, ...(await listening(ctx))] : own) {
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
