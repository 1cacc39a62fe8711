// ETL与调度's demo, the same on every day: a repository with two transformations — the tenant's
// sales orders summed per month into the old MES database (upsert by month), and the MES line
// output summed per day and line into a daily table beside it —
// a clean-up script, two jobs with nightly schedules (started), and two weeks of nightly runs
// before the demo's last day: most succeeded, some retried, one failed for good. The targets hold
// what those runs wrote (computed here the same way), so every page shows something at first start.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { type RawBuilder, sql } from 'kysely';
import type { SeedContext } from '../../../../server/modules/types';
import { bytesOf, storeBytes } from '../../../../server/services/file-store';
import { DEMO_OWN, DEMO_SQLITE } from '../../server/demo';
import type { TranStep } from '../contracts';
import { registerSteps } from './trans';
import { nextOf } from './schedule';
import { putStatement } from '../../server/statements';

/**
 * The MES file gains the tables the demo runs wrote: the tenant's sales orders summed per month, the
 * line output summed per day and line, and the runs' audit table. Not harvested again: 变更记录 keeps
 * the foundation's two harvests.
 */
async function addTargets(ctx: SeedContext, mesId: number): Promise<void> {
  const T = ctx.tenant.id;
  const f = (await sql<{ id: string; storage_key: string }>`select f.id, f.storage_key from dg_source s join file f on f.tenant_id = s.tenant_id and f.id = (s.config->>'fileId')::bigint
                                                          where s.tenant_id = ${T} and s.id = ${mesId}`.execute(ctx.db)).rows[0];
  if (!f) return;
  const months = (await sql<{ month: string; orders: number; amount: string }>`
    select to_char(bill_date, 'YYYY-MM') as month, count(*)::int as orders, coalesce(sum(real_price), 0)::text as amount
      from erp_sale where tenant_id = ${T} and bill_date is not null group by 1 order by 1`.execute(ctx.db)).rows;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'plantform-etl-demo-'));
  try {
    const file = path.join(dir, 'mes.sqlite');
    fs.writeFileSync(file, await bytesOf(ctx.db, T, f.storage_key));
    const db = new DatabaseSync(file);
    db.exec(`create table sales_monthly (month text primary key, orders integer, amount text)`);
    const ins = db.prepare('insert into sales_monthly values (?, ?, ?)');
    for (const m of months) ins.run(m.month, m.orders, m.amount);
    db.exec(`create table line_daily (day text not null, line text not null, qty integer, scrap_qty integer, primary key (day, line))`);
    db.exec(`insert into line_daily select day, line, sum(qty), sum(scrap_qty) from line_output group by day, line`);
    db.exec(`create table etl_audit (run_day text primary key, note text)`);
    db.close();
    const bytes = fs.readFileSync(file);
    await sql`delete from file_chunk where tenant_id = ${T} and storage_key = ${f.storage_key}`.execute(ctx.db);
    await storeBytes(ctx.db, T, f.storage_key, (async function* () {
      yield bytes;
    })());
    await sql`update file set size = ${bytes.length}, sha256 = ${crypto.createHash('sha256').update(bytes).digest('hex')} where tenant_id = ${T} and id = ${f.id}`.execute(ctx.db);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

const insertId = async (ctx: SeedContext, q: RawBuilder<{ id: string }>) => Number((await q.execute(ctx.db)).rows[0]!.id);

export async function seedEtlDemo(ctx: SeedContext): Promise<void> {
  const T = ctx.tenant.id;
  if ((await sql`select 1 from dg_etl_repo where tenant_id = ${T} limit 1`.execute(ctx.db)).rows.length) return;
  const src = async (code: string) => (await sql<{ id: string }>`select id from dg_source where tenant_id = ${T} and code = ${code}`.execute(ctx.db)).rows[0];
  const ownRow = await src(DEMO_OWN);
  const mesRow = await src(DEMO_SQLITE);
  if (!ownRow || !mesRow) return;
  const own = Number(ownRow.id);
  const mes = Number(mesRow.id);
  const who = { id: ctx.creator.id, name: ctx.creator.name };

  await addTargets(ctx, mes);

  const repo = await insertId(ctx, sql<{ id: string }>`insert into dg_etl_repo (tenant_id, code, name, remark, create_id, create_name)
    values (${T}, 'DEMO', '生产数据资源库', '销售与产线数据的汇总转换和作业', ${who.id}, ${who.name}) returning id`);
  await sql`insert into dg_etl_repo (tenant_id, code, name, remark, create_id, create_name) values (${T}, 'SANDBOX', '试验资源库', '试验中的转换', ${who.id}, ${who.name})`.execute(ctx.db);

  const salesSteps: TranStep[] = [
    { kind: 'read', key: 'orders', name: '读取销售订单', x: 40, y: 80, sourceId: own, sql: 'select code, bill_date, real_price from erp_sale where bill_date is not null' },
    { kind: 'transform', key: 'monthly', name: '按月汇总', x: 300, y: 80, inputs: ['orders'], sql: "select strftime(bill_date, '%Y-%m') as month, count(*) as orders, sum(real_price) as amount from orders group by 1" },
    { kind: 'write', key: 'to_mes', name: '写入MES', x: 560, y: 80, input: 'monthly', sourceId: mes, table: 'sales_monthly', mode: 'upsert', keys: ['month'] },
  ];
  const lineSteps: TranStep[] = [
    { kind: 'read', key: 'output', name: '读取产线产量', x: 40, y: 80, sourceId: mes, sql: 'select day, line, qty, scrap_qty from line_output' },
    { kind: 'transform', key: 'daily', name: '按日按线汇总', x: 300, y: 80, inputs: ['output'], sql: 'select day, line, sum(qty) as qty, sum(scrap_qty) as scrap_qty from output group by day, line' },
    { kind: 'write', key: 'to_daily', name: '写入日汇总', x: 560, y: 80, input: 'daily', sourceId: mes, table: 'line_daily', mode: 'upsert', keys: ['day', 'line'] },
  ];
  const tran = async (code: string, name: string, steps: TranStep[], remark: string) => {
    const id = await insertId(ctx, sql<{ id: string }>`insert into dg_etl_tran (tenant_id, repo_id, code, name, remark, graph, create_id, create_name)
      values (${T}, ${repo}, ${code}, ${name}, ${remark}, ${JSON.stringify({ steps })}, ${who.id}, ${who.name}) returning id`);
    await registerSteps(ctx.db, T, id, name, steps);
    return id;
  };
  const sales = await tran('SALES-MONTHLY', '销售订单月汇总', salesSteps, '本系统销售订单按月汇总到旧 MES 库');
  const line = await tran('LINE-DAILY', '产线日产量汇总', lineSteps, '旧 MES 产线产量按日按线汇总到日汇总表');
  // a script that moves data (lineage draws line_daily → etl_audit): the day the summary reached
  const cleanSql = "replace into etl_audit (run_day, note) select max(day), '日汇总已更新' from line_daily";
  const script = await insertId(ctx, sql<{ id: string }>`insert into dg_etl_script (tenant_id, repo_id, code, name, source_id, sql, remark, create_id, create_name)
    values (${T}, ${repo}, 'MES-AUDIT', '记录汇总审计', ${mes}, ${cleanSql}, '记下日汇总已更新到哪一天', ${who.id}, ${who.name}) returning id`);
  await putStatement(ctx.db, T, { origin: 'etl.script', originId: String(script), name: '记录汇总审计', sourceId: mes, sql: cleanSql, dialect: 'sqlite' });

  const job = async (code: string, name: string, steps: object[]) =>
    insertId(ctx, sql<{ id: string }>`insert into dg_etl_job (tenant_id, repo_id, code, name, steps, owner_id, owner_name, time_limit_s, max_attempts, create_id, create_name)
      values (${T}, ${repo}, ${code}, ${name}, ${JSON.stringify(steps)}, ${who.id}, ${who.name}, 600, 3, ${who.id}, ${who.name}) returning id`);
  const nightly = await job('NIGHTLY-SALES', '夜间销售汇总', [{ kind: 'tran', refId: sales, when: 'success' }]);
  const lineJob = await job('NIGHTLY-LINE', '夜间产线汇总', [{ kind: 'tran', refId: line, when: 'success' }, { kind: 'script', refId: script, when: 'always' }]);
  const now = new Date();
  for (const [j, cron] of [[nightly, '0 2 * * *'], [lineJob, '30 2 * * *']] as const) {
    await sql`insert into dg_etl_schedule (tenant_id, job_id, cron, enabled, next_at, remark, create_id, create_name)
      values (${T}, ${j}, ${cron}, true, ${nextOf(cron, now)}, '每晚运行', ${who.id}, ${who.name})`.execute(ctx.db);
  }
  await seedHistory(ctx, { nightly, lineJob, salesSteps, lineSteps });
}

/** two weeks of nightly runs before the demo's last day */
async function seedHistory(ctx: SeedContext, d: { nightly: number; lineJob: number; salesSteps: TranStep[]; lineSteps: TranStep[] }): Promise<void> {
  const T = ctx.tenant.id;
  const today = ctx.today ?? new Date().toISOString().slice(0, 10);
  const dayStart = (back: number) => new Date(new Date(`${today}T02:00:00Z`).getTime() - back * 86_400_000);
  const jobs = [
    { id: d.nightly, name: '夜间销售汇总', tran: '销售订单月汇总', steps: d.salesSteps, rows: [48, 12, 12], script: null as string | null, minute: 0 },
    { id: d.lineJob, name: '夜间产线汇总', tran: '产线日产量汇总', steps: d.lineSteps, rows: [60, 60, 60], script: '记录汇总审计', minute: 30 },
  ];
  for (let back = 14; back >= 1; back--) {
    for (const [k, j] of jobs.entries()) {
      // a retry every fifth night of the sales job; the line job's MES file was locked for good once
      const attempts = k === 0 && back % 5 === 3 ? 2 : k === 1 && back === 9 ? 3 : 1;
      const failedForGood = k === 1 && back === 9;
      const start = new Date(dayStart(back).getTime() + j.minute * 60_000);
      const runMs = 1800 + ((back * 37 + k * 53) % 9) * 400;
      const end = new Date(start.getTime() + (attempts - 1) * 30_000 + runMs);
      const moved = failedForGood ? 0 : j.rows[2]!;
      const run = Number((await sql<{ id: string }>`
        insert into dg_etl_run (tenant_id, job_id, name, trigger, status, attempt, max_attempts, time_limit_s, run_at, started_at, finished_at, rows_moved, error, owner_id, create_name, create_dt)
        values (${T}, ${j.id}, ${j.name}, 'schedule', ${failedForGood ? 'Failed' : 'Succeeded'}, ${attempts}, 3, 600, ${start}, ${new Date(end.getTime() - runMs)}, ${end}, ${moved},
                ${failedForGood ? 'database is locked' : null}, ${ctx.creator.id}, '调度', ${start}) returning id`.execute(ctx.db)).rows[0]!.id);
      for (let a = 1; a <= attempts; a++) {
        const failed = a < attempts || failedForGood;
        const at = new Date(start.getTime() + (a - 1) * 30_000);
        let seq = 0;
        const step = async (name: string, kind: string, status: string, rows: number, log: string | null, error: string | null, ms: number) =>
          sql`insert into dg_etl_run_step (tenant_id, run_id, attempt, seq, name, kind, status, started_at, finished_at, rows, log, error)
              values (${T}, ${run}, ${a}, ${++seq}, ${name}, ${kind}, ${status}, ${at}, ${new Date(at.getTime() + ms)}, ${rows}, ${log}, ${error})`.execute(ctx.db);
        for (const [i, s] of j.steps.entries()) {
          const last = i === j.steps.length - 1;
          if (failed && last) {
            await step(`${j.tran} / ${s.name}`, s.kind, 'Failed', 0, null, a === 1 && !failedForGood ? 'connection terminated unexpectedly' : 'database is locked', 300);
            break;
          }
          await step(`${j.tran} / ${s.name}`, s.kind, 'Succeeded', j.rows[i]!, `${s.kind === 'read' ? '读取' : s.kind === 'transform' ? '转换得到' : '写入'} ${j.rows[i]} 行，用时 ${300 + i * 200} ms`, null, 300 + i * 200);
        }
        if (j.script) await step(j.script, 'script', 'Succeeded', 0, '脚本影响 0 行，用时 40 ms', null, 40);
      }
    }
  }
}
