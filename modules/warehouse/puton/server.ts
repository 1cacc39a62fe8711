// The put-on's server part: wms.PutOn with its 推荐库位, and its rules and effects in the write's
// transaction (record hooks).
// Saved: a line goes somewhere else than where it comes from (库位不能一样) and never onto a broken
// down or sealed up position. Audited: every line has its target; its source is resolved — the
// line's from position, else the receiving place holding the goods (unplaced first, then the
// warehouse's receiving positions of kind Default) — and kept in source_position_id for the
// declared transfer (entity.ts) to take them from exactly there; the targets become Used.
// Un-audited, a target left empty is free again (NonAlloc).
import { type Kysely, sql } from 'kysely';
import { Big } from '../../../schemas/compute/decimal';
import type { RecordValue } from '../../../schemas/rpc/datax';
import { refId } from '../../../schemas/refs';
import type { Lang } from '../../../server/i18n';
import { refuse } from '../../../server/modules/hooks';
import { defineServerModule, type HookContext, type RecordHooks } from '../../../server/modules/types';
import { implementDocument } from '../../../server/records/document-service';
import { callerModel, readForCaller, writerOf } from '../../../server/records/context';
import { modifyRecord } from '../../../server/records/write';
import { type CallContext, session } from '../../../server/rpc/registry';
import { shown } from '../../../server/stock/ledger';
import { PUTAWAY_STRATEGIES, type PutawayStrategy, suggestPositions } from '../putaway';
import { plain, positionsOf } from '../server/putaway';
import { SAME_POSITION } from '../server/rules';
import { putOnStacks } from './pages';

// biome-ignore lint/suspicious/noExplicitAny: the module's tables are not in the static DB type
type AnyDb = Kysely<any>;
type Rec = Record<string, unknown>;

export const PUT_ON_TEXTS = {
  broken: ['库位故障，不能上架：{code}', 'The position is broken down, nothing can be put on it: {code}'],
  sealed: ['库位已封存，不能上架：{code}', 'The position is sealed up, nothing can be put on it: {code}'],
  needTarget: ['请选择目标库位：第 {row} 行', 'Choose the target position: row {row}'],
  notWaiting: ['待上架库存不足：{material} 在收货区可用 {available}，需要 {qty}', 'Not enough goods waiting to be put on: {material} has {available} in the receiving place, {qty} needed'],
} as const;

export function putOnText(lang: Lang, key: keyof typeof PUT_ON_TEXTS, vars: Record<string, string | number> = {}): string {
  return PUT_ON_TEXTS[key][lang === 'en_US' ? 1 : 0].replace(/\{(\w+)\}/g, (_, k: string) => String(vars[k] ?? ''));
}

interface Line {
  id: number;
  material_id: number;
  batch_no: string | null;
  quantity: string;
  from_position_id: number | null;
  to_position_id: number | null;
}

const linesOf = async (db: AnyDb, T: string, id: number) =>
  (await sql<Line>`select id, material_id, batch_no, quantity::text as quantity, from_position_id, to_position_id from wms_put_on_item where tenant_id = ${T} and owner_id = ${id} order by sn, id`.execute(db)).rows;

/** A broken down or sealed up target refuses the whole document. */
async function refuseUnusableTargets(db: AnyDb, T: string, lang: Lang, targets: number[]): Promise<void> {
  if (!targets.length) return;
  const bad = (await sql<{ code: string; position_status: string }>`select code, position_status from wms_position where tenant_id = ${T} and id in (${sql.join(targets)}) and position_status in ('BreakDown', 'SealUp') order by code`.execute(db)).rows[0];
  if (bad) refuse(putOnText(lang, bad.position_status === 'BreakDown' ? 'broken' : 'sealed', { code: bad.code }));
}

