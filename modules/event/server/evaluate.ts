// Judging stored value batches (subscribeValues): for each enabled rule the batch concerns, each
// machine's readings in order through the rule's logic, in one transaction per rule and machine
// with its state row locked (store.ts). Off the request path: batches wait in a bounded queue and
// are judged one at a time; when more than MAX_WAITING batches wait the oldest are dropped (counted)
// — the tick still judges durations and no-data from the stored values.
import { sql } from 'kysely';
import type { AppEnv } from '../../../server/env';
import { readHistory, type ValueEvent } from '../../iot/server/public';
import { type Reading, step } from '../condition';
import { em } from '../messages';
import { flush, outbox } from './notify';
import { type AnyDb, readingRules, type Rule } from './rules';
import { clear, evalState, lockState, machineSubject, raise, saveState } from './store';

export const MAX_WAITING = 200;

/** What a raised event says of its machine, by the rule's kind. */
export function whatOf(rule: Rule, value: string): string {
  if (rule.row.source === 'MachineStop') return em('zh_CN', 'stopWhat');
  const op = { Gt: '>', Ge: '>=', Lt: '<', Le: '<=', Eq: '=' }[rule.logic.operator];
  const judged = rule.logic.condition === 'Rate' ? `变化率 ${value}/分钟` : value;
  const held = rule.logic.condition === 'Duration' ? `，持续 ${rule.logic.durationSeconds} 秒` : '';
  return `${judged} ${op} ${rule.logic.limit}${held}`;
}

async function machineCodes(db: AnyDb, T: string, ids: number[]): Promise<Map<number, string>> {
  const { rows } = await sql<{ id: number; code: string }>`select id::int as id, code from prd_equipment where tenant_id = ${T} and id = any(${ids}::bigint[])`.execute(db);
  return new Map(rows.map((r) => [r.id, r.code]));
}

/** One rule over one machine's readings of a batch (oldest first). */
async function judge(env: AppEnv, T: string, rule: Rule, equipmentId: number, code: string, readings: Reading[]): Promise<void> {
  const db = env.db.forTenant(T) as AnyDb;
  const subject = machineSubject(equipmentId, code);
  const variableId = rule.row.source === 'Variable' ? rule.row.variable_id! : null;
  // the rate's window: the stored values of the window before the first reading up to the last
  const history =
    rule.logic.condition === 'Rate' && variableId
      ? (await readHistory(db, T, { variableId, equipmentId, from: new Date(readings[0]!.at.getTime() - rule.logic.windowSeconds * 1000), to: readings[readings.length - 1]!.at, limit: 5000 })).map((h) => ({ at: new Date(h.at), value: h.value }))
      : [];
  const out = outbox(T);
  await db.transaction().execute(async (trx) => {
    const st = await lockState(trx, T, rule.row.id, subject);
    let s = evalState(st);
    for (const r of readings) {
      const window = history.filter((h) => h.at.getTime() <= r.at.getTime() && h.at.getTime() >= r.at.getTime() - rule.logic.windowSeconds * 1000);
      const { state, verdict } = step(rule.logic, s, r, window);
      if (verdict.kind === 'raise') {
        st.openEventId = await raise(trx, T, rule, subject, st, verdict.at, verdict.value, whatOf(rule, verdict.value), out);
        st.ended = false;
      } else if (verdict.kind === 'clear') {
        await clear(trx, T, st, verdict.at);
        st.ended = true;
      }
      s = state;
    }
    const last = readings[readings.length - 1]!;
    await saveState(trx, T, rule.row.id, subject, { holdsSince: s.holdsSince, lastAt: last.at, lastValue: last.value });
  });
  await flush(env, out);
}

/** A tenant's stored batch against its enabled rules. */
export async function judgeBatch(env: AppEnv, T: string, batch: readonly ValueEvent[]): Promise<void> {
  const db = env.db.forTenant(T) as AnyDb;
  const rules = (await readingRules(db, T)).filter((r) => r.variableIds.size);
  if (!rules.length) return;
  const codes = await machineCodes(db, T, [...new Set(batch.map((v) => v.equipmentId))]);
  for (const rule of rules) {
    const byMachine = new Map<number, Reading[]>();
    for (const v of batch) {
      if (!rule.variableIds.has(v.variableId) || (rule.row.equipment_id && rule.row.equipment_id !== v.equipmentId)) continue;
      const list = byMachine.get(v.equipmentId) ?? [];
      list.push({ at: new Date(v.at), value: v.value });
      byMachine.set(v.equipmentId, list);
    }
    for (const [equipmentId, readings] of byMachine) {
      readings.sort((a, b) => a.at.getTime() - b.at.getTime());
      await judge(env, T, rule, equipmentId, codes.get(equipmentId) ?? String(equipmentId), readings);
    }
  }
}

/** The queue between the ingest and the judging: one batch at a time, the oldest dropped past MAX_WAITING. */
export class BatchQueue {
  private readonly waiting: Array<[string, readonly ValueEvent[]]> = [];
  private running: Promise<void> | null = null;
  dropped = 0;

  constructor(private readonly env: AppEnv) {}

  add(tenantId: string, batch: readonly ValueEvent[]): void {
    this.waiting.push([tenantId, batch]);
    if (this.waiting.length > MAX_WAITING) {
      this.waiting.shift();
      this.dropped++;
    }
    if (!this.running) this.running = this.drain().finally(() => (this.running = null));
  }

  private async drain(): Promise<void> {
    for (let next = this.waiting.shift(); next; next = this.waiting.shift()) {
      try {
        await judgeBatch(this.env, next[0], next[1]);
      } catch (e) {
        this.env.log.error({ err: e, tenantId: next[0] }, 'event rules: a batch failed');
      }
    }
  }

  /** resolves when every waiting batch is judged (tests, close) */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }
}
