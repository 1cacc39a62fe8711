// 项目管理 on a real database: the project dictionary follows the projects (create, rename, close,
// code change, removal; a code on documents neither changes nor goes); the plan saved whole under
// its rules (dates inside the project's, no dependency cycle, named); a won bid made into its
// project once; a project's documents and sums, decimal-exact, only audited ones counted.
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { fileServer, ok, refusal } from '../../../../tests/kit';
import type { PlanTaskInput, PlanView, ProjectDocuments } from '../../contracts';
import { DOCUMENT_KINDS } from '../../document-kinds';

const srv = await fileServer({}, { withoutFlows: true });
const admin = await srv.session('demo', 'admin');
// biome-ignore lint/suspicious/noExplicitAny: records answer many shapes
type Rec = Record<string, any>;
let T: string;
const tag = Date.now().toString(36).slice(-4).toUpperCase();
let serial = 0;

const q = async <R>(query: ReturnType<typeof sql>) => (await (query as ReturnType<typeof sql<R>>).execute(srv.db.system)).rows;
const call = (service: string, method: string, ...args: unknown[]) => srv.call<Rec>(admin, service, method, args);
const dictValue = async (code: string) => (await q<{ name: string; status: number }>(sql`select name, status from dict where tenant_id = ${T} and dict_code = 'project' and code = ${code}`))[0];

async function project(more: Record<string, unknown> = {}): Promise<Rec> {
  return ok(await call('datax.MetaDynamic', 'saveValue', 'Project', { code: `X${tag}${++serial}`, name: '测试项目', start_date: '2026-03-01', end_date: '2026-06-30', budget: '1000.00', ...more }));
}
const modify = (p: Rec, more: Record<string, unknown>) => call('datax.MetaDynamic', 'saveValue', 'Project', { id: p.id, version: p.version, code: p.code, name: p.name, start_date: p.start_date, end_date: p.end_date, status: p.status?.dict ?? p.status, ...more });

beforeAll(async () => {
  T = admin.tenant.id;
}, 180_000);

describe('the project dictionary', () => {
  it('gets a value for a new project, renamed with it, disabled when it is closed, moved with its code and gone with it', async () => {
    const p = await project({ name: '厂房扩建' });
    expect(await dictValue(p.code)).toEqual({ name: '厂房扩建', status: 0 });
    const renamed = ok(await modify(p, { name: '厂房扩建二期' }));
    expect((await dictValue(p.code)).name).toBe('厂房扩建二期');
    const closed = ok(await modify(renamed, { status: 'Closed' }));
    expect((await dictValue(p.code)).status).toBe(1);
    const moved = ok(await modify(closed, { code: `${p.code}B`, status: 'Ongoing' }));
    expect(await dictValue(p.code)).toBeUndefined();
    expect(await dictValue(`${p.code}B`)).toEqual({ name: '厂房扩建二期', status: 0 });
    ok(await call('datax.MetaDynamic', 'removeValue', 'Project', [moved.id]));
    expect(await dictValue(`${p.code}B`)).toBeUndefined();
  });

  it('keeps the code and the project of one that documents carry', async () => {
    const p2 = (await q<{ id: number }>(sql`select id::int as id from prj_project where tenant_id = ${T} and code = 'P002'`))[0];
    const rec = ok(await call('datax.MetaDynamic', 'getValue', 'Project', p2.id));
    expect(refusal(await modify(rec, { code: 'P002X' }))).toEqual({ code: 409, msg: '项目「P002」已有单据使用，编码不能修改' });
    expect(refusal(await call('datax.MetaDynamic', 'removeValue', 'Project', [p2.id]))).toEqual({ code: 409, msg: '项目「P002」已有单据使用，不能删除，可改为已关闭' });
    expect((await dictValue('P002')).status).toBe(0);
  });

  it('refuses a project that ends before it starts', async () => {
    expect(refusal(await call('datax.MetaDynamic', 'saveValue', 'Project', { code: `X${tag}${++serial}`, name: '倒序', start_date: '2026-05-01', end_date: '2026-04-01' }))).toEqual({ code: 400, msg: '项目结束日期不能早于开始日期' });
  });
});

const t = (key: string, name: string, start: string, end: string, more: Partial<PlanTaskInput> = {}): PlanTaskInput => ({ key, name, type: 'task', parentKey: null, start, end, progress: 0, done: false, dependsOn: [], color: null, ...more });

