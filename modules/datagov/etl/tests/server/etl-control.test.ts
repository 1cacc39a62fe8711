// 停止, the live monitor and the designer's places: a stop asked through any instance (a flag on the run's row) stops a
// running run within seconds — 已停止, its open step closed, nothing of the half-done write kept in
// the target — and a queued run at once; a finished run cannot be stopped. Every change of a run
// is pushed to the sockets of its tenant, and to no other tenant's. A step's place on the canvas is
// saved with the graph and is not a statement: moving steps leaves lineage's registry as it was.
import { DatabaseSync } from 'node:sqlite';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { Session, WsServerFrame } from '../../../../../schemas/rpc/portal';
import { fileServer, ok, refused } from '../../../../../tests/kit';
import { upload } from '../../../../../tests/kit/upload';
import type { SourceView } from '../../../contracts';
import type { JobView, RepoView, RunStepView, RunView, ScriptView, TranView } from '../../contracts';
import { closePgPools } from '../../../server/drivers/pg';
import { statementsOf } from '../../../server/statements';
import { copyOut } from '../../server/extract';
import { LEASE_MS, claimRun, pollRunsOnce, reclaimLost } from '../../server/queue';

const srv = await fileServer({}, { withoutFlows: true });
const demo = await srv.session('demo', 'admin');
const acme = await srv.session('acme', 'admin');
const sys = srv.db.system;
const T = demo.tenant.id;
const call = <R>(service: string, method: string, args: unknown[], s = demo) => srv.call<R>(s, `datagov.${service}`, method, args);

