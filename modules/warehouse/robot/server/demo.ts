// Demo of 机器人调度 (the demo tenant only; once): an automatic storage area (自动化立体库, 2 rows ×
// 5 columns × 3 layers of Automatic3d positions) in the first warehouse, three robots serving it,
// a week of confirmed tasks, one failed on a sealed position, and a queue the robots start on at
// the first start — so the page shows motion right away.
import { sql } from 'kysely';
import type { SeedContext } from '../../../../server/modules/types';
import { type AnyDb, insertTask } from './tasks';

const two = (n: number) => String(n).padStart(2, '0');

export async function seedRobotDemo(ctx: SeedContext): Promise<void> {
  if (ctx.tenant.code !== 'demo') return;
  const db = ctx.db as AnyDb;
  const T = ctx.tenant.id;
  if ((await sql`select 1 from wms_robot where tenant_id = ${T} limit 1`.execute(db)).rows.length) return;
  const w = (await sql<{ id: number; code: string }>`select id::int as id, code from mdm_warehouse where tenant_id = ${T} order by id limit 1`.execute(db)).rows[0];
  if (!w) return;
  const who = { id: ctx.creator.id, name: ctx.creator.name };
  const stamp = { tenant_id: T, status_dict: 'Audit', create_id: who.id, create_name: who.name, modify_id: who.id, modify_name: who.name };
  const area = await db.insertInto('wms_area').values({ ...stamp, code: `${w.code}-Z`, name: '自动化立体库', warehouse_id: w.id, description: '自动化立体库，2排×5列×3层，堆垛机与穿梭车作业' }).returning('id').executeTakeFirstOrThrow();
  const positions: Array<{ id: number; code: string }> = [];
  for (let p = 1; p <= 2; p++)
    for (let c = 1; c <= 5; c++)
      for (let l = 1; l <= 3; l++) {
        const code = `${w.code}-Z-${two(p)}-${two(c)}-${l}`;
        const sealed = p === 2 && c === 5 && l === 3;
        const row = await db
          .insertInto('wms_position')
          .values({ ...stamp, code, name: `立体库${two(p)}排${two(c)}列${l}层`, warehouse_id: w.id, area_id: Number(area.id), platoon_num: p, column_num: c, layer_num: l, position_type: 'Automatic3d', kind: 'Normal', position_status: sealed ? 'SealUp' : 'NonAlloc' })
          .returning('id')
          .executeTakeFirstOrThrow();
        positions.push({ id: Number(row.id), code });
      }
  for (const [code, name] of [['RB-01', '堆垛机 01'], ['RB-02', '堆垛机 02'], ['AGV-01', '穿梭车 01']])
    await sql`insert into wms_robot (tenant_id, code, name, warehouse_id, state) values (${T}, ${code}, ${name}, ${w.id}, 'Idle')`.execute(db);
  const materials = (await sql<{ id: number }>`select id::int as id from mdm_material where tenant_id = ${T} order by id limit 5`.execute(db)).rows.map((m) => m.id);
  const at = (i: number) => positions[i % positions.length].id;
  const material = (i: number) => materials[i % Math.max(1, materials.length)] ?? null;
  // a week of finished work: each task queued, dispatched, run and confirmed a few minutes apart
  for (let i = 0; i < 8; i++) {
    const type = i % 3 === 0 ? 'Pick' : i % 3 === 1 ? 'PutOn' : 'Move';
    const id = await insertTask(db, T, { taskType: type, warehouse: w.id, from: type === 'PutOn' ? null : at(i + 7), to: type === 'Pick' ? null : at(i), material: material(i), quantity: String(10 * (i + 1)), priority: 5, who });
    const robot = ['RB-01', 'RB-02', 'AGV-01'][i % 3];
    await sql`update wms_robot_task set task_status = 'Confirmed', robot_code = ${robot},
                queued_at = now() - make_interval(days => ${7 - i}, mins => 9), dispatched_at = now() - make_interval(days => ${7 - i}, mins => 8),
                started_at = now() - make_interval(days => ${7 - i}, mins => 8), finished_at = now() - make_interval(days => ${7 - i}, mins => 5)
              where tenant_id = ${T} and id = ${id}`.execute(db);
  }
  const sealed = positions.find((p) => p.code.endsWith('-02-05-3'))!;
  const failed = await insertTask(db, T, { taskType: 'PutOn', warehouse: w.id, to: sealed.id, material: material(2), quantity: '12', priority: 5, who });
  await sql`update wms_robot_task set task_status = 'Failed', robot_code = 'RB-02', fail_reason = ${`目标库位故障或已封存：${sealed.code}`},
              queued_at = now() - interval '1 day 2 hours', dispatched_at = now() - interval '1 day 2 hours', finished_at = now() - interval '1 day 2 hours'
            where tenant_id = ${T} and id = ${failed}`.execute(db);
  // the queue the robots take at the first start
  for (let i = 0; i < 5; i++)
    await insertTask(db, T, { taskType: i % 2 ? 'Pick' : 'PutOn', warehouse: w.id, from: i % 2 ? at(i + 3) : null, to: i % 2 ? null : at(i + 12), material: material(i), quantity: String(5 + i), priority: i === 4 ? 8 : 5, who });
}
