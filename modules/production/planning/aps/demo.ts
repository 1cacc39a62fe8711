// The demo's schedule (demo tenant, once, after the demo work orders): a confirmed APS run that
// gives the released and running orders their slots — planned this morning, so the shop floor's
// orders sit where they run — and a draft run of the waiting orders from the next hour, for
// 高级排程 to show both kinds at the first start.
import { sql } from 'kysely';
import { TenantScopePlugin } from '../../../../server/db/scope';
import type { SeedContext } from '../../../../server/modules/types';
import { RpcError } from '../../../../server/rpc/errors';
import { confirmRun, nextHour, runPass } from './aps-server';
import type { AnyDb } from './resources';
import { wallOf } from './wall';

export async function seedPlanDemo(ctx: SeedContext): Promise<void> {
  if (ctx.tenant.code !== 'demo') return;
  const T = ctx.tenant.id;
  // the record layer's document numbers ask for a tenant-scoped database
  const db = (ctx.db as unknown as AnyDb).withoutPlugins().withPlugin(new TenantScopePlugin(T)) as AnyDb;
  if ((await sql`select 1 from prd_aps_run where tenant_id = ${T} limit 1`.execute(db)).rows.length) return;
  const orders = (
    await sql<{ id: number; state: string }>`select o.id::int as id, o.manufacturing_state as state from prd_work_order o
      where o.tenant_id = ${T} and o.manufacturing_state in ('Wait', 'Process', 'Pause')
        and exists (select 1 from prd_work_order_op p where p.tenant_id = o.tenant_id and p.owner_id = o.id) order by o.id`.execute(db)
  ).rows;
  if (!orders.length) return;
  const morning = new Date(Date.now() - 6 * 3_600_000);
  morning.setMinutes(0, 0, 0);
  try {
    const first = await runPass(db, T, 'zh_CN', ctx.creator, orders.map((o) => o.id), wallOf(morning), ['Wait', 'Process', 'Pause']);
    await confirmRun(db, T, 'zh_CN', ctx.creator, first);
    const waiting = orders.filter((o) => o.state === 'Wait').map((o) => o.id);
    if (waiting.length) await runPass(db, T, 'zh_CN', ctx.creator, waiting, nextHour());
  } catch (e) {
    // a horizon reaching a year without a calendar (refused before anything is written): the demo
    // starts without a schedule rather than not at all
    if (!(e instanceof RpcError)) throw e;
  }
}
