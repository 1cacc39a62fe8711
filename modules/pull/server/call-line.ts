// 叫料 at the line in one step (pull.ProcessCall/callLine, the Hmi station's): the operation's material as
// 物料监控 sees it (the caller's visible, released orders), the line's pull rule for that material giving
// the line-side position and the issuing warehouse, the call created through the record layer (its
// hooks check order, operation, BOM and quantity) and called — its delivery apply made — in one transaction.
import { sql } from 'kysely';
import { builtinModel } from '../../../server/records/model';
import { createRecord } from '../../../server/records/write';
import type { CallContext } from '../../../server/rpc/registry';
import type { CallLineArg } from '../contracts';
import { pm } from '../messages';
import { matMonPage } from './matmon';
import { applyFor, asCaller, CALLS, lockRequests, refusal } from './requests';

export async function callLine(ctx: CallContext, a: CallLineArg) {
  const need = (await matMonPage(ctx, { orderId: a.orderId, page: 1, pageSize: 200 })).itemList.find((r) => r.opId === a.opId && r.materialId === a.materialId);
  return asCaller(ctx, CALLS, async (x) => {
    if (!need) throw refusal(x.lang, 'notNeeded', { order: String(a.orderId), material: String(a.materialId) });
    const rule = need.processUnitId
      ? (
          await sql<{ position_id: number; warehouse_id: number }>`select position_id::int as position_id, warehouse_id::int as warehouse_id from pull_rule
             where tenant_id = ${x.T} and process_unit_id = ${need.processUnitId} and material_id = ${a.materialId} and position_id is not null order by id limit 1`.execute(x.trx)
        ).rows[0]
      : undefined;
    if (!rule) throw refusal(x.lang, 'noRule', { line: need.processUnitName ?? '', material: need.materialName });
    const made = await createRecord(
      x.w,
      builtinModel('PullCall')!,
      { order_id: a.orderId, op_id: a.opId, process_unit_id: need.processUnitId, material_id: a.materialId, quantity: String(a.quantity), warehouse_id: rule.warehouse_id, position_id: rule.position_id },
      x.trx,
    );
    const [row] = await lockRequests(x, CALLS, [made.id]);
    await applyFor(x, CALLS, row);
    return { msg: pm(x.lang, 'done', { action: x.lang === 'en_US' ? 'Called' : '叫料', n: 1 }), code: String(made.code), id: made.id };
  });
}
