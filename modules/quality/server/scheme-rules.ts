// The rules of 检验方案 the engine cannot state, as record hooks in the write's transaction:
// - a scheme names the material, route or process it is for; each item once on its lines; a
//   numeric (or formula) item's lower limit ≤ standard value ≤ upper limit, a choice item none of
//   them; the schedule's value (hours or pieces) above 0, custom times as HH:mm; the pass mark a
//   rate in (0, 100] or a whole number;
// - a new code starts at V1; a row copied from a version (previous_id, the addVersion call) keeps
//   its code, follows the latest version only and becomes the next one;
// - a version is saved (Saved) when it lists items, else Undefined; only Undefined, Saved and
//   Reedit versions are changed, only Undefined and Saved ones removed.
import { sql } from 'kysely';
import { Big } from '../../../schemas/compute/decimal';
import { refId } from '../../../schemas/refs';
import { refuse } from '../../../server/modules/hooks';
import type { HookContext, RecordHooks } from '../../../server/modules/types';
import { SCHEDULES, SCHEME_STATUSES, SCHEME_TARGETS } from '../entities/options';
import { labelOf, qm } from '../messages';
import { decimalOrNull, merged, type Row, rowsOf, text } from './records';

export const EDITABLE = new Set(['Undefined', 'Saved', 'Reedit']);
const REMOVABLE = new Set(['Undefined', 'Saved']);
const TARGET_FIELD: Record<string, string> = { Material: 'material_id', Routing: 'routing_id', Process: 'process_id' };
const TIMES = /^([01]\d|2[0-3]):[0-5]\d$/;

function checkHeader(ctx: HookContext, rec: Row) {
  const lang = ctx.writer.lang;
  const target = text(rec.target_type) || 'Material';
  if (!refId(rec[TARGET_FIELD[target]])) refuse(qm(lang, 'targetNeeded', { target: labelOf(lang, SCHEME_TARGETS, target) }), 400);
  const schedule = text(rec.schedule);
  if (schedule === 'CustomTime') {
    const times = text(rec.custom_times);
    if (!times || times.split(',').some((t) => !TIMES.test(t.trim()))) refuse(qm(lang, 'customTimes', { value: times }), 400);
  } else if (!(Number(rec.schedule_value) > 0)) {
    refuse(qm(lang, 'scheduleValue', { schedule: labelOf(lang, SCHEDULES, schedule) }), 400);
  }
  const mark = new Big(String(rec.measure_value ?? 0));
  if (rec.measure === 'QualifiedNumber') {
    if (mark.lt(0) || !mark.round(0).eq(mark)) refuse(qm(lang, 'measureNumber'), 400);
  } else if (mark.lte(0) || mark.gt(100)) refuse(qm(lang, 'measureRate'), 400);
}

async function checkLines(ctx: HookContext, lines: Row[]) {
  const lang = ctx.writer.lang;
  const ids = lines.map((l) => refId(l.item_id)).filter((x): x is number => x !== null);
  if (!ids.length) return;
  const { rows } = await sql<{ id: number; code: string; kind: string }>`
    select id::int as id, code, kind from quality_item where tenant_id = ${ctx.writer.tenantId} and id in (${sql.join(ids)})`.execute(ctx.trx);
  const items = new Map(rows.map((r) => [r.id, r]));
  const seen = new Set<number>();
  for (const l of lines) {
    const id = refId(l.item_id)!;
    const item = text(items.get(id)?.code) || String(id);
    if (seen.has(id)) refuse(qm(lang, 'itemTwice', { item }), 400);
    seen.add(id);
    const [standard, lower, upper] = [decimalOrNull(l.standard_value), decimalOrNull(l.lower_limit), decimalOrNull(l.upper_limit)];
    if (items.get(id)?.kind === 'Choice') {
      if (standard !== null || lower !== null || upper !== null) refuse(qm(lang, 'limitsForNumeric', { item }), 400);
      continue;
    }
    if (lower !== null && upper !== null && new Big(lower).gt(upper)) refuse(qm(lang, 'limitsOrder', { item, lower, upper }), 400);
    if (standard !== null && ((lower !== null && new Big(standard).lt(lower)) || (upper !== null && new Big(standard).gt(upper)))) refuse(qm(lang, 'standardOutside', { item, standard }), 400);
  }
}