describe('the plan', () => {
  it('is saved whole and read back in order, with phases, milestones, dependencies, progress and colours', async () => {
    const p = await project();
    const tasks = [
      t('G', '设计', '2026-03-01', '2026-03-20', { type: 'group' }),
      t('A', '调研', '2026-03-01', '2026-03-10', { parentKey: 'G', progress: 100, color: '#fa8c16' }),
      t('B', '方案', '2026-03-10', '2026-03-20', { parentKey: 'G', progress: 40, dependsOn: ['A'] }),
      t('M', '评审', '2026-03-20', '2026-03-20', { type: 'milestone', dependsOn: ['B'] }),
    ];
    const saved = ok<PlanView>(await srv.call(admin, 'project.Plan', 'save', [{ projectId: p.id, tasks }]));
    expect(saved.tasks.map((x) => x.key)).toEqual(['G', 'A', 'B', 'M']);
    const loaded = ok<PlanView>(await srv.call(admin, 'project.Plan', 'load', [{ projectId: p.id }]));
    expect(loaded.tasks[1]).toEqual({ key: 'A', name: '调研', type: 'task', parentKey: 'G', start: '2026-03-01', end: '2026-03-10', progress: 100, done: false, dependsOn: [], color: '#fa8c16' });
    expect(loaded.tasks[2].dependsOn).toEqual(['A']);
    // the plan's progress on the project: its tasks' weighted by their days (10 at 100 %, 11 at 40 %), phases and milestones aside
    expect(ok(await call('datax.MetaDynamic', 'getValue', 'Project', p.id)).plan_progress).toBe(69);
    // saved again without B: B is gone
    ok(await srv.call(admin, 'project.Plan', 'save', [{ projectId: p.id, tasks: [tasks[0], tasks[1]] }]));
    expect(ok<PlanView>(await srv.call(admin, 'project.Plan', 'load', [{ projectId: p.id }])).tasks.map((x) => x.key)).toEqual(['G', 'A']);
  });

  it('refuses a dependency cycle, naming it, and keeps the saved plan', async () => {
    const p = await project();
    ok(await srv.call(admin, 'project.Plan', 'save', [{ projectId: p.id, tasks: [t('A', '调研', '2026-03-01', '2026-03-10')] }]));
    const cyclic = [
      t('A', '调研', '2026-03-01', '2026-03-10', { dependsOn: ['C'] }),
      t('B', '方案', '2026-03-10', '2026-03-20', { dependsOn: ['A'] }),
      t('C', '评审', '2026-03-20', '2026-03-25', { dependsOn: ['B'] }),
    ];
    expect(refusal(await srv.call(admin, 'project.Plan', 'save', [{ projectId: p.id, tasks: cyclic }]))).toEqual({ code: 400, msg: '任务依赖存在循环：调研 → 评审 → 方案 → 调研' });
    expect(ok<PlanView>(await srv.call(admin, 'project.Plan', 'load', [{ projectId: p.id }])).tasks).toHaveLength(1);
  });

  it('refuses a task outside the project, one depending on a task not in the plan, and any change to a closed project', async () => {
    const p = await project();
    expect(refusal(await srv.call(admin, 'project.Plan', 'save', [{ projectId: p.id, tasks: [t('A', '调研', '2026-02-27', '2026-03-10')] }]))).toEqual({ code: 400, msg: '任务「调研」的日期须在项目期间（2026-03-01 至 2026-06-30）内' });
    expect(refusal(await srv.call(admin, 'project.Plan', 'save', [{ projectId: p.id, tasks: [t('A', '调研', '2026-03-01', '2026-07-01')] }]))).toEqual({ code: 400, msg: '任务「调研」的日期须在项目期间（2026-03-01 至 2026-06-30）内' });
    expect(refusal(await srv.call(admin, 'project.Plan', 'save', [{ projectId: p.id, tasks: [t('A', '调研', '2026-03-01', '2026-03-10', { dependsOn: ['Z'] })] }]))).toEqual({ code: 400, msg: '任务「调研」的前置任务「Z」不存在' });
    const refusedPlan = async (tasks: PlanTaskInput[]) => refusal(await srv.call(admin, 'project.Plan', 'save', [{ projectId: p.id, tasks }]));
    expect(await refusedPlan([t('A', '调研', '2026-03-01', '2026-03-10'), t('A', '方案', '2026-03-11', '2026-03-12')])).toEqual({ code: 400, msg: '计划中任务编号「A」重复' });
    expect(await refusedPlan([t('A', '调研', '2026-03-10', '2026-03-09')])).toEqual({ code: 400, msg: '任务「调研」的结束日期不能早于开始日期' });
    // finish-to-start: a task starts on its predecessor's last day at the earliest
    expect(await refusedPlan([t('A', '调研', '2026-03-01', '2026-03-10'), t('B', '方案', '2026-03-09', '2026-03-20', { dependsOn: ['A'] })])).toEqual({ code: 400, msg: '任务「方案」不能早于前置任务「调研」的结束日期（2026-03-10）开始' });
    expect(await refusedPlan([t('A', '调研', '2026-03-01', '2026-03-10', { parentKey: 'G' })])).toEqual({ code: 400, msg: '任务「调研」的上级任务「G」不存在' });
    expect(await refusedPlan([t('B', '方案', '2026-03-01', '2026-03-10'), t('A', '调研', '2026-03-01', '2026-03-10', { parentKey: 'B' })])).toEqual({ code: 400, msg: '任务「调研」的上级「方案」不是阶段' });
    expect(await refusedPlan([t('G', '一期', '2026-03-01', '2026-03-10', { type: 'group', parentKey: 'H' }), t('H', '二期', '2026-03-01', '2026-03-10', { type: 'group', parentKey: 'G' })])).toEqual({ code: 400, msg: '任务「一期」的上下级关系存在循环' });
    ok(await modify(p, { status: 'Closed' }));
    expect(refusal(await srv.call(admin, 'project.Plan', 'save', [{ projectId: p.id, tasks: [] }]))).toEqual({ code: 409, msg: `项目「${p.code}」已关闭，计划不能修改` });
  });
});

