// The calls of ETL与调度 (issue 26): repositories (etl/RepoList), transformations (etl/Tran), SQL
// scripts (etldesigner/ScriptList), jobs (etl/Job), schedules (etl/JobSchedule) and runs (etl/ScheduleMonitor,
// etl/ScheduleLog, etl/Display). Paths are not in the spec.
import { z } from 'zod';
import { args, call, defineService, idArg, type Paged } from '../../../schemas/rpc/define';

export const EP = {
  repos: 'etl/RepoList',
  trans: 'etl/Tran',
  scripts: 'etldesigner/ScriptList',
  jobs: 'etl/Job',
  schedules: 'etl/JobSchedule',
  monitor: 'etl/ScheduleMonitor',
  log: 'etl/ScheduleLog',
  display: 'etl/Display',
} as const;

const paging = {
  page: z.number().int().min(1, 'must be at least 1').default(1),
  pageSize: z.number().int().min(1, 'must be at least 1').max(200).default(20),
};
const text = (max: number) => z.string().trim().max(max);
const code = z.string().trim().regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/, 'letters, digits, - and _ (up to 64)');
/** a table name a write step creates or fills: letters, digits and _ (a schema may lead: schema.table) */
const tableName = z.string().trim().regex(/^([A-Za-z_][A-Za-z0-9_]{0,62}\.)?[A-Za-z_][A-Za-z0-9_]{0,62}$/, 'letters, digits and _ (schema.table allowed)');
const stepKey = z.string().trim().regex(/^[a-z][a-z0-9_]{0,30}$/, 'lower-case letters, digits and _');

export const WRITE_MODES = ['create', 'append', 'truncate', 'upsert'] as const;
export type WriteMode = (typeof WRITE_MODES)[number];

const pos = { name: text(60).min(1, 'is required'), x: z.number().default(0), y: z.number().default(0) };
export const tranStep = z.discriminatedUnion('kind', [
  /** 读取: a SELECT on a source (its rows become the table named by the step's key) */
  z.object({ kind: z.literal('read'), key: stepKey, ...pos, sourceId: idArg, sql: z.string().trim().min(1, 'is required').max(20_000) }),
  /** 转换: DuckDB SQL over the earlier steps' tables (by their keys) */
  z.object({ kind: z.literal('transform'), key: stepKey, ...pos, inputs: z.array(stepKey).min(1).max(10), sql: z.string().trim().min(1, 'is required').max(20_000) }),
  /** 写入: one earlier step's rows into a table of a target source */
  z.object({
    kind: z.literal('write'), key: stepKey, ...pos, input: stepKey, sourceId: idArg, table: tableName, mode: z.enum(WRITE_MODES),
    keys: z.array(z.string().trim().min(1).max(63)).max(10).default([]),
  }),
]);
export type TranStep = z.output<typeof tranStep>;

export interface RepoView { id: number; code: string; name: string; remark: string | null; trans: number; jobs: number; scripts: number }
export interface TranView { id: number; repoId: number; repoName: string; code: string; name: string; remark: string | null; steps: TranStep[]; version: number; modifyDt: string | null; lastStatus: RunStatus | null }
export interface ScriptView { id: number; repoId: number; repoName: string; code: string; name: string; sourceId: number; sourceName: string; sql: string; remark: string | null }
export const JOB_WHEN = ['success', 'failure', 'always'] as const;
export type JobWhen = (typeof JOB_WHEN)[number];
export interface JobStep { kind: 'tran' | 'script'; refId: number; when: JobWhen }
export interface JobView {
  id: number; repoId: number; repoName: string; code: string; name: string; remark: string | null; steps: Array<JobStep & { refName: string }>;
  ownerId: number | null; ownerName: string | null; timeLimitS: number; maxAttempts: number; lastStatus: RunStatus | null;
}
export interface ScheduleView { id: number; jobId: number; jobName: string; cron: string; enabled: boolean; nextAt: string | null; lastAt: string | null; remark: string | null }
export type RunStatus = 'Queued' | 'Running' | 'Succeeded' | 'Failed' | 'Stopped';
export interface RunView {
  id: number; name: string; jobId: number | null; tranId: number | null; trigger: 'manual' | 'schedule'; status: RunStatus; attempt: number; maxAttempts: number;
  runAt: string; startedAt: string | null; finishedAt: string | null; ms: number | null; rowsMoved: string; error: string | null; createName: string | null;
}
export interface RunStepView { id: number; attempt: number; seq: number; name: string; kind: string; status: string; startedAt: string; finishedAt: string | null; rows: string; log: string | null; error: string | null }
export interface Overview {
  runs: number; succeeded: number; failed: number; rowsMoved: string;
  perDay: Array<{ day: string; succeeded: number; failed: number; rows: string }>;
  longest: Array<{ name: string; runs: number; avgMs: number; maxMs: number }>;
}

