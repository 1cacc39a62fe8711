// 生产动态 pages feedings, returns and outputs as one list, newest first. Records of different kinds
// may share an id and a moment (they live in different tables), so a page orders them by id and
// kind as well: paging through such records shows each once.
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { fileServer, ok } from '../../../../tests/kit';

const srv = await fileServer({}, { withoutFlows: true });
const admin = await srv.session('demo', 'admin');
const IDS = [990001, 990002, 990003, 990004, 990005, 990006];
const AT = '2999-01-01T00:00:00Z';
let orderId: number;

beforeAll(async () => {
  const db = srv.db.system;
  const T = admin.tenant.id;
  const [order] = (await sql<{ id: number; material_id: number }>`select id::int as id, material_id::int as material_id from prd_work_order where tenant_id = ${T} order by id limit 1`.execute(db)).rows;
  orderId = order.id;
  for (const id of IDS) {
    await sql`insert into prd_feeding (id, tenant_id, code, order_id, op_id, material_id, qty, create_dt, create_name)
      overriding system value values (${id}, ${T}, ${`FD${id}`}, ${orderId}, 0, ${order.material_id}, 1, ${AT}, '测试')`.execute(db);
    await sql`insert into prd_output (id, tenant_id, code, order_id, op_id, material_id, qualified_qty, unqualified_qty, scrap_qty, create_dt, create_name)
      overriding system value values (${id}, ${T}, ${`OP${id}`}, ${orderId}, 0, ${order.material_id}, 1, 0, 0, ${AT}, '测试')`.execute(db);
  }
});

describe('task.Order listByProduceDynamics', () => {
  it('pages records of one moment sharing ids across kinds each once, by id then kind', async () => {
    const seen: string[] = [];
    for (let page = 1; page <= 3; page++) {
      const got = ok(await srv.call<{ itemList: Array<{ kind: string; id: number }> }>(admin, 'task.Order', 'listByProduceDynamics', [{ orderId, page, pageSize: 4 }]));
      seen.push(...got.itemList.map((r) => `${r.kind} ${r.id}`));
    }
    expect(seen).toEqual([...IDS].reverse().flatMap((id) => [`feeding ${id}`, `output ${id}`]));
  });
});
