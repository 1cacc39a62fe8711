// Readings as every inspection keeps them (incoming and in-process alike): a number judged against
// the limits copied from the scheme, or one of a choice item's answers (never a free-typed one).
// The save rules of an inspection, as record hooks: a judged inspection is never modified;
// qualified never exceeds inspected; a choice reading is one of the item's answers; saved
// readings are judged and a pending inspection becomes 检验中.
import { sql } from 'kysely';
import { Big } from '../../../schemas/compute/decimal';
import { refId } from '../../../schemas/refs';
import { refuse } from '../../../server/modules/hooks';
import type { HookContext, RecordHooks } from '../../../server/modules/types';
import { type QualityMessage, qm } from '../messages';
import { merged, type Row, rowsOf, text } from './records';

/** A reading judged against its copied limits or the item's answers: null while it has none. */
export function readingQualified(r: Row, answers: Map<string, boolean> | undefined): boolean | null {
  if (answers) return text(r.answer) ? (answers.get(text(r.answer)) ?? false) : null;
  if (r.reading == null || r.reading === '') return null;
  const v = new Big(String(r.reading));
  if (r.lower_limit != null && r.lower_limit !== '' && v.lt(String(r.lower_limit))) return false;
  if (r.upper_limit != null && r.upper_limit !== '' && v.gt(String(r.upper_limit))) return false;
  return true;
}

/** The answers of the choice items among these readings, by item id. */
export async function choiceAnswers(ctx: Pick<HookContext, 'trx'>, tenantId: string, itemIds: number[]): Promise<Map<number, Map<string, boolean>>> {
  const out = new Map<number, Map<string, boolean>>();
  if (!itemIds.length) return out;
  const { rows } = await sql<{ owner_id: number; answer: string; qualified: boolean }>`
    select c.owner_id::int as owner_id, c.answer, coalesce(c.qualified, false) as qualified from quality_item_choice c join quality_item i on i.id = c.owner_id and i.tenant_id = c.tenant_id
     where c.tenant_id = ${tenantId} and i.kind = 'Choice' and c.owner_id in (${sql.join(itemIds)})`.execute(ctx.trx);
  for (const r of rows) out.set(r.owner_id, (out.get(r.owner_id) ?? new Map()).set(r.answer, r.qualified));
  return out;
}

async function itemCode(ctx: HookContext, id: number): Promise<string> {
  const { rows } = await sql<{ code: string }>`select code from quality_item where tenant_id = ${ctx.writer.tenantId} and id = ${id}`.execute(ctx.trx);
  return rows[0]?.code ?? String(id);
}

const JUDGED = new Set(['Checked', 'Exempt']);

interface Saving {
  entity: string;
  table: string;
  /** its readings' table */
  readings: string;
  /** the refusal of a judged one ({code}) */
  judged: QualityMessage;
  /** further rules of this kind of inspection (before, header as stored and as it will stand) */
  also?: (ctx: HookContext, before: Row, rec: Row) => void;
}

/** The modify hooks of an inspection entity. */
export function savingHooks(s: Saving): RecordHooks {
  async function check(ctx: HookContext) {
    const lang = ctx.writer.lang;
    const before = ctx.before as Row;
    if (JUDGED.has(text(before.state))) refuse(qm(lang, s.judged, { code: text(before.code) }), 409);
    const rec = merged(ctx);
    const inspected = new Big(String(rec.inspected_qty ?? 0));
    const qualified = new Big(String(rec.qualified_qty ?? 0));
    if (qualified.gt(inspected)) refuse(qm(lang, 'qualifiedAboveInspected', { qualified: qualified.toString(), inspected: inspected.toString() }), 400);
    s.also?.(ctx, before, rec);
    const readings = rowsOf(ctx, 'readings');
    const answers = await choiceAnswers(ctx, ctx.writer.tenantId, readings.map((r) => refId(r.item_id)!).filter(Boolean));
    for (const r of readings) {
      const choices = answers.get(refId(r.item_id)!);
      const answer = text(r.answer);
      if (choices && answer && !choices.has(answer)) refuse(qm(lang, 'notAnAnswer', { item: await itemCode(ctx, refId(r.item_id)!), answer }), 400);
    }
  }
  async function judgeReadings(ctx: HookContext) {
    const T = ctx.writer.tenantId;
    const rec = ctx.after as Row;
    const readings = (rec.readings as Row[] | undefined) ?? [];
    const answers = await choiceAnswers(ctx, T, readings.map((r) => refId(r.item_id)!).filter(Boolean));
    const judged = readings.map((r) => ({ id: Number(r.id), q: readingQualified(r, answers.get(refId(r.item_id)!)) }));
    for (const r of judged) await sql`update ${sql.table(s.readings)} set qualified = ${r.q} where tenant_id = ${T} and id = ${r.id}`.execute(ctx.trx);
    const started = judged.some((r) => r.q !== null) || new Big(String(rec.inspected_qty ?? 0)).gt(0);
    if (started && rec.state === 'Pending') await sql`update ${sql.table(s.table)} set state = 'Inspecting' where tenant_id = ${T} and id = ${ctx.id!}`.execute(ctx.trx);
  }
  return { entity: s.entity, actions: ['modify'], before: check, after: judgeReadings };
}
