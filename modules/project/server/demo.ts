// The project demo (the demo tenant, after the documents): the three projects the other modules'
// demo documents already carry (P001 日常经营, P002 新产线建设, P003 出口业务 — finance's
// dictionary values, now projects), the bids that won two of them, a won bid waiting for its
// project, bids lost, failed and still running at several stages, and the plans of P002 and P003
// with phases, milestones, dependencies and progress. Dates count from the seed day, so every day
// shows the same picture.
import { sql } from 'kysely';
import type { SeedContext } from '../../../server/modules/types';
import { addDays, compact } from '../../../server/seed/demo-kit';
import type { PlanTask } from '../contracts';
import { syncValue } from './dictionary';
import { writeTasks } from './plan';

// biome-ignore lint/suspicious/noExplicitAny: entity tables are not in the static DB type
type AnyDb = any;

interface DemoProject {
  code: string;
  name: string;
  /** days from the seed day */
  from: number;
  to: number;
  budget: string;
  status: string;
}

const PROJECTS: DemoProject[] = [
  { code: 'P001', name: '日常经营', from: -364, to: 365, budget: '0', status: 'Ongoing' },
  { code: 'P002', name: '新产线建设', from: -200, to: 160, budget: '3800000', status: 'Ongoing' },
  { code: 'P003', name: '出口业务', from: -300, to: 65, budget: '1200000', status: 'Ongoing' },
];

type Stage = [stage: string, day: number];
interface DemoBid {
  name: string;
  amount: string;
  stages: Stage[];
  outcome: string | null;
  project: string | null;
}

const FULL = (d: number): Stage[] => [['Register', d], ['BuyDocs', d + 3], ['Submit', d + 20], ['Opening', d + 25], ['Award', d + 32]];
const BIDS: DemoBid[] = [
  { name: '新产线自动化装配设备招标', amount: '3650000', stages: FULL(-250), outcome: 'Won', project: 'P002' },
  { name: '海外经销商年度供货框架投标', amount: '1180000', stages: FULL(-340), outcome: 'Won', project: 'P003' },
  { name: '华东物流中心立体货架项目', amount: '860000', stages: FULL(-40), outcome: 'Won', project: null },
  { name: '市政供水管网改造设备采购', amount: '2240000', stages: FULL(-90).slice(0, 4), outcome: 'Lost', project: null },
  { name: '医院后勤设备更新招标', amount: '420000', stages: FULL(-60).slice(0, 4), outcome: 'Failed', project: null },
  { name: '智能仓储系统集成项目', amount: '1560000', stages: FULL(-18).slice(0, 3), outcome: null, project: null },
  { name: '汽车零部件检测线招标', amount: '975000', stages: FULL(-6).slice(0, 2), outcome: null, project: null },
  { name: '园区光伏支架采购', amount: '318000', stages: FULL(-2).slice(0, 1), outcome: null, project: null },
];

type DemoTask = Omit<PlanTask, 'start' | 'end'> & { from: number; to: number };
const task = (key: string, name: string, type: PlanTask['type'], parentKey: string | null, from: number, to: number, progress: number, dependsOn: string[] = [], color: string | null = null): DemoTask => ({
  key,
  name,
  type,
  parentKey,
  from,
  to,
  progress,
  done: type === 'milestone' && progress === 100,
  dependsOn,
  color,
});

