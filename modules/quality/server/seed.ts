// The demo tenant's quality data: inspection items of each kind, two sampling plans, a started
// incoming scheme for each material of the demo's audited arrivals (all need inspection), and
// those arrivals' inspections — judged like their barcodes were (合格 / 不合格 / 免检), the newest
// still pending, one being inspected; then in-process inspections, releases and adjustments
// (seed-process.ts). Batched inserts, nothing random.
import { sql } from 'kysely';
import type { SeedContext } from '../../../server/modules/types';
import type { AnyDb } from '../../../server/seed/demo-kit';
import { seedProcessDemo, seedReleaseAndAdjust } from './seed-process';

const ITEMS = [
  { code: 'OD', name: '外径', kind: 'Numeric', unit: 'MM', method: '游标卡尺' },
  { code: 'LEN', name: '长度', kind: 'Numeric', unit: 'MM', method: '钢直尺' },
  { code: 'HRC', name: '硬度', kind: 'Numeric', unit: null, method: '洛氏硬度计' },
  { code: 'LOOK', name: '外观', kind: 'Choice', unit: null, method: '目视' },
  { code: 'RATIO', name: '长径比', kind: 'Formula', unit: null, method: '计算', formula: 'LEN / OD' },
];
const LOOK_ANSWERS: Array<[string, boolean]> = [
  ['无划伤无锈蚀', true],
  ['轻微划伤', true],
  ['严重划伤或锈蚀', false],
];
/** scheme lines: item code, standard, lower, upper, key */
const LINES: Array<[string, number | null, number | null, number | null, boolean]> = [
  ['OD', 20, 19.95, 20.05, true],
  ['LEN', 100, 99.8, 100.2, false],
  ['LOOK', null, null, null, false],
];

export async function seedQualityDemo(ctx: SeedContext): Promise<void> {
  if (ctx.tenant.code !== 'demo') return;
  const db = ctx.db as AnyDb;
  const T = ctx.tenant.id;
  const who = { tenant_id: T, create_id: ctx.creator.id, create_name: ctx.creator.name, modify_id: ctx.creator.id, modify_name: ctx.creator.name };
  const items = await db
    .insertInto('quality_item')
    .values(ITEMS.map((i) => ({ ...who, code: i.code, name: i.name, kind: i.kind, unit: i.unit, decimals: 2, method: i.method, formula: i.formula ?? null })))
    .returning(['id', 'code'])
    .execute();
  const itemId = new Map(items.map((r) => [String(r.code), Number(r.id)]));
  await db.insertInto('quality_item_choice').values(LOOK_ANSWERS.map(([answer, qualified], sn) => ({ tenant_id: T, owner_id: itemId.get('LOOK'), sn, answer, qualified }))).execute();
  const plans = await db
    .insertInto('quality_sample_plan')
    .values([
      { ...who, code: 'CY-II-1.0', name: '一般检验水平II AQL 1.0', inspect_level: 'II', aql: '1.0', switching: true, reduced_allowed: false, severity: 'Normal' },
      { ...who, code: 'CY-S3-0.65', name: '特殊检验水平S-3 AQL 0.65', inspect_level: 'S-3', aql: '0.65', switching: false, reduced_allowed: false, severity: 'Normal' },
    ])
    .returning('id')
    .execute();

  await seedProcessDemo(db, T, who, itemId, Number(plans[0].id));

  const arrivals = await arrivalsToInspect(db, T);
  const materials = [...new Set(arrivals.map((a) => a.material_id))];
  if (!materials.length) return;
  const schemes = await db
    .insertInto('quality_scheme')
    .values(
      materials.map((m, k) => ({
        ...who,
        code: `FA${String(k + 1).padStart(4, '0')}`,
        scheme_name: `来料检验方案${k + 1}`,
        scheme_version: 1,
        status: 'Start',
        inspect_kind: 'Incoming',
        target_type: 'Material',
        material_id: m,
        sample_plan_id: Number(plans[k % 2].id),
        schedule: 'PeriodicByMaterial',
        schedule_value: 1,
        measure: 'QualifiedRate',
        measure_value: 98,
      })),
    )
    .returning(['id', 'material_id'])
    .execute();
  const schemeOf = new Map(schemes.map((s) => [Number(s.material_id), Number(s.id)]));
  await db.insertInto('quality_scheme_line').values(schemes.flatMap((s) => LINES.map(([code, standard, lower, upper, key], sn) => ({ tenant_id: T, owner_id: Number(s.id), sn, item_id: itemId.get(code), standard_value: standard, lower_limit: lower, upper_limit: upper, key_item: key })))).execute();
  await seedInspections(db, T, who, arrivals, schemeOf, itemId);
  await seedReleaseAndAdjust(db, T, who);
}

type Who = Record<string, unknown>;
interface Arrival {
  id: number;
  code: string;
  arrival_batch: string;
  material_id: number;
  supplier_id: number | null;
  quantity: string;
  quality_method: string;
  modify_dt: Date;
}

