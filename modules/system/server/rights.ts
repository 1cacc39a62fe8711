// portal.Right: the tenant's permission definition tree and the roles' values of its items. A group
// holds groups and items; an item's kind says what value a role may have: boolean, one option
// (single), several options (multi) or a number within its bounds. An item a role has a value for
// is in use: it cannot be deleted nor change its kind; a group with children cannot be deleted.
import type { Kysely } from 'kysely';
import type { DB } from '../../../server/db/types';
import type { Lang } from '../../../server/i18n';
import { implement } from '../../../server/modules/types';
import { badRequest, conflict, notFound } from '../../../server/rpc/errors';
import { type CallContext, session } from '../../../server/rpc/registry';
import { type NumberBounds, portalRight, type RightInput, type RightKind, type RightNode, type RightOption, type RightValue } from '../contracts/rights';
import { sm } from './messages';

type DefRow = Awaited<ReturnType<ReturnType<typeof defs>['execute']>>[number];

function defs(db: Kysely<DB>) {
  return db
    .selectFrom('right_def as d')
    .selectAll('d')
    .select((eb) => eb.selectFrom('role_right as rr').select(eb.fn.countAll().as('n')).whereRef('rr.right_id', '=', 'd.id').as('role_count'));
}

function node(r: DefRow): RightNode {
  return {
    id: Number(r.id),
    parentId: r.parent_id == null ? null : Number(r.parent_id),
    kind: r.kind as RightKind,
    code: r.code,
    name: r.name,
    nameIntl: r.name_intl ?? {},
    options: (r.options ?? []) as RightOption[] | NumberBounds,
    sn: r.sn,
    description: r.description,
    roleCount: Number(r.role_count ?? 0),
    children: [],
  };
}

async function tree(db: Kysely<DB>): Promise<RightNode[]> {
  const nodes = (await defs(db).orderBy('d.sn').orderBy('d.id').execute()).map(node);
  const byId = new Map(nodes.map((n) => [n.id, n]));
  const roots: RightNode[] = [];
  for (const n of nodes) (n.parentId != null && byId.get(n.parentId) ? byId.get(n.parentId)!.children : roots).push(n);
  return roots;
}

async function defById(db: Kysely<DB>, id: number, lang: Lang): Promise<RightNode> {
  const row = await defs(db).where('d.id', '=', id).executeTakeFirst();
  if (!row) throw notFound(sm(lang, 'notFound', { what: sm(lang, 'right'), id }));
  return node(row);
}

/** The stored options of a kind: a non-empty list for single/multi, bounds for number, none else. */
function optionsOf(input: RightInput, lang: Lang): RightOption[] | NumberBounds {
  if (input.kind === 'single' || input.kind === 'multi') {
    const list = Array.isArray(input.options) ? input.options : [];
    if (!list.length) throw badRequest(`right.options: ${sm(lang, 'rightOptions', { name: input.name })}`);
    return list;
  }
  if (input.kind === 'number' && input.options && !Array.isArray(input.options)) return input.options;
  return [];
}

async function saveRight(ctx: CallContext, input: RightInput): Promise<RightNode> {
  const s = session(ctx);
  const lang = ctx.lang;
  return s.db.transaction().execute(async (trx) => {
    const code = input.code.trim();
    const clash = await trx.selectFrom('right_def').select('id').where('code', '=', code).$if(!!input.id, (q) => q.where('id', '<>', input.id!)).executeTakeFirst();
    if (clash) throw badRequest(`right.code: ${sm(lang, 'duplicateCode', { code })}`);
    const parentId = input.parentId ?? null;
    if (parentId) {
      const parent = await trx.selectFrom('right_def').select('kind').where('id', '=', parentId).executeTakeFirst();
      if (parent?.kind !== 'group') throw badRequest(`right.parentId: ${sm(lang, 'rightParent')}`);
      // a group never under itself
      let cur: number | null = parentId;
      for (let guard = 0; cur != null && input.id && guard < 10_000; guard++) {
        if (cur === input.id) throw conflict(sm(lang, 'parentSelf'));
        const up: { parent_id: number | null } | undefined = await trx.selectFrom('right_def').select('parent_id').where('id', '=', cur).executeTakeFirst();
        cur = up?.parent_id ?? null;
      }
    }
    if (input.id) {
      const stored = await defById(trx, input.id, lang);
      if (stored.kind !== input.kind && stored.roleCount) throw conflict(sm(lang, 'rightKindChange', { name: stored.name }));
      if (stored.kind === 'group' && input.kind !== 'group') {
        const child = await trx.selectFrom('right_def').select('id').where('parent_id', '=', input.id).executeTakeFirst();
        if (child) throw conflict(sm(lang, 'hasChildren', { name: stored.name }));
      }
    }
    const name = input.name.trim();
    const values = {
      parent_id: parentId,
      kind: input.kind,
      code,
      name,
      name_intl: JSON.stringify({ ...(input.nameIntl ?? {}), zh_CN: input.nameIntl?.zh_CN || name, en_US: input.nameIntl?.en_US || name }),
      options: JSON.stringify(optionsOf(input, lang)),
      ...(input.sn !== undefined ? { sn: input.sn } : {}),
      ...(input.description !== undefined ? { description: input.description || null } : {}),
      modify_id: s.userId,
      modify_name: s.userName,
      modify_dt: new Date(),
    };
    let id = input.id ?? null;
    if (id) await trx.updateTable('right_def').set(values).where('id', '=', id).execute();
    else {
      const row = await trx
        .insertInto('right_def')
        .values({ ...values, tenant_id: s.tenantId, create_id: s.userId, create_name: s.userName })
        .returning('id')
        .executeTakeFirstOrThrow();
      id = Number(row.id);
    }
    return defById(trx, id, lang);
  });
}