/** Plans by project code; days from the project's start. The new line's installation runs late. */
const PLANS: Record<string, DemoTask[]> = {
  P002: [
    task('G1', '立项与设计', 'group', null, 0, 40, 0),
    task('T1', '需求调研', 'task', 'G1', 0, 14, 100),
    task('T2', '方案设计', 'task', 'G1', 14, 40, 100, ['T1']),
    task('M1', '方案评审', 'milestone', 'G1', 40, 40, 100, ['T2']),
    task('G2', '采购与安装', 'group', null, 40, 170, 0),
    task('T3', '设备采购', 'task', 'G2', 40, 110, 100, ['M1'], '#fa8c16'),
    task('T4', '产线安装', 'task', 'G2', 110, 170, 85, ['T3'], '#fa8c16'),
    task('G3', '调试与验收', 'group', null, 170, 300, 0),
    task('T5', '联机调试', 'task', 'G3', 170, 220, 30, ['T4'], '#52c41a'),
    task('M2', '试产', 'milestone', 'G3', 220, 220, 0, ['T5']),
    task('T6', '验收', 'task', 'G3', 220, 260, 0, ['M2'], '#52c41a'),
    task('M3', '交付', 'milestone', 'G3', 300, 300, 0, ['T6']),
  ],
  P003: [
    task('T1', '客户认证', 'task', null, 0, 60, 100),
    task('T2', '样品交付', 'task', null, 60, 120, 100, ['T1']),
    task('M1', '框架协议签订', 'milestone', null, 120, 120, 100, ['T2']),
    task('T3', '批量供货', 'task', null, 120, 340, 70, ['M1'], '#722ed1'),
    task('M2', '年度结算', 'milestone', null, 360, 360, 0, ['T3']),
  ],
};

export async function seedProjectDemo(ctx: SeedContext): Promise<void> {
  if (ctx.tenant.code !== 'demo') return;
  const db = ctx.db as AnyDb;
  const T = ctx.tenant.id;
  if ((await sql`select 1 from prj_project where tenant_id = ${T} limit 1`.execute(db)).rows.length) return;
  const today = ctx.today ?? new Date().toISOString().slice(0, 10);
  const customers = (await sql<{ id: number }>`select id::int as id from mdm_customer where tenant_id = ${T} order by id limit 8`.execute(db)).rows.map((c) => c.id);
  const persons = (await sql<{ id: number }>`select id::int as id from person where tenant_id = ${T} order by id limit 6`.execute(db)).rows.map((p) => p.id);
  const pick = <X>(xs: X[], i: number): X | null => (xs.length ? xs[i % xs.length] : null);
  const who = ctx.creator;
  // saved, not audited: the demo's projects and bids stay editable
  const stamp = { tenant_id: T, status_dict: 'Saved', create_id: who.id, create_name: who.name, modify_id: who.id, modify_name: who.name };

  const projects = new Map<string, { id: number; start: string }>();
  for (const [i, p] of PROJECTS.entries()) {
    const start = addDays(today, p.from);
    const row = await db
      .insertInto('prj_project')
      .values({ ...stamp, code: p.code, name: p.name, customer_id: i === 0 ? null : pick(customers, i), manager_id: pick(persons, i), start_date: start, end_date: addDays(today, p.to), budget: p.budget, status: p.status })
      .returning('id')
      .executeTakeFirstOrThrow();
    projects.set(p.code, { id: Number(row.id), start });
    await syncValue(db, T, p.code, p.name, p.status);
  }

  for (const [i, b] of BIDS.entries()) {
    const first = addDays(today, b.stages[0][1]);
    const last = b.stages[b.stages.length - 1][0];
    const project = b.project ? projects.get(b.project)! : null;
    const row = await db
      .insertInto('prj_bid')
      .values({ ...stamp, code: `TB${compact(first)}${String(i + 1).padStart(4, '0')}`, name: b.name, customer_id: pick(customers, i + 1), project_id: project?.id ?? null, amount: b.amount, stage: last, outcome: b.outcome })
      .returning('id')
      .executeTakeFirstOrThrow();
    const bidId = Number(row.id);
    await db
      .insertInto('prj_bid_stage')
      .values(b.stages.map(([stage, d], sn) => ({ tenant_id: T, owner_id: bidId, sn: sn + 1, stage, stage_date: addDays(today, d), person_id: pick(persons, i + sn), note: null })))
      .execute();
    if (project) await sql`update prj_project set bid_id = ${bidId} where tenant_id = ${T} and id = ${project.id}`.execute(db);
  }

  for (const [code, tasks] of Object.entries(PLANS)) {
    const p = projects.get(code)!;
    await writeTasks(db, T, p.id, tasks.map(({ from, to, ...t }) => ({ ...t, start: addDays(p.start, from), end: addDays(p.start, to) })));
  }
}
