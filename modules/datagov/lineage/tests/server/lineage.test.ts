// 数据血缘 on a real database: the demo's lineage at first start (three stacked MES views and the
// saved queries), the graph to N levels, column edges and impact, a statement that does not parse
// listed with its error without breaking the graph, recomputation when the registry moves, and
// visibility — a role DataAuth keeps from a source or table sees nothing of it, another tenant
// sees nothing of this one.
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { fileServer, ok, refused } from '../../../../../tests/kit';
import { closePgPools } from '../../../server/drivers/pg';
import { putStatement, statementsOf } from '../../../server/statements';
import type { FindHit, ImpactRow, LineageGraph, LineageState, StatementBrief, StatementView } from '../../contracts';

const srv = await fileServer({}, { withoutFlows: true });
const demo = await srv.session('demo', 'admin');
const acme = await srv.session('acme', 'admin');
const sys = srv.db.system;
afterAll(() => srv.close());

type S = typeof demo;
const call = <T>(s: S, method: string, ...args: unknown[]) => srv.call<T>(s, 'datagov.Lineage', method, args);
const find = async (text: string, s: S = demo) => ok(await call<FindHit[]>(s, 'find', { text }));
const graph = async (node: string, up = 5, down = 5, s: S = demo) => ok(await call<LineageGraph>(s, 'graph', { node, up, down }));
const nodeOf = async (table: string) => (await find(table)).find((h) => h.column === null && h.label.endsWith(`.${table}`))!.key;
const names = (g: LineageGraph) => g.nodes.map((n) => `${n.level} ${n.name}`);
const mesId = async () => Number((await sql<{ id: string }>`select id from dg_source where tenant_id = ${demo.tenant.id} and code = 'MES-LEGACY'`.execute(sys)).rows[0]!.id);

describe('the demo lineage', () => {
  it('draws the MES views three levels deep from line_output, and the saved query over the last', async () => {
    const g = await graph(await nodeOf('v_line_yield'));
    expect(names(g)).toEqual(['-2 line_output', '-2 work_shift', '-1 quality_note', '-1 v_line_daily', '0 v_line_yield', '1 v_line_month', '2 产线月度产量与良率']);
    const daily = g.nodes.find((n) => n.name === 'v_line_daily')!;
    expect(daily).toMatchObject({ kind: 'table', tableKind: 'view', sourceName: '旧MES产线数据', columns: ['line', 'day', 'shift_name', 'qty', 'scrap'] });
    const col = (from: string, to: string) => g.columnEdges.filter((e) => e.to.endsWith(`/${to.split('.')[0]}`) && e.toColumn === to.split('.')[1] && e.from.endsWith(`/${from.split('.')[0]}`)).map((e) => e.fromColumn).sort();
    expect(col('v_line_daily', 'v_line_yield.yield_rate')).toEqual(['qty', 'scrap']);
    expect(col('quality_note', 'v_line_yield.quality_score')).toEqual(['score']);
    expect(col('line_output', 'v_line_daily.scrap')).toEqual(['scrap_qty']);
    expect(g.statements.map((s) => `${s.origin} ${s.name}`)).toEqual(expect.arrayContaining(['view main.v_line_daily', 'view main.v_line_yield', 'view main.v_line_month', 'console.query 产线月度产量与良率']));
  });

  it('keeps to the levels asked for', async () => {
    const g = await graph(await nodeOf('v_line_yield'), 1, 1);
    expect(names(g)).toEqual(['-1 quality_note', '-1 v_line_daily', '0 v_line_yield', '1 v_line_month']);
    refused(await call(demo, 'graph', { node: g.focus, up: 6, down: 1 }), 400);
  });

  it('lists everything downstream of a column with the statement that carries it there, and of a table', async () => {
    const node = await nodeOf('line_output');
    // the views and saved queries of this part's demo (the other parts' demos read line_output too)
    const ours = (r: ImpactRow) => r.origin === 'view' || r.origin === 'console.query';
    const rows = ok(await call<ImpactRow[]>(demo, 'impact', { node, column: 'scrap_qty' })).filter(ours);
    expect(rows.map((r) => `${r.depth} ${r.label.split(' · ')[1] ?? r.label}.${r.column} ← ${r.origin} ${r.statementName}`)).toEqual([
      '1 main.v_line_daily.scrap ← view main.v_line_daily',
      '2 main.v_line_yield.scrap ← view main.v_line_yield',
      '2 main.v_line_yield.yield_rate ← view main.v_line_yield',
      '3 main.v_line_month.yield_rate ← view main.v_line_month',
      '4 产线月度产量与良率.良率 ← console.query 产线月度产量与良率',
    ]);
    const tables = ok(await call<ImpactRow[]>(demo, 'impact', { node })).filter(ours);
    expect(tables.map((r) => `${r.depth} ${r.statementName}`)).toEqual(['1 main.v_line_daily', '2 main.v_line_yield', '3 main.v_line_month', '4 产线月度产量与良率']);
    // ETL与调度's demo transformation reads the column too (its read step, registered as etl.step)
    const all = ok(await call<ImpactRow[]>(demo, 'impact', { node, column: 'scrap_qty' }));
    expect(all.map((r) => `${r.depth} ${r.origin} ${r.statementName}`)).toContain('1 etl.step 产线日产量汇总 / 读取产线产量');
    const sqlOf = ok(await call<StatementView>(demo, 'statement', rows[0]!.statementId));
    expect(sqlOf.sql).toContain('CREATE VIEW v_line_daily AS');
    expect(sqlOf).toMatchObject({ origin: 'view', dialect: 'sqlite', target: '旧MES产线数据 · main.v_line_daily', error: null });
  });

  it('reads the saved queries over the product database, CTEs and all', async () => {
    const hit = (await find('物料供需对照'))[0]!;
    const g = await graph(hit.key, 1, 1);
    expect(names(g).sort()).toEqual(['-1 erp_purchase_item', '-1 erp_sale_item', '-1 mdm_material', '0 物料供需对照']);
    const gap = g.columnEdges.filter((e) => e.toColumn === 'gap').map((e) => `${e.from.split('/').pop()}.${e.fromColumn}`).sort();
    expect(gap).toEqual(['erp_purchase_item.quantity', 'erp_sale_item.quantity']);
    expect((await find('erp_sale_item')).find((h) => h.column === null)!.linked).toBe(true);
    expect((await find('mdm_supplier')).find((h) => h.column === null)).toMatchObject({ linked: false });
  });
});

