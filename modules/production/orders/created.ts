// task.Order/gainCreatedOrders: the work orders a sales order has become — the orders of its lines
// and the sub-orders a BOM spread made under them (every one carries the sales order's sale_id).
// They are read through the work order list's own path (tenant, data scope, row limits, hidden
// fields), so nobody learns of an order here that the order list would not show them.
import { sql } from 'kysely';
import type { RecordValue } from '../../../schemas/rpc/datax';
import { callerModel, listForCaller } from '../../../server/records/context';
import { normaliseQuery, SUMMARY_LIMIT } from '../../../server/records/list';
import { notFound } from '../../../server/rpc/errors';
import { type CallContext, session } from '../../../server/rpc/registry';

export async function createdOrders(ctx: CallContext, saleId: number): Promise<RecordValue[]> {
  const s = session(ctx);
  const [sale] = (await sql<{ id: number }>`select id::int as id from erp_sale where tenant_id = ${s.tenantId} and id = ${saleId}`.execute(s.db)).rows;
  if (!sale) throw notFound(ctx.lang === 'en_US' ? `No such sales order: ${saleId}` : `销售订单不存在：${saleId}`);
  const model = await callerModel(ctx, 'WorkOrder');
  const query = normaliseQuery({ entityCode: 'WorkOrder', filterMap: { sale_id: saleId }, page: 1, pageSize: SUMMARY_LIMIT });
  const { itemList } = await listForCaller(ctx, model, query, false);
  // by code, in JS: sorting in SQL would name a field the caller may not be shown
  return itemList.sort((a, b) => String(a.code ?? '').localeCompare(String(b.code ?? '')));
}
