// The write rules organisations and departments share: code and name unique among their kind
// (a department's within its organisation), one write for add and update, the checks before a
// delete (the row exists, locked; it has no children; nothing else holds it), and the calls both
// answer alike.
import type { Kysely } from 'kysely';
import type { DB } from '../../../../server/db/types';
import type { Lang } from '../../../../server/i18n';
import { badRequest, conflict, notFound } from '../../../../server/rpc/errors';
import { type CallContext, session } from '../../../../server/rpc/registry';
import { sm } from '../messages';
import { updateStatus } from './rows';

type Table = 'organ' | 'department';
interface Who {
  tenantId: string;
  userId: number;
  userName: string;
}

/** The code and the name as they are kept: trimmed. */
export const trimmedNames = (input: { code: string; name: string }) => ({ code: input.code.trim(), name: input.name.trim() });

/** 400 naming the field when another row of `table` (of `organId`, for departments) has the code or the name. */
export async function checkUnique(db: Kysely<DB>, table: Table, input: { code: string; name: string; organId?: number }, selfId: number | null, lang: Lang) {
  const { code, name, organId } = input;
  const clash = await db
    .selectFrom(table)
    .select(['code', 'name'])
    // (only departments have organ_id: the column is named for the union of both tables)
    .$if(organId !== undefined, (q) => q.where('organ_id' as never, '=', organId as never))
    .where((eb) => eb.or([eb('code', '=', code), eb('name', '=', name)]))
    .$if(selfId != null, (q) => q.where('id', '<>', selfId!))
    .executeTakeFirst();
  if (clash?.code === code) throw badRequest(`${table}.code: ${sm(lang, 'duplicateCode', { code })}`);
  if (clash) throw badRequest(`${table}.name: ${sm(lang, 'duplicateName', { name })}`);
}

/**
 * Updates the row `id` with `values` (stamped with the modifier), or inserts them with `onInsert`
 * (defaults a new row needs), the tenant and the creator; the row's id.
 */
export async function writeRow(trx: Kysely<DB>, table: Table, id: number | null, values: Record<string, unknown>, who: Who, onInsert: Record<string, unknown> = {}): Promise<number> {
  const stamped = { ...values, modify_id: who.userId, modify_name: who.userName, modify_dt: new Date() };
  // (the values are each table's own columns; Kysely cannot check a row against a union of tables)
  if (id) {
    await trx.updateTable(table).set(stamped as never).where('id', '=', id).execute();
    return id;
  }
  const row = await trx
    .insertInto(table)
    .values({ ...onInsert, ...stamped, tenant_id: who.tenantId, create_id: who.userId, create_name: who.userName } as never)
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/**
 * Deletes a row in its own transaction: 11 when it is not the tenant's, 409 while it has children or
 * while `held` (the kind's own holders: people, records …) refuses it.
 */
export async function removeRow(db: Kysely<DB>, table: Table, id: number, lang: Lang, held: (trx: Kysely<DB>, row: { id: number; name: string }) => Promise<void>) {
  return db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom(table).select(['id', 'name']).where('id', '=', id).forUpdate().executeTakeFirst();
    if (!row) throw notFound(sm(lang, 'notFound', { what: sm(lang, table), id }));
    if (await trx.selectFrom(table).select('id').where('parent_id', '=', id).executeTakeFirst()) throw conflict(sm(lang, 'hasChildren', { name: row.name }));
    await held(trx, { id: Number(row.id), name: row.name });
    await trx.deleteFrom(table).where('id', '=', id).execute();
    return { removed: 1 };
  });
}

/** info, add, update, delete and updateStatus, over the kind's own read, save and delete. */
export function rowCalls<V, I extends { id?: number | null }>(
  table: Table,
  byId: (db: Kysely<DB>, id: number, lang: Lang) => Promise<V>,
  save: (ctx: CallContext, input: I) => Promise<V>,
  remove: (ctx: CallContext, id: number) => Promise<{ removed: number }>,
) {
  return {
    info: (ctx: CallContext, [id]: [number]) => byId(session(ctx).db, id, ctx.lang),
    add: (ctx: CallContext, [input]: [I]) => save(ctx, { ...input, id: null }),
    update: (ctx: CallContext, [input]: [I]) => save(ctx, input),
    delete: (ctx: CallContext, [id]: [number]) => remove(ctx, id),
    async updateStatus(ctx: CallContext, [id, statusDict]: [number, number]) {
      const s = session(ctx);
      await updateStatus(s.db, s, table, id, statusDict, ctx.lang);
      return byId(s.db, id, ctx.lang);
    },
  };
}
