// datax.Entity: entity metadata for pages, and fuzzy lookups for reference pickers. Any logged-in
// user of the tenant may read code and name of references (forms of other entities need them).
import { dataxEntity, type FuzzyValue } from '../../schemas/rpc/datax';
import { sql } from 'kysely';
import { callerEntityMeta, callerModel } from '../records/context';
import { referenceCodeColumn, referenceNameColumn, referenceTable } from '../records/model';
import { badRequest, notFound } from '../rpc/errors';
import { scopeColumns } from '../records/scoped-refs';
import { implement } from '../modules/types';
import { type Registry, session } from '../rpc/registry';

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** a few more columns a picker may show, per referenced entity */
const EXTRA: Record<string, string[]> = { Material: ['spec', 'unit', 'sale_price', 'purchase_price'] };

export function register(reg: Registry) {
  reg.add(implement(dataxEntity, {
    async detail(ctx, [entityCode]) {
      return callerEntityMeta(ctx, entityCode);
    },
    async fuzzyPage(ctx, [q]) {
      const s = session(ctx);
      // built-in and system tables have code and name columns; a tenant entity keeps name in data
      const table = referenceTable(q.entityCode);
      const model = table ? null : await callerModel(ctx, q.entityCode);
      if (!table && !model?.generic) throw notFound(ctx.lang === 'en_US' ? `entityCode: no entity ${q.entityCode}` : `entityCode: 实体不存在：${q.entityCode}`);
      const page = q.page ?? 1;
      const pageSize = q.pageSize ?? 12;
      const extra = EXTRA[q.entityCode] ?? [];
      // documents have no name (their number stands for it); income/expense items no code
      const name = table ? sql.ref(referenceNameColumn(q.entityCode)) : sql`data ->> 'name'`;
      const code = !table || referenceCodeColumn(q.entityCode) ? sql.ref('code') : sql`null::text`;
      // biome-ignore lint: the referenced table is dynamic
      let base = table ? (s.db as any).selectFrom(table) : (s.db as any).selectFrom('meta_record').where('entity_code', '=', q.entityCode);
      const text = q.text?.trim();
      if (text) base = base.where((eb: any) => eb.or([eb(code, 'ilike', `%${escapeLike(text)}%`), eb(name, 'ilike', `%${escapeLike(text)}%`)]));
      if (q.ids?.length) base = base.where('id', 'in', q.ids);
      if (q.where && Object.keys(q.where).length) {
        const allowed = scopeColumns(q.entityCode);
        const bad = Object.keys(q.where).find((k) => !table || !allowed.has(k));
        if (bad) throw badRequest(ctx.lang === 'en_US' ? `where: ${q.entityCode} cannot be narrowed by ${bad}` : `where: ${q.entityCode} 不能按 ${bad} 筛选`);
        for (const [k, v] of Object.entries(q.where)) base = base.where(k, '=', v);
      }
      const [rows, count] = await Promise.all([
        base.select(['id', code.as('code'), name.as('name'), ...extra]).orderBy(table ? sql.ref(referenceCodeColumn(q.entityCode) ?? 'name') : sql.ref('code')).limit(pageSize).offset((page - 1) * pageSize).execute(),
        base.select((eb: any) => eb.fn.countAll().as('n')).executeTakeFirst(),
      ]);
      const itemList: FuzzyValue[] = rows.map((r: Record<string, unknown>) => ({
        id: r.id as number,
        code: r.code as string,
        name: r.name as string,
        ...(extra.length ? { extra: Object.fromEntries(extra.map((k) => [k, r[k]])) } : {}),
      }));
      return { total: Number(count?.n ?? 0), page, pageSize, itemList };
    },
  }));
}
