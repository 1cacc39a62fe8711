// Documents that move stock by declaration (EntityDef.stock): their audit turns each row of the
// declared child table into a move at the row's place — read from the row, or from the header as
// `header.<attr>` — and their un-audit reverses exactly what the audit wrote. Run by the record
// layer (server/records/write.ts moveRecord) inside the audit's transaction.
import { sql } from 'kysely';
import { Big } from '../../schemas/compute/decimal';
import type { EntityDef, StockDef } from '../../schemas/entities/define';
import type { Lang } from '../i18n';
import { sqlIdent } from '../records/links';
import type { StockActor, StockDb, StockMove } from './ledger';
import { stockIn, stockOut, stockTransfer } from './post';
import { stockReverse } from './reverse';

export interface StockWriter {
  tenantId: string;
  userId: number;
  userName: string;
  lang: Lang;
}

type Row = Record<string, unknown>;


function pick(row: Row, header: Row, ref: string | undefined): unknown {
  if (!ref) return null;
  return ref.startsWith('header.') ? header[ref.slice(7)] : row[ref];
}

const num = (v: unknown): number | null => (v === null || v === undefined || v === '' ? null : Number(v));
const text = (v: unknown): string | null => (v === null || v === undefined || v === '' ? null : String(v));
const date = (v: unknown): string | null => (v instanceof Date ? v.toISOString().slice(0, 10) : text(v));

/** The moves one declaration makes of a document's rows (rows without material or quantity move nothing). */
export function movesOf(s: StockDef, header: Row, rows: Row[]): StockMove[] {
  const out: StockMove[] = [];
  for (const r of rows) {
    const material = num(pick(r, header, s.material));
    const warehouse = num(pick(r, header, s.warehouse));
    const q = text(pick(r, header, s.quantity));
    if (material === null || warehouse === null || q === null || new Big(q).eq(0)) continue;
    const price = text(pick(r, header, s.price));
    out.push({
      material,
      warehouse,
      area: num(pick(r, header, s.area)),
      position: num(pick(r, header, s.position)),
      batch: text(pick(r, header, s.batch)),
      container: text(pick(r, header, s.container)),
      project: text(pick(r, header, s.project)),
      qty: new Big(q),
      price: s.price && price !== null ? new Big(price) : null,
      expiry: date(pick(r, header, s.expiry)),
      supplier: num(pick(r, header, s.supplier)),
      line: num(r.id),
    });
  }
  return out;
}

/** A transfer row's destination: its `to` warehouse, area and position. */
function targetOf(s: StockDef, header: Row, row: Row): { warehouse: number; area: number | null; position: number | null } {
  if (!s.to) throw new Error(`stock transfer of ${s.child}: no 'to' place declared`);
  const warehouse = num(pick(row, header, s.to.warehouse));
  if (warehouse === null) throw new Error(`stock transfer of ${s.child}: a row without its destination warehouse`);
  return { warehouse, area: num(pick(row, header, s.to.area)), position: num(pick(row, header, s.to.position)) };
}

/** A document's audit (moves its declared stock) or un-audit (moves it back). */
export async function moveDocumentStock(db: StockDb, w: StockWriter, def: EntityDef, id: number, action: 'audit' | 'deApproval'): Promise<void> {
  if (!def.stock?.length) return;
  const actor: StockActor = { tenantId: w.tenantId, userId: w.userId, userName: w.userName, lang: w.lang };
  const header = (await sql<Row>`select * from ${sqlIdent(def.table)} where tenant_id = ${w.tenantId} and id = ${id}`.execute(db)).rows[0];
  const doc = { entity: def.code, id, code: text(header?.code) };
  if (action === 'deApproval') {
    await stockReverse(db, actor, doc);
    await settlePositions(db, w.tenantId, doc);
    return;
  }
  for (const s of def.stock) {
    const child = def.children?.[s.child];
    if (!child) throw new Error(`${def.code}.stock: no child table ${s.child}`);
    const rows = (await sql<Row>`select * from ${sqlIdent(child.table)} where tenant_id = ${w.tenantId} and owner_id = ${id} order by id`.execute(db)).rows;
    const moves = movesOf(s, header, rows);
    if (s.kind === 'in') await stockIn(db, actor, doc, moves, s.ledgerKind);
    else if (s.kind === 'out') await stockOut(db, actor, doc, moves, s.ledgerKind);
    else if (s.kind === 'adjust') {
      await stockIn(db, actor, doc, moves.filter((m) => m.qty.gt(0)), s.ledgerKind);
      await stockOut(db, actor, doc, moves.filter((m) => m.qty.lt(0)).map((m) => ({ ...m, qty: m.qty.abs() })), s.ledgerKind);
    }
    else await stockTransfer(db, actor, doc, moves.map((m) => ({ from: m, to: targetOf(s, header, rows.find((r) => num(r.id) === m.line) ?? {}) })));
  }
  await settlePositions(db, w.tenantId, doc);
}

/**
 * The positions a document moved stock on say whether anything lies there (by the position
 * status): Used while stock lies on one, NonAlloc (free) once it is empty (also for a module's own
 * moves through the ledger: a material call's arrival at the line). Broken and sealed
 * positions keep their status; so does one reserved (Alloc) until goods arrive.
 */
export async function settlePositions(db: StockDb, tenantId: string, doc: { entity: string; id: number }): Promise<void> {
  await sql`
    with touched as (
      select p.id, coalesce(p.position_status, 'NonAlloc') as was,
             exists (select 1 from stock_balance b where b.tenant_id = p.tenant_id and b.position_id = p.id and b.total > 0) as holds
        from wms_position p
       where p.tenant_id = ${tenantId} and coalesce(p.position_status, 'NonAlloc') in ('NonAlloc', 'Alloc', 'Used')
         and p.id in (select l.position_id from stock_ledger l where l.tenant_id = ${tenantId} and l.doc_entity = ${doc.entity} and l.doc_id = ${doc.id} and l.position_id <> 0)
    ), next as (
      select id, was, case when holds then 'Used' when was = 'Alloc' then 'Alloc' else 'NonAlloc' end as status from touched
    )
    update wms_position p set position_status = n.status
      from next n
     where p.tenant_id = ${tenantId} and p.id = n.id and n.status <> n.was`.execute(db);
}