describe('the registry as it moves', () => {
  it('lists a statement that does not parse with its error, and the graph stands', async () => {
    await putStatement(sys, demo.tenant.id, { origin: 'etl.step', originId: 'lt-1', name: '坏语句', sourceId: null, sql: 'selec nothing frm nowhere' });
    const failed = ok(await call<StatementBrief[]>(demo, 'failed'));
    expect(failed.map((f) => f.name)).toEqual(['坏语句']);
    expect(failed[0]!.error).toMatch(/Expected/);
    expect((await graph(await nodeOf('v_line_yield'))).nodes).toHaveLength(7);
  });

  it('is recomputed when a statement is registered, and an ETL step with a registered target joins the graph', async () => {
    const mes = await mesId();
    await putStatement(sys, demo.tenant.id, {
      origin: 'etl.step', originId: 'lt-2', name: '月度产量入仓', sourceId: mes, target: { sourceId: null, table: 'public.dw_line_month' },
      sql: 'select line, month, qty as output_qty from v_line_month', dialect: 'sqlite',
    });
    const g = await graph(await nodeOf('v_line_month'), 1, 1);
    const dw = g.nodes.find((n) => n.name === 'dw_line_month')!;
    expect(dw).toMatchObject({ level: 1, sourceName: '本系统数据库', tableKind: null, columns: ['line', 'month', 'output_qty'] });
    expect(g.columnEdges.filter((e) => e.to === dw.key).map((e) => `${e.fromColumn}→${e.toColumn}`).sort()).toEqual(['line→line', 'month→month', 'qty→output_qty']);
  });

  it('follows a column through the steps of one record (an ETL read → transform → write) to the table written', async () => {
    const mes = await mesId();
    const step = (key: string, name: string, text: string, more: object = {}) =>
      putStatement(sys, demo.tenant.id, { origin: 'etl.step', originId: `lt-9/${key}`, name: `有价订单 / ${name}`, sourceId: null, sql: text, ...more });
    await step('read1', '读取', 'select code, real_price from erp_sale');
    await step('transform2', '转换', 'select code, real_price * 2 as doubled from read1 where real_price > 0', { dialect: 'duckdb' });
    await step('write3', '写入', 'insert into "lt_priced" select * from "transform2"', { dialect: 'duckdb', target: { sourceId: mes, table: 'lt_priced' } });
    const node = (await find('erp_sale')).find((h) => h.column === null && h.label.endsWith('.erp_sale'))!.key;
    const rows = ok(await call<ImpactRow[]>(demo, 'impact', { node, column: 'real_price' })).filter((r) => r.statementName.startsWith('有价订单'));
    expect(rows.map((r) => `${r.depth} ${r.column} ← ${r.statementName}`)).toEqual([
      '1 real_price ← 有价订单 / 读取',
      '2 doubled ← 有价订单 / 转换',
      '3 doubled ← 有价订单 / 写入',
    ]);
    expect(rows[2]!.label).toContain('lt_priced');
  });

  it('recomputes on 重新解析 and says what it read', async () => {
    const state = ok(await call<LineageState>(demo, 'reparse'));
    expect(state.failed).toBe(1);
    expect(state.statements).toBeGreaterThanOrEqual(8);
  });
});

