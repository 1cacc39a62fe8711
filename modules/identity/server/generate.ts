// Codes by rule, for identity.Rule/ruleBatchGenerator and for other modules numbering barcodes,
// batches, containers … inside their own transaction:
//
//   const [code] = await generateCodes(trx, tenantId, 'PCH', 1, { material_code: 'WL0001' });
//
// Flow numbers are gap-free and never given twice: one counter row per rule and period (the day,
// month or year the rule resets by, '' for never), advanced by one upsert that keeps the row
// locked until the caller's transaction ends. Two sessions generating at once queue on that row;
// a transaction that rolls back gives its numbers back with it. The rule row is read FOR SHARE,
// so a rule is not changed or removed under a generation that is using it.
import { type Kysely, sql } from 'kysely';
import type { Lang } from '../../../server/i18n';
import { badRequest, conflict, notFound, type RpcError } from '../../../server/rpc/errors';
import { ruleIssues } from '../coding/check';
import { CodeError, im, say } from '../coding/messages';
import { codeMaker, type FieldValues, flowOf, flowStartAndStep, periodKey } from '../coding/render';
import { MAX_GENERATE, type RuleSpec, ruleSpecOf } from '../coding/types';

// biome-ignore lint/suspicious/noExplicitAny: the module's tables are not in the static DB type
type AnyDb = Kysely<any>;

export interface GenerateOptions {
  /** the clock: dates and reset periods (default: now) */
  now?: Date;
  /** the language of refusals (default zh_CN) */
  lang?: Lang;
}

export interface StoredRule {
  id: number;
  code: string;
  spec: RuleSpec;
}

/** A tenant's rule by id or code, with its segments in order, locked against change until the transaction ends. */
export async function loadRule(db: AnyDb, tenantId: string, rule: number | string, lang: Lang): Promise<StoredRule> {
  const q = db.selectFrom('identity_rule').select(['id', 'code', 'name', 'rule_type']).where('tenant_id', '=', tenantId);
  const row = await (typeof rule === 'number' ? q.where('id', '=', rule) : q.where('code', '=', rule)).forShare().executeTakeFirst();
  if (!row) throw notFound(im(lang, 'ruleNotFound', { rule: String(rule) }));
  const segments = await db
    .selectFrom('identity_rule_segment')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('owner_id', '=', row.id)
    .orderBy('sn')
    .orderBy('id')
    .execute();
  return { id: Number(row.id), code: String(row.code), spec: ruleSpecOf({ ...row, segments }) };
}

/**
 * Advances the rule's counter of the period by `count` serials (first start, then step by step)
 * and answers the last one. The row stays locked until the transaction ends.
 */
async function takeSerials(db: AnyDb, tenantId: string, ruleId: number, period: string, start: number, step: number, count: number): Promise<number> {
  const key = `${ruleId}:${period}`;
  const { rows } = await sql<{ last_serial: string }>`
    insert into identity_serial (tenant_id, rule_id, period, serial_key, last_serial)
    values (${tenantId}, ${ruleId}, ${period}, ${key}, ${start + (count - 1) * step})
    on conflict (tenant_id, serial_key) do update
      set last_serial = identity_serial.last_serial + ${count * step}, version = identity_serial.version + 1, modify_dt = now()
    returning last_serial`.execute(db);
  return Number(rows[0].last_serial);
}

function refusal(e: unknown, lang: Lang): unknown {
  if (!(e instanceof CodeError)) return e;
  const msg = im(lang, e.key, e.vars);
  return (e.key === 'flowExhausted' ? conflict(msg) : badRequest(msg)) satisfies RpcError;
}

/**
 * `count` codes of the tenant's rule (its id or code) in the caller's transaction, in serial
 * order. `values` are the string / number segments' field values by field code (标识字段).
 * Refusals are RpcErrors: 11 for an unknown rule, 400 for a bad count, an invalid rule, a rule
 * without flow number or a missing / too long value, 409 when the flow numbers are used up.
 */
export async function generateCodes(trx: AnyDb, tenantId: string, rule: number | string, count: number, values: FieldValues = {}, opts: GenerateOptions = {}): Promise<string[]> {
  const lang = opts.lang ?? 'zh_CN';
  const now = opts.now ?? new Date();
  if (!Number.isInteger(count) || count < 1 || count > MAX_GENERATE) throw badRequest(im(lang, 'count', { max: MAX_GENERATE }));
  const stored = await loadRule(trx, tenantId, rule, lang);
  const [issue] = ruleIssues(stored.spec, lang);
  if (issue) throw badRequest(im(lang, 'ruleInvalid', { code: stored.code, reason: say(lang, issue) }));
  const flow = flowOf(stored.spec);
  if (!flow) throw badRequest(im(lang, 'needFlow', { code: stored.code }));
  try {
    // every segment but the flow number is checked before a number is taken
    const make = codeMaker(stored.spec, { date: now, values, lang });
    const { start, step } = flowStartAndStep(flow);
    const last = await takeSerials(trx, tenantId, stored.id, periodKey(flow.reset_period, now), start, step, count);
    const first = last - (count - 1) * step;
    // the last code is the longest: made first, it refuses a batch that runs out of digits
    const lastCode = make(last);
    return [...Array.from({ length: count - 1 }, (_, i) => make(first + i * step)), lastCode];
  } catch (e) {
    throw refusal(e, lang);
  }
}
