// The server side of 数据治理: sources, metadata, DataAuth and the SQL console's calls, the
// console's export route, the demo, and the sources' pools closed with the server.
import { sql } from 'kysely';
import { defineServerModule, implement } from '../../../server/modules/types';
import { badRequest, notFound } from '../../../server/rpc/errors';
import { session } from '../../../server/rpc/registry';
import { pageOfList } from '../../../server/records/paged-query';
import { type AuthView, datagovAuth, datagovMeta, datagovSource, datagovSql } from '../contracts';
import { CONSOLE_TIMEOUT_MS, prepareConsole } from './console';
import { seedDatagovDemo } from './demo';
import { closePgPools } from './drivers/pg';
import { closeSqlite } from './drivers/sqlite';
import { registerSqlExport } from './export-route';
import { storeHarvest } from './harvest';
import { changePage, dataMap, describeTable, searchMeta, tableDetail, tablePage } from './meta';
import { dm } from './messages';
import { checkSource, driverOf, removeSources, saveSource, sourceOne, sourceRows, specOf, viewOf } from './sources';

const sourceImpl = implement(datagovSource, {
  async summaryPage(ctx, [q]) {
    const s = session(ctx);
    const text = q.text?.toLowerCase();
    const all = (await sourceRows(s.db, s.tenantId)).rows.map(viewOf).filter((v) => (!text || v.code.toLowerCase().includes(text) || v.name.toLowerCase().includes(text)) && (!q.kind || v.kind === q.kind));
    return pageOfList(all, q);
  },
  detail: (ctx, [id]) => sourceOne(session(ctx).db, session(ctx).tenantId, id, ctx.lang),
  save(ctx, [src]) {
    const s = session(ctx);
    return saveSource(ctx.env, s.db, s, src, ctx.lang);
  },
  async remove(ctx, [ids]) {
    const s = session(ctx);
    return { removed: await removeSources(s.db, s.tenantId, ids) };
  },
  async testConnection(ctx, [id]) {
    const s = session(ctx);
    await checkSource(ctx.env, s.db, s.tenantId, id, ctx.lang);
    return sourceOne(s.db, s.tenantId, id, ctx.lang);
  },
  async harvest(ctx, [id]) {
    const s = session(ctx);
    const spec = await specOf(s.db, s.tenantId, id, ctx.lang);
    let tables: Awaited<ReturnType<Awaited<ReturnType<typeof driverOf>>['harvest']>>;
    try {
      tables = await (await driverOf(ctx.env, s.db, spec)).harvest();
    } catch (e) {
      throw badRequest(dm(ctx.lang, 'connectFailed', { error: String((e as Error).message).slice(0, 300) }));
    }
    return storeHarvest(s.db, s.tenantId, id, s.userName, tables);
  },
});

const metaImpl = implement(datagovMeta, {
  tablePage: (ctx, [q]) => tablePage(ctx, q as Parameters<typeof tablePage>[1]),
  table: (ctx, [id]) => tableDetail(ctx, id),
  describe: (ctx, [d]) => describeTable(ctx, d),
  changePage: (ctx, [q]) => changePage(ctx, q as Parameters<typeof changePage>[1]),
  search: (ctx, [q]) => searchMeta(ctx, q as Parameters<typeof searchMeta>[1]),
  map: (ctx) => dataMap(ctx),
});

async function authRows(ctx: Parameters<typeof session>[0], where = sql`true`): Promise<AuthView[]> {
  const s = session(ctx);
  const { rows } = await sql<{ id: string; role_id: string; role_name: string; source_id: string; source_name: string; tables: string[]; masked: string[] }>`
    select a.id, a.role_id, r.name as role_name, a.source_id, s.name as source_name, a.tables, a.masked
      from dg_auth a join role r on r.tenant_id = a.tenant_id and r.id = a.role_id
      join dg_source s on s.tenant_id = a.tenant_id and s.id = a.source_id
     where a.tenant_id = ${s.tenantId} and ${where} order by r.name, s.name, a.id`.execute(s.db);
  return rows.map((r) => ({ id: Number(r.id), roleId: Number(r.role_id), roleName: r.role_name, sourceId: Number(r.source_id), sourceName: r.source_name, tables: r.tables, masked: r.masked }));
}

const authImpl = implement(datagovAuth, {
  async summaryPage(ctx, [q]) {
    return pageOfList(await authRows(ctx, q.roleId ? sql`a.role_id = ${q.roleId}` : sql`true`), q);
  },
  async save(ctx, [a]) {
    const s = session(ctx);
    await specOf(s.db, s.tenantId, a.sourceId, ctx.lang);
    if (!(await sql`select 1 from role where tenant_id = ${s.tenantId} and id = ${a.roleId}`.execute(s.db)).rows.length) throw badRequest(dm(ctx.lang, 'noRole', { id: a.roleId }));
    const tables = [...new Set(a.tables)];
    const masked = [...new Set(a.masked)];
    let id = a.id;
    if (id) {
      const r = await sql`update dg_auth set role_id = ${a.roleId}, source_id = ${a.sourceId}, tables = ${tables}, masked = ${masked} where tenant_id = ${s.tenantId} and id = ${id}`.execute(s.db);
      if (!Number(r.numAffectedRows)) throw notFound(dm(ctx.lang, 'noAuth', { id }));
    } else {
      const r = await sql<{ id: string }>`
        insert into dg_auth (tenant_id, role_id, source_id, tables, masked) values (${s.tenantId}, ${a.roleId}, ${a.sourceId}, ${tables}, ${masked})
        on conflict (tenant_id, role_id, source_id) do nothing returning id`.execute(s.db);
      if (!r.rows[0]) throw badRequest(dm(ctx.lang, 'authExists'));
      id = Number(r.rows[0].id);
    }
    return (await authRows(ctx, sql`a.id = ${id}`))[0]!;
  },
  async remove(ctx, [ids]) {
    const s = session(ctx);
    const r = await sql`delete from dg_auth where tenant_id = ${s.tenantId} and id = any(${ids})`.execute(s.db);
    return { removed: Number(r.numAffectedRows ?? 0) };
  },
  roles: (ctx) => roleChoices(ctx),
});

async function roleChoices(ctx: Parameters<typeof session>[0]) {
  const s = session(ctx);
  const { rows } = await sql<{ id: string; name: string }>`select id, name from role where tenant_id = ${s.tenantId} order by name, id`.execute(s.db);
  return rows.map((r) => ({ id: Number(r.id), name: r.name }));
}

const sqlImpl = implement(datagovSql, {
  async run(ctx, [r]) {
    const prepared = await prepareConsole(ctx, r);
    return prepared.run({ rows: r.limit ?? 500, timeoutMs: Math.min(r.timeoutMs ?? CONSOLE_TIMEOUT_MS, CONSOLE_TIMEOUT_MS) });
  },
});

export default defineServerModule({
  seed: seedDatagovDemo,
  services: [sourceImpl, metaImpl, authImpl, sqlImpl],
  routes: registerSqlExport,
  async start() {
    return async () => {
      await closePgPools();
      closeSqlite();
    };
  },
});
