// A cutter's life counts down with the output reported on the machine it is mounted on: every
// piece made (qualified, unqualified and scrapped alike: each wore the edge) is taken off the
// remaining life of each cutter on the machine, decimal-exact, never below 0. Inside the output
// report's own transaction (a record hook on production's output record, by its entity code):
// a worn-out cutter (life 0) refuses the report and nothing of it is saved; a cutter passing its
// warning level leaves a message in the reporter's inbox, and its file shows 寿命预警.
import { sql } from 'kysely';
import { Big } from '../../../schemas/compute/decimal';
import { refuse } from '../../../server/modules/hooks';
import type { HookContext, RecordHooks } from '../../../server/modules/types';
import { tm } from '../messages';

/** production's output record (报工) */
export const OUTPUT_ENTITY = 'ProductionOutput';
const OUTPUT_FIGURES = ['qualified_qty', 'unqualified_qty', 'scrap_qty'] as const;

interface Mounted {
  id: number;
  code: string;
  machine: string;
  left: string;
  warn: string;
}

const dec = (v: unknown) => new Big(v === null || v === undefined || v === '' ? 0 : String(v));

async function countDown({ trx, writer, values }: HookContext): Promise<void> {
  const machineId = Number(values?.equipment_id ?? 0);
  if (!machineId) return;
  const T = writer.tenantId;
  const made = OUTPUT_FIGURES.reduce((sum, f) => sum.plus(dec(values?.[f])), new Big(0));
  const cutters = (
    await sql<Mounted>`select c.id::int as id, c.code, e.code as machine, coalesce(c.remaining_life, 0)::text as left, coalesce(c.warn_life, 0)::text as warn
      from tool_cutter_file c join prd_equipment e on e.tenant_id = c.tenant_id and e.id = c.equipment_id
     where c.tenant_id = ${T} and c.equipment_id = ${machineId} and c.state in ('Installed', 'InUse') order by c.id for update of c`.execute(trx)
  ).rows;
  if (!cutters.length) return;
  const worn = cutters.find((c) => dec(c.left).lte(0));
  if (worn) refuse(tm(writer.lang, 'wornOutReport', { code: worn.code, machine: worn.machine }));
  if (made.lte(0)) return;
  await sql`update tool_cutter_file set remaining_life = greatest(coalesce(remaining_life, 0) - ${made.toString()}::numeric, 0), state = 'InUse', version = version + 1
    where tenant_id = ${T} and id in (${sql.join(cutters.map((c) => c.id))})`.execute(trx);
  const warned = cutters.filter((c) => {
    const after = dec(c.left).minus(made);
    return dec(c.left).gt(c.warn) && after.lte(c.warn);
  });
  // system work (the demo's reports) has no inbox to warn
  if (!warned.length || !writer.userId) return;
  await sql`insert into message (tenant_id, user_id, title, content, create_id, create_name) values ${sql.join(
    warned.map((c) => {
      const after = dec(c.left).minus(made);
      const left = (after.lt(0) ? new Big(0) : after).toString();
      const vars = { code: c.code, machine: c.machine, left, warn: dec(c.warn).toString() };
      return sql`(${T}, ${writer.userId}, ${tm(writer.lang, 'warningTitle', vars)}, ${tm(writer.lang, 'warningBody', vars)}, ${writer.userId}, ${writer.userName})`;
    }),
  )}`.execute(trx);
}

export const lifeHooks: RecordHooks[] = [{ entity: OUTPUT_ENTITY, actions: ['create'], before: countDown }];