describe('bids', () => {
  const stages = (n: number) =>
    [
      ['Register', '2026-01-05'],
      ['BuyDocs', '2026-01-08'],
      ['Submit', '2026-01-25'],
      ['Opening', '2026-01-30'],
      ['Award', '2026-02-06'],
    ]
      .slice(0, n)
      .map(([stage, stage_date]) => ({ stage, stage_date, person_id: personId }));
  let customerId: number;
  let personId: number;
  beforeAll(async () => {
    customerId = (await q<{ id: number }>(sql`select id::int as id from mdm_customer where tenant_id = ${T} order by id limit 1`))[0].id;
    personId = (await q<{ id: number }>(sql`select id::int as id from person where tenant_id = ${T} order by id limit 1`))[0].id;
  });
  const bid = (n: number, more: Record<string, unknown> = {}) => call('datax.MetaDynamic', 'saveValue', 'Bid', { name: `测试招标${tag}${++serial}`, customer_id: customerId, amount: '123456.78', stages: stages(n), ...more });

  it('keep their furthest stage and take an outcome only from 开标 on', async () => {
    const b = ok(await bid(3));
    expect(ok(await call('datax.MetaDynamic', 'getValue', 'Bid', b.id)).stage).toBe('Submit');
    expect(refusal(await bid(3, { outcome: 'Won' }))).toEqual({ code: 400, msg: '开标后才能登记投标结果' });
    expect(refusal(await bid(2, { stages: [...stages(2), { stage: 'BuyDocs', stage_date: '2026-01-09', person_id: personId }] }))).toEqual({ code: 400, msg: '投标阶段「购买标书」登记了两次' });
    expect(refusal(await bid(2, { stages: [stages(2)[0], { stage: 'BuyDocs', stage_date: '2026-01-01', person_id: personId }] }))).toEqual({ code: 400, msg: '投标阶段「购买标书」的日期不能早于前一阶段' });
  });

  it('make their project once when won: the bid amount as budget, from the award for a year, a code of the dictionary', async () => {
    const lost = ok(await bid(4, { outcome: 'Lost' }));
    expect(refusal(await call('project.Bid', 'createProject', { ids: [lost.id] }))).toEqual({ code: 409, msg: '只有中标的投标才能生成项目' });
    const won = ok(await bid(5, { outcome: 'Won' }));
    const made = ok(await call('project.Bid', 'createProject', { ids: [won.id] }));
    expect(made.code).toMatch(/^P\d{3,}$/);
    const p = ok(await call('datax.MetaDynamic', 'getValue', 'Project', made.id));
    expect(p).toMatchObject({ code: made.code, budget: 123456.78, start_date: '2026-02-06', end_date: '2027-02-06' });
    expect(p.customer_id.id).toBe(customerId);
    expect((await dictValue(made.code)).status).toBe(0);
    expect(ok(await call('datax.MetaDynamic', 'getValue', 'Bid', won.id)).project_id.id).toBe(made.id);
    expect(refusal(await call('project.Bid', 'createProject', { ids: [won.id] }))).toEqual({ code: 409, msg: `投标「${won.code}」已关联项目「${made.code}」` });
  });
});

