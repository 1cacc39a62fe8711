// Record writes: create, modify (the attributes given; others keep their stored values), the
// status moves of the receipt state machine, remove. Each runs in the caller's transaction (a
// call, a batch, an import, another module's hook), the row locked, the version checked (a stale
// write is 409), audit fields set here and never by the client. The modules' record hooks run
// inside that same transaction: a before hook may refuse, an after hook may write other records,
// and any refusal or failure rolls the whole call back.
import { type Kysely, sql, type Transaction } from 'kysely';
import type { DB } from '../db/types';
import type { ReceiptStatus } from '../../schemas/entities/define';
import { allowed, type ReceiptAction, STATUS_NAMES, TRANSITIONS } from '../../schemas/receipts';
import type { RecordValue } from '../../schemas/rpc/datax';
import type { Lang } from '../i18n';
import { badRequest, conflict, notFound, RpcError } from '../rpc/errors';
import { readsStored, runHooks } from '../modules/hooks';
import type { HookContext, WriteAction } from '../modules/types';
import { dbChecks } from './checks';
import { checkScopedReferences } from './scoped-refs';
import { checkChildReferences, mergeStoredRows, writeChildren } from './children';
import { fillAutoCodes, type SerialDrawer } from './auto-code';
import { computeOnSave, withoutDerived } from './computed';
import { checkTargetLinks, guardSource, moveProgress } from './links';
import { moveDocumentStock } from '../stock/documents';
import type { StockDb } from '../stock/ledger';
import { removePaths } from './receipt-paths';
import { entityChanged } from './count-memo';
import { linkFiles } from './file-links';
import { ACTION_NAMES, rm } from './messages';
import type { EntityModel } from './model';
import { type Visibility, whereVisible } from './data-scope';
import { withoutHidden } from './field-visibility';
import { limitSql } from './menu-limits';
import { mayEditInApproval } from '../modules/contributions';
import { readRecord } from './read';
import { fromEntity, insertValues, updateValues } from './storage';
import { failIfErrors, validateRecord } from './validate';

// biome-ignore lint/suspicious/noExplicitAny: dynamic tables
export type AnyTrx = Transaction<any>;

export interface Writer {
  // biome-ignore lint/suspicious/noExplicitAny: entity tables are not in the static DB type
  db: Kysely<any>;
  tenantId: string;
  userId: number;
  userName: string;
  organId: number | null;
  lang: Lang;
  /** the records the writer may change (its role's data scope); absent: every record (system work) */
  scope?: Visibility;
  /** the department a record it creates belongs to (data scopes) */
  departId?: number | null;
  /** attributes the writer's role may not see: never written from its input, so they keep their stored values */
  hiddenFields?: ReadonlySet<string>;
  /** draws document numbers outside the save's transaction (auto-code.ts); absent: inside it */
  serials?: SerialDrawer;
}

/** The input without the attributes the writer may not see. */
function visibleInput(w: Writer, input: Record<string, unknown>): Record<string, unknown> {
  if (!w.hiddenFields?.size) return input;
  return Object.fromEntries(Object.entries(input).filter(([k]) => !w.hiddenFields!.has(k)));
}

const statusName = (s: string, lang: Lang) => STATUS_NAMES[s as ReceiptStatus]?.[lang] ?? s;

function refuse(action: ReceiptAction, status: string, lang: Lang): never {
  const [zh, en] = ACTION_NAMES[action];
  throw conflict(rm(lang, 'transition', { status: statusName(status, lang), action: lang === 'en_US' ? en : zh }));
}

async function lockRow(trx: AnyTrx, model: EntityModel, id: number, lang: Lang, scope?: Visibility) {
  // an entity without a code (income/expense items) is named by its id in messages
  const code = model.generic || model.attrs.has('code') ? sql.ref('t.code') : sql`null::text`;
  // a record outside the writer's data scope is answered as one that does not exist
  const row = await whereVisible(fromEntity(trx, model).select(['t.id', 't.status_dict', 't.version', code.as('code')]).where('t.id', '=', id), scope).forUpdate().executeTakeFirst();
  if (!row) throw notFound(rm(lang, 'notFound', { value: `${model.def.code} ${id}` }));
  return row as { id: number; status_dict: string; version: number; code: string | null };
}

