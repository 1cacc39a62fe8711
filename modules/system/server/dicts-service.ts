// system.Dict (数据字典): the tenant's dictionaries and entries (rules in contracts/dicts.ts). Every
// write goes to the tables datax.Dict reads on each call (no server cache), so a change is served
// by listByCode on the next call, on every instance.
import type { Kysely } from 'kysely';
import type { DB } from '../../../server/db/types';
import type { Lang } from '../../../server/i18n';
import { implement } from '../../../server/modules/types';
import { pageOfList } from '../../../server/records/paged-query';
import { badRequest, conflict, notFound } from '../../../server/rpc/errors';
import { type CallContext, session } from '../../../server/rpc/registry';
import { type DictInput, type DictTypeView, type EntryInput, systemDict } from '../contracts/dicts';
import { importDictEntries } from './dicts-import';
import { dm } from './dicts-messages';
import { dictType, dictTypes, entriesOf, entryView, isBuiltinDict, isBuiltinEntry } from './dicts-rows';

const intl = (name: string, nameEn: string | null | undefined) => JSON.stringify({ zh_CN: name, en_US: nameEn ?? '' });

async function codeTaken(db: Kysely<DB>, code: string): Promise<boolean> {
  if (isBuiltinDict(code)) return true;
  const [t, e] = await Promise.all([
    db.selectFrom('dict_type').select('id').where('code', '=', code).executeTakeFirst(),
    db.selectFrom('dict').select('id').where('dict_code', '=', code).limit(1).executeTakeFirst(),
  ]);
  return !!(t || e);
}

/** Writes the dictionary's own row (a product dictionary gets one when first changed). */
async function writeType(trx: Kysely<DB>, ctx: CallContext, code: string, input: DictInput): Promise<void> {
  const s = session(ctx);
  const values = {
    name: input.name,
    name_intl: intl(input.name, input.nameEn),
    remark: input.remark || null,
    ...(input.status !== undefined ? { status: input.status } : {}),
    modify_id: s.userId,
    modify_name: s.userName,
    modify_dt: new Date(),
  };
  const hit = await trx.updateTable('dict_type').set(values).where('code', '=', code).returning('id').executeTakeFirst();
  if (!hit) await trx.insertInto('dict_type').values({ ...values, tenant_id: s.tenantId, code, create_id: s.userId, create_name: s.userName }).execute();
}

async function createDict(ctx: CallContext, input: DictInput): Promise<DictTypeView> {
  const db = session(ctx).db;
  return db.transaction().execute(async (trx) => {
    if (await codeTaken(trx, input.code)) throw badRequest(`dict.code: ${dm(ctx.lang, 'dictExists', { code: input.code })}`);
    await writeType(trx, ctx, input.code, input);
    return dictType(trx, input.code, ctx.lang);
  });
}

async function updateDict(ctx: CallContext, code: string, input: DictInput): Promise<DictTypeView> {
  const db = session(ctx).db;
  return db.transaction().execute(async (trx) => {
    const before = await dictType(trx, code, ctx.lang);
    if (input.code !== code) {
      if (before.builtin) throw conflict(dm(ctx.lang, 'builtinDictCode', { name: before.name }));
      if (await codeTaken(trx, input.code)) throw badRequest(`dict.code: ${dm(ctx.lang, 'dictExists', { code: input.code })}`);
      // the tenant's own dictionary moves with its entries and the attributes that name it
      await trx.updateTable('dict_type').set({ code: input.code }).where('code', '=', code).execute();
      await trx.updateTable('dict').set({ dict_code: input.code }).where('dict_code', '=', code).execute();
      await trx.updateTable('meta_attr').set({ dict_code: input.code }).where('dict_code', '=', code).execute();
    }
    await writeType(trx, ctx, input.code, input);
    return dictType(trx, input.code, ctx.lang);
  });
}

async function deleteDict(ctx: CallContext, code: string): Promise<{ removed: number }> {
  const db = session(ctx).db;
  return db.transaction().execute(async (trx) => {
    const dict = await dictType(trx, code, ctx.lang);
    if (dict.builtin) throw conflict(dm(ctx.lang, 'builtinDictDelete', { name: dict.name }));
    const used = await trx.selectFrom('meta_attr').select((eb) => eb.fn.countAll<string>().as('n')).where('dict_code', '=', code).executeTakeFirst();
    if (Number(used?.n ?? 0)) throw conflict(dm(ctx.lang, 'dictInUse', { name: dict.name, n: Number(used!.n) }));
    await trx.deleteFrom('dict').where('dict_code', '=', code).execute();
    await trx.deleteFrom('dict_type').where('code', '=', code).execute();
    return { removed: 1 };
  });
}