/** A value fit for the item's kind, or why not. */
function valueProblem(def: RightNode, value: RightValue, lang: Lang): string | null {
  const en = lang === 'en_US';
  const options = Array.isArray(def.options) ? def.options.map((o) => o.value) : [];
  switch (def.kind) {
    case 'group':
      return sm(lang, 'rightGroupValue', { name: def.name });
    case 'boolean':
      return typeof value === 'boolean' ? null : en ? 'must be true or false' : '必须是是/否';
    case 'single':
      return typeof value === 'string' && options.includes(value) ? null : en ? `must be one of ${options.join(', ')}` : `必须是 ${options.join('、')} 之一`;
    case 'multi':
      return Array.isArray(value) && value.every((v) => options.includes(v)) && new Set(value).size === value.length ? null : en ? `must be some of ${options.join(', ')}` : `必须是 ${options.join('、')} 中的若干项`;
    case 'number': {
      const b = def.options as NumberBounds;
      if (typeof value !== 'number' || !Number.isFinite(value)) return en ? 'must be a number' : '必须是数字';
      if (b.min !== undefined && value < b.min) return en ? `must be at least ${b.min}` : `不能小于 ${b.min}`;
      if (b.max !== undefined && value > b.max) return en ? `must be at most ${b.max}` : `不能大于 ${b.max}`;
      return null;
    }
  }
}

async function valuesOf(db: Kysely<DB>, roleId: number) {
  const rows = await db
    .selectFrom('role_right as rr')
    .innerJoin('right_def as d', 'd.id', 'rr.right_id')
    .select(['rr.right_id', 'd.code', 'rr.value'])
    .where('rr.role_id', '=', roleId)
    .orderBy('d.code')
    .execute();
  return rows.map((r) => ({ rightId: Number(r.right_id), code: r.code, value: r.value as RightValue }));
}

async function roleExists(db: Kysely<DB>, roleId: number, lang: Lang) {
  if (!(await db.selectFrom('role').select('id').where('id', '=', roleId).executeTakeFirst())) throw notFound(sm(lang, 'notFound', { what: sm(lang, 'role'), id: roleId }));
}

export const rightService = implement(portalRight, {
  tree: (ctx) => tree(session(ctx).db),
  save: (ctx, [input]) => saveRight(ctx, input),
  async delete(ctx, [id]) {
    const s = session(ctx);
    const lang = ctx.lang;
    return s.db.transaction().execute(async (trx) => {
      await trx.selectFrom('right_def').select('id').where('id', '=', id).forUpdate().execute();
      const def = await defById(trx, id, lang);
      if (def.roleCount) throw conflict(sm(lang, 'rightInUse', { name: def.name, n: def.roleCount }));
      if (await trx.selectFrom('right_def').select('id').where('parent_id', '=', id).executeTakeFirst()) throw conflict(sm(lang, 'hasChildren', { name: def.name }));
      await trx.deleteFrom('right_def').where('id', '=', id).execute();
      return { removed: 1 };
    });
  },
  async roleValues(ctx, [roleId]) {
    const db = session(ctx).db;
    await roleExists(db, roleId, ctx.lang);
    return valuesOf(db, roleId);
  },
  async setRoleValues(ctx, [roleId, values]) {
    const s = session(ctx);
    const lang = ctx.lang;
    return s.db.transaction().execute(async (trx) => {
      await roleExists(trx, roleId, lang);
      for (const { rightId, value } of values) {
        // locked: a delete of the item waits for this write (and then sees it in use)
        await trx.selectFrom('right_def').select('id').where('id', '=', rightId).forShare().execute();
        const def = await defById(trx, rightId, lang);
        if (value === null) {
          await trx.deleteFrom('role_right').where('role_id', '=', roleId).where('right_id', '=', rightId).execute();
          continue;
        }
        const problem = valueProblem(def, value, lang);
        if (problem) throw badRequest(def.kind === 'group' ? problem : sm(lang, 'rightValue', { name: def.name, detail: problem }));
        await trx
          .insertInto('role_right')
          .values({ tenant_id: s.tenantId, role_id: roleId, right_id: rightId, value: JSON.stringify(value) })
          .onConflict((oc) => oc.columns(['tenant_id', 'role_id', 'right_id']).doUpdateSet({ value: JSON.stringify(value) }))
          .execute();
      }
      return valuesOf(trx, roleId);
    });
  },
  async mine(ctx) {
    const s = session(ctx);
    return Object.fromEntries((await valuesOf(s.db, s.roleId)).map((v) => [v.code, v.value]));
  },
});
