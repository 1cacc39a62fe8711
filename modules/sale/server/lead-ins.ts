// The sale documents' sheet imports and the one-step delivery (saleItemLeadIn,
// saleItemPriceLeadIn, deliveryBatchLeadIn, createDelivery; their payloads were not given, decided
// here): order lines and prices come back for the form (nothing saved); batch numbers are written
// to a saved delivery's lines through the generic modify (so its rules and version apply).
import { entityByCode } from '../../../server/modules/catalogue';
import { callerModel, readForCaller } from '../../../server/records/context';
import { importLines } from '../../../server/records/excel/lines-import';
import { documentHandlers } from '../../../server/records/document-service';
import { badRequest } from '../../../server/rpc/errors';
import type { CallContext } from '../../../server/rpc/registry';
import { erpSaleDelivery } from '../contracts';

type Rec = Record<string, unknown>;
const idOf = (v: unknown) => (v && typeof v === 'object' ? (v as { id?: unknown }).id ?? null : v);
/** A record as a create takes it: references by id. */
const asInput = (r: Rec): Rec => Object.fromEntries(Object.entries(r).map(([k, v]) => [k, Array.isArray(v) ? v.map((x) => (x && typeof x === 'object' ? asInput(x as Rec) : x)) : idOf(v)]));

export const saleItemLeadIn = (ctx: CallContext, [fileId]: [number]) => importLines(ctx, entityByCode('SaleOrder')!, 'items', fileId);

export const saleItemPriceLeadIn = (ctx: CallContext, [fileId]: [number]) =>
  importLines(ctx, entityByCode('SaleOrder')!, 'items', fileId, { only: ['material_id', 'unit_price'], required: ['material_id', 'unit_price'] });

export async function deliveryBatchLeadIn(ctx: CallContext, [{ id, fileId }]: [{ id: number; fileId: number }]) {
  const en = ctx.lang === 'en_US';
  const model = await callerModel(ctx, 'SaleDelivery');
  const delivery = (await readForCaller(ctx, model, id)) as unknown as Rec & { items: Rec[]; version: number };
  const sheet = await importLines(ctx, entityByCode('SaleDelivery')!, 'items', fileId, { only: ['material_id', 'batch_no'], required: ['material_id', 'batch_no'] });
  const problems = sheet.errors.map((e) => `${en ? 'row' : '第'} ${e.index + 1}${en ? '' : ' 行'}: ${Object.values(e.fields).join('; ')}`);
  // each sheet row names a material: the next line of that material takes its batch
  const taken = new Set<number>();
  const batches = new Map<number, string>();
  sheet.items.forEach((row, i) => {
    const material = Number(idOf(row.material_id));
    const line = delivery.items.find((l) => Number(idOf(l.material_id)) === material && !taken.has(Number(l.id)));
    const label = (row.material_id as { code?: string })?.code ?? material;
    if (!line) problems.push(en ? `line ${i + 1}: material ${label} is not on this delivery (or has no line left)` : `第 ${i + 1} 条：物料「${label}」不在本发货单中（或已无剩余明细）`);
    else {
      taken.add(Number(line.id));
      batches.set(Number(line.id), String(row.batch_no));
    }
  });
  if (problems.length) throw badRequest(problems.slice(0, 20).join('\n'));
  const items = delivery.items.map((l) => ({ id: l.id, ...(batches.has(Number(l.id)) ? { batch_no: batches.get(Number(l.id)) } : {}) }));
  return documentHandlers(erpSaleDelivery).modify(ctx, [{ id, version: delivery.version, items }]);
}

export async function createDelivery(ctx: CallContext, [{ orderId }]: [{ orderId: number }]) {
  const delivery = documentHandlers(erpSaleDelivery);
  const draft = (await delivery.saleToSaleDelivery(ctx, [{ orderId, handleBillId: null }])) as Rec;
  return delivery.create(ctx, [asInput(draft)]);
}