describe('views of a PostgreSQL source', () => {
  const url = new URL(srv.databaseUrl);
  const other = `dg_lineage_${process.pid}`;
  afterAll(async () => {
    await closePgPools();
    await sql.raw(`drop database if exists ${other} with (force)`).execute(sys);
  });

  it('are registered by the harvest (their definitions from the catalogue) and leave with their source', async () => {
    await sql.raw(`drop database if exists ${other}`).execute(sys);
    await sql.raw(`create database ${other}`).execute(sys);
    const u = new URL(srv.databaseUrl);
    u.pathname = `/${other}`;
    const c = new pg.Client({ connectionString: u.toString() });
    await c.connect();
    await c.query(`create table machine (code text primary key, name text, power_kw numeric(8,2));
                   create view machine_power as select upper(code) as machine, power_kw * 1000 as watts from machine`);
    await c.end();
    const saved = ok(await srv.call<{ id: number }>(demo, 'datagov.Source', 'save', [
      { code: 'PG-LINEAGE', name: '设备库', kind: 'pg', host: url.hostname, port: Number(url.port), database: other, user: decodeURIComponent(url.username), password: decodeURIComponent(url.password) },
    ]));
    ok(await srv.call(demo, 'datagov.Source', 'harvest', [saved.id]));
    const views = (await statementsOf(sys, demo.tenant.id, 'view')).filter((v) => v.sourceId === saved.id);
    expect(views.map((v) => `${v.name} → ${v.targetTable} ${v.dialect}`)).toEqual(['public.machine_power → public.machine_power postgresql']);
    const g = await graph(`t/${saved.id}/public/machine_power`, 1, 1);
    expect(g.columnEdges.map((e) => `${e.fromColumn}→${e.toColumn}`).sort()).toEqual(['code→machine', 'power_kw→watts']);
    ok(await srv.call(demo, 'datagov.Source', 'remove', [[saved.id]]));
    expect((await statementsOf(sys, demo.tenant.id, 'view')).filter((v) => v.sourceId === saved.id)).toEqual([]);
  });
});

describe('visibility', () => {
  it('another tenant sees nothing of this one (its own demo has the same views, under its own sources)', async () => {
    const key = await nodeOf('v_line_yield');
    const ids = (await graph(key)).statements.map((s) => s.id);
    const theirs = await find('v_line', acme);
    expect(theirs.length).toBeGreaterThan(0);
    expect(theirs.some((h) => h.key === key)).toBe(false);
    expect((await graph(key, 5, 5, acme)).nodes).toEqual([]);
    expect(ok(await call<ImpactRow[]>(acme, 'impact', { node: key }))).toEqual([]);
    refused(await call(acme, 'statement', ids[0]), 11, `语句不存在：${ids[0]}`);
    const acmeGraph = await graph(theirs.find((h) => h.column === null)!.key, 5, 5, acme);
    expect(acmeGraph.statements.some((s) => ids.includes(s.id))).toBe(false);
  });

  it('a role DataAuth keeps from a table sees neither it nor its edges, nor the SQL that names it', async () => {
    const mes = await mesId();
    const key = await nodeOf('v_line_yield');
    const [rule] = (await sql<{ id: string }>`
      insert into dg_auth (tenant_id, role_id, source_id, tables, masked)
      values (${demo.tenant.id}, ${demo.role.id}, ${mes}, '{main.v_line_daily,main.v_line_yield,main.line_output}', '{}')
      on conflict (tenant_id, role_id, source_id) do update set tables = excluded.tables returning id`.execute(sys)).rows;
    try {
      const g = await graph(key);
      expect(names(g)).toEqual(['-2 line_output', '-1 v_line_daily', '0 v_line_yield']);
      expect(g.columnEdges.some((e) => e.from.includes('quality_note') || e.to.includes('v_line_month'))).toBe(false);
      const yieldView = g.statements.find((s) => s.name === 'main.v_line_yield')!;
      // it reads quality_note, which the role may not see
      expect(ok(await call<StatementView>(demo, 'statement', yieldView.id)).sql).toBeNull();
      expect((await find('quality_note')).length).toBe(0);
    } finally {
      await sql`delete from dg_auth where tenant_id = ${demo.tenant.id} and id = ${rule!.id}`.execute(sys);
    }
  });

  it('a role no rule of a ruled source names sees nothing of that source', async () => {
    const mes = await mesId();
    const key = await nodeOf('v_line_yield');
    const other = (await sql<{ id: string }>`select id from role where tenant_id = ${demo.tenant.id} and id <> ${demo.role.id} order by id limit 1`.execute(sys)).rows[0]!;
    await sql`delete from dg_auth where tenant_id = ${demo.tenant.id} and source_id = ${mes}`.execute(sys);
    await sql`insert into dg_auth (tenant_id, role_id, source_id) values (${demo.tenant.id}, ${other.id}, ${mes})`.execute(sys);
    expect((await graph(key)).nodes).toEqual([]);
    expect((await find('v_line')).length).toBe(0);
    expect(ok(await call<StatementBrief[]>(demo, 'failed')).map((f) => f.name)).toEqual(['坏语句']);
    // the ETL step into the product database is the role's no more: it reads the MES
    const dw = await find('dw_line_month');
    expect(dw).toEqual([]);
  });
});