const runQuery = z.object({ ...paging, status: z.enum(['Queued', 'Running', 'Succeeded', 'Failed', 'Stopped']).optional(), text: text(100).optional(), jobId: idArg.optional(), tranId: idArg.optional() });

export const etlRepo = defineService('datagov.EtlRepo', {
  summaryPage: call<[{ text?: string; page?: number; pageSize?: number }], Paged<RepoView>>(args(['query', z.object({ ...paging, text: text(100).optional() })]), {
    anyOf: [{ page: EP.repos }, { page: EP.trans }, { page: EP.jobs }, { page: EP.scripts }],
  }),
  save: call<[{ id?: number; code: string; name: string; remark?: string | null }], RepoView>(
    args(['repo', z.object({ id: idArg.optional(), code, name: text(100).min(1, 'is required'), remark: text(500).nullish() })]),
    ([r]) => ({ page: EP.repos, op: r.id ? 'update' : 'create' }),
  ),
  remove: call<[number[]], { removed: number }>(args(['ids', z.array(idArg).min(1).max(100)]), { page: EP.repos, op: 'delete' }),
});

const tranInput = z.object({ id: idArg.optional(), repoId: idArg, code, name: text(100).min(1, 'is required'), remark: text(500).nullish(), steps: z.array(tranStep).min(1).max(30), version: z.number().int().optional() });
export type TranInput = Omit<z.input<typeof tranInput>, 'id' | 'repoId' | 'steps'> & { id?: number; repoId: number; steps: z.input<typeof tranStep>[] };

export const etlTran = defineService('datagov.EtlTran', {
  summaryPage: call<[{ repoId?: number; text?: string; page?: number; pageSize?: number }], Paged<TranView>>(
    args(['query', z.object({ ...paging, repoId: idArg.optional(), text: text(100).optional() })]),
    { anyOf: [{ page: EP.trans }, { page: EP.jobs }] },
  ),
  detail: call<[number], TranView>(args(['id', idArg]), { page: EP.trans }),
  save: call<[TranInput], TranView>(args(['tran', tranInput]), ([t]) => ({ page: EP.trans, op: t.id ? 'update' : 'create' })),
  remove: call<[number[]], { removed: number }>(args(['ids', z.array(idArg).min(1).max(100)]), { page: EP.trans, op: 'delete' }),
  /** queues a run of the transformation alone; answers the run */
  run: call<[number], RunView>(args(['id', idArg]), { page: EP.trans, op: 'run' }),
  /** the sources the caller's role may use in a step */
  sources: call<[], Array<{ id: number; code: string; name: string; kind: string }>>(args(), { anyOf: [{ page: EP.trans }, { page: EP.scripts }] }),
});

const scriptInput = z.object({ id: idArg.optional(), repoId: idArg, code, name: text(100).min(1, 'is required'), sourceId: idArg, sql: z.string().trim().min(1, 'is required').max(20_000), remark: text(500).nullish() });
export type ScriptInput = Omit<z.input<typeof scriptInput>, 'id' | 'repoId' | 'sourceId'> & { id?: number; repoId: number; sourceId: number };
export const etlScript = defineService('datagov.EtlScript', {
  summaryPage: call<[{ repoId?: number; text?: string; page?: number; pageSize?: number }], Paged<ScriptView>>(
    args(['query', z.object({ ...paging, repoId: idArg.optional(), text: text(100).optional() })]),
    { anyOf: [{ page: EP.scripts }, { page: EP.jobs }] },
  ),
  save: call<[ScriptInput], ScriptView>(args(['script', scriptInput]), ([s]) => ({ page: EP.scripts, op: s.id ? 'update' : 'create' })),
  remove: call<[number[]], { removed: number }>(args(['ids', z.array(idArg).min(1).max(100)]), { page: EP.scripts, op: 'delete' }),
});

