// A count's life around the stock. 开始盘点 (wms.Count/startCount, or a submit) freezes its places
// (stock_balance.status Count: nothing moves in or out there) and takes its booked quantities; the
// counts are entered on the saved document (its places stay frozen); audited, every counted
// quantity is required, the differences are set and the places released before the declared
// adjustments post; voided or removed, the places are released. Hooks run in the write's
// transaction; startCount runs in its own.
import { type Kysely, sql } from 'kysely';
import { Big } from '../../../schemas/compute/decimal';
import { refuse } from '../../../server/modules/hooks';
import type { HookContext, RecordHooks } from '../../../server/modules/types';
import { callerModel, writerOf } from '../../../server/records/context';
import { builtinModel } from '../../../server/records/model';
import { lockWritableIds } from '../../../server/records/write';
import { conflict, notFound } from '../../../server/rpc/errors';
import { type CallContext, session } from '../../../server/rpc/registry';

// biome-ignore lint/suspicious/noExplicitAny: the module's tables are not in the static DB type
type AnyDb = Kysely<any>;

interface Line {
  id: number;
  material_id: number;
  position_id: number | null;
  batch_no: string | null;
  counted_qty: string | null;
}

const NEED_COUNT = ['请填写实盘数量：第 {row} 行', 'Please enter the counted quantity: row {row}'] as const;
const NOT_OPEN = ['只有保存状态的盘点单可以开始盘点：{code}', 'Only a saved count can be started: {code}'] as const;

async function linesOf(db: AnyDb, T: string, id: number): Promise<{ warehouse: number; lines: Line[] }> {
  const head = (await sql<{ warehouse_id: number }>`select warehouse_id from wms_count where tenant_id = ${T} and id = ${id}`.execute(db)).rows[0];
  const lines = (await sql<Line>`select id, material_id, position_id, batch_no, counted_qty from wms_count_item where tenant_id = ${T} and owner_id = ${id} order by sn, id`.execute(db)).rows;
  return { warehouse: Number(head.warehouse_id), lines };
}

/** The balances a line counts: its material in the warehouse, at its position and batch when it names them. */
const placeOf = (T: string, warehouse: number, l: Line) =>
  sql`tenant_id = ${T} and warehouse_id = ${warehouse} and material_id = ${l.material_id}
      ${l.position_id ? sql`and position_id = ${l.position_id}` : sql``}
      ${l.batch_no ? sql`and batch_no = ${l.batch_no}` : sql``}`;

const bookedAt = async (db: AnyDb, T: string, warehouse: number, l: Line) =>
  (await sql<{ total: string | null }>`select sum(total)::text as total from stock_balance where ${placeOf(T, warehouse, l)}`.execute(db)).rows[0].total ?? '0';

async function setStatus(db: AnyDb, T: string, id: number, to: 'Count' | 'release'): Promise<void> {
  const { warehouse, lines } = await linesOf(db, T, id);
  for (const l of lines) {
    const status = to === 'Count' ? sql`'Count'` : sql`case when total > 0 then 'Stock' else 'OutOfStock' end`;
    await sql`update stock_balance set status = ${status}, updated_at = now() where ${placeOf(T, warehouse, l)} ${to === 'release' ? sql`and status = 'Count'` : sql``}`.execute(db);
  }
}

/** Freezes a count's places and takes its booked quantities. */
async function freeze(db: AnyDb, T: string, id: number): Promise<void> {
  const { warehouse, lines } = await linesOf(db, T, id);
  for (const l of lines) await sql`update wms_count_item set booked_qty = ${await bookedAt(db, T, warehouse, l)}::numeric where tenant_id = ${T} and id = ${l.id}`.execute(db);
  await sql`update wms_count set started_at = coalesce(started_at, now()) where tenant_id = ${T} and id = ${id}`.execute(db);
  await setStatus(db, T, id, 'Count');
}

/** 开始盘点 of saved counts, each locked; refused (all of them) when one is not saved. */
export async function startCount(ctx: CallContext, ids: number[]): Promise<{ msg: string }> {
  const s = session(ctx);
  const w = await writerOf(ctx, await callerModel(ctx, 'WmsCount'));
  await s.db.transaction().execute(async (trx) => {
    // a count outside the caller's data scope is, to the caller, one that does not exist
    const writable = await lockWritableIds(trx, w, builtinModel('WmsCount')!, ids);
    for (const id of [...new Set(ids)].sort((a, b) => a - b)) {
      if (!writable.has(id)) throw notFound(ctx.lang === 'en_US' ? `No such stock count: ${id}` : `盘点单不存在：${id}`);
      const row = (await sql<{ code: string; status_dict: string }>`select code, status_dict from wms_count where tenant_id = ${s.tenantId} and id = ${id} for update`.execute(trx)).rows[0];
      if (!row || !['Saved', 'DeApproval', 'Commit'].includes(row.status_dict)) throw conflict(NOT_OPEN[ctx.lang === 'en_US' ? 1 : 0].replace('{code}', row?.code ?? String(id)));
      await freeze(trx, s.tenantId, id);
    }
  });
  return { msg: ctx.lang === 'en_US' ? 'Counting started: the places are frozen' : '已开始盘点，库位已冻结' };
}

/** Before the audit posts: every line counted, its difference set, its places released. */
async function settleDifferences(ctx: HookContext): Promise<void> {
  const T = ctx.writer.tenantId;
  const id = ctx.id!;
  const { warehouse, lines } = await linesOf(ctx.trx, T, id);
  const missing = lines.findIndex((l) => l.counted_qty === null);
  if (missing >= 0) refuse(NEED_COUNT[ctx.writer.lang === 'en_US' ? 1 : 0].replace('{row}', String(missing + 1)));
  for (const l of lines) {
    // a count audited without 开始盘点 takes its booked quantities now
    const booked = await bookedAt(ctx.trx, T, warehouse, l);
    const diff = new Big(l.counted_qty!).minus(booked);
    await sql`update wms_count_item set booked_qty = ${booked}::numeric, diff_qty = ${diff.toFixed(6)}::numeric where tenant_id = ${T} and id = ${l.id}`.execute(ctx.trx);
  }
  await sql`update wms_count set total_diff = (select coalesce(sum(diff_qty), 0) from wms_count_item where tenant_id = ${T} and owner_id = ${id}) where tenant_id = ${T} and id = ${id}`.execute(ctx.trx);
  await setStatus(ctx.trx, T, id, 'release');
}

export const countHooks: RecordHooks[] = [
  { entity: 'WmsCount', actions: ['commit'], after: (ctx) => freeze(ctx.trx, ctx.writer.tenantId, ctx.id!) },
  { entity: 'WmsCount', actions: ['audit'], before: settleDifferences },
  { entity: 'WmsCount', actions: ['repeal', 'remove'], before: (ctx) => setStatus(ctx.trx, ctx.writer.tenantId, ctx.id!, 'release') },
];

