// 数据治理 on a real database: sources (secrets sealed and never answered, the connection checked
// on save), harvests and their change records, DataAuth, and the SQL console's walls — one
// SELECT only, no writes, no session changes, no platform tables, another tenant's rows never seen.
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileServer, ok, refused, xlsx } from '../../../../tests/kit';
import { upload } from '../../../../tests/kit/upload';
import type { ChangeView, ConsoleAnswer, SourceView, TableView } from '../../contracts';
import { closePgPools, pgDriver } from '../../server/drivers/pg';

const srv = await fileServer({}, { withoutFlows: true });
const demo = await srv.session('demo', 'admin');
const acme = await srv.session('acme', 'admin');
const sys = srv.db.system;
afterAll(() => srv.close());

const sources = async (s = demo) => ok(await srv.call<{ itemList: SourceView[] }>(s, 'datagov.Source', 'summaryPage', [{ pageSize: 100 }])).itemList;
const sourceId = async (code: string, s = demo) => (await sources(s)).find((x) => x.code === code)!.id;
const run = (s: typeof demo, sourceId: number, text: string, more: object = {}) => srv.call<ConsoleAnswer>(s, 'datagov.Sql', 'run', [{ sourceId, sql: text, ...more }]);

describe('the demo', () => {
  it('has the own database and the MES file harvested, its second harvest recording every kind of change', async () => {
    const list = await sources();
    expect(list.map((s) => s.code).sort()).toEqual(['MES-LEGACY', 'PLANTFORM']);
    const mes = list.find((s) => s.code === 'MES-LEGACY')!;
    const changes = ok(await srv.call<{ itemList: ChangeView[] }>(demo, 'datagov.Meta', 'changePage', [{ sourceId: mes.id, pageSize: 50 }])).itemList;
    expect(changes.map((c) => `${c.changeType} ${c.table}${c.column ? `.${c.column}` : ''}`).sort()).toEqual([
      'ColumnAdded line_output.scrap_qty',
      'TableAdded energy_use',
      // 数据血缘's demo adds the MES's reporting views (lineage/server/demo.ts)
      'TableAdded v_line_daily',
      'TableAdded v_line_month',
      'TableAdded v_line_yield',
      'TableRemoved legacy_flag',
      'TypeChanged quality_note.score',
    ]);
    const own = ok(await srv.call<{ itemList: TableView[] }>(demo, 'datagov.Meta', 'tablePage', [{ sourceId: list.find((s) => s.code === 'PLANTFORM')!.id, text: 'mdm_supplier', pageSize: 50 }])).itemList;
    const supplier = own.find((t) => t.name === 'mdm_supplier')!;
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from mdm_supplier where tenant_id = ${demo.tenant.id}`.execute(sys);
    expect(supplier.rowCount).toBe(rows[0]!.n);
  });

  it('never lists a table that keeps a secret nor a platform table among the own database\'s tables', async () => {
    const id = await sourceId('PLANTFORM');
    const all = ok(await srv.call<{ itemList: TableView[] }>(demo, 'datagov.Meta', 'tablePage', [{ sourceId: id, pageSize: 200, page: 1 }]));
    const names = all.itemList.map((t) => t.name);
    expect(names).not.toContain('app_user');
    expect(names).not.toContain('platform_secret');
    expect(names).not.toContain('dg_source_secret');
    expect(names).not.toContain('iot_gateway_secret');
  });

  it('finds a column in the search with its table and source', async () => {
    const hits = ok(await srv.call<{ itemList: Array<{ kind: string; table: string; column: string | null }> }>(demo, 'datagov.Meta', 'search', [{ text: 'operator_phone' }])).itemList;
    expect(hits).toContainEqual(expect.objectContaining({ kind: 'column', table: 'line_output', column: 'operator_phone' }));
  });
});

describe('sources', () => {
  const url = new URL(srv.databaseUrl);
  // "another PostgreSQL": a database of its own on the test's server
  const other = `dg_other_${process.pid}`;
  const password = decodeURIComponent(url.password);
  const pgSource = (database: string, secret: string, code = 'PG-OTHER') => ({
    code, name: '另一个库', kind: 'pg', host: url.hostname, port: Number(url.port), database, user: decodeURIComponent(url.username), password: secret,
  });
  beforeAll(async () => {
    await sql.raw(`drop database if exists ${other}`).execute(sys);
    await sql.raw(`create database ${other}`).execute(sys);
    const u = new URL(srv.databaseUrl);
    u.pathname = `/${other}`;
    const c = new pg.Client({ connectionString: u.toString() });
    await c.connect();
    await c.query(`create table machine (code text primary key, name text not null, power_kw numeric(8,2)); comment on table machine is '设备台账';
                   insert into machine values ('M1', '车床', 7.5), ('M2', '铣床', 11); create sequence machine_no`);
    await c.end();
  });
  afterAll(async () => {
    await closePgPools();
    await sql.raw(`drop database if exists ${other} with (force)`).execute(sys);
  });

  it('keeps a PostgreSQL source with its password sealed, answers only that one is set, harvests and queries it read-only', async () => {
    const saved = ok(await srv.call<SourceView>(demo, 'datagov.Source', 'save', [pgSource(other, password)]));
    expect(saved.secretSet).toBe(true);
    expect(saved.status).toBe('Ok');
    const detail = await srv.call(demo, 'datagov.Source', 'detail', [saved.id]);
    expect(password.length).toBeGreaterThan(0);
    expect(JSON.stringify(detail.json)).not.toContain(password);
    expect(JSON.stringify(detail.json)).not.toMatch(/"password"/);
    const stored = (await sql<{ sealed: string }>`select sealed from dg_source_secret where tenant_id = ${demo.tenant.id} and source_id = ${saved.id}`.execute(sys)).rows[0]!;
    expect(stored.sealed.startsWith('v1:')).toBe(true);
    expect(stored.sealed).not.toContain(password);
    const h = ok(await srv.call<{ tables: number }>(demo, 'datagov.Source', 'harvest', [saved.id]));
    expect(h.tables).toBe(1);
    const a = ok(await run(demo, saved.id, 'select name, power_kw from machine order by code'));
    expect(a.rows).toEqual([['车床', '7.50'], ['铣床', '11.00']]);
    refused(await run(demo, saved.id, "insert into machine values ('M3', 'x', 1)"), 400, '只允许只读查询（SELECT / WITH）');
    // behind the parser: the driver's own walls refuse a write and a second statement
    const spec = { id: saved.id, tenantId: demo.tenant.id, kind: 'pg' as const, version: saved.version, config: { host: url.hostname, port: Number(url.port), database: other, user: decodeURIComponent(url.username) }, secret: password };
    refused(await run(demo, saved.id, "select nextval('machine_no')"), 400, '不允许调用函数：nextval');
    await expect(pgDriver(spec).query("select nextval('machine_no')", { rows: 10, timeoutMs: 5000 })).rejects.toThrow(/read-only transaction/);
    await expect(pgDriver(spec).query("insert into machine values ('M3', 'x', 1)", { rows: 10, timeoutMs: 5000 })).rejects.toThrow(/syntax error/);
    await expect(pgDriver(spec).query('select 1; select 2', { rows: 10, timeoutMs: 5000 })).rejects.toThrow(/multiple commands|syntax error/);
    // another tenant does not see it, nor can it test it
    expect((await sources(acme)).map((s) => s.id)).not.toContain(saved.id);
    refused(await srv.call(acme, 'datagov.Source', 'testConnection', [saved.id]), 11, `数据源不存在：${saved.id}`);
    ok(await srv.call(demo, 'datagov.Source', 'remove', [[saved.id]]));
  });

  it('refuses the product\'s own database as a PostgreSQL source (it would skip the tenant wall)', async () => {
    refused(
      await srv.call(demo, 'datagov.Source', 'save', [pgSource(url.pathname.slice(1), 'x', 'PG-SELF')]),
      400,
      'source.host: 不能以 PostgreSQL 类型连接本系统自身的数据库，请使用“本系统数据库”类型',
    );
    refused(
      await srv.call(demo, 'datagov.Source', 'save', [{ ...pgSource(url.pathname.slice(1), 'x', 'PG-SELF'), host: 'localhost' }]),
      400,
      'source.host: 不能以 PostgreSQL 类型连接本系统自身的数据库，请使用“本系统数据库”类型',
    );
  });

  it('reads an uploaded .xlsx workbook: each sheet a table, its columns typed by their values', async () => {
    const book = await xlsx([['批次', '数量', '单价'], ['B-001', 12, 3.5], ['B-002', 7, 4.25]], '来料');
    const file = await upload(srv, demo, book, 'incoming.xlsx');
    const s = ok(await srv.call<SourceView>(demo, 'datagov.Source', 'save', [{ code: 'XLSX-IN', name: '来料表', kind: 'xlsx', fileId: file.id }]));
    ok(await srv.call(demo, 'datagov.Source', 'harvest', [s.id]));
    const t = ok(await srv.call<{ itemList: TableView[] }>(demo, 'datagov.Meta', 'tablePage', [{ sourceId: s.id }])).itemList;
    expect(t.map((x) => `${x.name}:${x.rowCount}`)).toEqual(['来料:2']);
    const cols = ok(await srv.call<{ columns: Array<{ name: string; type: string }> }>(demo, 'datagov.Meta', 'table', [t[0]!.id])).columns;
    expect(cols.map((c) => `${c.name} ${c.type}`)).toEqual(['批次 TEXT', '数量 INTEGER', '单价 REAL']);
    expect(ok(await run(demo, s.id, 'select sum("数量" * "单价") as total from "来料"')).rows).toEqual([[71.75]]);
  });

  it('refuses a source that cannot be reached, keeping nothing', async () => {
    const bad = { code: 'PG-NOWHERE', name: '不可达', kind: 'pg', host: '127.0.0.1', port: 1, database: 'x', user: 'x', password: 'x' };
    refused(await srv.call(demo, 'datagov.Source', 'save', [bad]), 400, /^连接失败：/);
    expect((await sources()).map((s) => s.code)).not.toContain('PG-NOWHERE');
  });

  it('reads an uploaded CSV file as a table: harvested and queried', async () => {
    const file = await upload(srv, demo, '编码,名称,数量\nA01,螺栓,120\nA02,"垫片, 大",35\n', 'parts.csv');
    const s = ok(await srv.call<SourceView>(demo, 'datagov.Source', 'save', [{ code: 'CSV-PARTS', name: '零件清单', kind: 'csv', fileId: file.id }]));
    expect(ok(await srv.call<{ tables: number }>(demo, 'datagov.Source', 'harvest', [s.id])).tables).toBe(1);
    const a = ok(await run(demo, s.id, 'select "名称", "数量" from parts where "数量" > 100'));
    expect(a.rows).toEqual([['螺栓', 120]]);
    refused(await srv.call(demo, 'datagov.Source', 'save', [{ code: 'CSV-BAD', name: 'x', kind: 'xlsx', fileId: file.id }]), 400, 'source.fileId: 文件类型与数据源类型不符（xlsx 需要 .xlsx）');
  });
});

describe('the SQL console on the own database', () => {
  it('sees only the caller\'s tenant: the same statement answers each tenant its own rows', async () => {
    const own = await sourceId('PLANTFORM');
    const a = ok(await run(demo, own, 'select tenant_id, count(*) as n from mdm_supplier group by tenant_id'));
    expect(a.rows.map((r) => r[0])).toEqual([demo.tenant.id]);
    const ownAcme = await sourceId('PLANTFORM', acme).catch(() => null);
    if (ownAcme) {
      const b = ok(await run(acme, ownAcme, 'select distinct tenant_id from mdm_supplier'));
      expect(b.rows.flat().every((t) => t === acme.tenant.id)).toBe(true);
    }
    // another tenant's source is not found by id
    refused(await run(acme, own, 'select 1'), 11, `数据源不存在：${own}`);
  });

  it('is for roles of the whole data scope only: a narrower scope would read rows its lists hide', async () => {
    const own = await sourceId('PLANTFORM');
    await sql`update role set data_scope = 'Depart' where tenant_id = ${demo.tenant.id} and id = ${demo.role.id}`.execute(sys);
    try {
      refused(await run(demo, own, 'select count(*) from mdm_supplier'), 4003, '本系统数据库的 SQL 控制台仅限数据范围为“全部”的角色使用');
      // another source is not bound by it
      ok(await run(demo, await sourceId('MES-LEGACY'), 'select count(*) from work_shift'));
    } finally {
      await sql`update role set data_scope = 'Whole' where tenant_id = ${demo.tenant.id} and id = ${demo.role.id}`.execute(sys);
    }
  });

  it('refuses writes, a second statement, session changes, platform tables and dangerous functions', async () => {
    const own = await sourceId('PLANTFORM');
    const cases: Array<[string, number, string | RegExp]> = [
      ['delete from mdm_supplier', 400, '只允许只读查询（SELECT / WITH）'],
      ['update mdm_supplier set name = name', 400, '只允许只读查询（SELECT / WITH）'],
      ['drop table mdm_supplier', 400, '只允许只读查询（SELECT / WITH）'],
      ['select 1; select 2', 400, '只能执行一条语句'],
      ['select * from mdm_supplier /* c */; delete from mdm_supplier -- x', 400, '只能执行一条语句'],
      ['set role postgres', 400, /^(SQL 解析失败：|只允许只读查询)/],
      ['set app.tenant_id = \'00000001\'', 400, /^(SQL 解析失败：|只允许只读查询)/],
      ['select * from supplier', 400, '不允许查询的表：supplier'],
      ["select set_config('app.tenant_id', '00000001', true)", 400, '不允许调用函数：set_config'],
      ["select set_config('role', 'postgres', true), * from mdm_supplier", 400, '不允许调用函数：set_config'],
      ["select pg_read_file('/etc/passwd')", 400, '不允许调用函数：pg_read_file'],
      ["select dblink('host=x', 'select 1')", 400, '不允许调用函数：dblink'],
      ['with w as (delete from mdm_supplier returning *) select * from w', 400, /^SQL 解析失败：/],
      ['select * from app_user', 400, '不允许查询的表：app_user'],
      ['select * from platform_secret', 400, '不允许查询的表：platform_secret'],
      ['select * from pg_catalog.pg_authid', 400, '不允许查询的表：pg_catalog.pg_authid'],
      ['select * from mdm_supplier for update', 400, /^(只允许只读查询|SQL 解析失败：)/],
    ];
    for (const [text, code, msg] of cases) {
      const a = await run(demo, own, text);
      expect(`${text} → ${a.json.code}`).toBe(`${text} → ${code}`);
      refused(a, code, msg);
    }
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from mdm_supplier where tenant_id = ${demo.tenant.id}`.execute(sys);
    expect(rows[0]!.n).toBeGreaterThan(0);
  });

  it('answers CTEs and subqueries, within the row limit, and stops at the time limit', async () => {
    const own = await sourceId('PLANTFORM');
    const a = ok(await run(demo, own, 'with s as (select code from mdm_supplier) select code from s order by code', { limit: 2 }));
    expect(a.rows.length).toBe(2);
    expect(a.truncated).toBe(true);
    refused(await run(demo, own, 'select count(*) from dict a, dict b, dict c, dict d', { timeoutMs: 100 }), 400, '查询超时（0.1 秒）');
  });
});

