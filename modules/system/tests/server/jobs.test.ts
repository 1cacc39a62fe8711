// Scheduled jobs (system/TriggerJob) on a real database with pg-boss running in the server: a run
// asked for now is queued, runs, has its effect and is logged (Success, or Failed with its
// message); an enabled job is a pg-boss schedule and really fires on it, a disabled or removed
// one is not; a tenant sees and runs only its own jobs; a bad cron or bad parameters are refused;
// a role without the page may do none of it; a server closes cleanly with a run under way.
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { RecordPage } from '../../../../schemas/rpc/datax';
import type { Session } from '../../../../schemas/rpc/portal';
import { type AnyRecord, fileServer, ok, startServer } from '../../../../tests/kit';
import { jobSchedules, queueOf } from '../../server/jobs';

// pg-boss's clock, fast: due schedules looked for every second, queued runs every half second
process.env.JOBS_CRON_CHECK_SECONDS = '1';
process.env.JOBS_POLL_SECONDS = '0.5';

const DEMO = '00000002';
const PAGE = 'system/TriggerJob';
type Job = AnyRecord;
type Log = AnyRecord;

const srv = await fileServer();
const [admin, acme, viewer, wangqiang] = await Promise.all([srv.session('demo', 'admin'), srv.session('acme', 'admin'), srv.session('demo', 'zhaolei'), srv.session('demo', 'wangqiang')]);
let serial = 0;

const save = (s: Session, record: Record<string, unknown>, headers?: Record<string, string>) =>
  srv.call<Job>(s, 'datax.MetaDynamic', 'saveValue', ['TriggerJob', record], headers);
const getJob = async (s: Session, id: number) => ok(await srv.call<Job>(s, 'datax.MetaDynamic', 'getValue', ['TriggerJob', id]));
const newJob = async (fields: Record<string, unknown>) =>
  ok(await save(admin, { code: `T${Date.now()}_${++serial}`, name: `测试任务 ${serial}`, enabled: false, ...fields }));
const logsOf = async (s: Session, jobId: number) =>
  ok(await srv.call<RecordPage>(s, 'system.TriggerJob', 'logPage', [{ page: 1, pageSize: 50, filterMap: { job_id: jobId } }])).itemList as Log[];

