// project.Bid/createProject: a won bid becomes its project — through the record layer, so the
// project's rules and its dictionary value come with it — named after the bid, for its customer,
// the bid amount as budget, dated from the award (or today) for a year, under the next free code
// P### of the project dictionary; the bid then names it. One transaction, the bid's row locked:
// pressed twice, the second is told the bid has its project already.
import { sql } from 'kysely';
import { refId } from '../../../schemas/refs';
import { refuse } from '../../../server/modules/hooks';
import { callerModel, writerOf } from '../../../server/records/context';
import { readRecord } from '../../../server/records/read';
import { createRecord, lockWritableIds, type AnyTrx } from '../../../server/records/write';
import { notFound } from '../../../server/rpc/errors';
import type { CallContext } from '../../../server/rpc/registry';
import { Bid } from '../entities/bid';
import { Project } from '../entities/project';
import { pm } from '../messages';
import { PROJECT_DICT } from './dictionary';

type Rec = Record<string, unknown>;

/** The next P### not yet a value of the project dictionary nor a project's code. */
export async function nextProjectCode(trx: AnyTrx, tenantId: string): Promise<string> {
  const r = await sql<{ n: number }>`select coalesce(max(substring(code from 2)::int), 0)::int as n from (
      select code from dict where tenant_id = ${tenantId} and dict_code = ${PROJECT_DICT}
      union all select code from prj_project where tenant_id = ${tenantId}) c
    where code ~ '^P[0-9]{1,6}$'`.execute(trx);
  return `P${String(r.rows[0].n + 1).padStart(3, '0')}`;
}

/** A year after `day` (29 February: 1 March of the next year). */
const addYear = (day: string) => new Date(Date.UTC(Number(day.slice(0, 4)) + 1, Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)))).toISOString().slice(0, 10);

export async function createProjectFromBid(ctx: CallContext, bidId: number, today: string): Promise<{ id: number; code: string; msg: string }> {
  const lang = ctx.lang;
  const bids = await callerModel(ctx, Bid.code);
  const projects = await callerModel(ctx, Project.code);
  const w = await writerOf(ctx, projects);
  return w.db.transaction().execute(async (trx) => {
    const bidWriter = await writerOf(ctx, bids);
    if (!(await lockWritableIds(trx, bidWriter, bids, [bidId])).has(bidId)) throw notFound(lang === 'en_US' ? `Bid ${bidId} not found` : `投标 ${bidId} 不存在`);
    const bid = (await readRecord(trx, bids, bidId, lang)) as Rec;
    if (bid.outcome !== 'Won') refuse(pm(lang, 'bidNotWon'));
    if (bid.project_id) refuse(pm(lang, 'bidHasProject', { code: String(bid.code), project: String((bid.project_id as Rec).code ?? (bid.project_id as Rec).name ?? '') }));
    const stages = (bid.stages as Rec[] | undefined) ?? [];
    const award = stages.filter((s) => s.stage === 'Award' || s.stage === 'Opening').map((s) => String(s.stage_date).slice(0, 10)).sort().pop();
    const start = award ?? today;
    const code = await nextProjectCode(trx, w.tenantId);
    const created = (await createRecord(
      w,
      projects,
      { code, name: String(bid.name), customer_id: refId(bid.customer_id), start_date: start, end_date: addYear(start), budget: bid.amount, status: 'Planned', remark: String(bid.code) },
      trx,
    )) as Rec;
    const id = Number(created.id);
    await sql`update prj_project set bid_id = ${bidId} where tenant_id = ${w.tenantId} and id = ${id}`.execute(trx);
    await sql`update prj_bid set project_id = ${id} where tenant_id = ${w.tenantId} and id = ${bidId}`.execute(trx);
    const msg = lang === 'en_US' ? `Project ${code} created` : `已生成项目 ${code}`;
    return { id, code, msg };
  });
}
