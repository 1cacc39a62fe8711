// Receipt paths: which document was made from which (meta.ReceiptPath/gainReceiptRoutes, the
// trace graph). Receipt documents draw their ids from one sequence (receipt_id_seq, ddl.ts), so a
// receipt id alone names one document of the tenant, whatever its entity.
import { type Kysely, sql } from 'kysely';
import { builtinEntities, entityByCode } from '../modules/catalogue';
import type { ReceiptStatus } from '../../schemas/entities/define';
import { STATUS_NAMES } from '../../schemas/receipts';
import type { ReceiptRoutes, RouteReceipt } from '../../schemas/rpc/receiptPath';
import type { Lang } from '../i18n';
import { type Visibility, whereVisible } from './data-scope';

// biome-ignore lint/suspicious/noExplicitAny: dynamic tables
type AnyDb = Kysely<any>;

/** Replaces the paths a link of a target document records (its distinct source documents). */
export async function recordPaths(db: AnyDb, tenantId: string, linkCode: string, targetEntity: string, targetId: number, sourceEntity: string, sourceIds: number[]): Promise<void> {
  await sql`delete from receipt_path where tenant_id = ${tenantId} and target_id = ${targetId} and link_code = ${linkCode}`.execute(db);
  if (!sourceIds.length) return;
  const rows = sourceIds.map((s) => sql`(${tenantId}, ${sourceEntity}, ${s}, ${targetEntity}, ${targetId}, ${linkCode})`);
  await sql`insert into receipt_path (tenant_id, source_entity, source_id, target_entity, target_id, link_code) values ${sql.join(rows)}
    on conflict do nothing`.execute(db);
}

/** A removed document leaves no path behind. */
export async function removePaths(db: AnyDb, tenantId: string, docId: number): Promise<void> {
  await sql`delete from receipt_path where tenant_id = ${tenantId} and (source_id = ${docId} or target_id = ${docId})`.execute(db);
}

/** Most documents one trace shows (a year of one customer's orders stays far below). */
const MAX_NODES = 2000;

/** The entity of a receipt id, looked up in every receipt table (ids are unique across them). */
export async function receiptEntityOf(db: AnyDb, tenantId: string, receiptId: number): Promise<string | null> {
  const receipts = builtinEntities().filter((e) => e.receipt);
  if (!receipts.length) return null;
  const part = (code: string, table: string) => db.selectFrom(table).select(sql<string>`${code}::text`.as('entity')).where('tenant_id', '=', tenantId).where('id', '=', receiptId);
  let q = part(receipts[0].code, receipts[0].table);
  for (const e of receipts.slice(1)) q = q.unionAll(part(e.code, e.table));
  const row = await q.executeTakeFirst();
  return row?.entity ?? null;
}

/**
 * Every document connected to the given one (up and down its paths) that the caller may see, and
 * the paths between those. `visibility` answers what the caller sees of an entity (null: none of it).
 */
export async function receiptRoutes(db: AnyDb, tenantId: string, receiptId: number, entityCode: string, lang: Lang, visibility: (entity: string) => Promise<Visibility | null>): Promise<ReceiptRoutes> {
  const paths = (
    await sql<{ source_entity: string; source_id: string; target_entity: string; target_id: string }>`
      with recursive g(id) as (
        select ${receiptId}::bigint
        union
        select case when p.source_id = g.id then p.target_id else p.source_id end
          from receipt_path p join g on p.source_id = g.id or p.target_id = g.id
         where p.tenant_id = ${tenantId}
      )
      select distinct p.source_entity, p.source_id, p.target_entity, p.target_id
        from receipt_path p
       where p.tenant_id = ${tenantId} and p.source_id in (select id from g limit ${MAX_NODES})
       order by p.source_id, p.target_id`.execute(db)
  ).rows;
  const ids = new Map<string, Set<number>>([[entityCode, new Set([receiptId])]]);
  const add = (e: string, id: number) => (ids.get(e) ?? ids.set(e, new Set()).get(e)!).add(id);
  for (const p of paths) {
    add(p.source_entity, Number(p.source_id));
    add(p.target_entity, Number(p.target_id));
  }
  const receipts: RouteReceipt[] = [];
  for (const [code, set] of ids) {
    const def = entityByCode(code);
    const vis = def ? await visibility(code) : null;
    if (!def || !vis) continue;
    const rows = await whereVisible(db.selectFrom(`${def.table} as t`).select(['t.id', 't.code', 't.create_name', 't.create_dt', 't.status_dict']).where('t.id', 'in', [...set]), vis).execute();
    for (const r of rows) {
      const s = r.status_dict as ReceiptStatus;
      receipts.push({
        id: Number(r.id),
        code: r.code ?? null,
        receiptTypeName: lang === 'en_US' ? def.nameEn : def.name,
        createName: r.create_name ?? null,
        createDt: r.create_dt instanceof Date ? r.create_dt.toISOString() : (r.create_dt ?? null),
        entityCode: code,
        receiptTypeCode: def.receipt?.typeCode ?? null,
        status: { dict: s, name: STATUS_NAMES[s]?.[lang] ?? s },
      });
    }
  }
  const shown = new Set(receipts.map((r) => r.id));
  receipts.sort((a, b) => a.id - b.id);
  return {
    receipts,
    receiptPaths: paths.filter((p) => shown.has(Number(p.source_id)) && shown.has(Number(p.target_id))).map((p) => ({ receiptId: Number(p.source_id), targetReceiptId: Number(p.target_id) })),
  };
}
