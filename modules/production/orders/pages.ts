// 生产工单 (task/Order + task/OrderDetail), declared once: the work order's generated list and detail
// — the list opens on the orders still being prepared (Saved, Commit, DeApproval) and keeps the
// released and refused ones in its history (Audit, Reject) — with the shop-floor functions beyond
// the document's own, and task.Order: the generic receipt calls bound to the order and its page,
// and the shop-floor moves of its manufacturing state (start, pause, complete, recall, recycle,
// updateWorkOrderState), each checked against the page's function of the same name.
import { z } from 'zod';
import { calendarDay, calendarText } from '../../../schemas/rpc/dates';
import { GET_REMOVE } from '../../../schemas/documents/define';
import { documentStack, pagesByKey } from '../../../schemas/documents/stack';
import { btn } from '../../../schemas/menus/buttons';
import type { ActionDef } from '../../../schemas/pages/types';
import type { RecordValue } from '../../../schemas/rpc/datax';
import { args, call, idArg, type Paged } from '../../../schemas/rpc/define';
import type { BoundQuery } from '../../../schemas/rpc/receiptCalls';
import { orderExecCalls } from '../execution/contracts';
import { outsourceTasksArg, type OutsourceTasksInput } from '../outsource/contracts';
import { WorkOrder } from './entity';
import { ORDER_DIALOG, ORDER_MOVE, ORDER_PAGE } from './paths';
import type { OrderListQuery, OrderListRow, OrderProgress } from './queries';
import { MANUFACTURING_STATES } from './state';

const move = (code: string, label: string, labelEn: string, place: ActionDef['place'], confirm?: [string, string]): ActionDef => ({
  code,
  label,
  labelEn,
  place,
  handler: ORDER_MOVE,
  call: `/task.Order/${code}`,
  ...(confirm ? { confirm: { zh_CN: confirm[0], en_US: confirm[1] } } : {}),
});
const SHOP_FLOOR = (place: ActionDef['place']): ActionDef[] => [
  move('start', '开工', 'Start', place),
  move('pause', '暂停', 'Pause', place),
  move('complete', '完工', 'Complete', place, ['确定完工？完工后不能再开工。', 'Finish the order? A finished order cannot be started again.']),
  move('recall', '撤回', 'Recall', place),
  move('recycle', '回收', 'Recycle', place, ['确定回收工单？', 'Recycle the work order?']),
];

/** the work order's function `op`, through its page */
export const on = (op: string) => ({ entity: 'WorkOrder', op, page: ORDER_PAGE });
/** the page function a move to each state needs */
export const STATE_FUNCTION: Record<string, string> = { Wait: 'audit', Process: 'start', Debug: 'start', Pause: 'pause', Completed: 'complete', Saved: 'recall', Recycled: 'recycle' };
const qty = z.union([z.number().positive(), z.string().regex(/^\d+(\.\d{1,6})?$/).refine((v) => Number(v) > 0)]);
const dateTime = calendarText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}(:\d{2})?$/, '时间格式应为 YYYY-MM-DD HH:mm:ss');
const idsArg = z.object({ ids: z.array(idArg).min(1).max(500) });
const fromSaleArg = z.object({
  saleId: idArg,
  spread: z.enum(['NoSpread', 'MainProduct', 'BomSpread']).optional(),
  itemIds: z.array(idArg).max(500).optional(),
  planNo: z.string().min(1).max(64).regex(/^\S+$/).optional(),
  planStart: dateTime.optional(),
  planEnd: dateTime.optional(),
  release: z.boolean().optional(),
});
const opDispatch = z.object({ opId: idArg, equipmentId: idArg, planStart: dateTime.optional(), planEnd: dateTime.optional() });
const counts = z.object({ qualified_qty: qty.or(z.literal(0)).optional(), unqualified_qty: qty.or(z.literal(0)).optional(), scrap_qty: qty.or(z.literal(0)).optional() });
const listQuery = z.object({
  states: z.array(z.enum(MANUFACTURING_STATES.map((s) => s.value) as [string, ...string[]])).max(7).optional(),
  equipmentId: idArg.optional(),
  text: z.string().max(128).optional(),
  from: calendarDay().optional(),
  to: calendarDay().optional(),
  page: z.number().int().min(1).default(1),
  pageSize: z.number().int().min(1).max(200).default(20),
});
const stateArg = z.object({ workOrderId: idArg, manufacturingState: z.enum(MANUFACTURING_STATES.map((s) => s.value) as [string, ...string[]]) });

