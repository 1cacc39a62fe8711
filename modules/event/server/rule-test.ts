// 规则测试: a rule replayed over a past range of its machines' stored values (readHistory) through the
// same logic as the live evaluation (condition.ts), in memory — nothing is saved, no one messaged —
// so a rule can be tried before it is switched on. Each hit is an event it would have raised: its
// start, its end (when the condition cleared in the range) and the value that crossed. Bounded: at
// most MAX_DAYS of range, MAX_READINGS per machine, MAX_MACHINES machines.
import { sql } from 'kysely';
import { readHistory } from '../../iot/server/public';
import { idle, type EvalState, step, type Reading } from '../condition';
import type { RuleTestArg, RuleTestHit, RuleTestResult } from '../contracts';
import { em } from '../messages';
import { badRequest, notFound } from '../../../server/rpc/errors';
import { type CallContext, session } from '../../../server/rpc/registry';
import { type AnyDb, ruleById } from './rules';

const MAX_DAYS = 31;
const MAX_READINGS = 50_000;
const MAX_MACHINES = 50;

export async function ruleTest(ctx: CallContext, a: RuleTestArg): Promise<RuleTestResult> {
  const s = session(ctx);
  const db = s.db as AnyDb;
  const from = new Date(a.from);
  const to = new Date(a.to);
  if (!(from < to)) throw badRequest(em(ctx.lang, 'rangeOrder'));
  if (to.getTime() - from.getTime() > MAX_DAYS * 86_400_000) throw badRequest(em(ctx.lang, 'rangeTooLong', { days: MAX_DAYS }));
  const rule = await ruleById(db, s.tenantId, a.id);
  if (!rule) throw notFound(em(ctx.lang, 'ruleNotFound', { id: a.id }));
  if (rule.row.source === 'OrderLate' || rule.row.source === 'DefectRate') throw badRequest(em(ctx.lang, 'testVariableOnly'));
  const machineId = a.equipmentId ?? rule.row.equipment_id;
  const { rows: machines } = await sql<{ id: number; code: string }>`select id::int as id, code from prd_equipment where tenant_id = ${s.tenantId}
      ${machineId ? sql`and id = ${machineId}` : sql`and id in (select distinct equipment_id from iot_latest where tenant_id = ${s.tenantId} and variable_id = any(${[...rule.variableIds]}::bigint[]))`}
      order by code limit ${MAX_MACHINES}`.execute(db);
  let readings = 0;
  const hits: RuleTestHit[] = [];
  for (const m of machines) {
    const values: Reading[] = [];
    for (const variableId of rule.variableIds) {
      const h = await readHistory(db, s.tenantId, { variableId, equipmentId: m.id, from, to, limit: MAX_READINGS });
      values.push(...h.map((x) => ({ at: new Date(x.at), value: x.value })));
    }
    values.sort((x, y) => x.at.getTime() - y.at.getTime());
    readings += values.length;
    let st: EvalState = { holdsSince: null, raised: false };
    let open: RuleTestHit | null = null;
    const windowStart = { i: 0 };
    values.forEach((r, i) => {
      // no data: the gap before this reading, judged as the clock would have
      if (rule.logic.condition === 'NoData' && i > 0) {
        const gap = idle(rule.logic, st, r.at, values[i - 1]!.at, values[i - 1]!.value);
        if (gap.verdict.kind === 'raise') {
          open = { equipmentId: m.id, equipmentCode: m.code, startAt: gap.verdict.at.toISOString(), endAt: null, value: gap.verdict.value };
          hits.push(open);
          st = gap.state;
        }
      }
      while (values[windowStart.i]!.at.getTime() < r.at.getTime() - rule.logic.windowSeconds * 1000) windowStart.i++;
      const { state, verdict } = step(rule.logic, st, r, values.slice(windowStart.i, i + 1));
      if (verdict.kind === 'raise') {
        open = { equipmentId: m.id, equipmentCode: m.code, startAt: verdict.at.toISOString(), endAt: null, value: verdict.value };
        hits.push(open);
      } else if (verdict.kind === 'clear' && open) {
        (open as RuleTestHit).endAt = verdict.at.toISOString();
        open = null;
      }
      st = state;
    });
  }
  return { readings, hits };
}
