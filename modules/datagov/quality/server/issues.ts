// 数据质量问题: the issues failing runs opened, as the caller's role may see them (its rule's source
// table, DataAuth). An issue moves 待处理 (Open) → 处理中 (Doing) → 已解决 (Resolved) or 已忽略
// (Ignored), Open may be resolved or ignored at once; a closed issue does not move again (the rule's
// next failure opens a new one). Comments are kept in order; a move may carry one.
import { sql } from 'kysely';
import { badRequest } from '../../../../server/rpc/errors';
import { pageOfList } from '../../../../server/records/paged-query';
import { type CallContext, session } from '../../../../server/rpc/registry';
import type { CommentView, IssueStatus, IssueView } from '../contracts';
import { callerAccess, sees } from './columns';
import { qm } from './messages';
import { RUN_COLUMNS, runView } from './runs';

type Row = {
  id: string; rule_id: string; rule_code: string; rule_name: string; kind: IssueView['kind']; severity: IssueView['severity']; source_id: string; source_name: string;
  schema_name: string; table_name: string; column_name: string | null; status: IssueStatus; owner_person_id: string | null; owner_name: string | null;
  opened_at: Date; last_failed_at: Date; failures: number; recovered_at: Date | null; closed_at: Date | null; last_run: Parameters<typeof runView>[0] | null;
};

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);

async function issueRows(ctx: CallContext, where = sql`true`): Promise<IssueView[]> {
  const s = session(ctx);
  const access = await callerAccess(ctx);
  const { rows } = await sql<Row>`
    select i.id, i.rule_id, r.code as rule_code, r.name as rule_name, r.kind, r.severity, r.source_id, s.name as source_name, r.schema_name, r.table_name, r.column_name,
           i.status, i.owner_person_id, p.name as owner_name, i.opened_at, i.last_failed_at, i.failures, i.recovered_at, i.closed_at,
           (select row_to_json(x) from (select ${RUN_COLUMNS} from dg_q_run u where u.tenant_id = i.tenant_id and u.id = i.last_run_id) x) as last_run
      from dg_q_issue i join dg_q_rule r on r.tenant_id = i.tenant_id and r.id = i.rule_id
      join dg_source s on s.tenant_id = r.tenant_id and s.id = r.source_id
      left join person p on p.tenant_id = i.tenant_id and p.id = i.owner_person_id
     where i.tenant_id = ${s.tenantId} and ${where}
     order by case when i.status in ('Open', 'Doing') then 0 else 1 end, i.last_failed_at desc, i.id desc`.execute(s.db);
  return rows
    .filter((r) => sees(access, { sourceId: Number(r.source_id), schema: r.schema_name, table: r.table_name }))
    .map((r) => ({
      id: Number(r.id), ruleId: Number(r.rule_id), ruleCode: r.rule_code, ruleName: r.rule_name, kind: r.kind, severity: r.severity, sourceName: r.source_name,
      table: `${r.schema_name}.${r.table_name}`, column: r.column_name, status: r.status, ownerId: r.owner_person_id === null ? null : Number(r.owner_person_id), ownerName: r.owner_name,
      openedAt: iso(r.opened_at)!, lastFailedAt: iso(r.last_failed_at)!, failures: r.failures, recoveredAt: iso(r.recovered_at), closedAt: iso(r.closed_at),
      lastRun: r.last_run ? runView({ ...r.last_run, started_at: new Date(r.last_run.started_at) }) : null,
    }));
}

export async function issuePage(ctx: CallContext, q: { status?: IssueStatus; ruleId?: number; open?: boolean; page: number; pageSize: number }) {
  const where = sql.join(
    [
      sql`true`,
      ...(q.status ? [sql`i.status = ${q.status}`] : []),
      ...(q.ruleId ? [sql`i.rule_id = ${q.ruleId}`] : []),
      ...(q.open === undefined ? [] : [q.open ? sql`i.status in ('Open', 'Doing')` : sql`i.status in ('Resolved', 'Ignored')`]),
    ],
    sql` and `,
  );
  return pageOfList(await issueRows(ctx, where), q);
}

async function issueOf(ctx: CallContext, id: number): Promise<IssueView> {
  const i = (await issueRows(ctx, sql`i.id = ${id}`))[0];
  if (!i) throw badRequest(qm(ctx.lang, 'noIssue', { id }));
  return i;
}

const STATUS_TEXT: Record<IssueStatus, [string, string]> = { Open: ['待处理', 'open'], Doing: ['处理中', 'in progress'], Resolved: ['已解决', 'resolved'], Ignored: ['已忽略', 'ignored'] };

async function addComment(db: ReturnType<typeof session>['db'], tenantId: string, issueId: number, body: string, by: string): Promise<CommentView> {
  const r = await sql<{ id: string; at: Date }>`insert into dg_q_comment (tenant_id, issue_id, body, by_name) values (${tenantId}, ${issueId}, ${body}, ${by}) returning id, at`.execute(db);
  return { id: Number(r.rows[0]!.id), body, byName: by, at: new Date(r.rows[0]!.at).toISOString() };
}

export async function moveIssue(ctx: CallContext, m: { id: number; to: 'Doing' | 'Resolved' | 'Ignored'; comment?: string }): Promise<IssueView> {
  const s = session(ctx);
  const before = await issueOf(ctx, m.id);
  if (before.status === 'Resolved' || before.status === 'Ignored') {
    throw badRequest(qm(ctx.lang, 'issueClosed', { status: STATUS_TEXT[before.status][ctx.lang === 'en_US' ? 1 : 0] }));
  }
  await s.db.transaction().execute(async (trx) => {
    const closing = m.to !== 'Doing';
    // the status it was read in: a move made meanwhile by someone else wins, this one is refused
    const r = await sql`
      update dg_q_issue set status = ${m.to}, closed_at = ${closing ? sql`now()` : sql`null`}, closed_by = ${closing ? s.userName : null}
       where tenant_id = ${s.tenantId} and id = ${m.id} and status = ${before.status}`.execute(trx);
    if (!Number(r.numAffectedRows)) throw badRequest(qm(ctx.lang, 'issueClosed', { status: '?' }));
    if (m.comment) await addComment(trx, s.tenantId, m.id, m.comment, s.userName);
  });
  return issueOf(ctx, m.id);
}

export async function comments(ctx: CallContext, id: number): Promise<CommentView[]> {
  const s = session(ctx);
  await issueOf(ctx, id);
  const { rows } = await sql<{ id: string; body: string; by_name: string | null; at: Date }>`
    select id, body, by_name, at from dg_q_comment where tenant_id = ${s.tenantId} and issue_id = ${id} order by at, id`.execute(s.db);
  return rows.map((r) => ({ id: Number(r.id), body: r.body, byName: r.by_name, at: new Date(r.at).toISOString() }));
}

export async function comment(ctx: CallContext, c: { id: number; body: string }): Promise<CommentView> {
  const s = session(ctx);
  await issueOf(ctx, c.id);
  return addComment(s.db, s.tenantId, c.id, c.body, s.userName);
}