/** Create and modify: no line from a position to itself, no target that is broken down or sealed up. */
async function checkSaved(ctx: HookContext): Promise<void> {
  const rec = (ctx.after ?? {}) as Rec;
  const lines = (rec.items as Rec[] | undefined) ?? [];
  const lang = ctx.writer.lang;
  if (lines.some((l) => refId(l.to_position_id) !== null && refId(l.from_position_id) === refId(l.to_position_id))) refuse(SAME_POSITION[lang === 'en_US' ? 1 : 0]);
  await refuseUnusableTargets(ctx.trx, ctx.writer.tenantId, lang, lines.map((l) => refId(l.to_position_id)).filter((v): v is number => v !== null));
}

/** The receiving places of a line's goods with what is free there: unplaced (0) first, then positions of kind Default. */
async function receivingPlaces(db: AnyDb, T: string, warehouse: number, l: Line): Promise<Array<{ position: number; free: string }>> {
  return (
    await sql<{ position: number; free: string }>`
      select b.position_id::int as position, sum(b.total - b.occupied - b.locked)::text as free
        from stock_balance b
        left join wms_position p on p.tenant_id = b.tenant_id and p.id = b.position_id
       where b.tenant_id = ${T} and b.warehouse_id = ${warehouse} and b.material_id = ${l.material_id}
         ${l.batch_no ? sql`and b.batch_no = ${l.batch_no}` : sql``}
         and not b.frozen and b.status <> 'Count' and (b.position_id = 0 or p.kind = 'Default')
       group by b.position_id
      having sum(b.total - b.occupied - b.locked) > 0
       order by b.position_id`.execute(db)
  ).rows;
}

async function materialLabel(db: AnyDb, T: string, material: number): Promise<string> {
  const m = (await sql<{ label: string }>`select code || ' ' || name as label from mdm_material where tenant_id = ${T} and id = ${material}`.execute(db)).rows[0];
  return m?.label ?? `#${material}`;
}

/** Before the audit's transfer: targets given and usable, every line's source place resolved. */
async function resolveSources(ctx: HookContext): Promise<void> {
  const T = ctx.writer.tenantId;
  const lang = ctx.writer.lang;
  const db = ctx.trx as AnyDb;
  const head = (await sql<{ warehouse_id: number }>`select warehouse_id from wms_put_on where tenant_id = ${T} and id = ${ctx.id}`.execute(db)).rows[0];
  const lines = await linesOf(db, T, ctx.id!);
  const missing = lines.findIndex((l) => l.to_position_id === null);
  if (missing >= 0) refuse(putOnText(lang, 'needTarget', { row: missing + 1 }));
  if (lines.some((l) => l.from_position_id !== null && Number(l.from_position_id) === Number(l.to_position_id))) refuse(SAME_POSITION[lang === 'en_US' ? 1 : 0]);
  await refuseUnusableTargets(db, T, lang, lines.map((l) => Number(l.to_position_id)));
  // what earlier lines of this put-on take from a receiving place, so that two lines do not count the same goods
  const taken = new Map<string, Big>();
  for (const l of lines) {
    let source = l.from_position_id === null ? null : Number(l.from_position_id);
    if (source === null) {
      const places = await receivingPlaces(db, T, Number(head.warehouse_id), l);
      const left = (p: { position: number; free: string }) => new Big(p.free).minus(taken.get(`${p.position}|${l.material_id}|${l.batch_no ?? ''}`) ?? 0);
      const found = places.find((p) => left(p).gte(l.quantity));
      if (!found) {
        const available = places.reduce((s, p) => s.plus(left(p)), new Big(0));
        refuse(putOnText(lang, 'notWaiting', { material: await materialLabel(db, T, l.material_id), available: shown(available), qty: shown(l.quantity) }));
      }
      source = found.position;
      const k = `${source}|${l.material_id}|${l.batch_no ?? ''}`;
      taken.set(k, (taken.get(k) ?? new Big(0)).plus(l.quantity));
    }
    await sql`update wms_put_on_item set source_position_id = ${source} where tenant_id = ${T} and id = ${l.id}`.execute(db);
  }
}

