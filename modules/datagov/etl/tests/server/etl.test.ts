// ETL与调度 on real sources: transformations move exact rows between the product's database, a
// SQLite file, a CSV file and another PostgreSQL database in every write mode; jobs follow their
// conditions; the queue gives a run to one worker, retries, marks a run whose worker was lost, and
// tells the owner of a final failure; step SQL is in the statement registry; another tenant sees
// nothing, a role without a source cannot use it, and the product's database is never written.
import { DatabaseSync } from 'node:sqlite';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileServer, ok, refused } from '../../../../../tests/kit';
import { upload } from '../../../../../tests/kit/upload';
import type { SourceView } from '../../../contracts';
import { closePgPools } from '../../../server/drivers/pg';
import { statementsOf } from '../../../server/statements';
import { bytesOf } from '../../../../../server/services/file-store';
import type { JobView, RepoView, RunStepView, RunView, ScriptView, TranView } from '../../contracts';
import { claimRun, pollRunsOnce, reclaimLost } from '../../server/queue';
import { runScript } from '../../server/script-run';

const srv = await fileServer({}, { withoutFlows: true });
const demo = await srv.session('demo', 'admin');
const acme = await srv.session('acme', 'admin');
const sys = srv.db.system;
const T = demo.tenant.id;

const url = new URL(srv.databaseUrl);
const other = `dg_etl_${process.pid}`;
const otherUrl = (() => {
  const u = new URL(srv.databaseUrl);
  u.pathname = `/${other}`;
  return u.toString();
})();
async function onOther<R>(text: string): Promise<R[]> {
  const c = new pg.Client({ connectionString: otherUrl });
  await c.connect();
  try {
    return (await c.query(text)).rows as R[];
  } finally {
    await c.end();
  }
}

let repo: RepoView;
let own: number;
let target: number;
let csv: number;
let lite: number;

const call = <R>(service: string, method: string, args: unknown[], s = demo) => srv.call<R>(s, `datagov.${service}`, method, args);