async function saveEntry(ctx: CallContext, dictCode: string, input: EntryInput) {
  const s = session(ctx);
  const lang: Lang = ctx.lang;
  return s.db.transaction().execute(async (trx) => {
    await dictType(trx, dictCode, lang);
    const clash = (selfId: number | null) =>
      trx
        .selectFrom('dict')
        .select('id')
        .where('dict_code', '=', dictCode)
        .where('code', '=', input.code)
        .$if(selfId !== null, (q) => q.where('id', '<>', selfId!))
        .executeTakeFirst();
    const values = {
      code: input.code,
      name: input.name,
      name_intl: intl(input.name, input.nameEn),
      ...(input.sn !== undefined ? { sn: input.sn } : {}),
      ...(input.status !== undefined ? { status: input.status } : {}),
      ...(input.tagColor !== undefined ? { tag_color: input.tagColor === 'default' ? null : input.tagColor } : {}),
    };
    if (input.id) {
      const row = await trx.selectFrom('dict').selectAll().where('id', '=', input.id).where('dict_code', '=', dictCode).forUpdate().executeTakeFirst();
      if (!row) throw notFound(dm(lang, 'entryNotFound', { id: input.id }));
      if (row.code !== input.code && isBuiltinEntry(dictCode, row.code)) throw conflict(dm(lang, 'builtinEntryCode', { name: row.name }));
      if (await clash(input.id)) throw badRequest(`entry.code: ${dm(lang, 'entryExists', { code: input.code })}`);
      const updated = await trx.updateTable('dict').set(values).where('id', '=', input.id).returningAll().executeTakeFirstOrThrow();
      return entryView(updated);
    }
    if (await clash(null)) throw badRequest(`entry.code: ${dm(lang, 'entryExists', { code: input.code })}`);
    const last = await trx.selectFrom('dict').select((eb) => eb.fn.max('sn').as('sn')).where('dict_code', '=', dictCode).executeTakeFirst();
    const created = await trx
      .insertInto('dict')
      .values({ sn: Number(last?.sn ?? 0) + 10, ...values, tenant_id: s.tenantId, dict_code: dictCode })
      .returningAll()
      .executeTakeFirstOrThrow();
    return entryView(created);
  });
}

async function removeEntries(ctx: CallContext, dictCode: string, ids: number[]): Promise<{ removed: number }> {
  const lang = ctx.lang;
  return session(ctx).db.transaction().execute(async (trx) => {
    const wanted = [...new Set(ids)];
    const rows = await trx.selectFrom('dict').select(['id', 'code', 'name']).where('dict_code', '=', dictCode).where('id', 'in', wanted).forUpdate().execute();
    const missing = wanted.find((id) => !rows.some((r) => Number(r.id) === id));
    if (missing !== undefined) throw notFound(dm(lang, 'entryNotFound', { id: missing }));
    const builtin = rows.find((r) => isBuiltinEntry(dictCode, r.code));
    if (builtin) throw conflict(dm(lang, 'builtinEntryDelete', { name: builtin.name }));
    await trx.deleteFrom('dict').where('id', 'in', wanted).execute();
    return { removed: rows.length };
  });
}

export const dictService = implement(systemDict, {
  async summary(ctx, [q]) {
    const keyword = q.keyword?.toLowerCase();
    const all = (await dictTypes(session(ctx).db)).filter(
      (d) =>
        (!keyword || [d.code, d.name, d.nameEn].some((x) => x.toLowerCase().includes(keyword))) &&
        (q.status === undefined || d.status === q.status) &&
        (q.builtin === undefined || d.builtin === q.builtin),
    );
    return pageOfList(all, q);
  },
  info: (ctx, [code]) => dictType(session(ctx).db, code, ctx.lang),
  create: (ctx, [dict]) => createDict(ctx, dict),
  update: (ctx, [code, dict]) => updateDict(ctx, code, dict),
  delete: (ctx, [code]) => deleteDict(ctx, code),
  async entries(ctx, [code]) {
    const db = session(ctx).db;
    await dictType(db, code, ctx.lang);
    return entriesOf(db, code);
  },
  saveEntry: (ctx, [code, entry]) => saveEntry(ctx, code, entry),
  removeEntries: (ctx, [code, ids]) => removeEntries(ctx, code, ids),
  leadIn: (ctx, [fileId, dictCode]) => importDictEntries(ctx, fileId, dictCode ?? null),
});