async function eventually<T>(probe: () => Promise<T | undefined | null | false>, what: string, timeoutMs = 10_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const v = await probe();
    if (v) return v;
    if (Date.now() > until) throw new Error(`not within ${timeoutMs} ms: ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
const firstLog = (s: Session, jobId: number, count = 1) => eventually(async () => {
  const logs = await logsOf(s, jobId);
  return logs.length >= count && logs;
}, `${count} log(s) of job ${jobId}`);


describe('the demo jobs', () => {
  it('each demo tenant starts with jobs and a history; the enabled one is a pg-boss schedule', async () => {
    const page = ok(await srv.call<RecordPage>(admin, 'datax.MetaDynamic', 'summaryPage', [{ entityCode: 'TriggerJob', page: 1, pageSize: 20, filterMap: {} }]));
    const byCode = new Map((page.itemList as Job[]).map((j) => [j.code, j]));
    const clean = byCode.get('CLEAN_SESSIONS')!;
    expect(clean).toMatchObject({ handler: 'cleanSessions', cron: '0 * * * *', enabled: true, last_run_status: 'Success' });
    expect(new Date(clean.next_run_dt).getTime()).toBeGreaterThan(Date.now());
    expect(byCode.get('DAILY_REMINDER')).toMatchObject({ handler: 'sendMessage', enabled: false, last_run_status: 'Success', next_run_dt: null });
    // four seeded runs (a fifth when the clock passes the full hour meanwhile)
    expect((await logsOf(admin, clean.id)).length).toBeGreaterThanOrEqual(4);

    const schedules = await jobSchedules(srv.db);
    expect(schedules.get(queueOf(DEMO, clean.id))).toBe('0 * * * *');
    expect(schedules.has(queueOf(DEMO, byCode.get('DAILY_REMINDER')!.id))).toBe(false);
    // uploads no record names are purged every night without anyone having to set it up
    const purge = byCode.get('PURGE_UNLINKED_FILES')!;
    expect(purge).toMatchObject({ handler: 'purgeUnlinkedFiles', enabled: true });
    expect(schedules.get(queueOf(DEMO, purge.id))).toBe('0 3 * * *');
  });
});

describe('run now', () => {
  it('queues the run, which sends the message and is logged Success (Manual)', async () => {
    const title = `提醒 ${Date.now()}`;
    const job = await newJob({ handler: 'sendMessage', cron: '0 9 * * 1-5', params: JSON.stringify({ user: 'wangqiang', title, content: '请盘点' }) });
    const answer = ok(await srv.call<{ msg: string; queued: string }>(admin, 'system.TriggerJob', 'run', [job.id]));
    expect(answer.msg).toBe(`任务「${job.name}」已加入执行队列`);
    expect(answer.queued).toMatch(/^[0-9a-f-]{36}$/);

    const [log] = await firstLog(admin, job.id);
    expect(log).toMatchObject({ run_status: 'Success', trigger_type: 'Manual', message: `已向 王强 发送消息「${title}」`, createName: '系统管理员' });
    expect(log.job_id).toMatchObject({ id: job.id, code: job.code });
    expect(log.duration_ms).toBeGreaterThanOrEqual(0);
    const mine = ok(await srv.call<{ itemList: Array<{ title: string; content: string; read: boolean }> }>(wangqiang, 'portal.Message', 'listMine', [1, 10]));
    expect(mine.itemList[0]).toMatchObject({ title, content: '请盘点', read: false });
    const after = await getJob(admin, job.id);
    expect(after).toMatchObject({ last_run_status: 'Success', last_run_dt: log.started_dt, next_run_dt: null, version: job.version });
  });

  it('cleanSessions ends the sessions older than its hours; purgeLoginLog deletes old login entries', async () => {
    const sys = srv.db.system;
    const user = await sys.selectFrom('app_user').select('id').where('tenant_id', '=', DEMO).where('code', '=', 'wangqiang').executeTakeFirstOrThrow();
    const role = await sys.selectFrom('role').select('id').where('tenant_id', '=', DEMO).where('code', '=', 'warehouse').executeTakeFirstOrThrow();
    const old = crypto.randomUUID();
    await sql`insert into user_session (id, tenant_id, user_id, role_id, portal_type, create_dt) values (${old}, ${DEMO}, ${user.id}, ${role.id}, 'Web', now() - interval '30 hours')`.execute(sys);
    await sql`insert into login_log (tenant_id, user_code, ip, success, message, create_dt) values (${DEMO}, 'ghost', '10.0.0.9', false, 'old', now() - interval '400 days')`.execute(sys);

    const clean = await newJob({ handler: 'cleanSessions', cron: '0 * * * *', params: '{"hours": 24}' });
    // the page's row action posts [{entityCode, ids, url}]
    ok(await srv.call(admin, 'system.TriggerJob', 'run', [{ entityCode: 'TriggerJob', ids: [clean.id], url: PAGE }]));
    const [cleaned] = await firstLog(admin, clean.id);
    expect(cleaned.run_status).toBe('Success');
    // (at least the old one, unless the demo's hourly clean-up got to it first)
    expect(cleaned.message).toMatch(/^删除了 \d+ 个超过 24 小时的会话$/);
    const left = await sys.selectFrom('user_session').select('id').where('tenant_id', '=', DEMO).where('id', '=', old).execute();
    expect(left).toHaveLength(0);
    // the sessions of this morning still work
    ok(await srv.call(wangqiang, 'portal.Message', 'listMine', [1, 1]));

    const purge = await newJob({ handler: 'purgeLoginLog', cron: '30 2 * * *', params: '{"days": 180}' });
    ok(await srv.call(admin, 'system.TriggerJob', 'run', [purge.id]));
    const [purged] = await firstLog(admin, purge.id);
    expect(purged.message).toMatch(/^删除了 [1-9]\d* 条超过 180 天的登录日志$/);
    const logins = await sql<{ ghost: number; recent: number }>`select count(*) filter (where user_code = 'ghost')::int as ghost,
      count(*) filter (where create_dt > now() - interval '1 day')::int as recent from login_log where tenant_id = ${DEMO}`.execute(sys);
    expect(logins.rows[0].ghost).toBe(0);
    expect(logins.rows[0].recent).toBeGreaterThan(0);
  });

  it('a failing run is logged Failed with its message, in the language of whoever ran it', async () => {
    const job = await newJob({ handler: 'sendMessage', cron: '0 9 * * *', params: '{"user": "nobody", "title": "hi"}' });
    ok(await srv.call(admin, 'system.TriggerJob', 'run', [job.id]));
    const [failed] = await firstLog(admin, job.id);
    expect(failed).toMatchObject({ run_status: 'Failed', trigger_type: 'Manual', message: '用户不存在：nobody' });
    expect(await getJob(admin, job.id)).toMatchObject({ last_run_status: 'Failed' });

    ok(await srv.call(admin, 'system.TriggerJob', 'run', [job.id], { language: 'en_US' }));
    const logs = await firstLog(admin, job.id, 2);
    expect(logs.map((l) => l.message).sort()).toEqual(['No such user: nobody', '用户不存在：nobody']);
  });
});

describe('schedules follow the jobs', () => {
  it('an enabled job is a pg-boss schedule; a changed cron moves it; a disabled or removed job is none', async () => {
    const job = await newJob({ handler: 'purgeLoginLog', cron: '15 3 * * *', params: '{"days": 30}', enabled: true });
    const name = queueOf(DEMO, job.id);
    expect((await jobSchedules(srv.db)).get(name)).toBe('15 3 * * *');
    const next = new Date(job.next_run_dt);
    expect(next.getTime()).toBeGreaterThan(Date.now());
    expect(next.getUTCMinutes() % 15).toBe(0);

    const moved = ok(await save(admin, { id: job.id, version: job.version, cron: '45 4 * * *' }));
    expect((await jobSchedules(srv.db)).get(name)).toBe('45 4 * * *');
    expect(moved.next_run_dt).not.toBe(job.next_run_dt);

    const off = ok(await srv.call<{ msg: string; updated: number }>(admin, 'system.TriggerJob', 'disable', [[job.id]]));
    expect(off).toEqual({ msg: '已停用 1 个任务', updated: 1 });
    expect((await jobSchedules(srv.db)).has(name)).toBe(false);
    expect(await getJob(admin, job.id)).toMatchObject({ enabled: false, next_run_dt: null });

    ok(await srv.call(admin, 'system.TriggerJob', 'enable', [{ entityCode: 'TriggerJob', ids: [job.id], url: PAGE }]));
    expect((await jobSchedules(srv.db)).get(name)).toBe('45 4 * * *');
    expect(await getJob(admin, job.id)).toMatchObject({ enabled: true });

    ok(await srv.call(admin, 'system.TriggerJob', 'run', [job.id]));
    await firstLog(admin, job.id);
    ok(await srv.call(admin, 'datax.MetaDynamic', 'removeValue', ['TriggerJob', [job.id]]));
    expect((await jobSchedules(srv.db)).has(name)).toBe(false);
    const queue = await sql<{ n: number }>`select count(*)::int as n from pgboss.queue where name = ${name}`.execute(srv.db.system);
    expect(queue.rows[0].n).toBe(0);
    expect(await logsOf(admin, job.id)).toEqual([]);
  });

  it('a job runs on its schedule by itself (pg-boss clock), logged as Schedule', async () => {
    const title = `每分钟 ${Date.now()}`;
    // every minute: pg-boss sends a schedule whose last occurrence lies within the past minute
    const job = await newJob({ handler: 'sendMessage', cron: '* * * * *', params: JSON.stringify({ user: 'wangqiang', title }), enabled: true });
    const [log] = await firstLog(admin, job.id);
    expect(log).toMatchObject({ run_status: 'Success', trigger_type: 'Schedule', createName: '定时调度' });
    const mine = ok(await srv.call<{ itemList: Array<{ title: string }> }>(wangqiang, 'portal.Message', 'listMine', [1, 10]));
    expect(mine.itemList.map((m) => m.title)).toContain(title);
    ok(await srv.call(admin, 'system.TriggerJob', 'disable', [[job.id]]));
  });
});

describe('tenants and permissions', () => {
  it("a tenant neither sees nor runs another tenant's jobs (11)", async () => {
    const demoJob = await newJob({ handler: 'purgeLoginLog', cron: '0 1 * * *' });
    ok(await srv.call(admin, 'system.TriggerJob', 'run', [demoJob.id]));
    await firstLog(admin, demoJob.id);

    for (const [service, method, args] of [
      ['datax.MetaDynamic', 'getValue', ['TriggerJob', demoJob.id]],
      ['system.TriggerJob', 'run', [demoJob.id]],
      ['system.TriggerJob', 'enable', [[demoJob.id]]],
      ['datax.MetaDynamic', 'removeValue', ['TriggerJob', [demoJob.id]]],
    ] as const) {
      expect((await srv.call(acme, service, method, [...args])).json.code, `${service}/${method}`).toBe(11);
    }
    const mine = ok(await srv.call<RecordPage>(acme, 'datax.MetaDynamic', 'summaryPage', [{ entityCode: 'TriggerJob', page: 1, pageSize: 50, filterMap: {} }]));
    expect((mine.itemList as Job[]).map((j) => j.code).sort()).toEqual(['CLEAN_SESSIONS', 'DAILY_REMINDER', 'PURGE_LOGIN_LOG', 'PURGE_UNLINKED_FILES']);
    expect((mine.itemList as Job[]).some((j) => j.id === demoJob.id)).toBe(false);
    const acmeLogs = ok(await srv.call<RecordPage>(acme, 'system.TriggerJob', 'logPage', [{ page: 1, pageSize: 100, filterMap: {} }]));
    const acmeJobs = new Set((mine.itemList as Job[]).map((j) => j.id));
    expect(acmeLogs.total).toBeGreaterThanOrEqual(7);
    expect((acmeLogs.itemList as Log[]).every((l) => acmeJobs.has(l.job_id.id))).toBe(true);
    expect(await logsOf(acme, demoJob.id)).toEqual([]);
    expect(await getJob(admin, demoJob.id)).toMatchObject({ last_run_status: 'Success' });
  });

  it('a bad cron is a 400 naming the field, in Chinese or English; bad parameters too; nothing is written', async () => {
    const before = await sql<{ n: number }>`select count(*)::int as n from sys_trigger_job where tenant_id = ${DEMO}`.execute(srv.db.system);
    const zh = await save(admin, { code: 'BAD_CRON', name: '坏任务', handler: 'cleanSessions', cron: 'every hour', enabled: true });
    expect(zh.json.code).toBe(400);
    expect(zh.json.msg).toMatch(/^Cron 表达式: 不是有效的 Cron 表达式：需 5 段/);
    expect(zh.json.body.fields).toEqual({ cron: expect.stringContaining('0 * * * *') });

    const en = await save(admin, { code: 'BAD_CRON', name: 'bad', handler: 'cleanSessions', cron: '*/5 * * * * *' }, { language: 'en_US' });
    expect(en.json.code).toBe(400);
    expect(en.json.msg).toMatch(/^Cron expression: is not a valid cron expression: five fields/);

    const params = await save(admin, { code: 'BAD_PARAMS', name: '坏参数', handler: 'cleanSessions', cron: '0 * * * *', params: '{"hours": 0}' });
    expect(params.json.code).toBe(400);
    expect(params.json.body.fields).toEqual({ params: expect.stringMatching(/^参数 hours 不符合要求/) });
    const notJson = await save(admin, { code: 'BAD_PARAMS', name: '坏参数', handler: 'sendMessage', cron: '0 * * * *', params: 'user=admin' });
    expect(notJson.json.body.fields).toEqual({ params: '不是有效的 JSON 对象' });

    // a modify is checked against the stored job: a cron it breaks is refused
    const job = await newJob({ handler: 'cleanSessions', cron: '0 * * * *' });
    const broken = await save(admin, { id: job.id, version: job.version, cron: '61 * * * *' });
    expect(broken.json.code).toBe(400);
    const after = await sql<{ n: number }>`select count(*)::int as n from sys_trigger_job where tenant_id = ${DEMO}`.execute(srv.db.system);
    expect(after.rows[0].n).toBe(before.rows[0].n + 1);
    expect((await getJob(admin, job.id)).cron).toBe('0 * * * *');
  });

  it('a role without the page gets 4003 for every job call', async () => {
    const job = await newJob({ handler: 'cleanSessions', cron: '0 * * * *' });
    for (const [service, method, args] of [
      ['system.TriggerJob', 'run', [job.id]],
      ['system.TriggerJob', 'enable', [[job.id]]],
      ['system.TriggerJob', 'disable', [[job.id]]],
      ['system.TriggerJob', 'logPage', [{ page: 1, pageSize: 10 }]],
      ['datax.MetaDynamic', 'saveValue', ['TriggerJob', { code: 'X1', name: 'x', handler: 'cleanSessions', cron: '0 * * * *' }]],
      ['datax.MetaDynamic', 'getValue', ['TriggerJob', job.id]],
    ] as const) {
      expect((await srv.call(viewer, service, method, [...args])).json.code, `${service}/${method}`).toBe(4003);
    }
    expect(await logsOf(admin, job.id)).toEqual([]);
  });
});

describe('closing', () => {
  it('a server closed with a run just queued stops pg-boss cleanly', async () => {
    const rejections: unknown[] = [];
    const onRejection = (e: unknown) => rejections.push(e);
    process.on('unhandledRejection', onRejection);
    try {
      const other = await startServer();
      const s = await other.session('demo', 'admin');
      const page = ok(await other.call<RecordPage>(s, 'datax.MetaDynamic', 'summaryPage', [{ entityCode: 'TriggerJob', page: 1, pageSize: 5, filterMap: { code: 'CLEAN_SESSIONS' } }]));
      ok(await other.call(s, 'system.TriggerJob', 'run', [page.itemList[0].id]));
      const t0 = Date.now();
      await other.close();
      expect(Date.now() - t0).toBeLessThan(15_000);
      await new Promise((r) => setTimeout(r, 300));
      expect(rejections).toEqual([]);
    } finally {
      process.off('unhandledRejection', onRejection);
    }
  }, 60_000);
});
