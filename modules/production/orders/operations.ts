// An order's operations are its route's processes in order: standard time in minutes (hours and
// days converted) and the setup time, nothing done yet. Written on create and by renderProcess.
import { sql } from 'kysely';
import type { AnyTrx } from '../../../server/records/write';

export async function renderOperations(trx: AnyTrx, T: string, orderId: number, routeId: number): Promise<void> {
  await sql`delete from prd_work_order_op where tenant_id = ${T} and owner_id = ${orderId}`.execute(trx);
  await sql`
    insert into prd_work_order_op (tenant_id, owner_id, seq, process_id, minutes, setup_minutes, done_qty)
    select ${T}, ${orderId}, row_number() over (order by i.id), i.process_id,
           i.standard_time * case i.time_unit when 'Hour' then 60 when 'Day' then 1440 else 1 end, coalesce(i.setup_time, 0), 0
      from prd_process_route_item i where i.tenant_id = ${T} and i.owner_id = ${routeId} order by i.id`.execute(trx);
}
