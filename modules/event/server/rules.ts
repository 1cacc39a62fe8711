// The rules as the evaluation reads them: a rule row made into its logic (condition.ts) with the
// variables it watches. A machine-stop rule is a held-for condition over the machines' running-state
// signal (= 0 for its seconds, 0: at once); a late-order rule has no readings (the tick judges it).
import { type Kysely, sql } from 'kysely';
import type { RuleLogic } from '../condition';
import type { Condition, Operator, Severity, Source } from '../options';

// biome-ignore lint/suspicious/noExplicitAny: entity tables are not in the static DB type
export type AnyDb = Kysely<any>;

export interface RuleRow {
  id: number;
  tenant_id: string;
  code: string;
  name: string;
  source: Source;
  variable_id: number | null;
  equipment_id: number | null;
  condition: Condition;
  operator: Operator | null;
  limit_value: string | null;
  deadband: string | null;
  duration_seconds: number | null;
  window_seconds: number | null;
  severity: Severity;
  notify_roles: string;
  escalate_minutes: number | null;
  escalate_roles: string | null;
}

export interface Rule {
  row: RuleRow;
  logic: RuleLogic;
  /** the variables whose readings it judges (empty: none, a late-order rule) */
  variableIds: ReadonlySet<number>;
}

export const RULE_COLUMNS = sql.raw(`r.id::int as id, r.tenant_id, r.code, r.name, r.source, r.variable_id::int as variable_id, r.equipment_id::int as equipment_id,
  r.condition, r.operator, r.limit_value::text as limit_value, r.deadband::text as deadband, r.duration_seconds::int as duration_seconds,
  r.window_seconds::int as window_seconds, r.severity, r.notify_roles, r.escalate_minutes::int as escalate_minutes, r.escalate_roles`);

/** The role codes of a comma (or 、 ，) separated list. */
export const roleCodes = (s: string | null | undefined): string[] => [...new Set((s ?? '').split(/[,，、\s]+/).map((x) => x.trim()).filter(Boolean))];

export function logicOf(r: RuleRow): RuleLogic {
  // a defect rate is a threshold on the per cent the tick computes
  if (r.source === 'DefectRate') return { condition: 'Threshold', operator: r.operator ?? 'Gt', limit: r.limit_value ?? '0', deadband: r.deadband ?? '0', durationSeconds: 0, windowSeconds: r.window_seconds ?? 3600 };
  if (r.source === 'MachineStop') return { condition: 'Duration', operator: 'Eq', limit: '0', deadband: '0', durationSeconds: r.duration_seconds ?? 0, windowSeconds: 0 };
  return {
    condition: r.condition,
    operator: r.operator ?? 'Gt',
    limit: r.limit_value ?? '0',
    deadband: r.deadband ?? '0',
    durationSeconds: r.duration_seconds ?? 0,
    windowSeconds: r.window_seconds ?? 0,
  };
}

/** The tenant's running-state variables (what a machine-stop rule watches). */
async function runStateVariables(db: AnyDb, tenantId: string): Promise<number[]> {
  const { rows } = await sql<{ id: number }>`select id::int as id from iot_var where tenant_id = ${tenantId} and signal = 'RunState'`.execute(db);
  return rows.map((x) => x.id);
}

export async function rulesFrom(db: AnyDb, tenantId: string, rows: RuleRow[]): Promise<Rule[]> {
  const runState = rows.some((r) => r.source === 'MachineStop') ? await runStateVariables(db, tenantId) : [];
  return rows.map((row) => ({
    row,
    logic: logicOf(row),
    variableIds: new Set(row.source === 'MachineStop' ? runState : row.source === 'Variable' && row.variable_id ? [row.variable_id] : []),
  }));
}

/** The tenant's enabled rules judged on readings (variable rules — a reading ends a no-data event — and machine stops). */
export async function readingRules(db: AnyDb, tenantId: string): Promise<Rule[]> {
  const { rows } = await sql<RuleRow>`select ${RULE_COLUMNS} from evt_rule r
    where r.tenant_id = ${tenantId} and r.enabled and r.source in ('MachineStop', 'Variable')`.execute(db);
  return rulesFrom(db, tenantId, rows);
}

export async function ruleById(db: AnyDb, tenantId: string, id: number): Promise<Rule | null> {
  const { rows } = await sql<RuleRow>`select ${RULE_COLUMNS} from evt_rule r where r.tenant_id = ${tenantId} and r.id = ${id}`.execute(db);
  return rows.length ? (await rulesFrom(db, tenantId, rows))[0]! : null;
}