/** runs what is due until the run is over; answers it with its steps */
async function finish(runId: number): Promise<RunView & { steps: RunStepView[] }> {
  for (let i = 0; i < 200; i++) {
    await pollRunsOnce(srv.env, 'test-worker');
    const r = (await sql<{ status: string }>`select status from dg_etl_run where tenant_id = ${T} and id = ${runId}`.execute(sys)).rows[0]!;
    if (r.status === 'Succeeded' || r.status === 'Failed' || (r.status === 'Queued' && i > 0)) {
      const page = ok(await call<{ itemList: RunView[] }>('EtlRun', 'page', [{ pageSize: 200 }])).itemList;
      return { ...page.find((x) => x.id === runId)!, steps: ok(await call<RunStepView[]>('EtlRun', 'steps', [runId])) };
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the run did not end');
}

async function sqliteRows(sourceId: number, text: string): Promise<unknown[]> {
  const key = (await sql<{ storage_key: string }>`select f.storage_key from dg_source s join file f on f.tenant_id = s.tenant_id and f.id = (s.config->>'fileId')::bigint
                                                  where s.tenant_id = ${T} and s.id = ${sourceId}`.execute(sys)).rows[0]!.storage_key;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'etl-test-'));
  fs.writeFileSync(path.join(dir, 'x.sqlite'), await bytesOf(sys, T, key));
  const db = new DatabaseSync(path.join(dir, 'x.sqlite'), { readOnly: true });
  try {
    return db.prepare(text).all();
  } finally {
    db.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

const read = (key: string, sourceId: number, text: string) => ({ kind: 'read', key, name: `读取${key}`, sourceId, sql: text });
const write = (key: string, input: string, sourceId: number, table: string, mode: string, keys: string[] = []) => ({ kind: 'write', key, name: `写入${key}`, input, sourceId, table, mode, keys });

beforeAll(async () => {
  await sql.raw(`drop database if exists ${other}`).execute(sys);
  await sql.raw(`create database ${other}`).execute(sys);
  await onOther(`create table etl_log (what text not null)`);
  const sources = ok(await call<{ itemList: SourceView[] }>('Source', 'summaryPage', [{ pageSize: 100 }])).itemList;
  own = sources.find((s) => s.kind === 'own')!.id;
  lite = sources.find((s) => s.code === 'MES-LEGACY')!.id;
  target = ok(await call<SourceView>('Source', 'save', [{ code: 'PG-DW', name: '数仓', kind: 'pg', host: url.hostname, port: Number(url.port), database: other, user: decodeURIComponent(url.username), password: decodeURIComponent(url.password) }])).id;
  const file = await upload(srv, demo, 'code,amount,day\nA01,12.34,2026-10-01\nA02,0.10,2026-10-02\nA03,99999999.99,2026-10-03\n', 'prices.csv');
  csv = ok(await call<SourceView>('Source', 'save', [{ code: 'CSV-PRICES', name: '价格', kind: 'csv', fileId: file.id }])).id;
  ok(await call('Source', 'harvest', [csv]));
  repo = ok(await call<RepoView>('EtlRepo', 'save', [{ code: 'T-REPO', name: '测试资源库' }]));
});
afterAll(async () => {
  await srv.close();
  await closePgPools();
  await sql.raw(`drop database if exists ${other} with (force)`).execute(sys).catch(() => {});
});

describe('the demo', () => {
  it('has a repository with two transformations, two scheduled jobs and two weeks of runs, retried ones and one failed for good', async () => {
    const trans = ok(await call<{ itemList: TranView[] }>('EtlTran', 'summaryPage', [{ repoId: undefined, text: 'MONTHLY' }])).itemList;
    expect(trans.map((t) => t.code)).toEqual(['SALES-MONTHLY']);
    const jobs = ok(await call<{ itemList: JobView[] }>('EtlJob', 'summaryPage', [{ text: 'NIGHTLY' }])).itemList;
    expect(jobs.map((j) => [j.code, j.steps.map((s) => s.when)])).toEqual([['NIGHTLY-LINE', ['success', 'always']], ['NIGHTLY-SALES', ['success']]]);
    const schedules = ok(await call<{ itemList: Array<{ enabled: boolean; nextAt: string | null }> }>('EtlSchedule', 'summaryPage', [{}])).itemList;
    expect(schedules.map((x) => x.enabled && !!x.nextAt)).toEqual([true, true]);
    const runs = ok(await call<{ total: number; itemList: RunView[] }>('EtlRun', 'page', [{ pageSize: 200, text: '夜间' }]));
    expect(runs.total).toBe(28);
    expect(runs.itemList.filter((r) => r.status === 'Failed').map((r) => [r.name, r.attempt])).toEqual([['夜间产线汇总', 3]]);
    expect(runs.itemList.filter((r) => r.status === 'Succeeded' && r.attempt === 2)).toHaveLength(3);
    // the target tables hold what the runs wrote
    expect((await sqliteRows(lite, 'select count(*) as n from line_daily'))[0]).toEqual({ n: 60 });
  });
});

describe('a transformation', () => {
  it('moves the tenant\'s sales orders from the product database into a new SQLite table, amounts exact to the cent', async () => {
    const t = ok(await call<TranView>('EtlTran', 'save', [{
      repoId: repo.id, code: 'T-OWN-LITE', name: '订单到SQLite',
      steps: [
        read('orders', own, 'select code, real_price from erp_sale'),
        { kind: 'transform', key: 'priced', name: '过滤', inputs: ['orders'], sql: 'select code, real_price as amount from orders where real_price is not null' },
        write('out', 'priced', lite, 'sale_copy', 'create', ['code']),
      ],
    }]));
    const run = await finish(ok(await call<RunView>('EtlTran', 'run', [t.id])).id);
    expect(run.status, run.error ?? '').toBe('Succeeded');
    const want = (await sql<{ code: string; amount: string }>`select code, real_price::text as amount from erp_sale where tenant_id = ${T} and real_price is not null order by code`.execute(sys)).rows;
    expect(want.length).toBeGreaterThan(0);
    const got = (await sqliteRows(lite, 'select code, amount from sale_copy order by code')) as Array<{ code: string; amount: string }>;
    expect(got).toEqual(want.map((w) => ({ code: w.code, amount: w.amount })));
    expect(run.rowsMoved).toBe(String(want.length));
    expect(run.steps.map((s) => [s.kind, s.status, s.rows])).toEqual([
      ['read', 'Succeeded', String(want.length)], ['transform', 'Succeeded', String(want.length)], ['write', 'Succeeded', String(want.length)],
    ]);
  });

  it('writes a CSV file into PostgreSQL in each mode: create, append, truncate, upsert by key', async () => {
    const steps = (mode: string, transform: string) => [
      read('prices', csv, 'select * from prices'),
      { kind: 'transform', key: 'x', name: '转换', inputs: ['prices'], sql: transform },
      write('out', 'x', target, 'public.prices', mode, mode === 'upsert' ? ['code'] : []),
    ];
    const runWith = async (code: string, mode: string, transform = 'select code, amount, day from prices') => {
      const t = ok(await call<TranView>('EtlTran', 'save', [{ repoId: repo.id, code, name: code, steps: steps(mode, transform) }]));
      const r = await finish(ok(await call<RunView>('EtlTran', 'run', [t.id])).id);
      expect(r.status, r.error ?? '').toBe('Succeeded');
      return onOther<{ code: string; amount: string; day: string }>(`select code, amount::text as amount, to_char(day, 'YYYY-MM-DD') as day from prices order by code, amount`);
    };
    const three = [{ code: 'A01', amount: '12.3400000000', day: '2026-10-01' }, { code: 'A02', amount: '0.1000000000', day: '2026-10-02' }, { code: 'A03', amount: '99999999.9900000000', day: '2026-10-03' }];
    expect(await runWith('T-CREATE', 'create')).toEqual(three);
    expect((await onOther<{ t: string }>(`select format_type(atttypid, atttypmod) as t from pg_attribute where attrelid = 'prices'::regclass and attname = 'amount'`))[0]!.t).toBe('numeric(38,10)');
    expect(await runWith('T-APPEND', 'append')).toEqual(three.flatMap((r) => [r, r]));
    expect(await runWith('T-TRUNC', 'truncate')).toEqual(three);
    expect(await runWith('T-UPSERT', 'upsert', `select code, amount + 0.01 as amount, day from prices where code <> 'A02'`)).toEqual([
      { code: 'A01', amount: '12.3500000000', day: '2026-10-01' }, three[1], { code: 'A03', amount: '100000000.0000000000', day: '2026-10-03' },
    ]);
    const sum = await onOther<{ s: string }>(`select sum(amount)::text as s from prices`);
    expect(sum[0]!.s).toBe('100000012.4500000000');
  });

  it('registers each step\'s SQL with lineage\'s registry when saved, and removes it with the transformation', async () => {
    const t = ok(await call<TranView>('EtlTran', 'save', [{
      repoId: repo.id, code: 'T-LINEAGE', name: '血缘', steps: [read('a', own, 'select code, real_price from erp_sale'), write('w', 'a', target, 'sale_lineage', 'create')],
    }]));
    const mine = (await statementsOf(sys, T, 'etl.step')).filter((s) => s.originId.startsWith(`${t.id}/`));
    expect(mine.map((s) => [s.originId, s.sourceId, s.targetSourceId, s.targetTable, s.dialect])).toEqual([
      [`${t.id}/a`, null, null, null, 'postgresql'],
      [`${t.id}/w`, null, target, 'sale_lineage', 'duckdb'],
    ]);
    expect(mine[0]!.sql).toBe('select code, real_price from erp_sale');
    // not while a job runs it
    const job = ok(await call<JobView>('EtlJob', 'save', [{ repoId: repo.id, code: 'J-LINEAGE', name: '血缘作业', steps: [{ kind: 'tran', refId: t.id }] }]));
    refused(await call('EtlTran', 'remove', [[t.id]]), 400, '血缘 被作业 血缘作业 使用，不能删除');
    expect((await statementsOf(sys, T, 'etl.step')).filter((s) => s.originId.startsWith(`${t.id}/`))).toHaveLength(2);
    ok(await call('EtlJob', 'remove', [[job.id]]));
    ok(await call('EtlTran', 'remove', [[t.id]]));
    expect((await statementsOf(sys, T, 'etl.step')).filter((s) => s.originId.startsWith(`${t.id}/`))).toEqual([]);
  });

  it('refuses a graph whose step reads a later or missing step, a write into the product database, and a transform that is not one SELECT', async () => {
    const save = (steps: unknown[]) => call('EtlTran', 'save', [{ repoId: repo.id, code: 'T-BAD', name: '坏', steps }]);
    refused(await save([read('a', own, 'select code from erp_sale'), write('w', 'zz', target, 't1', 'create')]), 400, '步骤 写入w 的输入 zz 不存在或不在它之前');
    refused(await save([read('a', own, 'select code from erp_sale'), write('w', 'a', own, 't1', 'create')]), 400, '步骤 写入w：本系统数据库不能作为写入目标（它的数据只由本系统的业务规则写入）');
    refused(await save([read('a', own, 'select code from erp_sale'), write('w', 'a', csv, 't1', 'create')]), 400, '数据源 价格 只读，不能写入（只有 PostgreSQL 和 SQLite 数据源可写）');
    refused(await save([read('a', own, 'delete from erp_sale'), write('w', 'a', target, 't1', 'create')]), 400, '只允许只读查询（SELECT / WITH）');
    refused(await save([read('a', own, 'select code from erp_sale'), write('w', 'a', target, 't1', 'upsert')]), 400, '步骤 写入w：按主键更新需要填写主键列');
    // a transform that is not a SELECT fails its run with that message (DuckDB's parser judges it)
    const t = ok(await call<TranView>('EtlTran', 'save', [{
      repoId: repo.id, code: 'T-NOTSELECT', name: '非查询',
      steps: [read('a', own, 'select code from erp_sale'), { kind: 'transform', key: 'b', name: '删', inputs: ['a'], sql: "copy a to '/tmp/x.csv'" }, write('w', 'b', target, 't_never', 'create')],
    }]));
    const r = await finish(ok(await call<RunView>('EtlTran', 'run', [t.id])).id);
    expect([r.status, r.error]).toEqual(['Failed', '步骤 删：转换SQL必须是一条SELECT语句']);
  });
});

describe('a job', () => {
  it('fails with the failing step\'s error, runs its on-failure step, skips its on-success one, and tells its owner', async () => {
    const bad = ok(await call<TranView>('EtlTran', 'save', [{
      repoId: repo.id, code: 'T-FAILS', name: '会失败的转换',
      steps: [read('a', csv, 'select * from prices'), { kind: 'transform', key: 'b', name: '错列', inputs: ['a'], sql: 'select no_such_column from a' }, write('w', 'b', target, 't_fail', 'create')],
    }]));
    const good = ok(await call<TranView>('EtlTran', 'save', [{ repoId: repo.id, code: 'T-GOOD', name: '正常转换', steps: [read('a', csv, 'select * from prices'), write('w', 'a', target, 't_good', 'create')] }]));
    const onFail = ok(await call<ScriptView>('EtlScript', 'save', [{ repoId: repo.id, code: 'S-LOG', name: '记录失败', sourceId: target, sql: "insert into etl_log values ('failed')" }]));
    const job = ok(await call<JobView>('EtlJob', 'save', [{
      repoId: repo.id, code: 'J-COND', name: '条件作业', maxAttempts: 1,
      steps: [{ kind: 'tran', refId: bad.id, when: 'success' }, { kind: 'tran', refId: good.id, when: 'success' }, { kind: 'script', refId: onFail.id, when: 'failure' }],
    }]));
    const before = (await sql<{ n: number }>`select count(*)::int as n from message where tenant_id = ${T} and user_id = ${demo.user.id}`.execute(sys)).rows[0]!.n;
    const r = await finish(ok(await call<RunView>('EtlJob', 'run', [job.id])).id);
    expect(r.status).toBe('Failed');
    expect(r.error).toMatch(/no_such_column/);
    expect(r.steps.map((s) => [s.name, s.status])).toEqual([
      ['会失败的转换 / 读取a', 'Succeeded'], ['会失败的转换 / 错列', 'Failed'], ['正常转换', 'Skipped'], ['记录失败', 'Succeeded'],
    ]);
    expect(await onOther(`select what from etl_log`)).toEqual([{ what: 'failed' }]);
    const msgs = (await sql<{ title: string }>`select title from message where tenant_id = ${T} and user_id = ${demo.user.id} order by id desc`.execute(sys)).rows;
    expect(msgs.length).toBe(before + 1);
    expect(msgs[0]!.title).toBe('ETL作业运行失败：条件作业');
  });

  it('queues a failed run again after a back-off while it has attempts left', async () => {
    const bad = ok(await call<TranView>('EtlTran', 'save', [{
      repoId: repo.id, code: 'T-RETRY', name: '重试', steps: [read('a', csv, 'select * from prices'), { kind: 'transform', key: 'b', name: '错', inputs: ['a'], sql: 'select nope from a' }, write('w', 'b', target, 't_r', 'create')],
    }]));
    const job = ok(await call<JobView>('EtlJob', 'save', [{ repoId: repo.id, code: 'J-RETRY', name: '重试作业', maxAttempts: 3, steps: [{ kind: 'tran', refId: bad.id }] }]));
    const queued = ok(await call<RunView>('EtlJob', 'run', [job.id]));
    const r = await finish(queued.id);
    expect([r.status, r.attempt]).toEqual(['Queued', 2]);
    const due = (await sql<{ s: number }>`select extract(epoch from run_at - now())::int as s from dg_etl_run where tenant_id = ${T} and id = ${queued.id}`.execute(sys)).rows[0]!.s;
    expect(due).toBeGreaterThan(20);
    expect(due).toBeLessThanOrEqual(30);
  });
});

describe('the queue', () => {
  it('gives a due run to exactly one of two competing workers', async () => {
    const job = ok(await call<{ itemList: JobView[] }>('EtlJob', 'summaryPage', [{ text: 'J-COND' }])).itemList[0]!;
    const later = new Date(Date.now() + 3600_000);
    const id = Number((await sql<{ id: string }>`insert into dg_etl_run (tenant_id, job_id, name, trigger, run_at) values (${T}, ${job.id}, 'x', 'manual', ${later}) returning id`.execute(sys)).rows[0]!.id);
    const at = new Date(later.getTime() + 1000);
    const [a, b] = await Promise.all([claimRun(sys, 'worker-a', at), claimRun(sys, 'worker-b', at)]);
    expect([a?.id, b?.id].filter((x) => x === id)).toHaveLength(1);
    await sql`delete from dg_etl_run where tenant_id = ${T} and id = ${id}`.execute(sys);
  });

  it('marks the open step of a run whose worker was lost and queues the run again', async () => {
    const job = ok(await call<{ itemList: JobView[] }>('EtlJob', 'summaryPage', [{ text: 'J-COND' }])).itemList[0]!;
    const id = Number((await sql<{ id: string }>`insert into dg_etl_run (tenant_id, job_id, name, trigger, status, worker, locked_until, started_at, max_attempts)
      values (${T}, ${job.id}, '中断的运行', 'manual', 'Running', 'gone', now() - interval '1 minute', now() - interval '5 minutes', 2) returning id`.execute(sys)).rows[0]!.id);
    await sql`insert into dg_etl_run_step (tenant_id, run_id, attempt, seq, name, kind, status) values (${T}, ${id}, 1, 1, '读取', 'read', 'Running')`.execute(sys);
    expect(await reclaimLost(srv.env)).toBeGreaterThanOrEqual(1);
    const run = (await sql<{ status: string; attempt: number; error: string }>`select status, attempt, error from dg_etl_run where tenant_id = ${T} and id = ${id}`.execute(sys)).rows[0]!;
    expect(run).toEqual({ status: 'Queued', attempt: 2, error: '运行中断（服务停止或重启），按重试处理' });
    const step = ok(await call<RunStepView[]>('EtlRun', 'steps', [id]))[0]!;
    expect([step.status, step.error]).toEqual(['Failed', '运行中断（服务停止或重启），按重试处理']);
    await sql`delete from dg_etl_run where tenant_id = ${T} and id = ${id}`.execute(sys);
  });
});

describe('walls', () => {
  it('shows another tenant none of the transformations, jobs or runs', async () => {
    const mine = ok(await call<{ itemList: TranView[] }>('EtlTran', 'summaryPage', [{ pageSize: 200 }])).itemList;
    expect(mine.length).toBeGreaterThan(0);
    expect(ok(await call<{ itemList: TranView[] }>('EtlTran', 'summaryPage', [{ pageSize: 200 }], acme)).itemList.filter((t) => t.code.startsWith('T-'))).toEqual([]);
    expect(ok(await call<{ itemList: RunView[] }>('EtlRun', 'page', [{ pageSize: 200 }], acme)).itemList.filter((r) => r.name === '条件作业')).toEqual([]);
    refused(await call('EtlTran', 'detail', [mine[0]!.id], acme), 11, `转换不存在：${mine[0]!.id}`);
    refused(await call('EtlTran', 'run', [mine[0]!.id], acme), 11, `转换不存在：${mine[0]!.id}`);
  });

  it('refuses a source the caller\'s role may not use (DataAuth names only another role)', async () => {
    const other = (await sql<{ id: string }>`select id from role where tenant_id = ${T} and code <> 'admin' order by id limit 1`.execute(sys)).rows[0]!.id;
    const rule = (await sql<{ id: string }>`insert into dg_auth (tenant_id, role_id, source_id, tables, masked) values (${T}, ${other}, ${csv}, '{}', '{}') returning id`.execute(sys)).rows[0]!.id;
    try {
      refused(await call('EtlTran', 'save', [{ repoId: repo.id, code: 'T-HIDDEN', name: '无权', steps: [read('a', csv, 'select * from prices'), write('w', 'a', target, 't_h', 'create')] }]), 4003, '无权使用该数据源');
      const good = ok(await call<{ itemList: TranView[] }>('EtlTran', 'summaryPage', [{ text: 'T-GOOD' }])).itemList[0]!;
      refused(await call('EtlTran', 'run', [good.id]), 4003, '无权使用该数据源');
    } finally {
      await sql`delete from dg_auth where tenant_id = ${T} and id = ${rule}`.execute(sys);
    }
  });

  it('never moves a column DataAuth masks for the caller', async () => {
    refused(await call('EtlTran', 'save', [{ repoId: repo.id, code: 'T-MASKED', name: '脱敏列', steps: [read('a', lite, 'select line, operator_phone from line_output'), write('w', 'a', target, 't_m', 'create')] }]), 4003, '步骤 读取a：列 operator_phone 对你的角色脱敏，不能经ETL搬运');
  });

  it('never writes the product database with a script: refused when saved and when run', async () => {
    refused(await call('EtlScript', 'save', [{ repoId: repo.id, code: 'S-OWN', name: '改本库', sourceId: own, sql: 'delete from erp_sale' }]), 400, 'ETL脚本不能在本系统数据库上运行：本系统数据库只由本系统的业务规则写入');
    const before = (await sql<{ n: number }>`select count(*)::int as n from erp_sale where tenant_id = ${T}`.execute(sys)).rows[0]!.n;
    await expect(runScript(srv.env, srv.db.forTenant(T), T, own, 'delete from erp_sale', 5000)).rejects.toThrow('ETL脚本不能在本系统数据库上运行');
    expect((await sql<{ n: number }>`select count(*)::int as n from erp_sale where tenant_id = ${T}`.execute(sys)).rows[0]!.n).toBe(before);
  });

  it('keeps a SQLite script inside its file: no attach, no pragma', async () => {
    await expect(runScript(srv.env, srv.db.forTenant(T), T, lite, "attach '/tmp/etl-escape.db' as x", 5000)).rejects.toThrow(/not authorized|authorization/);
    expect(fs.existsSync('/tmp/etl-escape.db')).toBe(false);
  });
});
