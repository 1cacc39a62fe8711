// The control charts' demo: a year of judged incoming inspections (one every three days) for the
// demo tenant's first two started incoming schemes, each with a sample of five readings of their
// numeric items (外径, 长度) and the appearance answer, and its inspected / qualified counts for the
// p chart. The first scheme's 外径 drifts upward over the last two months, so the rules flag it.
// Seeded random (the same data on every fresh start), relative to the demo's today; two inserts
// (the readings as one INSERT … SELECT FROM json_to_recordset).
import { sql } from 'kysely';
import type { SeedContext } from '../../../../server/modules/types';
import { type AnyDb, calendar, type Col, compact, insertRows, type Rng, rng } from '../../../../server/seed/demo-kit';

const EVERY_DAYS = 3;
const SAMPLE = 5;
const INSPECTED = 50;
/** σ of each numeric item as a share of its tolerance (upper − lower): Cp ≈ 1 / (6 × share) */
const SPREAD = 0.12;
const DRIFT_INSPECTIONS = 20;

interface Line {
  item_id: number;
  kind: string;
  standard_value: string | null;
  lower_limit: string | null;
  upper_limit: string | null;
  key_item: boolean;
  answer: string | null;
}

const READING_COLS: Col[] = [
  ['tenant_id', 'text'], ['owner_id', 'bigint'], ['sn', 'integer'], ['item_id', 'bigint'], ['standard_value', 'numeric'], ['lower_limit', 'numeric'],
  ['upper_limit', 'numeric'], ['key_item', 'boolean'], ['reading', 'numeric'], ['answer', 'text'], ['qualified', 'boolean'],
].map(([name, type]) => ({ name, type }));

const gauss = (r: Rng) => Math.sqrt(-2 * Math.log(Math.max(r.next(), 1e-12))) * Math.cos(2 * Math.PI * r.next());
const decimals = (x: number) => x.toFixed(4);

export async function seedSpcDemo(ctx: SeedContext): Promise<void> {
  if (ctx.tenant.code !== 'demo') return;
  const db = ctx.db as AnyDb;
  const T = ctx.tenant.id;
  const { rows: schemes } = await sql<{ id: number; material_id: number; plan: number | null }>`
    select id::int as id, material_id::int as material_id, sample_plan_id::int as plan from quality_scheme
     where tenant_id = ${T} and status = 'Start' and inspect_kind = 'Incoming' and material_id is not null order by code, id limit 2`.execute(db);
  if (!schemes.length) return;
  const { rows: lines } = await sql<Line & { owner_id: number }>`
    select l.owner_id::int as owner_id, l.item_id::int as item_id, i.kind, l.standard_value::text, l.lower_limit::text, l.upper_limit::text, coalesce(l.key_item, false) as key_item,
           (select c.answer from quality_item_choice c where c.tenant_id = i.tenant_id and c.owner_id = i.id and c.qualified order by c.sn, c.id limit 1) as answer
      from quality_scheme_line l join quality_item i on i.tenant_id = l.tenant_id and i.id = l.item_id
     where l.tenant_id = ${T} and l.owner_id in (${sql.join(schemes.map((s) => s.id))}) order by l.owner_id, l.sn, l.id`.execute(db);
  const cal = calendar(ctx.today);
  const r = rng(23_17);
  const who = { tenant_id: T, create_id: ctx.creator.id, create_name: ctx.creator.name, modify_id: ctx.creator.id, modify_name: ctx.creator.name };
  const days = cal.days.filter((_, i) => (cal.days.length - 1 - i) % EVERY_DAYS === 1);
  const heads: Array<Record<string, unknown>> = [];
  const readings: Array<Array<Record<string, unknown>>> = [];
  schemes.forEach((s, k) => {
    const own = lines.filter((l) => l.owner_id === s.id);
    days.forEach((day, d) => {
      const drift = k === 0 ? Math.max(0, d - (days.length - DRIFT_INSPECTIONS)) / DRIFT_INSPECTIONS : 0;
      const rows: Array<Record<string, unknown>> = own.flatMap((l) => sampleOf(l, r, l === own.find((x) => x.kind === 'Numeric') ? drift : 0).map((v) => ({ tenant_id: T, ...v })));
      const outside = rows.some((x) => x.qualified === false && x.key_item);
      const defects = Math.min(INSPECTED, Math.floor(-Math.log(Math.max(r.next(), 1e-9)) * (1 + 3 * drift)));
      const at = `${day}T0${2 + k}:${String(10 + (d % 40)).padStart(2, '0')}:00.000Z`;
      const result = outside || defects > 2 ? 'Unqualified' : 'Qualified';
      heads.push({
        ...who,
        status_dict: 'Saved',
        create_dt: at,
        modify_dt: at,
        code: `LJ${compact(day)}S${k + 1}${String(d + 1).padStart(3, '0')}`,
        state: 'Checked',
        result,
        inspect_method: 'Sampling',
        material_id: s.material_id,
        scheme_id: s.id,
        lot_qty: INSPECTED * 20,
        sample_size: INSPECTED,
        ac: 2,
        re: 3,
        inspected_qty: INSPECTED,
        qualified_qty: INSPECTED - defects,
        pass_rate: Math.round(((INSPECTED - defects) * 10000) / INSPECTED) / 100,
        deal_way: result === 'Qualified' ? 'Accept' : 'Return',
        inspector: ctx.creator.name,
        inspect_dt: at,
      });
      readings.push(rows);
    });
  });
  const ids = await db.insertInto('quality_incoming').values(heads).returning('id').execute();
  const all = readings.flatMap((rows, h) => rows.map((x, i) => ({ ...x, owner_id: Number(ids[h].id), sn: i })));
  await insertRows(db, T, 'quality_incoming_reading', READING_COLS, all);
}

/** A sample of one line: five readings of a numeric item around its standard (shifted by a quarter tolerance at full drift), or one answer. */
function sampleOf(l: Line, r: Rng, drift: number): Array<Record<string, unknown>> {
  const base = { item_id: l.item_id, standard_value: l.standard_value, lower_limit: l.lower_limit, upper_limit: l.upper_limit, key_item: l.key_item };
  if (l.kind === 'Choice') return l.answer ? [{ ...base, answer: l.answer, qualified: true }] : [];
  if (l.kind !== 'Numeric' || l.lower_limit === null || l.upper_limit === null) return [];
  const lo = Number(l.lower_limit);
  const hi = Number(l.upper_limit);
  const centre = l.standard_value === null ? (lo + hi) / 2 : Number(l.standard_value);
  return Array.from({ length: SAMPLE }, () => {
    const v = centre + (hi - lo) * (0.25 * drift + SPREAD * gauss(r));
    return { ...base, reading: decimals(v), qualified: v >= lo && v <= hi };
  });
}