/** After the audit: the targets are in use. */
async function occupyTargets(ctx: HookContext): Promise<void> {
  const T = ctx.writer.tenantId;
  await sql`update wms_position set position_status = 'Used', modify_dt = now()
             where tenant_id = ${T} and position_status in ('NonAlloc', 'Alloc')
               and id in (select to_position_id from wms_put_on_item where tenant_id = ${T} and owner_id = ${ctx.id})`.execute(ctx.trx);
}

/** After an un-audit: a target that holds nothing any more is free again. */
async function releaseTargets(ctx: HookContext): Promise<void> {
  const T = ctx.writer.tenantId;
  await sql`update wms_position p set position_status = 'NonAlloc', modify_dt = now()
             where p.tenant_id = ${T} and p.position_status = 'Used'
               and p.id in (select to_position_id from wms_put_on_item where tenant_id = ${T} and owner_id = ${ctx.id})
               and not exists (select 1 from stock_balance b where b.tenant_id = p.tenant_id and b.position_id = p.id and b.total > 0)`.execute(ctx.trx);
}

export const putOnHooks: RecordHooks[] = [
  { entity: 'WmsPutOn', actions: ['create', 'modify'], after: checkSaved },
  { entity: 'WmsPutOn', actions: ['audit'], before: resolveSources, after: occupyTargets },
  { entity: 'WmsPutOn', actions: ['deApproval'], after: releaseTargets },
];

/** Positions a put-on may go to: not the warehouse's receiving ones, not where its lines come from. */
async function receivingPositions(ctx: CallContext, warehouse: number): Promise<Set<number>> {
  const s = session(ctx);
  const rows = (await sql<{ id: number }>`select id::int as id from wms_position where tenant_id = ${s.tenantId} and warehouse_id = ${warehouse} and kind = 'Default'`.execute(s.db)).rows;
  return new Set(rows.map((r) => r.id));
}

/** 推荐库位 of put-ons: the targets of the lines that have none, by a putaway strategy, written through the record layer. */
export async function suggestPutOnPositions(ctx: CallContext, ids: number[], strategy?: PutawayStrategy): Promise<{ msg: string; placed: number }> {
  const model = await callerModel(ctx, 'WmsPutOn');
  const w = await writerOf(ctx, model);
  let placed = 0;
  for (const id of ids) {
    const rec = (await readForCaller(ctx, model, id)) as RecordValue & Rec;
    const warehouse = refId(rec.warehouse_id);
    const items = ((rec.items as Rec[] | undefined) ?? []).map(plain);
    const open = items.filter((l) => l.to_position_id == null);
    if (!warehouse || !open.length) continue;
    const own = plain(rec).strategy as string | null;
    const chosenStrategy = strategy ?? (PUTAWAY_STRATEGIES.includes(own as PutawayStrategy) ? (own as PutawayStrategy) : 'batch');
    const excluded = await receivingPositions(ctx, warehouse);
    for (const l of items) if (l.from_position_id != null) excluded.add(Number(l.from_position_id));
    const positions = (await positionsOf(ctx, warehouse)).filter((p) => !excluded.has(p.id));
    const chosen = suggestPositions(open.map((l) => ({ material: Number(l.material_id), batch: (l.batch_no as string | null) ?? null })), positions, chosenStrategy);
    open.forEach((l, i) => {
      if (chosen[i] !== null) {
        l.to_position_id = chosen[i];
        placed++;
      }
    });
    await w.db.transaction().execute((trx) => modifyRecord(w, model, id, { ...plain(rec), items }, trx));
  }
  return { msg: ctx.lang === 'en_US' ? `Positions suggested for ${placed} lines` : `已推荐库位：${placed} 行`, placed };
}

export default defineServerModule({
  services: [implementDocument(putOnStacks.PutOn.service, { suggestPositions: (ctx, [a]) => suggestPutOnPositions(ctx, a.ids, a.strategy) })],
  hooks: putOnHooks,
});
