// ETL脚本: SQL scripts kept in a repository, run as steps of jobs on a writable source (script-run.ts
// says the rule). The save judges the source for the caller and registers the script's SQL in
// dg_statement (origin 'etl.script') in the same transaction.
import { sql } from 'kysely';
import { implement } from '../../../../server/modules/types';
import { badRequest, notFound } from '../../../../server/rpc/errors';
import { session } from '../../../../server/rpc/registry';
import { putStatement } from '../../server/statements';
import { type ScriptView, etlScript } from '../contracts';
import { judgeScript } from './check';
import { codeFree, pageOf, removeJobSteps, textLike } from './common';
import { em } from './messages';

type Row = { id: string; repo_id: string; repo_name: string; code: string; name: string; source_id: string; source_name: string; sql: string; remark: string | null };
const view = (r: Row): ScriptView => ({
  id: Number(r.id), repoId: Number(r.repo_id), repoName: r.repo_name, code: r.code, name: r.name, sourceId: Number(r.source_id), sourceName: r.source_name, sql: r.sql, remark: r.remark,
});
const rows = (T: string, where = sql`true`) => sql<Row>`
  select x.id, x.repo_id, r.name as repo_name, x.code, x.name, x.source_id, s.name as source_name, x.sql, x.remark
    from dg_etl_script x join dg_etl_repo r on r.tenant_id = x.tenant_id and r.id = x.repo_id
    join dg_source s on s.tenant_id = x.tenant_id and s.id = x.source_id
   where x.tenant_id = ${T} and ${where} order by x.code, x.id`;

export const scriptImpl = implement(etlScript, {
  async summaryPage(ctx, [q]) {
    const s = session(ctx);
    return pageOf(s.db, rows(s.tenantId, sql`${q.repoId ? sql`x.repo_id = ${q.repoId}` : sql`true`} and ${textLike(q.text, 'x')}`), q, view);
  },
  async save(ctx, [x]) {
    const s = session(ctx);
    const T = s.tenantId;
    if (!(await sql`select 1 from dg_etl_repo where tenant_id = ${T} and id = ${x.repoId}`.execute(s.db)).rows.length) throw badRequest(em(ctx.lang, 'noRepo', { id: x.repoId }));
    await codeFree(s.db, 'dg_etl_script', T, x.code, x.id, ctx.lang);
    const spec = await judgeScript(ctx, x.sourceId);
    const id = await s.db.transaction().execute(async (trx) => {
      let id = x.id;
      if (id) {
        const u = await sql`update dg_etl_script set repo_id = ${x.repoId}, code = ${x.code}, name = ${x.name}, source_id = ${x.sourceId}, sql = ${x.sql}, remark = ${x.remark ?? null},
                                   modify_name = ${s.userName}, modify_dt = now() where tenant_id = ${T} and id = ${id}`.execute(trx);
        if (!Number(u.numAffectedRows)) throw notFound(em(ctx.lang, 'noScript', { id }));
      } else {
        id = Number((await sql<{ id: string }>`insert into dg_etl_script (tenant_id, repo_id, code, name, source_id, sql, remark, create_id, create_name)
          values (${T}, ${x.repoId}, ${x.code}, ${x.name}, ${x.sourceId}, ${x.sql}, ${x.remark ?? null}, ${s.userId}, ${s.userName}) returning id`.execute(trx)).rows[0]!.id);
      }
      await putStatement(trx, T, { origin: 'etl.script', originId: String(id), name: x.name, sourceId: x.sourceId, sql: x.sql, dialect: spec.kind === 'pg' ? 'postgresql' : 'sqlite' });
      return id;
    });
    return view((await rows(T, sql`x.id = ${id}`).execute(s.db)).rows[0]!);
  },
  remove: (ctx, [ids]) => removeJobSteps(session(ctx).db, session(ctx).tenantId, ids, ctx.lang, { kind: 'script', table: 'dg_etl_script', origin: 'etl.script' }),
});