/** The latest version of a code (id and number), locked: versions of one code are added one at a time. */
export async function latestVersion(ctx: Pick<HookContext, 'trx'> & { tenantId: string }, code: string): Promise<{ id: number; v: number } | null> {
  const { rows } = await sql<{ id: number; v: number }>`
    select id::int as id, coalesce(scheme_version, 1)::int as v from quality_scheme where tenant_id = ${ctx.tenantId} and code = ${code}
     order by scheme_version desc nulls last, id desc limit 1 for update`.execute(ctx.trx);
  return rows[0] ?? null;
}

const statusName = (ctx: HookContext, s: unknown) => labelOf(ctx.writer.lang, SCHEME_STATUSES, s);

export const schemeHooks: RecordHooks[] = [
  {
    entity: 'InspectScheme',
    actions: ['create', 'modify'],
    async before(ctx) {
      const lang = ctx.writer.lang;
      const rec = merged(ctx);
      if (ctx.action === 'modify' && !EDITABLE.has(text(ctx.before?.status))) {
        refuse(qm(lang, 'notEditable', { code: text(ctx.before?.code), version: Number(ctx.before?.scheme_version ?? 1), status: statusName(ctx, ctx.before?.status) }), 409);
      }
      if (ctx.action === 'modify' && text(rec.code) !== text(ctx.before?.code)) refuse(qm(lang, 'previousCode', { code: text(ctx.before?.code) }), 400);
      checkHeader(ctx, rec);
      await checkLines(ctx, rowsOf(ctx, 'lines'));
      if (ctx.action !== 'create') return;
      const code = text(rec.code);
      const latest = await latestVersion({ trx: ctx.trx, tenantId: ctx.writer.tenantId }, code);
      const previous = refId(rec.previous_id);
      if (previous === null) {
        if (latest) refuse(qm(lang, 'schemeExists', { code }), 409);
      } else if (!latest) {
        refuse(qm(lang, 'previousCode', { code }), 400);
      } else if (latest.id !== previous) {
        refuse(qm(lang, 'notLatest', { code, latest: latest.v }), 409);
      }
    },
    async after(ctx) {
      const rec = ctx.after as Row;
      const status = text(rec.status);
      const defined = ((rec.lines as Row[] | undefined) ?? []).length > 0;
      const T = ctx.writer.tenantId;
      if (ctx.action === 'create') {
        const previous = refId(rec.previous_id);
        const { rows } = previous
          ? await sql<{ v: number }>`select coalesce(scheme_version, 1)::int as v from quality_scheme where tenant_id = ${T} and id = ${previous}`.execute(ctx.trx)
          : { rows: [{ v: 0 }] };
        await sql`update quality_scheme set scheme_version = ${rows[0].v + 1}, status = ${defined ? 'Saved' : 'Undefined'} where tenant_id = ${T} and id = ${ctx.id!}`.execute(ctx.trx);
      } else if (status === 'Undefined' || status === 'Saved') {
        await sql`update quality_scheme set status = ${defined ? 'Saved' : 'Undefined'} where tenant_id = ${T} and id = ${ctx.id!}`.execute(ctx.trx);
      }
    },
  },
  {
    entity: 'InspectScheme',
    actions: ['remove'],
    before(ctx) {
      const b = ctx.before;
      if (!REMOVABLE.has(text(b?.status))) refuse(qm(ctx.writer.lang, 'notRemovable', { code: text(b?.code), version: Number(b?.scheme_version ?? 1), status: statusName(ctx, b?.status) }), 409);
    },
  },
];
