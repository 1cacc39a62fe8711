// Record writes: create, modify (the attributes given; others keep their stored values), the
// status moves of the receipt state machine, remove. One transaction each, the row locked, the
// version checked (a stale write is 409), audit fields set here and never by the client.
import type { Kysely, Transaction } from 'kysely';
import type { ReceiptStatus } from '../../schemas/entities/define';
import { allowed, type ReceiptAction, STATUS_NAMES, TRANSITIONS } from '../../schemas/receipts';
import type { RecordValue } from '../../schemas/rpc/datax';
import type { Lang } from '../i18n';
import { conflict, notFound, RpcError } from '../rpc/errors';
import { dbChecks } from './checks';
import { entityChanged } from './count-memo';
import { ACTION_NAMES, rm } from './messages';
import type { EntityModel } from './model';
import { readRecord } from './read';
import { fromEntity, insertValues, updateValues } from './storage';
import { failIfErrors, validateRecord } from './validate';

// biome-ignore lint: dynamic tables
type AnyTrx = Transaction<any>;

export interface Writer {
  // biome-ignore lint: entity tables are not in the static DB type
  db: Kysely<any>;
  tenantId: string;
  userId: number;
  userName: string;
  organId: number | null;
  lang: Lang;
}

const statusName = (s: string, lang: Lang) => STATUS_NAMES[s as ReceiptStatus]?.[lang] ?? s;

function refuse(action: ReceiptAction, status: string, lang: Lang): never {
  const [zh, en] = ACTION_NAMES[action];
  throw conflict(rm(lang, 'transition', { status: statusName(status, lang), action: lang === 'en_US' ? en : zh }));
}

async function lockRow(trx: AnyTrx, model: EntityModel, id: number, lang: Lang) {
  const row = await fromEntity(trx, model).select(['t.id', 't.status_dict', 't.version', 't.code']).where('t.id', '=', id).forUpdate().executeTakeFirst();
  if (!row) throw notFound(rm(lang, 'notFound', { value: `${model.def.code} ${id}` }));
  return row as { id: number; status_dict: string; version: number; code: string | null };
}

function checkVersion(row: { version: number }, version: number | undefined, lang: Lang, required: boolean) {
  if (version === undefined) {
    if (required) throw new RpcError(400, rm(lang, 'version'), { fields: { version: rm(lang, 'version') } });
    return;
  }
  if (version !== row.version) throw conflict(rm(lang, 'stale', { current: row.version }));
}

async function writeChildren(trx: AnyTrx, w: Writer, model: EntityModel, ownerId: number, children: Record<string, Array<Record<string, unknown>>>) {
  for (const [key, rows] of Object.entries(children)) {
    const child = model.def.children![key];
    await trx.deleteFrom(child.table).where('owner_id', '=', ownerId).execute();
    if (!rows.length) continue;
    await trx
      .insertInto(child.table)
      .values(rows.map((r, i) => ({ ...serialise(r), tenant_id: w.tenantId, owner_id: ownerId, sn: i + 1 })))
      .execute();
  }
}

/** jsonb values go in as JSON text */
function serialise(values: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(values)) out[k] = v !== null && typeof v === 'object' && !(v instanceof Date) ? JSON.stringify(v) : v;
  return out;
}

/** Runs in the caller's transaction (batch writes, imports) or in a new one. */
function inTrx<T>(w: Writer, trx: AnyTrx | undefined, run: (trx: AnyTrx) => Promise<T>): Promise<T> {
  return trx ? run(trx) : w.db.transaction().execute(run);
}

/** Counts of the entity's lists are stale once a write has run (whether it committed or not). */
async function changing<T>(w: Writer, model: EntityModel, work: Promise<T>): Promise<T> {
  try {
    return await work;
  } finally {
    entityChanged(w.tenantId, model.def.code);
  }
}

