// Rules of the routes and shift rules, in the write's transaction (after hooks: they see the record
// as saved, whatever part of it the call changed): a material has at most one default route; a
// shift rule's times are HH:mm, its rest days weekdays, its trigger days fit its trigger, its
// effective period runs forward and its rests lie inside the shift.
import { sql } from 'kysely';
import { refId } from '../../../schemas/refs';
import { refuse } from '../../../server/modules/hooks';
import type { HookContext, RecordHooks } from '../../../server/modules/types';
import { isTime, shiftSpans } from '../calendar/logic';
import { pm } from '../messages';

type Rec = Record<string, unknown>;

async function oneDefaultRoute(ctx: HookContext): Promise<void> {
  const rec = (ctx.after ?? {}) as Rec;
  if (rec.is_default !== true) return;
  const T = ctx.writer.tenantId;
  const other = (
    await sql<{ code: string; name: string }>`select r.code, r.name from prd_material_route m join prd_process_route r on r.id = m.route_id and r.tenant_id = m.tenant_id
                                                 where m.tenant_id = ${T} and m.material_id = ${refId(rec.material_id)} and m.is_default and m.id <> ${ctx.id} limit 1`.execute(ctx.trx)
  ).rows[0];
  if (other) refuse(pm(ctx.writer.lang, 'defaultRoute', { route: `${other.name}(${other.code})` }));
}

const listOf = (v: unknown) => String(v ?? '').split(/[,，、\s]+/).map((x) => x.trim()).filter(Boolean);
const MONTH_DAY = /^(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
/** Per trigger, what one of its trigger days looks like (a week day 1–7, a month day 1–31, MM-DD). */
const TRIGGER_DAY = new Map<string, (d: string) => boolean>([
  ['Daily', () => true],
  ['Weekly', (d) => /^[1-7]$/.test(d)],
  ['Monthly', (d) => /^([1-9]|[12]\d|3[01])$/.test(d)],
  ['Yearly', (d) => MONTH_DAY.test(d)],
]);

function shiftRuleFits(ctx: HookContext): void {
  const lang = ctx.writer.lang;
  const rec = (ctx.after ?? {}) as Rec;
  const fields: Array<[string, string, string]> = [['start_time', '开始时间', 'Start time'], ['end_time', '结束时间', 'End time']];
  for (const [code, zh, en] of fields) if (!isTime(String(rec[code] ?? ''))) refuse(pm(lang, 'badTime', { field: lang === 'en_US' ? en : zh, value: String(rec[code] ?? '') }), 400);
  const rests = ((rec.rests as Rec[] | undefined) ?? []).map((r) => ({ start: String(r.start_time ?? ''), end: String(r.end_time ?? '') }));
  for (const r of rests) for (const v of [r.start, r.end]) if (!isTime(v)) refuse(pm(lang, 'badTime', { field: lang === 'en_US' ? 'Rest time' : '休息时间', value: v }), 400);
  const restDays = listOf(rec.rest_days);
  if (restDays.some((d) => !/^[1-7]$/.test(d))) refuse(pm(lang, 'badWeekDays', { value: String(rec.rest_days) }), 400);
  const on = listOf(rec.trigger_days);
  const fits = TRIGGER_DAY.get(String(rec.trigger));
  if (fits && on.some((d) => !fits(d))) refuse(pm(lang, 'badTriggerDays', { value: String(rec.trigger_days) }), 400);
  if (rec.effective_from && rec.effective_to && String(rec.effective_to) < String(rec.effective_from)) refuse(pm(lang, 'badPeriod'), 400);
  // each rest inside the shift: taking it out must shorten the shift by exactly its length
  const shift = { code: '', shift: 'Day' as const, trigger: 'Daily' as const, start: String(rec.start_time), end: String(rec.end_time) };
  const whole = shiftSpans(shift, '2000-01-03');
  const len = (spans: Array<[number, number]>) => spans.reduce((n, [a, b]) => n + b - a, 0);
  for (const r of rests) {
    const rest = shiftSpans({ ...shift, start: r.start, end: r.end }, '2000-01-03');
    const without = shiftSpans({ ...shift, rests: [r] }, '2000-01-03');
    if (len(whole) - len(without) !== len(rest)) refuse(pm(lang, 'restOutside', { start: r.start, end: r.end }), 400);
  }
}

export const ruleHooks: RecordHooks[] = [
  { entity: 'MaterialRoute', actions: ['create', 'modify'], after: oneDefaultRoute },
  { entity: 'ShiftRule', actions: ['create', 'modify'], after: shiftRuleFits, keepsRecord: true },
];