const wo = 'task.order';

export const orderStacks = {
  Order: documentStack({
    entity: WorkOrder,
    list: {
      url: ORDER_PAGE,
      labels: ['生产工单', 'Work orders'],
      statusLists: { open: ['Saved', 'Commit', 'DeApproval'], history: ['Audit', 'Reject'] },
      actions: [
        { code: 'batchAudit', label: '批量下达', labelEn: 'Release', place: 'toolbar', handler: 'callService', call: '/task.Order/batchAudit' },
        { code: 'dispatch', label: '派工', labelEn: 'Dispatch', place: 'toolbar', handler: ORDER_DIALOG },
        { code: 'splitBatch', label: '按批拆分', labelEn: 'Split by batch', place: 'toolbar', handler: ORDER_DIALOG },
        { code: 'combineWorkOrder', label: '合并', labelEn: 'Combine', place: 'toolbar', handler: 'callService', call: '/task.Order/combineWorkOrder' },
        { code: 'splitWorkOrder', label: '拆分合并工单', labelEn: 'Undo combine', place: 'toolbar', handler: 'callService', call: '/task.Order/splitWorkOrder' },
        { code: 'split', label: '拆分', labelEn: 'Split', place: 'row', handler: ORDER_DIALOG },
        ...SHOP_FLOOR('row'),
        { code: 'dispatch', label: '派工', labelEn: 'Dispatch', place: 'detail', handler: ORDER_DIALOG },
        ...SHOP_FLOOR('detail'),
      ],
    },
    detail: { url: 'task/OrderDetail', labels: ['生产工单详情', 'Work order detail'] },
    menu: { extra: [btn(wo, 'createFromSale', '销售转工单', 'From sales orders'), btn(wo, 'reject', '驳回', 'Refuse')] },
    service: 'task.Order',
    /** outsourceOrderSummaryPage [query]: the orders with their subcontracting state (filter outsource_state: CanCreate, Created, NoSubcontract) */
    aliases: { ...GET_REMOVE, outsourceOrderSummaryPage: 'summaryPage' },
    own: (generic) => ({
      /** [id, equipmentId?]: 开工 — the order runs on its equipment (or the one named, which it keeps); one order per equipment */
      start: call<[number, number?], RecordValue>(args(['id', idArg], ['equipmentId', idArg.optional()]), on('start')),
      /** [id]: 暂停 — only by whoever started it */
      pause: call<[number], RecordValue>(args(['id', idArg]), on('pause')),
      /** [id]: 完工 — once */
      complete: call<[number], RecordValue>(args(['id', idArg]), on('complete')),
      /** [id]: 撤回 — a released order not started goes back to be edited (un-audited) */
      recall: call<[number], RecordValue>(args(['id', idArg]), on('recall')),
      /** [id]: 回收 — an order not started is withdrawn */
      recycle: call<[number], RecordValue>(args(['id', idArg]), on('recycle')),
      /** [{saleId, spread?, itemIds?, planNo?, planStart?, planEnd?, release?}]: an audited sales order's unplanned lines as work orders (BomSpread: sub-orders for the made components) */
      createFromSale: call<[z.infer<typeof fromSaleArg>], RecordValue[]>(args(['options', fromSaleArg]), on('createFromSale')),
      /** [{ids, pass?}]: release (audit) the orders, or refuse them (pass false) — all or nothing */
      batchAudit: call<[{ ids: number[]; pass?: boolean }], RecordValue[]>(args(['options', idsArg.extend({ pass: z.boolean().optional() })]), ([a]) => on(a.pass === false ? 'reject' : 'batchAudit')),
      /** [{ids, equipmentId}]: 派工 — the orders to an equipment, with every operation it can run */
      dispatch: call<[{ ids: number[]; equipmentId: number }], RecordValue[]>(args(['options', idsArg.extend({ equipmentId: idArg })]), on('dispatch')),
      /** [[{opId, equipmentId, planStart?, planEnd?}]]: 派工 operation by operation */
      dispatchV2: call<[z.infer<typeof opDispatch>[]], RecordValue[]>(args(['operations', z.array(opDispatch).min(1).max(500)]), on('dispatch')),
      /** [id, quantities]: 拆分 — pieces of these quantities split off the order (it keeps the rest) */
      split: call<[number, Array<number | string>], RecordValue[]>(args(['id', idArg], ['quantities', z.array(qty).min(1).max(100)]), on('split')),
      /** [{ids, quantity}]: every order cut into pieces of a batch size (a positive whole number) */
      splitBatch: call<[{ ids: number[]; quantity: number }], RecordValue[]>(args(['options', idsArg.extend({ quantity: z.number() })]), on('splitBatch')),
      /** [{ids}]: 合并 — two or more single-material orders of one product as one Combine order */
      combineWorkOrder: call<[{ ids: number[] }], RecordValue>(args(['options', idsArg]), on('combineWorkOrder')),
      /** [{ids}]: exactly one Combine order given back to its originals */
      splitWorkOrder: call<[{ ids: number[] }], RecordValue[]>(args(['options', idsArg]), on('splitWorkOrder')),
      /** [workOrderId, routeId|null, quantity?]: the route's operations copied onto the order again */
      renderProcess: call<[number, number | null, (number | string)?], RecordValue>(args(['id', idArg], ['routeId', idArg.nullable()], ['quantity', qty.optional()]), on('update')),
      /** [id, {qualified_qty?, unqualified_qty?, scrap_qty?}]: a finished order's counts corrected */
      updateComplete: call<[number, z.infer<typeof counts>], RecordValue>(args(['id', idArg], ['counts', counts]), on('complete')),
      /** [{orderId, tasks}]: operations of an order subcontracted (as task.OutsourceOrder/saveOutsourceTasks) */
      saveOutsourceTasks: call<[OutsourceTasksInput], RecordValue[]>(args(['options', outsourceTasksArg]), { entity: 'OutsourceTask', op: 'create', page: 'task/Subcontract' }),
      /** the shop floor's: getEquipmentWorkOrder, enterWorkOrder, applyWorkOrder, listByProduceDynamics */
      ...orderExecCalls,
      /** [id]: the order with its progress per operation */
      getV2: call<[number], OrderProgress>(args(['id', idArg]), { entity: 'WorkOrder', op: 'read' }),
      /** [{from?, to?, text?, page, pageSize}]: finished orders, newest first */
      listOrderComplete: call<[OrderListQuery], Paged<OrderListRow>>(args(['query', listQuery]), { entity: 'WorkOrder', op: 'read' }),
      /** [{states?, equipmentId?, text?, page, pageSize}]: orders for the shop-floor terminals, by planned start */
      getWorkOrderList: call<[OrderListQuery], Paged<OrderListRow>>(args(['query', listQuery]), { entity: 'WorkOrder', op: 'read' }),
      /** the same list for other systems */
      getWorkOrderListApi: call<[OrderListQuery], Paged<OrderListRow>>(args(['query', listQuery]), { entity: 'WorkOrder', op: 'read' }),
      /** [{ids, printTag}]: the flow card marked printed (or not) */
      modifyOrderPrintTag: call<[{ ids: number[]; printTag: boolean }], { updated: number }>(args(['options', idsArg.extend({ printTag: z.boolean() })]), on('print')),
      /** [query]: the orders of the list's filter as a sheet — the answer names the download (POST the query to it) */
      excelWorkOrder: call<[BoundQuery], { url: string; query: BoundQuery & { entityCode: string } }>(generic.summaryPage.args, on('export')),
      /** [saleId]: how many work orders a sales order has (the sub-orders of a BOM spread included) and the quantity its lines planned */
      returnBindOrderNum: call<[number], { saleId: number; orders: number; planned: string }>(args(['saleId', idArg]), { entity: 'WorkOrder', op: 'read' }),
      /** [saleId]: the work orders made from a sales order (its lines' orders and their BOM-spread sub-orders), by code, as the order list shows them to the caller */
      gainCreatedOrders: call<[number], RecordValue[]>(args(['saleId', idArg]), { entity: 'WorkOrder', op: 'read' }),
      /** [id]: the flow card's print path (the order as a PDF); the order is marked printed */
      processPrint: call<[number], { url: string }>(args(['id', idArg]), on('print')),
      /** [{manufacturingState, workOrderId}]: the move that leads to that state, with its rules */
      updateWorkOrderState: call<[z.infer<typeof stateArg>], RecordValue>(args(['state', stateArg]), ([a]) => on(STATE_FUNCTION[a.manufacturingState] ?? 'start')),
    }),
    receiptView: { tables: ['operations'], headFirst: ['code', 'plan_no', 'material_id', 'plan_qty', 'plan_start', 'plan_end', 'manufacturing_state'] },
  }),
};

/** The page definitions by stack (their urls and actions). */
export const orderPages = pagesByKey(orderStacks);