/**
 * The demo's audited arrivals, oldest first: all of them are inspected. Their packs wait for
 * inspection or were judged (some rejected), so their materials are ones that need it — marked
 * so here, since which materials arrived depends on the seed day's newest purchase orders, and
 * the demo must hold its rejected lots (released, adjusted) on every day.
 */
export async function arrivalsToInspect(db: AnyDb, T: string): Promise<Arrival[]> {
  await sql`update mdm_material set need_quality = true
     where tenant_id = ${T} and need_quality is not true and id in (select material_id from wms_arrival where tenant_id = ${T} and status_dict = 'Audit')`.execute(db);
  const { rows } = await sql<Arrival>`
    select a.id::int as id, a.code, a.arrival_batch, a.material_id::int as material_id, a.supplier_id::int as supplier_id, a.quantity::text as quantity, a.quality_method, a.modify_dt
      from wms_arrival a where a.tenant_id = ${T} and a.status_dict = 'Audit' order by a.arrival_date, a.id`.execute(db);
  return rows;
}

async function seedInspections(db: AnyDb, T: string, who: Who, arrivals: Arrival[], schemeOf: Map<number, number>, itemId: Map<string, number>) {
  const { rows: packs } = await sql<{ owner_id: number; code: string; count: string; quality_result: string | null }>`
    select b.owner_id::int as owner_id, b.code, b.count::text as count, bb.quality_result
      from wms_arrival_barcode b left join barcode_barcode bb on bb.tenant_id = b.tenant_id and bb.code = b.code
     where b.tenant_id = ${T} and b.owner_id in (${sql.join(arrivals.map((a) => a.id))}) order by b.owner_id, b.sn`.execute(db);
  const day = (d: Date) => d.toISOString().slice(0, 10).replaceAll('-', '');
  const heads = arrivals.map((a, k) => {
    const own = packs.filter((p) => p.owner_id === a.id);
    const results = own.map((p) => p.quality_result ?? 'Wait');
    const waiting = results.every((r) => r === 'Wait');
    const state = waiting ? (k === arrivals.length - 1 ? 'Pending' : 'Inspecting') : results.every((r) => r === 'Exempt') ? 'Exempt' : 'Checked';
    const result = waiting ? 'Wait' : state === 'Exempt' ? 'Exempt' : results.includes('Unqualified') ? 'Unqualified' : 'Qualified';
    const inspected = state === 'Checked' || state === 'Inspecting' ? Math.min(80, Math.floor(Number(a.quantity))) : 0;
    const qualified = result === 'Unqualified' ? inspected - 4 : inspected;
    return { a, own, state, result, inspected, qualified, full: a.quality_method === 'Full' };
  });
  const rows = await db
    .insertInto('quality_incoming')
    .values(
      heads.map(({ a, state, result, inspected, qualified, full }, k) => ({
        ...who,
        status_dict: 'Saved',
        create_dt: a.modify_dt,
        modify_dt: a.modify_dt,
        code: `LJ${day(a.modify_dt)}${String(k + 1).padStart(4, '0')}`,
        state,
        result,
        inspect_method: full ? 'Full' : 'Sampling',
        arrival_id: a.id,
        arrival_batch: a.arrival_batch,
        material_id: a.material_id,
        supplier_id: a.supplier_id,
        scheme_id: schemeOf.get(a.material_id),
        lot_qty: a.quantity,
        sample_size: full ? Math.floor(Number(a.quantity)) : Math.min(80, Math.floor(Number(a.quantity))),
        ac: full ? null : 2,
        re: full ? null : 3,
        inspected_qty: inspected,
        qualified_qty: Math.max(0, qualified),
        pass_rate: inspected ? Math.round((Math.max(0, qualified) * 10000) / inspected) / 100 : null,
        deal_way: result === 'Unqualified' ? 'Return' : result === 'Qualified' ? 'Accept' : null,
        inspector: state === 'Checked' || state === 'Exempt' ? String(who.create_name) : null,
        inspect_dt: state === 'Checked' || state === 'Exempt' ? a.modify_dt : null,
      })),
    )
    .returning('id')
    .execute();
  const readings = heads.flatMap((h, k) =>
    h.state === 'Pending' || h.state === 'Exempt'
      ? []
      : LINES.map(([code, standard, lower, upper, key], sn) => {
          const bad = h.result === 'Unqualified' && code === 'LOOK';
          return { tenant_id: T, owner_id: Number(rows[k].id), sn, item_id: itemId.get(code), standard_value: standard, lower_limit: lower, upper_limit: upper, key_item: key, reading: standard, answer: code === 'LOOK' ? LOOK_ANSWERS[bad ? 2 : 0][0] : null, qualified: !bad };
        }),
  );
  if (readings.length) await db.insertInto('quality_incoming_reading').values(readings).execute();
  const barcodes = heads.flatMap((h, k) => h.own.map((p, sn) => ({ tenant_id: T, owner_id: Number(rows[k].id), sn, code: p.code, count: p.count, result: p.quality_result ?? 'Wait' })));
  if (barcodes.length) await db.insertInto('quality_incoming_barcode').values(barcodes).execute();
}
