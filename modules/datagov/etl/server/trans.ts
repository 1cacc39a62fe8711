// ETL转换: transformations designed as a graph and saved whole. The save judges every step for the
// caller (check.ts) and registers each step's SQL in dg_statement in the same transaction (origin
// 'etl.step', origin id "<tran id>/<step key>"; a write step as the INSERT … SELECT it amounts to,
// with its target), so lineage sees the transformation as it is now. 运行 queues a run of it.
import { type Kysely, sql } from 'kysely';
import type { DB } from '../../../../server/db/types';
import { implement } from '../../../../server/modules/types';
import { badRequest, conflict, notFound } from '../../../../server/rpc/errors';
import { session } from '../../../../server/rpc/registry';
import { accessOf } from '../../server/auth';
import { specOf } from '../../server/sources';
import { dropStatements, putStatement, type StatementDialect } from '../../server/statements';
import { type TranStep, type TranView, etlTran } from '../contracts';
import { judgeSteps } from './check';
import { codeFree, iso, pageOf, removeJobSteps, textLike } from './common';
import { em } from './messages';
import { runMoved } from './live';
import { queueRun, runView } from './runs';

type Row = { id: string; repo_id: string; repo_name: string; code: string; name: string; remark: string | null; graph: { steps: TranStep[] }; version: number; modify_dt: Date | null; last_status: TranView['lastStatus'] };
const view = (r: Row): TranView => ({
  id: Number(r.id), repoId: Number(r.repo_id), repoName: r.repo_name, code: r.code, name: r.name, remark: r.remark, steps: r.graph.steps, version: r.version,
  modifyDt: iso(r.modify_dt), lastStatus: r.last_status,
});

const rows = (T: string, where = sql`true`) => sql<Row>`
  select t.id, t.repo_id, r.name as repo_name, t.code, t.name, t.remark, t.graph, t.version, coalesce(t.modify_dt, t.create_dt) as modify_dt,
         (select x.status from dg_etl_run x where x.tenant_id = t.tenant_id and x.tran_id = t.id order by x.id desc limit 1) as last_status
    from dg_etl_tran t join dg_etl_repo r on r.tenant_id = t.tenant_id and r.id = t.repo_id
   where t.tenant_id = ${T} and ${where} order by t.code, t.id`;

const DIALECT: Record<string, StatementDialect> = { own: 'postgresql', pg: 'postgresql', sqlite: 'sqlite', xlsx: 'sqlite', csv: 'duckdb' };
const q = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** the registry's rows of a transformation's steps (replacing what it had) */
export async function registerSteps(trx: Kysely<DB>, T: string, id: number, name: string, steps: readonly TranStep[]): Promise<void> {
  await dropStatements(trx, T, 'etl.step', [String(id)]);
  for (const st of steps) {
    const base = { origin: 'etl.step', originId: `${id}/${st.key}`, name: `${name} / ${st.name}` };
    if (st.kind === 'read') {
      const spec = await specOf(trx, T, st.sourceId, 'zh_CN');
      await putStatement(trx, T, { ...base, sourceId: spec.kind === 'own' ? null : st.sourceId, sql: st.sql, dialect: DIALECT[spec.kind] });
    } else if (st.kind === 'transform') {
      await putStatement(trx, T, { ...base, sourceId: null, sql: st.sql, dialect: 'duckdb' });
    } else {
      await putStatement(trx, T, {
        ...base, sourceId: null, target: { sourceId: st.sourceId, table: st.table },
        sql: `insert into ${st.table.split('.').map(q).join('.')} select * from ${q(st.input)}`, dialect: 'duckdb',
      });
    }
  }
}

export const tranImpl = implement(etlTran, {
  async summaryPage(ctx, [q]) {
    const s = session(ctx);
    return pageOf(s.db, rows(s.tenantId, sql`${q.repoId ? sql`t.repo_id = ${q.repoId}` : sql`true`} and ${textLike(q.text, 't')}`), q, view);
  },
  async detail(ctx, [id]) {
    const s = session(ctx);
    const r = (await rows(s.tenantId, sql`t.id = ${id}`).execute(s.db)).rows[0];
    if (!r) throw notFound(em(ctx.lang, 'noTran', { id }));
    return view(r);
  },
  async save(ctx, [t]) {
    const s = session(ctx);
    const T = s.tenantId;
    if (!(await sql`select 1 from dg_etl_repo where tenant_id = ${T} and id = ${t.repoId}`.execute(s.db)).rows.length) throw badRequest(em(ctx.lang, 'noRepo', { id: t.repoId }));
    await codeFree(s.db, 'dg_etl_tran', T, t.code, t.id, ctx.lang);
    const steps = t.steps as TranStep[];
    await judgeSteps(ctx, steps);
    const graph = JSON.stringify({ steps });
    const id = await s.db.transaction().execute(async (trx) => {
      let id = t.id;
      if (id) {
        const u = await sql`update dg_etl_tran set repo_id = ${t.repoId}, code = ${t.code}, name = ${t.name}, remark = ${t.remark ?? null}, graph = ${graph},
                                   version = version + 1, modify_name = ${s.userName}, modify_dt = now()
                             where tenant_id = ${T} and id = ${id} ${t.version !== undefined ? sql`and version = ${t.version}` : sql``}`.execute(trx);
        if (!Number(u.numAffectedRows)) {
          if (!(await sql`select 1 from dg_etl_tran where tenant_id = ${T} and id = ${id}`.execute(trx)).rows.length) throw notFound(em(ctx.lang, 'noTran', { id }));
          throw conflict(em(ctx.lang, 'changed'));
        }
      } else {
        id = Number((await sql<{ id: string }>`insert into dg_etl_tran (tenant_id, repo_id, code, name, remark, graph, create_id, create_name)
          values (${T}, ${t.repoId}, ${t.code}, ${t.name}, ${t.remark ?? null}, ${graph}, ${s.userId}, ${s.userName}) returning id`.execute(trx)).rows[0]!.id);
      }
      await registerSteps(trx, T, id, t.name, steps);
      return id;
    });
    return view((await rows(T, sql`t.id = ${id}`).execute(s.db)).rows[0]!);
  },
  remove: (ctx, [ids]) => removeJobSteps(session(ctx).db, session(ctx).tenantId, ids, ctx.lang, { kind: 'tran', table: 'dg_etl_tran', origin: 'etl.step' }),
  async run(ctx, [id]) {
    const s = session(ctx);
    const r = (await rows(s.tenantId, sql`t.id = ${id}`).execute(s.db)).rows[0];
    if (!r) throw notFound(em(ctx.lang, 'noTran', { id }));
    // the caller runs it: judged again for the caller's role as it is now
    await judgeSteps(ctx, r.graph.steps);
    const runId = await queueRun(s.db, s.tenantId, { tranId: id, name: r.name, maxAttempts: 1, timeLimitS: 600, ownerId: s.userId, createName: s.userName });
    runMoved(ctx.env, s.tenantId, runId);
    return runView(s.db, s.tenantId, runId, ctx.lang);
  },
  async sources(ctx) {
    const s = session(ctx);
    const access = await accessOf(s.db, s.tenantId, s.roleId);
    const { rows: all } = await sql<{ id: string; code: string; name: string; kind: string }>`select id, code, name, kind from dg_source where tenant_id = ${s.tenantId} order by code, id`.execute(s.db);
    return all.filter((x) => access(Number(x.id))).map((x) => ({ id: Number(x.id), code: x.code, name: x.name, kind: x.kind }));
  },
});