/**
 * Locks records a module's own operation changes by id (a state move, an install, a judgement),
 * in id order, as the record layer locks the ones it writes; answers the ids the writer may change:
 * a record outside its data scope or row limits is, to the writer, one that does not exist.
 */
export async function lockWritableIds(trx: AnyTrx, w: Writer, model: EntityModel, ids: readonly number[]): Promise<Set<number>> {
  const wanted = [...new Set(ids)].sort((a, b) => a - b);
  if (!wanted.length) return new Set();
  // the writer's row limit is its page's entity's: another entity's rows (an order's source) meet its data scope only
  const scope = w.scope?.limit && w.scope.limit.model.def.code !== model.def.code ? { ...w.scope, limit: undefined } : w.scope;
  const rows = await whereVisible(fromEntity(trx, model).select('t.id').where('t.id', 'in', wanted), scope).orderBy('t.id').forUpdate().execute();
  return new Set(rows.map((r) => Number((r as { id: number }).id)));
}

/** lockWritableIds, refusing (11, not found) the first id the writer may not change. */
export async function lockWritable(trx: AnyTrx, w: Writer, model: EntityModel, ids: readonly number[]): Promise<void> {
  const seen = await lockWritableIds(trx, w, model, ids);
  const missing = [...new Set(ids)].sort((a, b) => a - b).find((id) => !seen.has(id));
  if (missing !== undefined) throw notFound(rm(w.lang, 'notFound', { value: `${model.def.code} ${missing}` }));
}

function checkVersion(row: { version: number }, version: number | undefined, lang: Lang, required: boolean) {
  if (version === undefined) {
    if (required) throw new RpcError(400, rm(lang, 'version'), { fields: { version: rm(lang, 'version') } });
    return;
  }
  if (version !== row.version) throw conflict(rm(lang, 'stale', { current: row.version }));
}

/** Counts of the entity's lists are stale once a write has run (whether it committed or not). */
async function changing<T>(w: Writer, model: EntityModel, work: Promise<T>): Promise<T> {
  try {
    return await work;
  } finally {
    entityChanged(w.tenantId, model.def.code);
  }
}

/** A hook context, with the stored record read only when the entity has hooks for the action. */
function hookContext(trx: AnyTrx, w: Writer, model: EntityModel, action: WriteAction, id: number | undefined, extra: Partial<HookContext> = {}): HookContext {
  return { trx, writer: w, model, action, id, before: null, ...extra };
}

async function withStored(ctx: HookContext): Promise<HookContext> {
  if (ctx.id !== undefined && (await readsStored(ctx))) ctx.before = await readRecord(ctx.trx, ctx.model, ctx.id, ctx.writer.lang);
  return ctx;
}

async function validated(trx: AnyTrx, w: Writer, model: EntityModel, input: Record<string, unknown>, mode: 'create' | 'modify', selfId: number | null) {
  const { values, children, errors } = validateRecord(model, withoutDerived(model, input), mode, w.lang);
  failIfErrors(errors, model, w.lang);
  failIfErrors(
    { ...(await dbChecks(trx, model, values, { organId: w.organId, selfId, userId: w.userId }, w.lang)), ...(await checkChildReferences(trx, model, children, w.lang)), ...(await checkScopedReferences(trx, model, values, children, w.lang)) },
    model,
    w.lang,
  );
  return { values, children };
}

/**
 * A role whose pages limit its rows (menu limit conditions) cannot save a record into values its
 * limits leave out: it would lose sight of it the moment it saved.
 */
async function staysWithinLimits(trx: AnyTrx, model: EntityModel, id: number, w: Writer): Promise<void> {
  const limit = w.scope?.limit;
  if (!limit) return;
  const seen = await fromEntity(trx, model).select('t.id').where('t.id', '=', id).where(limitSql(limit.model, limit.rows)).executeTakeFirst();
  if (!seen) throw badRequest(rm(w.lang, 'outOfLimit'));
}

