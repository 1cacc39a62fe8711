// mdm.organ: the organisations of the caller's tenant. Code and name unique in the tenant; a
// parent never the organisation itself or below it; an organisation with sub-organisations,
// departments, or records of the organisation-owned master data (materials …), people or users
// cannot be deleted (409 naming what holds it).
import { type Kysely, sql } from 'kysely';
import { builtinEntities } from '../../../../server/modules/catalogue';
import type { DB } from '../../../../server/db/types';
import type { Lang } from '../../../../server/i18n';
import { implement } from '../../../../server/modules/types';
import { pagedQuery } from '../../../../server/records/paged-query';
import { badRequest, conflict } from '../../../../server/rpc/errors';
import { type CallContext, session } from '../../../../server/rpc/registry';
import { mdmOrgan, type OrganInput } from '../../contracts/organisation';
import { escapeLike } from '../roles';
import { sm } from '../messages';
import { checkParent, organById, organsBase, organView, orgTree } from './rows';
import { checkUnique, removeRow, rowCalls, trimmedNames, writeRow } from './writes';

async function saveOrgan(ctx: CallContext, input: OrganInput): Promise<ReturnType<typeof organView>> {
  const s = session(ctx);
  const lang = ctx.lang;
  const { code, name } = trimmedNames(input);
  return s.db.transaction().execute(async (trx) => {
    const selfId = input.id ?? null;
    if (selfId) await organById(trx, selfId, lang);
    await checkUnique(trx, 'organ', { code, name }, selfId, lang);
    const parentId = input.parentId ?? null;
    if (parentId) await organById(trx, parentId, lang).catch(() => Promise.reject(badRequest(`organ.parentId: ${sm(lang, 'notFound', { what: sm(lang, 'organ'), id: parentId })}`)));
    await checkParent(trx, 'organ', selfId, parentId, lang);
    const values = {
      code,
      name,
      parent_id: parentId,
      // the organisation it belongs to: its parent (the seed's sub-organisations say the same)
      belong_id: parentId,
      ...(input.description !== undefined ? { description: input.description || null } : {}),
      ...(input.allowRegisterTag !== undefined ? { allow_register_tag: input.allowRegisterTag } : {}),
      ...(input.functions !== undefined ? { functions: JSON.stringify([...new Set(input.functions)]) } : {}),
    };
    const id = await writeRow(trx, 'organ', selfId, values, s, { functions: '[]' });
    return organById(trx, id, lang);
  });
}

/** What holds an organisation: [message label, count] of the first kind found. */
async function holders(trx: Kysely<DB>, tenantId: string, id: number, lang: Lang): Promise<[string, number] | null> {
  const count = async (table: string) =>
    Number((await sql<{ n: string }>`select count(*) as n from ${sql.table(table)} where tenant_id = ${tenantId} and organ_id = ${id}`.execute(trx)).rows[0]?.n ?? 0);
  for (const [table, label] of [
    ['person', sm(lang, 'persons')],
    ['app_user', sm(lang, 'users')],
  ] as const) {
    const n = await count(table);
    if (n) return [label, n];
  }
  for (const e of builtinEntities().filter((x) => x.perOrgan)) {
    const n = await count(e.table);
    if (n) return [lang === 'en_US' ? e.nameEn : e.name, n];
  }
  return null;
}

async function removeOrgan(ctx: CallContext, id: number): Promise<{ removed: number }> {
  const s = session(ctx);
  const lang = ctx.lang;
  return removeRow(s.db, 'organ', id, lang, async (trx, row) => {
    const departments = Number((await trx.selectFrom('department').select((eb) => eb.fn.countAll().as('n')).where('organ_id', '=', id).executeTakeFirst())?.n ?? 0);
    if (departments) throw conflict(sm(lang, 'organHasDepartments', { name: row.name, n: departments }));
    const held = await holders(trx, s.tenantId, id, lang);
    if (held) throw conflict(sm(lang, 'organInUse', { name: row.name, what: held[0], n: held[1] }));
  });
}

export const organService = implement(mdmOrgan, {
  async summary(ctx, [q]) {
    const base = organsBase(session(ctx).db)
      .$if(!!q.code, (x) => x.where('o.code', 'ilike', `%${escapeLike(q.code!)}%`))
      .$if(!!q.name, (x) => x.where('o.name', 'ilike', `%${escapeLike(q.name!)}%`))
      .$if(q.statusDict !== undefined, (x) => x.where('o.status_dict', '=', q.statusDict!));
    return pagedQuery(q, base, (b) => b.orderBy('o.id'), organView);
  },
  getAll: (ctx, [q]) => orgTree(session(ctx).db, { enabledOnly: q?.enabledOnly, departments: false }),
  ...rowCalls('organ', organById, saveOrgan, removeOrgan),
});
