// A count's life around the stock (hooks on WmsCount, in the write's transaction): submitted, its
// places are frozen (stock_balance.status Count) and its booked quantities taken; audited, every
// counted quantity is required, the differences are set and the places released before the
// declared adjustments post; voided or removed, the places are released. Entering the counts
// (a modify, which sends the count back to 保存) keeps them frozen.
import { sql } from 'kysely';
import { Big } from '../../../schemas/compute/decimal';
import { refuse } from '../../../server/modules/hooks';
import type { HookContext, RecordHooks } from '../../../server/modules/types';


interface Line {
  id: number;
  material_id: number;
  position_id: number | null;
  batch_no: string | null;
  counted_qty: string | null;
}

const NEED_COUNT = ['请填写实盘数量：第 {row} 行', 'Please enter the counted quantity: row {row}'] as const;

async function linesOf(ctx: HookContext): Promise<{ warehouse: number; lines: Line[] }> {
  const T = ctx.writer.tenantId;
  const head = (await sql<{ warehouse_id: number }>`select warehouse_id from wms_count where tenant_id = ${T} and id = ${ctx.id}`.execute(ctx.trx)).rows[0];
  const lines = (await sql<Line>`select id, material_id, position_id, batch_no, counted_qty from wms_count_item where tenant_id = ${T} and owner_id = ${ctx.id} order by sn, id`.execute(ctx.trx)).rows;
  return { warehouse: Number(head.warehouse_id), lines };
}

/** The balances a line counts: its material in the warehouse, at its position and batch when it names them. */
const placeOf = (T: string, warehouse: number, l: Line) =>
  sql`tenant_id = ${T} and warehouse_id = ${warehouse} and material_id = ${l.material_id}
      ${l.position_id ? sql`and position_id = ${l.position_id}` : sql``}
      ${l.batch_no ? sql`and batch_no = ${l.batch_no}` : sql``}`;

async function setStatus(ctx: HookContext, to: 'Count' | 'release'): Promise<void> {
  const T = ctx.writer.tenantId;
  const { warehouse, lines } = await linesOf(ctx);
  for (const l of lines) {
    const status = to === 'Count' ? sql`'Count'` : sql`case when total > 0 then 'Stock' else 'OutOfStock' end`;
    await sql`update stock_balance set status = ${status}, updated_at = now() where ${placeOf(T, warehouse, l)} ${to === 'release' ? sql`and status = 'Count'` : sql``}`.execute(ctx.trx);
  }
}

/** Submitted: the places freeze and the booked quantities are taken. */
async function freeze(ctx: HookContext): Promise<void> {
  const T = ctx.writer.tenantId;
  const { warehouse, lines } = await linesOf(ctx);
  for (const l of lines) {
    const booked = (await sql<{ total: string | null }>`select sum(total)::text as total from stock_balance where ${placeOf(T, warehouse, l)}`.execute(ctx.trx)).rows[0].total ?? '0';
    await sql`update wms_count_item set booked_qty = ${booked}::numeric where tenant_id = ${T} and id = ${l.id}`.execute(ctx.trx);
  }
  await setStatus(ctx, 'Count');
}

/** Before the audit posts: every line counted, its difference set, its places released. */
async function settleDifferences(ctx: HookContext): Promise<void> {
  const T = ctx.writer.tenantId;
  const { warehouse, lines } = await linesOf(ctx);
  const missing = lines.findIndex((l) => l.counted_qty === null);
  if (missing >= 0) refuse(NEED_COUNT[ctx.writer.lang === 'en_US' ? 1 : 0].replace('{row}', String(missing + 1)));
  for (const l of lines) {
    // a count audited without a submit (straight from Saved) takes its booked quantities now
    const booked = (await sql<{ total: string | null }>`select sum(total)::text as total from stock_balance where ${placeOf(T, warehouse, l)}`.execute(ctx.trx)).rows[0].total ?? '0';
    const diff = new Big(l.counted_qty!).minus(booked);
    await sql`update wms_count_item set booked_qty = ${booked}::numeric, diff_qty = ${diff.toFixed(6)}::numeric where tenant_id = ${T} and id = ${l.id}`.execute(ctx.trx);
  }
  await sql`update wms_count set total_diff = (select coalesce(sum(diff_qty), 0) from wms_count_item where tenant_id = ${T} and owner_id = ${ctx.id}) where tenant_id = ${T} and id = ${ctx.id}`.execute(ctx.trx);
  await setStatus(ctx, 'release');
}

/** Voided or removed: its places are released (entering the counts after a submit keeps them frozen). */
const release = (ctx: HookContext) => setStatus(ctx, 'release');

export const countHooks: RecordHooks[] = [
  { entity: 'WmsCount', actions: ['commit'], after: freeze },
  { entity: 'WmsCount', actions: ['audit'], before: settleDifferences },
  { entity: 'WmsCount', actions: ['repeal', 'remove'], before: release },
];