export async function createRecord(w: Writer, model: EntityModel, input: Record<string, unknown>, trx: AnyTrx): Promise<RecordValue> {
  return changing(w, model, (async () => {
    const checked = await validated(trx, w, model, visibleInput(w, input), 'create', null);
    await computeOnSave(trx, model, null, checked.values, checked.children, w.lang);
    // the number last, once the input is known good: an invalid save draws none
    const values = await fillAutoCodes(trx, w.tenantId, model, checked.values, w.serials);
    const { children } = checked;
    const hook = hookContext(trx, w, model, 'create', undefined, { values: { ...values, ...children } });
    await runHooks('before', hook);
    const row = await trx
      .insertInto(model.def.table)
      .values({
        ...insertValues(model, values),
        tenant_id: w.tenantId,
        ...(model.def.perOrgan ? { organ_id: w.organId } : {}),
        depart_id: w.departId ?? null,
        status_dict: TRANSITIONS.create.to,
        create_id: w.userId,
        create_name: w.userName,
        modify_id: w.userId,
        modify_name: w.userName,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await writeChildren(trx, w.tenantId, model, row.id, children, w.lang);
    await linkFiles(trx, w.tenantId, model, row.id, values);
    if (model.def.links) await checkTargetLinks(trx, w, model, row.id);
    await staysWithinLimits(trx, model, row.id, w);
    const after = await readRecord(trx, model, row.id, w.lang);
    // an after hook may complete the record (fill, copy): the answer is what was stored
    const touched = await runHooks('after', { ...hook, id: row.id, after });
    return withoutHidden(touched ? await readRecord(trx, model, row.id, w.lang) : after, w.hiddenFields);
  })());
}

export async function modifyRecord(w: Writer, model: EntityModel, id: number, input: Record<string, unknown>, trx: AnyTrx): Promise<RecordValue> {
  return changing(w, model, (async () => {
    const row = await lockRow(trx, model, id, w.lang, w.scope);
    checkVersion(row, typeof input.version === 'number' ? input.version : undefined, w.lang, true);
    // in approval, the approver may edit when the tenant allows it (the status stays Ongoing)
    const inApproval = row.status_dict === 'Ongoing' && (await mayEditInApproval(trx as unknown as Kysely<DB>, { tenantId: w.tenantId, userId: w.userId, entityCode: model.def.code, receiptId: id, reviewersParam: model.def.receipt?.reviewersParam }));
    if (!inApproval && !allowed('modify', row.status_dict as ReceiptStatus)) refuse('modify', row.status_dict, w.lang);
    const { values, children } = await validated(trx, w, model, visibleInput(w, input), 'modify', id);
    await mergeStoredRows(trx, model, id, children);
    await computeOnSave(trx, model, id, values, children, w.lang);
    const hook = await withStored(hookContext(trx, w, model, 'modify', id, { values: { ...values, ...children } }));
    await runHooks('before', hook);
    await trx
      .updateTable(model.def.table)
      .set({
        ...updateValues(model, values),
        status_dict: inApproval ? 'Ongoing' : TRANSITIONS.modify.to,
        version: row.version + 1,
        modify_id: w.userId,
        modify_name: w.userName,
        modify_dt: new Date(),
      })
      .where('id', '=', id)
      .execute();
    await writeChildren(trx, w.tenantId, model, id, children, w.lang);
    await linkFiles(trx, w.tenantId, model, id, values);
    if (model.def.links) await checkTargetLinks(trx, w, model, id);
    await staysWithinLimits(trx, model, id, w);
    const after = await readRecord(trx, model, id, w.lang);
    const touched = await runHooks('after', { ...hook, after });
    return withoutHidden(touched ? await readRecord(trx, model, id, w.lang) : after, w.hiddenFields);
  })());
}

/** commit, audit, deApproval, manualFinish, repeal: a status move allowed only from its statuses. */
/** How a flow moves its receipt (modules/flow/engine/receipt.ts): from where, to where, whose hooks run. */
export interface FlowMove {
  from: ReceiptStatus[];
  to: ReceiptStatus;
  /** the state machine action whose record hooks (and link progress) the move runs, if any */
  as: 'commit' | 'audit' | null;
}

export async function moveRecord(
  w: Writer,
  model: EntityModel,
  id: number,
  action: Exclude<ReceiptAction, 'create' | 'modify' | 'remove'>,
  version: number | undefined,
  trx: AnyTrx,
  flow?: FlowMove,
): Promise<RecordValue> {
  return changing(w, model, (async () => {
    const row = await lockRow(trx, model, id, w.lang, w.scope);
    checkVersion(row, version, w.lang, false);
    if (flow ? !flow.from.includes(row.status_dict as ReceiptStatus) : !allowed(action, row.status_dict as ReceiptStatus)) refuse(action, row.status_dict, w.lang);
    // a receipt type bound to an approval flow is committed and audited by its flow only
    if (!flow && (action === 'audit' || action === 'commit') && model.def.receipt?.flow && (await boundToFlow(trx, w.tenantId, model.def.code))) {
      throw conflict(rm(w.lang, 'flowBound'));
    }
    if (!flow && (action === 'deApproval' || action === 'repeal')) await guardSource(trx, w, model, id, action);
    const hookAction = flow ? flow.as : action;
    const hook = hookAction ? await withStored(hookContext(trx, w, model, hookAction, id)) : null;
    if (hook) await runHooks('before', hook);
    const to = flow ? flow.to : TRANSITIONS[action].to;
    await trx
      .updateTable(model.def.table)
      .set({
        status_dict: to,
        version: row.version + 1,
        modify_id: w.userId,
        modify_name: w.userName,
        modify_dt: new Date(),
        // documents that show when they were audited (sale deliveries' auditDt)
        ...(model.attrs.get('audit_dt')?.maintained && (hookAction === 'audit' || action === 'deApproval') ? { audit_dt: hookAction === 'audit' ? new Date() : null } : {}),
      })
      .where('id', '=', id)
      .execute();
    if (model.def.links && (hookAction === 'audit' || action === 'deApproval')) await moveProgress(trx, w, model, id, hookAction === 'audit' ? 'audit' : 'deApproval');
    // the stock it declares moves in the same transaction (an un-audit moves it back)
    if (model.def.stock && (hookAction === 'audit' || action === 'deApproval')) await moveDocumentStock(trx as unknown as StockDb, w, model.def, id, hookAction === 'audit' ? 'audit' : 'deApproval');
    const after = await readRecord(trx, model, id, w.lang);
    const touched = hook ? await runHooks('after', { ...hook, after }) : false;
    return withoutHidden(touched ? await readRecord(trx, model, id, w.lang) : after, w.hiddenFields);
  })());
}

/** whether the tenant bound the entity's receipt type to an approval flow (flow_binding) */
export async function boundToFlow(trx: AnyTrx, tenantId: string, entityCode: string): Promise<boolean> {
  const row = await trx.selectFrom('flow_binding').select('def_key').where('tenant_id', '=', tenantId).where('entity_code', '=', entityCode).executeTakeFirst();
  return !!row;
}

export async function removeRecords(w: Writer, model: EntityModel, ids: number[], trx: AnyTrx): Promise<number> {
  const unique = [...new Set(ids)];
  return changing(w, model, (async () => {
    for (const id of unique) {
      const row = await lockRow(trx, model, id, w.lang, w.scope);
      if (!allowed('remove', row.status_dict as ReceiptStatus)) refuse('remove', row.status_dict, w.lang);
      if (model.def.tree) {
        // any child left behind (not removed in this same call) keeps its parent
        const orphan = await trx.selectFrom(model.def.table).select('id').where('parent_id', '=', id).where('id', 'not in', unique).executeTakeFirst();
        if (orphan) throw conflict(rm(w.lang, 'hasChildren', { value: row.code ?? String(id) }));
      }
      await guardSource(trx, w, model, id, 'remove');
      const hook = await withStored(hookContext(trx, w, model, 'remove', id));
      await runHooks('before', hook);
      await trx.deleteFrom(model.def.table).where('id', '=', id).execute();
      if (model.def.receipt) await removePaths(trx, w.tenantId, id);
      await runHooks('after', { ...hook, after: null });
    }
    return unique.length;
  })());
}
