// Robot tasks as rows: queueing one (its code RT + its id), reading them for the board, and the
// refusals of the robot calls in the caller's language. Every statement names its tenant.
import { type Kysely, sql } from 'kysely';
import type { Lang } from '../../../../server/i18n';
import type { RobotTaskView, RobotView } from '../contracts';
import type { RobotTaskType } from '../entity';

// biome-ignore lint/suspicious/noExplicitAny: the module's tables are not in the static DB type
export type AnyDb = Kysely<any>;

export const ROBOT_TEXTS = {
  notFound: ['机器人任务不存在：{id}', 'Robot task does not exist: {id}'],
  retryOnlyFailed: ['只有失败的任务可以重试：{code}', 'Only a failed task can be retried: {code}'],
  cancelOnlyQueued: ['只有排队中的任务可以取消：{code}', 'Only a queued task can be cancelled: {code}'],
  needFrom: ['请选择起始库位', 'Choose the position to take from'],
  needTo: ['请选择目标库位', 'Choose the target position'],
  notInWarehouse: ['库位不在所选仓库中：{code}', 'The position is not in the chosen warehouse: {code}'],
  notAutomatic: ['只有自动化库位（立体库、密集库）由机器人作业：{code}', 'Only automated positions (3D, high-density) are served by robots: {code}'],
  running: ['机器人正在执行任务，不能反审核：{code}', 'A robot is carrying out a task of this document, it cannot be un-audited: {code}'],
  positionUnusable: ['目标库位故障或已封存：{code}', 'The target position is broken down or sealed up: {code}'],
} as const;

export function robotText(lang: Lang, key: keyof typeof ROBOT_TEXTS, vars: Record<string, string | number> = {}): string {
  return ROBOT_TEXTS[key][lang === 'en_US' ? 1 : 0].replace(/\{(\w+)\}/g, (_, k: string) => String(vars[k] ?? ''));
}

export const AUTOMATIC_TYPES = ['Automatic3d', 'AutomaticIntensive'] as const;

export interface NewTask {
  taskType: RobotTaskType;
  warehouse: number;
  from?: number | null;
  to?: number | null;
  container?: string | null;
  material?: number | null;
  quantity?: string | null;
  priority?: number;
  doc?: { entity: string; id: number; code: string | null } | null;
  who: { id: number | null; name: string | null };
}

/** Queues a task; answers its id. */
export async function insertTask(db: AnyDb, T: string, t: NewTask): Promise<number> {
  const { rows } = await sql<{ id: number }>`
    with n as (select nextval(pg_get_serial_sequence('wms_robot_task', 'id')) as id)
    insert into wms_robot_task (id, tenant_id, code, task_type, task_status, priority, warehouse_id, from_position_id, to_position_id, container_code, material_id, quantity,
                                doc_entity, doc_id, doc_code, queued_at, status_dict, create_id, create_name, modify_id, modify_name)
    overriding system value
    select n.id, ${T}, 'RT' || lpad(n.id::text, 6, '0'), ${t.taskType}, 'Queued', ${t.priority ?? 5}, ${t.warehouse}, ${t.from ?? null}, ${t.to ?? null}, ${t.container || null}, ${t.material ?? null}, ${t.quantity ?? null}::numeric,
           ${t.doc?.entity ?? null}, ${t.doc?.id ?? null}, ${t.doc?.code ?? null}, now(), 'Audit', ${t.who.id}, ${t.who.name}, ${t.who.id}, ${t.who.name}
      from n
    returning id::int as id`.execute(db);
  return rows[0].id;
}

const iso = (v: unknown): string | null => (v == null ? null : new Date(v as string).toISOString());
const qty = (v: unknown): string | null => (v == null ? null : String(v).replace(/(\.\d*?)0+$/, '$1').replace(/\.$/, ''));

/** Tasks of a tenant as the board shows them, filtered by `where` over alias t. */
export async function taskViews(db: AnyDb, T: string, where: ReturnType<typeof sql>, order: ReturnType<typeof sql>, limit = 100): Promise<RobotTaskView[]> {
  const { rows } = await sql<Record<string, unknown>>`
    select t.*, w.name as warehouse_name, fp.code as from_code, tp.code as to_code, m.name as material_name
      from wms_robot_task t
      left join mdm_warehouse w on w.tenant_id = t.tenant_id and w.id = t.warehouse_id
      left join wms_position fp on fp.tenant_id = t.tenant_id and fp.id = t.from_position_id
      left join wms_position tp on tp.tenant_id = t.tenant_id and tp.id = t.to_position_id
      left join mdm_material m on m.tenant_id = t.tenant_id and m.id = t.material_id
     where t.tenant_id = ${T} and ${where}
     order by ${order} limit ${limit}`.execute(db);
  return rows.map((r) => ({
    id: Number(r.id),
    code: String(r.code),
    taskType: r.task_type as RobotTaskView['taskType'],
    status: r.task_status as RobotTaskView['status'],
    priority: Number(r.priority ?? 5),
    warehouseName: (r.warehouse_name as string) ?? null,
    fromPosition: (r.from_code as string) ?? null,
    toPosition: (r.to_code as string) ?? null,
    containerCode: (r.container_code as string) ?? null,
    materialName: (r.material_name as string) ?? null,
    quantity: qty(r.quantity),
    robotCode: (r.robot_code as string) ?? null,
    failReason: (r.fail_reason as string) ?? null,
    docCode: (r.doc_code as string) ?? null,
    queuedAt: iso(r.queued_at),
    dispatchedAt: iso(r.dispatched_at),
    startedAt: iso(r.started_at),
    finishedAt: iso(r.finished_at),
  }));
}

export async function taskView(db: AnyDb, T: string, id: number): Promise<RobotTaskView> {
  return (await taskViews(db, T, sql`t.id = ${id}`, sql`t.id`, 1))[0];
}

export async function robotViews(db: AnyDb, T: string): Promise<RobotView[]> {
  const { rows } = await sql<Record<string, unknown>>`
    select r.id::int as id, r.code, r.name, r.state, w.name as warehouse_name, t.code as task_code
      from wms_robot r
      left join mdm_warehouse w on w.tenant_id = r.tenant_id and w.id = r.warehouse_id
      left join wms_robot_task t on t.tenant_id = r.tenant_id and t.id = r.task_id
     where r.tenant_id = ${T} order by r.code`.execute(db);
  return rows.map((r) => ({ id: Number(r.id), code: String(r.code), name: String(r.name), warehouseName: (r.warehouse_name as string) ?? null, state: String(r.state), taskCode: (r.task_code as string) ?? null }));
}
