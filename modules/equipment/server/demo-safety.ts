// The demo's special equipment, annual inspections, safety hazards and entrapments, a year of them
// relative to today: three machines carry a registration code — one inspected in time, one due
// within the month, one past its due date with its next inspection booked; hazards found now and
// then, most rectified and closed, two still open (one past its deadline);
// entrapments on the assembly stations, each released within the hour. Seeded random, batched.
import { sql } from 'kysely';
import type { Row } from '../../../schemas/compute/record';
import { type Actor, addDays, type Doc, officeTime, type rng } from '../../../server/seed/demo-kit';
import { HAZARDS, SPECIAL, TRAPPED } from './demo-data';
import { doc } from './demo-doc';
import type { AnyDb } from './machines';

type Rng = ReturnType<typeof rng>;

export interface SafetyDocs {
  inspections: Doc[];
  hazards: Doc[];
  entrapments: Doc[];
}

export async function safetyDocs(db: AnyDb, T: string, today: string, r: Rng, who: Actor): Promise<SafetyDocs> {
  const rows = (await sql<{ id: number; code: string }>`select id::int as id, code from prd_equipment where tenant_id = ${T}`.execute(db)).rows;
  const idOf = new Map(rows.map((m) => [m.code, m.id]));
  for (const [code, reg] of SPECIAL) await sql`update prd_equipment set registration_code = ${reg} where tenant_id = ${T} and code = ${code}`.execute(db);
  const inspections: Doc[] = [];
  // [machine, days since its last inspection]: 200 → valid, 350 → due within the month, 395 → overdue
  SPECIAL.forEach(([code], i) => {
    const ago = [200, 350, 395][i % 3];
    const day = addDays(today, -ago);
    const next = addDays(day, 365);
    inspections.push(
      doc(day, 'Audit', officeTime(day, r), who, { equipment_id: idOf.get(code), due_date: day, inspect_body: '市特种设备检验研究院', inspect_date: day, certificate_no: `TSJ${day.replace(/-/g, '')}${i + 1}`, result: 'Pass', next_due_date: next, inspector_name: '周检验员' }),
    );
    if (next < today) inspections.push(doc(today, 'Saved', officeTime(addDays(today, -1), r), who, { equipment_id: idOf.get(code), due_date: next, inspect_body: '市特种设备检验研究院' }));
  });

  const machines = rows.filter((m) => !m.code.startsWith('EQ-AS')).map((m) => m.id);
  const hazards = HAZARDS.map(([description, location, level, measure], i) => {
    const found = addDays(today, -Math.round(((HAZARDS.length - i) * 360) / HAZARDS.length));
    const open = i >= HAZARDS.length - 2;
    const h: Row = { found_dt: officeTime(found, r), found_by: r.pick(['安全员张', '班组长刘', '设备科王']), equipment_id: r.pick(machines), location, level, description, deadline: open && i === HAZARDS.length - 1 ? addDays(today, 14) : addDays(found, 7), responsible_name: r.pick(['王师傅', '李工']) };
    // the demo stores no files: its closed hazards carry the measure taken, their evidence is left to real use
    if (!open) Object.assign(h, { measure, closed_at: officeTime(addDays(found, r.int(1, 6)), r) });
    return doc(found, open ? 'Commit' : 'Audit', officeTime(found, r), who, h);
  });

  const stations = rows.filter((m) => m.code.startsWith('EQ-AS')).map((m) => m.id);
  const entrapments = TRAPPED.map(([cause, people, minutes], i) => {
    const day = addDays(today, -Math.round(((TRAPPED.length - i) * 350) / TRAPPED.length));
    const at = officeTime(day, r);
    const released = new Date(Date.parse(at) + minutes * 60_000).toISOString();
    return doc(day, 'Audit', at, who, { equipment_id: stations.length ? r.pick(stations) : r.pick(machines), trapped_at: at, released_at: released, people, cause, rescuer_name: r.pick(['王师傅', '李工', '陈工']), injured: false });
  });
  return { inspections, hazards, entrapments };
}