function sqliteFile(rows: number): Buffer {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'etl-stop-'));
  try {
    const lite = new DatabaseSync(path.join(dir, 'x.sqlite'));
    lite.exec(`create table reading (id integer primary key, code text, amount text)`);
    lite.exec(`with recursive n(i) as (select 1 union all select i + 1 from n where i < ${rows}) insert into reading select i, 'M-' || (i % 977), i || '.25' from n`);
    lite.close();
    return fs.readFileSync(path.join(dir, 'x.sqlite'));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
async function source(code: string, rows: number): Promise<number> {
  const file = await upload(srv, demo, sqliteFile(rows), `${code}.sqlite`);
  const id = ok(await call<SourceView>('Source', 'save', [{ code, name: code, kind: 'sqlite', fileId: file.id }])).id;
  ok(await call('Source', 'harvest', [id]));
  return id;
}
const big = await source('STOP-BIG', 400_000);
const target = await source('STOP-TARGET', 3);
const repo = ok(await call<RepoView>('EtlRepo', 'save', [{ code: 'STOP-REPO', name: '停止测试' }]));
const tran = ok(await call<TranView>('EtlTran', 'save', [{
  repoId: repo.id, code: 'T-STOP', name: '大表复制',
  steps: [
    { kind: 'read', key: 'src', name: '读取', sourceId: big, sql: 'select id, code, amount from reading' },
    { kind: 'write', key: 'out', name: '写入', input: 'src', sourceId: target, table: 'reading_all', mode: 'create', keys: [] },
  ],
}]));

const version = async (id: number) => Number((await sql<{ v: number }>`select version as v from dg_source where tenant_id = ${T} and id = ${id}`.execute(sys)).rows[0]!.v);
const runRow = async (id: number) => (await sql<{ status: string; error: string | null }>`select status, error from dg_etl_run where tenant_id = ${T} and id = ${id}`.execute(sys)).rows[0]!;
const stepsOf = async (id: number) => ok(await call<RunStepView[]>('EtlRun', 'steps', [id]));

async function until(what: () => Promise<boolean>, ms = 60_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await what())) {
    if (Date.now() > end) throw new Error('waited too long');
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** /ws as the session's user, collecting the frames of a type */
async function socket(s: Session, type: WsServerFrame['type']) {
  const ws = new WebSocket(`${srv.base.replace('http', 'ws')}/ws`);
  const frames: WsServerFrame[] = [];
  ws.on('message', (d) => {
    const f = JSON.parse(String(d)) as WsServerFrame;
    if (f.type === type) frames.push(f);
  });
  await new Promise((r) => ws.once('open', r));
  ws.send(JSON.stringify({ type: 'auth', token: s.token }));
  await new Promise((r) => ws.once('message', r)); // the todo count: authenticated
  return { ws, frames };
}

describe('停止', () => {
  it('stops a running run within seconds, asked through the flag (any instance): 已停止, the target file untouched', async () => {
    const before = await version(target);
    const run = ok(await call<RunView>('EtlTran', 'run', [tran.id]));
    // this "instance" runs it; the stop below comes only through the database, as from another one
    const worker = pollRunsOnce(srv.env, 'instance-A');
    await until(async () => (await stepsOf(run.id)).some((s) => s.kind === 'write' && s.status === 'Running'));
    const asked = Date.now();
    const answer = ok(await call<RunView>('EtlRun', 'stop', [run.id]));
    expect(answer.status).toBe('Running');
    await worker;
    const took = Date.now() - asked;
    console.log(`stopped ${took} ms after the stop was asked`);
    expect(took).toBeLessThan(5000);
    expect(await runRow(run.id)).toEqual({ status: 'Stopped', error: `已由 ${demo.user.name} 停止` });
    const steps = await stepsOf(run.id);
    expect(steps.map((s) => [s.kind, s.status, s.status === 'Failed' ? s.error : ''])).toEqual([['read', 'Succeeded', ''], ['write', 'Stopped', '']]);
    // nothing half-written: the target's file is the one it had (its version did not move, its 3 rows only)
    expect(await version(target)).toBe(before);
    const listed = ok(await call<{ itemList: RunView[] }>('EtlRun', 'page', [{ status: 'Stopped' }])).itemList;
    expect(listed.map((r) => r.id)).toContain(run.id);
    // reaching the write takes a 400,000-row read first: on a crowded machine longer than a test's 30 s
    // (the stop itself is held to 5 s above)
  }, 120_000);

  it('stops a queued run at once, and refuses to stop a run that is over', async () => {
    const run = ok(await call<RunView>('EtlTran', 'run', [tran.id]));
    expect(ok(await call<RunView>('EtlRun', 'stop', [run.id])).status).toBe('Stopped');
    expect(await pollRunsOnce(srv.env, 'instance-A')).toBe(0);
    refused(await call('EtlRun', 'stop', [run.id]), 400, `运行 ${run.id} 已结束，不能停止`);
    // another tenant's run is not there for acme
    refused(await call('EtlRun', 'stop', [run.id], acme), 11, `运行记录不存在：${run.id}`);
  });

  it('ends a run asked to stop whose instance was lost 已停止, not retried', async () => {
    const run = ok(await call<RunView>('EtlTran', 'run', [tran.id]));
    const now = new Date();
    const claimed = await claimRun(sys, 'instance-gone', now);
    expect(claimed?.id).toBe(run.id);
    ok(await call('EtlRun', 'stop', [run.id]));
    expect(await reclaimLost(srv.env, new Date(now.getTime() + LEASE_MS + 1000))).toBe(1);
    expect(await runRow(run.id)).toEqual({ status: 'Stopped', error: `已由 ${demo.user.name} 停止` });
  });
});

describe('停止 on PostgreSQL', () => {
  const other = `dg_etl_stop_${process.pid}`;
  const otherUrl = (() => {
    const u = new URL(srv.databaseUrl);
    u.pathname = `/${other}`;
    return u.toString();
  })();
  const onOther = async (text: string) => {
    const c = new pg.Client({ connectionString: otherUrl });
    await c.connect();
    try {
      return (await c.query(text)).rows;
    } finally {
      await c.end();
    }
  };
  afterAll(async () => {
    await closePgPools();
    await sql.raw(`drop database if exists ${other} with (force)`).execute(sys).catch(() => {});
  });

  it('cancels a statement in flight on another database: the script stops at once and its insert is rolled back', async () => {
    await sql.raw(`create database ${other}`).execute(sys);
    await onOther('create table stop_log (what text not null)');
    const url = new URL(srv.databaseUrl);
    const dw = ok(await call<SourceView>('Source', 'save', [{ code: 'STOP-DW', name: '停止数仓', kind: 'pg', host: url.hostname, port: Number(url.port), database: other, user: decodeURIComponent(url.username), password: decodeURIComponent(url.password) }])).id;
    const script = ok(await call<ScriptView>('EtlScript', 'save', [{ repoId: repo.id, code: 'S-SLOW', name: '慢脚本', sourceId: dw, sql: "insert into stop_log values ('half'); select pg_sleep(120)" }]));
    const job = ok(await call<JobView>('EtlJob', 'save', [{ repoId: repo.id, code: 'J-SLOW', name: '慢作业', maxAttempts: 3, steps: [{ kind: 'script', refId: script.id, when: 'success' }] }]));
    const run = ok(await call<RunView>('EtlJob', 'run', [job.id]));
    const worker = pollRunsOnce(srv.env, 'instance-A');
    await until(async () => (await stepsOf(run.id)).some((s) => s.status === 'Running'));
    await new Promise((r) => setTimeout(r, 300)); // the script is in pg_sleep
    const asked = Date.now();
    ok(await call('EtlRun', 'stop', [run.id]));
    await worker;
    expect(Date.now() - asked).toBeLessThan(5000);
    // stopped, not retried however many attempts are left
    expect((await runRow(run.id)).status).toBe('Stopped');
    expect((await stepsOf(run.id)).map((s) => s.status)).toEqual(['Stopped']);
    expect(await onOther('select what from stop_log')).toEqual([]);
  });
});

describe('live monitor', () => {
  it("pushes a run's progress to its tenant's sockets and to no other tenant's", async () => {
    const small = ok(await call<TranView>('EtlTran', 'save', [{
      repoId: repo.id, code: 'T-LIVE', name: '小表',
      steps: [
        { kind: 'read', key: 'src', name: '读取', sourceId: target, sql: 'select id, code, amount from reading' },
        { kind: 'write', key: 'out', name: '写入', input: 'src', sourceId: target, table: 'reading_copy', mode: 'create', keys: ['id'] },
      ],
    }]));
    const mine = await socket(demo, 'etl');
    const theirs = await socket(acme, 'etl');
    try {
      const run = ok(await call<RunView>('EtlTran', 'run', [small.id]));
      await pollRunsOnce(srv.env, 'instance-A');
      expect((await runRow(run.id)).status).toBe('Succeeded');
      await until(async () => mine.frames.length >= 6, 5000);
      // queued, started, each step's start and end, the end of the run
      expect(new Set(mine.frames.map((f) => (f as { run: number }).run))).toEqual(new Set([run.id]));
      expect(theirs.frames).toEqual([]);
    } finally {
      mine.ws.close();
      theirs.ws.close();
    }
  });
});

describe('rows so far', () => {
  it("pushes a long step's rows so far on the 'etl' frames, rising, before the step ends, at most every 500 ms", { timeout: 120_000 }, async () => {
    const mine = await socket(demo, 'etl');
    try {
      const run = ok(await call<RunView>('EtlTran', 'run', [tran.id]));
      await pollRunsOnce(srv.env, 'instance-A');
      expect((await runRow(run.id)).status).toBe('Succeeded');
      const steps = await stepsOf(run.id);
      expect(steps.map((s) => [s.kind, s.rows])).toEqual([['read', '400000'], ['write', '400000']]);
      await new Promise((r) => setTimeout(r, 200)); // the last frames on their way
      const progress = mine.frames.filter((f): f is Extract<WsServerFrame, { type: 'etl' }> => f.type === 'etl' && f.rows !== undefined);
      console.log(`rows so far: ${progress.map((f) => `${f.step}:${f.rows}`).join(', ')}`);
      expect(progress.length).toBeGreaterThan(0);
      for (const f of progress) {
        expect(f.run).toBe(run.id);
        const step = steps.find((s) => s.id === f.step)!;
        // a count sent while its step ran: below the step's final count
        expect(f.rows).toBeGreaterThan(0);
        expect(f.rows).toBeLessThan(Number(step.rows));
      }
      for (let i = 1; i < progress.length; i++) {
        const [a, b] = [progress[i - 1]!, progress[i]!];
        if (a.step === b.step) expect(b.rows).toBeGreaterThan(a.rows!);
        // throttled per run (a little slack: the frame leaves when its row is updated)
        expect(b.at - a.at).toBeGreaterThan(400);
      }
    } finally {
      mine.ws.close();
    }
  });

  it('counts the rows of a PostgreSQL read as they stream, a value holding a newline counted once', async () => {
    const c = new pg.Client({ connectionString: srv.databaseUrl });
    await c.connect();
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'etl-pg-rows-'));
    try {
      const heard: number[] = [];
      await copyOut(c, `select g as id, 'line ' || g || E'\\nnext' as note from generate_series(1, 300000) g`, path.join(dir, 'out.csv'), 60_000, [], (n) => heard.push(n));
      expect(heard.length).toBeGreaterThan(1);
      expect(heard.every((n, i) => i === 0 || n >= heard[i - 1]!)).toBe(true);
      expect(heard.at(-1)).toBe(300_000);
    } finally {
      await c.end();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('designer', () => {
  it("saves the steps' places with the transformation; the registered statements stay the same", async () => {
    // what a statement says (not when it was written)
    const registered = async () =>
      (await statementsOf(sys, T, 'etl.step')).filter((x) => x.originId.startsWith(`${tran.id}/`)).map((x) => [x.originId, x.name, x.sourceId, x.targetTable, x.sql, x.dialect]);
    const before = await registered();
    expect(before).toHaveLength(2);
    const placed = tran.steps.map((st, i) => ({ ...st, x: 400 + i * 10, y: 120 }));
    const saved = ok(await call<TranView>('EtlTran', 'save', [{ id: tran.id, repoId: repo.id, code: tran.code, name: tran.name, version: tran.version, steps: placed }]));
    const again = ok(await call<TranView>('EtlTran', 'detail', [saved.id]));
    expect(again.steps.map((st) => [st.key, st.x, st.y])).toEqual([['src', 400, 120], ['out', 410, 120]]);
    expect(await registered()).toEqual(before);
  });
});