describe('DataAuth', () => {
  it('masks a masked column in results and refuses using it in a condition', async () => {
    const mes = await sourceId('MES-LEGACY');
    const a = ok(await run(demo, mes, 'select line, operator_phone from line_output order by id limit 2'));
    expect(a.columns).toEqual([{ name: 'line', masked: false }, { name: 'operator_phone', masked: true }]);
    expect(a.rows[0]![1]).toBe('1********1');
    const aliased = ok(await run(demo, mes, 'with x as (select operator_phone as p from line_output) select p from x limit 1'));
    expect(aliased.columns[0]!.masked).toBe(true);
    refused(await run(demo, mes, "select line from line_output where operator_phone like '138%'"), 400, '列 operator_phone 已脱敏，只能原样查询，不能用于条件、排序或运算');
    refused(await run(demo, mes, 'select upper(p) from (select operator_phone as p from line_output) q'), 400, '列 p 已脱敏，只能原样查询，不能用于条件、排序或运算');
    const detail = ok(await srv.call<{ columns: Array<{ name: string; masked: boolean }> }>(demo, 'datagov.Meta', 'table', [
      ok(await srv.call<{ itemList: TableView[] }>(demo, 'datagov.Meta', 'tablePage', [{ sourceId: mes, text: 'line_output' }])).itemList[0]!.id,
    ]));
    expect(detail.columns.find((c) => c.name === 'operator_phone')!.masked).toBe(true);
  });

  it('hides a source from a role no rule names once the source has rules, and a table not listed', async () => {
    const own = await sourceId('PLANTFORM');
    const other = (await sql<{ id: string }>`select id from role where tenant_id = ${demo.tenant.id} and id <> ${demo.role.id} order by id limit 1`.execute(sys)).rows[0]!;
    const rule = ok(await srv.call<{ id: number }>(demo, 'datagov.Auth', 'save', [{ roleId: Number(other.id), sourceId: own }]));
    refused(await run(demo, own, 'select 1'), 4003, '无权使用该数据源');
    expect(ok(await srv.call<{ total: number }>(demo, 'datagov.Meta', 'tablePage', [{ sourceId: own }])).total).toBe(0);
    const mine = ok(await srv.call<{ id: number }>(demo, 'datagov.Auth', 'save', [{ roleId: demo.role.id, sourceId: own, tables: ['public.mdm_supplier'] }]));
    ok(await run(demo, own, 'select count(*) from mdm_supplier'));
    refused(await run(demo, own, 'select count(*) from mdm_customer'), 4003, '无权查询数据表：mdm_customer');
    ok(await srv.call(demo, 'datagov.Auth', 'remove', [[rule.id, mine.id]]));
    ok(await run(demo, own, 'select count(*) from mdm_customer'));
  });
});

describe('export', () => {
  it('answers the console\'s result as CSV and .xlsx', async () => {
    const mes = await sourceId('MES-LEGACY');
    const { authHeaders } = await import('../../../../tests/kit/server');
    const post = (format: string) =>
      fetch(`${srv.base}/datagov/sql-export`, {
        method: 'POST',
        headers: { ...authHeaders(demo), 'content-type': 'application/json' },
        body: JSON.stringify([{ sourceId: mes, sql: 'select code, name from work_shift order by id' }, format]),
      });
    const csv = await post('csv');
    expect(csv.headers.get('content-type')).toContain('text/csv');
    expect((await csv.text()).replace('\ufeff', '')).toBe('code,name\r\nA,早班\r\nB,中班\r\nC,夜班\r\n');
    const x = await post('xlsx');
    const bytes = Buffer.from(await x.arrayBuffer());
    expect(bytes.subarray(0, 2).toString()).toBe('PK');
  });
});
