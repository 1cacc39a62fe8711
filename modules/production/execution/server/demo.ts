// Demo shop-floor records of the demo tenant: the running, paused and finished demo orders
// (orders/demo.ts) fed with in-stock barcodes and reported — one output with an unqualified part
// and its defect reason — through the same functions the calls use, so stock, ledger, barcodes and
// the tracking map agree. The warehouse's demo stock is seeded after the production module
// (modules/index.ts order), so this runs when the server starts rather than in the seed: once per
// database (an advisory lock and "no feeding yet" make a second start, or a second server, skip it).
import { sql } from 'kysely';
import type { AppEnv } from '../../../../server/env';
import type { AnyTrx, Writer } from '../../../../server/records/write';
import { Big } from '../../../../schemas/compute/decimal';
import type { Exec } from './common';
import { feedableBarcodes, feedIn } from './feeding';
import { reportIn } from './output';
import { operationsOf } from './common';

const LOCK = 0x7e5ec980;

interface DemoOrder {
  id: number;
  state: string;
  plan_qty: string;
}

/** a barcode in stock whose batch still lies in its warehouse, and how much of it can be fed (at most 10) */
async function barcodeToFeed(x: Exec, used: Set<string>): Promise<{ code: string; qty: string } | null> {
  const pick = (await feedableBarcodes(x.trx, x.T, undefined, 40)).find((r) => !used.has(r.code) && new Big(r.free).gte(2));
  if (!pick) return null;
  used.add(pick.code);
  const qty = [new Big(pick.free), new Big(pick.count), new Big(10)].reduce((m, v) => (v.lt(m) ? v : m)).round(0, Big.roundDown);
  return qty.gt(0) ? { code: pick.code, qty: qty.toString() } : null;
}

async function runOrder(x: Exec, o: DemoOrder, used: Set<string>, withDefect: boolean): Promise<void> {
  const ops = await operationsOf(x, o.id);
  if (!ops.length) return;
  const plan = new Big(o.plan_qty);
  // fed and reported as it ran: the order is running while its records are written
  await sql`update prd_work_order set manufacturing_state = 'Process', finish_qty = 0, qualified_qty = 0, unqualified_qty = 0, scrap_qty = 0 where tenant_id = ${x.T} and id = ${o.id}`.execute(x.trx);
  const fed = await barcodeToFeed(x, used);
  if (fed) await feedIn(x, { orderId: o.id, opId: ops[0].id, feedingType: 'Order', barcode: fed.code, qty: fed.qty });
  if (o.state === 'Completed') {
    for (const [i, op] of ops.entries()) {
      const last = i === ops.length - 1;
      await reportIn(x, { orderId: o.id, opId: op.id, qualifiedQty: last ? plan.minus(1).toString() : plan.toString(), unqualifiedQty: last ? '1' : '0', scrapQty: '0', defectReason: last ? 'Dimension' : null });
    }
  } else {
    // under way: part of the first operation reported
    const part = plan.div(2).round(0, Big.roundDown);
    await reportIn(x, { orderId: o.id, opId: ops[0].id, qualifiedQty: part.minus(withDefect ? 2 : 0).toString(), unqualifiedQty: withDefect ? '2' : '0', scrapQty: '0', defectReason: withDefect ? 'Surface' : null });
  }
  await sql`update prd_work_order set manufacturing_state = ${o.state} where tenant_id = ${x.T} and id = ${o.id}`.execute(x.trx);
}

export async function seedExecutionDemo(env: AppEnv): Promise<void> {
  const tenant = await env.db.system.selectFrom('tenant').select('id').where('code', '=', 'demo').executeTakeFirst();
  if (!tenant) return;
  const T = tenant.id;
  const db = env.db.forTenant(T);
  await db.transaction().execute(async (trx: AnyTrx) => {
    await sql`select pg_advisory_xact_lock(${LOCK})`.execute(trx);
    if ((await sql`select 1 from prd_feeding where tenant_id = ${T} limit 1`.execute(trx)).rows.length) return;
    const orders = (await sql<DemoOrder>`select id::int as id, manufacturing_state as state, plan_qty::text as plan_qty from prd_work_order where tenant_id = ${T} and manufacturing_state in ('Process', 'Pause', 'Completed') order by id`.execute(trx)).rows;
    if (!orders.length) return;
    const [admin] = (await sql<{ id: number; name: string; organ_id: number | null }>`select id::int as id, name, organ_id::int as organ_id from app_user where tenant_id = ${T} and code = 'admin'`.execute(trx)).rows;
    if (!admin) return;
    const w: Writer = { db: trx, tenantId: T, userId: admin.id, userName: admin.name, organId: admin.organ_id, lang: 'zh_CN' };
    const x: Exec = { w, trx, T, lang: 'zh_CN', actor: { tenantId: T, userId: admin.id, userName: admin.name, lang: 'zh_CN' } };
    const used = new Set<string>();
    for (const [i, o] of orders.entries()) await runOrder(x, o, used, i === 0);
  });
}