const jobInput = z.object({
  id: idArg.optional(), repoId: idArg, code, name: text(100).min(1, 'is required'), remark: text(500).nullish(),
  steps: z.array(z.object({ kind: z.enum(['tran', 'script']), refId: idArg, when: z.enum(JOB_WHEN).default('success') })).min(1).max(30),
  ownerId: idArg.nullish(),
  timeLimitS: z.number().int().min(10).max(6 * 3600).default(600),
  maxAttempts: z.number().int().min(1).max(10).default(3),
});
export type JobInput = Omit<z.input<typeof jobInput>, 'id' | 'repoId' | 'ownerId' | 'steps'> & { id?: number; repoId: number; ownerId?: number | null; steps: Array<{ kind: 'tran' | 'script'; refId: number; when?: JobWhen }> };

export const etlJob = defineService('datagov.EtlJob', {
  summaryPage: call<[{ repoId?: number; text?: string; page?: number; pageSize?: number }], Paged<JobView>>(
    args(['query', z.object({ ...paging, repoId: idArg.optional(), text: text(100).optional() })]),
    { anyOf: [{ page: EP.jobs }, { page: EP.schedules }] },
  ),
  save: call<[JobInput], JobView>(args(['job', jobInput]), ([j]) => ({ page: EP.jobs, op: j.id ? 'update' : 'create' })),
  remove: call<[number[]], { removed: number }>(args(['ids', z.array(idArg).min(1).max(100)]), { page: EP.jobs, op: 'delete' }),
  run: call<[number], RunView>(args(['id', idArg]), { page: EP.jobs, op: 'run' }),
});

const scheduleInput = z.object({ id: idArg.optional(), jobId: idArg, cron: text(100).min(1, 'is required'), remark: text(500).nullish() });
export type ScheduleInput = Omit<z.input<typeof scheduleInput>, 'id' | 'jobId'> & { id?: number; jobId: number };
export const etlSchedule = defineService('datagov.EtlSchedule', {
  summaryPage: call<[{ page?: number; pageSize?: number }], Paged<ScheduleView>>(args(['query', z.object(paging)]), { page: EP.schedules }),
  save: call<[ScheduleInput], ScheduleView>(args(['schedule', scheduleInput]), ([s]) => ({ page: EP.schedules, op: s.id ? 'update' : 'create' })),
  remove: call<[number[]], { removed: number }>(args(['ids', z.array(idArg).min(1).max(100)]), { page: EP.schedules, op: 'delete' }),
  start: call<[number[]], { changed: number }>(args(['ids', z.array(idArg).min(1).max(100)]), { page: EP.schedules, op: 'start' }),
  stop: call<[number[]], { changed: number }>(args(['ids', z.array(idArg).min(1).max(100)]), { page: EP.schedules, op: 'stop' }),
});

export const etlRun = defineService('datagov.EtlRun', {
  page: call<[z.input<typeof runQuery>], Paged<RunView>>(args(['query', runQuery]), { anyOf: [{ page: EP.log }, { page: EP.monitor }, { page: EP.trans }, { page: EP.jobs }] }),
  steps: call<[number], RunStepView[]>(args(['id', idArg]), { anyOf: [{ page: EP.log }, { page: EP.monitor }, { page: EP.trans }, { page: EP.jobs }] }),
  /** the queued and running runs with their latest steps (调度监控 polls it) */
  live: call<[], Array<RunView & { steps: RunStepView[] }>>(args(), { page: EP.monitor }),
  overview: call<[], Overview>(args(), { page: EP.display }),
  /** 停止: a queued run at once, a running one within seconds on whichever instance runs it (nothing half-written kept) */
  stop: call<[number], RunView>(args(['id', idArg]), { anyOf: [{ page: EP.monitor, op: 'stop' }, { page: EP.log, op: 'stop' }] }),
});
