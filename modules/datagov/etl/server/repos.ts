// 资源库: folders of transformations, scripts and jobs. A repository that still holds any is not removed.
import { sql } from 'kysely';
import { implement } from '../../../../server/modules/types';
import { badRequest, notFound } from '../../../../server/rpc/errors';
import { session } from '../../../../server/rpc/registry';
import { type RepoView, etlRepo } from '../contracts';
import { codeFree, pageOf, textLike } from './common';
import { em } from './messages';

type Row = { id: string; code: string; name: string; remark: string | null; trans: number; jobs: number; scripts: number };
const view = (r: Row): RepoView => ({ id: Number(r.id), code: r.code, name: r.name, remark: r.remark, trans: r.trans, jobs: r.jobs, scripts: r.scripts });

const rows = (T: string, where = sql`true`) => sql<Row>`
  select r.id, r.code, r.name, r.remark,
         (select count(*)::int from dg_etl_tran t where t.tenant_id = r.tenant_id and t.repo_id = r.id) as trans,
         (select count(*)::int from dg_etl_job j where j.tenant_id = r.tenant_id and j.repo_id = r.id) as jobs,
         (select count(*)::int from dg_etl_script s where s.tenant_id = r.tenant_id and s.repo_id = r.id) as scripts
    from dg_etl_repo r where r.tenant_id = ${T} and ${where} order by r.code, r.id`;

export const repoImpl = implement(etlRepo, {
  async summaryPage(ctx, [q]) {
    const s = session(ctx);
    return pageOf(s.db, rows(s.tenantId, textLike(q.text, 'r')), q, view);
  },
  async save(ctx, [r]) {
    const s = session(ctx);
    await codeFree(s.db, 'dg_etl_repo', s.tenantId, r.code, r.id, ctx.lang);
    let id = r.id;
    if (id) {
      const u = await sql`update dg_etl_repo set code = ${r.code}, name = ${r.name}, remark = ${r.remark ?? null}, modify_name = ${s.userName}, modify_dt = now()
                           where tenant_id = ${s.tenantId} and id = ${id}`.execute(s.db);
      if (!Number(u.numAffectedRows)) throw notFound(em(ctx.lang, 'noRepo', { id }));
    } else {
      id = Number((await sql<{ id: string }>`insert into dg_etl_repo (tenant_id, code, name, remark, create_id, create_name)
        values (${s.tenantId}, ${r.code}, ${r.name}, ${r.remark ?? null}, ${s.userId}, ${s.userName}) returning id`.execute(s.db)).rows[0]!.id);
    }
    return view((await rows(s.tenantId, sql`r.id = ${id}`).execute(s.db)).rows[0]!);
  },
  async remove(ctx, [ids]) {
    const s = session(ctx);
    const list = (await rows(s.tenantId, sql`r.id = any(${ids})`).execute(s.db)).rows;
    const busy = list.find((r) => r.trans + r.jobs + r.scripts > 0);
    if (busy) throw badRequest(em(ctx.lang, 'repoInUse', { name: busy.name }));
    const d = await sql`delete from dg_etl_repo where tenant_id = ${s.tenantId} and id = any(${ids})`.execute(s.db);
    return { removed: Number(d.numAffectedRows ?? 0) };
  },
});