describe("a project's documents", () => {
  it('lists the documents carrying its code and sums the audited ones exactly against the budget', async () => {
    const p = await project({ budget: '1000.00' });
    const orders = await q<{ id: number }>(sql`select id::int as id from erp_sale where tenant_id = ${T} and status_dict = 'Audit' order by id limit 3`);
    const saved = await q<{ id: number }>(sql`select id::int as id from erp_sale where tenant_id = ${T} and status_dict = 'Saved' order by id limit 1`);
    const claims = await q<{ id: number }>(sql`select id::int as id from fin_expense_claim where tenant_id = ${T} and status_dict = 'Audit' order by id limit 2`);
    // 0.1 + 0.2 + 0.7 (binary floating point makes 0.1 + 0.2 0.30000000000000004); a draft is not counted
    for (const [o, v] of orders.map((o, i) => [o, ['0.10', '0.20', '0.70'][i]] as const)) await sql`update erp_sale set project_dict = ${p.code}, real_price = ${v} where tenant_id = ${T} and id = ${o.id}`.execute(srv.db.system);
    await sql`update erp_sale set project_dict = ${p.code}, real_price = 50 where tenant_id = ${T} and id = ${saved[0].id}`.execute(srv.db.system);
    for (const c of claims) await sql`update fin_expense_claim set project_dict = ${p.code}, total_amount = 333.335 where tenant_id = ${T} and id = ${c.id}`.execute(srv.db.system);
    const docs = ok<ProjectDocuments>(await srv.call(admin, 'project.Project', 'documents', [{ projectId: p.id }]));
    expect(docs.sums).toMatchObject({ budget: '1000.00', ordered: '1.00', delivered: '0.00' });
    const claimSum = (await q<{ s: string }>(sql`select sum(total_amount)::text as s from fin_expense_claim where tenant_id = ${T} and id = any(${claims.map((c) => c.id)})`))[0].s;
    expect(docs.sums.costs).toBe(Number(claimSum).toFixed(2));
    const sale = docs.kinds.find((k) => k.entity === 'SaleOrder')!;
    expect(sale.total).toBe(4);
    expect(sale.rows.map((r) => r.id).sort()).toEqual([...orders, ...saved].map((o) => o.id).sort());
    expect(docs.kinds.find((k) => k.entity === 'ExpenseClaim')!.total).toBe(2);
  });

  it('shows the demo projects their documents', async () => {
    const p2 = (await q<{ id: number }>(sql`select id::int as id from prj_project where tenant_id = ${T} and code = 'P002'`))[0];
    const docs = ok<ProjectDocuments>(await srv.call(admin, 'project.Project', 'documents', [{ projectId: p2.id }]));
    expect(docs.kinds.find((k) => k.entity === 'SaleOrder')!.total).toBeGreaterThan(0);
    expect(Number(docs.sums.ordered)).toBeGreaterThan(0);
  });
});

describe("a project's documents as a narrower role sees them", () => {
  it('answers a project outside the data scope as one that does not exist, and leaves out the documents the role may not read', async () => {
    const viewer = await srv.session('demo', 'zhaolei');
    const p2 = (await q<{ id: number }>(sql`select id::int as id from prj_project where tenant_id = ${T} and code = 'P002'`))[0];
    // 只读访客 sees its own records only (Self): admin's project is none of them
    expect(refusal(await srv.call(viewer, 'project.Project', 'documents', [{ projectId: p2.id }])).code).toBe(11);
    expect(refusal(await srv.call(viewer, 'project.Plan', 'load', [{ projectId: p2.id }])).code).toBe(11);
    // a project of its own carrying admin's sale order: the documents it may read are its own only (none), and
    // kinds whose pages its role lacks are not there at all
    const mine = await project({ budget: '500.00' });
    await sql`update prj_project set create_id = ${viewer.user.id} where tenant_id = ${T} and id = ${mine.id}`.execute(srv.db.system);
    await sql`update erp_sale set project_dict = ${mine.code} where tenant_id = ${T} and id = (select min(id) from erp_sale where tenant_id = ${T} and status_dict = 'Audit')`.execute(srv.db.system);
    const seen = ok<ProjectDocuments>(await srv.call(viewer, 'project.Project', 'documents', [{ projectId: mine.id }]));
    expect(seen.kinds.length).toBeLessThan(DOCUMENT_KINDS.length);
    expect(seen.kinds.every((k) => k.total === 0 && k.rows.length === 0)).toBe(true);
    expect(seen.sums).toMatchObject({ budget: '500.00', ordered: '0.00', remaining: '500.00' });
    // admin sees the same project's sale order
    expect(ok<ProjectDocuments>(await srv.call(admin, 'project.Project', 'documents', [{ projectId: mine.id }])).kinds.find((k) => k.entity === 'SaleOrder')!.total).toBe(1);
  });
});