export async function createRecord(w: Writer, model: EntityModel, input: Record<string, unknown>, trxIn?: AnyTrx): Promise<RecordValue> {
  const run = async (trx: AnyTrx) => {
    const { values, children, errors } = validateRecord(model, input, 'create', w.lang);
    failIfErrors(errors, model, w.lang);
    failIfErrors(await dbChecks(trx, model, values, { organId: w.organId, selfId: null }, w.lang), model, w.lang);
    const row = await trx
      .insertInto(model.def.table)
      .values({
        ...insertValues(model, values),
        tenant_id: w.tenantId,
        ...(model.def.perOrgan ? { organ_id: w.organId } : {}),
        status_dict: TRANSITIONS.create.to,
        create_id: w.userId,
        create_name: w.userName,
        modify_id: w.userId,
        modify_name: w.userName,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await writeChildren(trx, w, model, row.id, children);
    return readRecord(trx, model, row.id, w.lang);
  };
  return changing(w, model, inTrx(w, trxIn, run));
}

export async function modifyRecord(w: Writer, model: EntityModel, id: number, input: Record<string, unknown>, trxIn?: AnyTrx): Promise<RecordValue> {
  const run = async (trx: AnyTrx) => {
    const row = await lockRow(trx, model, id, w.lang);
    checkVersion(row, typeof input.version === 'number' ? input.version : undefined, w.lang, true);
    if (!allowed('modify', row.status_dict as ReceiptStatus)) refuse('modify', row.status_dict, w.lang);
    const { values, children, errors } = validateRecord(model, input, 'modify', w.lang);
    failIfErrors(errors, model, w.lang);
    failIfErrors(await dbChecks(trx, model, values, { organId: w.organId, selfId: id }, w.lang), model, w.lang);
    await trx
      .updateTable(model.def.table)
      .set({
        ...updateValues(model, values),
        status_dict: TRANSITIONS.modify.to,
        version: row.version + 1,
        modify_id: w.userId,
        modify_name: w.userName,
        modify_dt: new Date(),
      })
      .where('id', '=', id)
      .execute();
    await writeChildren(trx, w, model, id, children);
    return readRecord(trx, model, id, w.lang);
  };
  return changing(w, model, inTrx(w, trxIn, run));
}

/** commit, audit, deApproval, manualFinish, repeal: a status move allowed only from its statuses. */
export async function moveRecord(w: Writer, model: EntityModel, id: number, action: Exclude<ReceiptAction, 'create' | 'modify' | 'remove'>, version?: number): Promise<RecordValue> {
  return changing(w, model, w.db.transaction().execute(async (trx: AnyTrx) => {
    const row = await lockRow(trx, model, id, w.lang);
    checkVersion(row, version, w.lang, false);
    if (!allowed(action, row.status_dict as ReceiptStatus)) refuse(action, row.status_dict, w.lang);
    await trx
      .updateTable(model.def.table)
      .set({ status_dict: TRANSITIONS[action].to, version: row.version + 1, modify_id: w.userId, modify_name: w.userName, modify_dt: new Date() })
      .where('id', '=', id)
      .execute();
    return readRecord(trx, model, id, w.lang);
  }));
}

export async function removeRecords(w: Writer, model: EntityModel, ids: number[]): Promise<number> {
  return changing(w, model, w.db.transaction().execute(async (trx: AnyTrx) => {
    for (const id of [...new Set(ids)]) {
      const row = await lockRow(trx, model, id, w.lang);
      if (!allowed('remove', row.status_dict as ReceiptStatus)) refuse('remove', row.status_dict, w.lang);
      if (model.def.tree) {
        const child = await trx.selectFrom(model.def.table).select('id').where('parent_id', '=', id).executeTakeFirst();
        if (child && !ids.includes(child.id)) throw conflict(rm(w.lang, 'hasChildren', { value: row.code ?? String(id) }));
      }
      await trx.deleteFrom(model.def.table).where('id', '=', id).execute();
    }
    return new Set(ids).size;
  }));
}
