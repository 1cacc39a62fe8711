// task.OutsourceOrder: subcontracted operations of work orders (saveOutsourceTasks,
// queryOutsourceTask) and outsourced production orders (saveOrderProducts, queryOrderProduct,
// orderProductItemLeadIn, orderProductAuditBatch) — each checked against its page's function.
import { z } from 'zod';
import { calendarDay } from '../../../schemas/rpc/dates';
import type { ImportResult, RecordPage, RecordValue } from '../../../schemas/rpc/datax';
import { args, call, defineService, idArg } from '../../../schemas/rpc/define';
import { type BoundQuery, receiptCalls } from '../../../schemas/rpc/receiptCalls';
import { outsourcePages as p } from './pages';

const money = z.union([z.number().min(0), z.string().regex(/^\d+(\.\d{1,6})?$/)]);
const qty = z.union([z.number().positive(), z.string().regex(/^\d+(\.\d{1,4})?$/).refine((v) => Number(v) > 0)]);
export const outsourceTasksArg = z.object({
  orderId: idArg,
  tasks: z
    .array(z.object({ opId: idArg, supplierId: idArg, quantity: qty, unitPrice: money.optional(), deliveryDate: calendarDay().optional(), remark: z.string().max(1024).optional() }))
    .min(1)
    .max(100),
});
export type OutsourceTasksInput = z.infer<typeof outsourceTasksArg>;

const tasks = receiptCalls('OutsourceTask', p.Subcontract.url);
const orders = receiptCalls('OutsourceOrder', p.OutsourceProduce.url);

export const taskOutsourceOrder = defineService('task.OutsourceOrder', {
  /** [{orderId, tasks:[{opId, supplierId, quantity, unitPrice?, deliveryDate?}]}]: operations of an order subcontracted, all or none */
  saveOutsourceTasks: call<[OutsourceTasksInput], RecordValue[]>(args(['options', outsourceTasksArg]), { entity: 'OutsourceTask', op: 'create', page: p.Subcontract.url }),
  /** [query]: the subcontracted operations */
  queryOutsourceTask: call<[BoundQuery], RecordPage>(tasks.summaryPage.args, { entity: 'OutsourceTask', op: 'read' }),
  /** [record]: an outsourced production order created (no id) or modified */
  saveOrderProducts: call<[Record<string, unknown>], RecordValue>(orders.create.args, ([r]) => ({ entity: 'OutsourceOrder', op: (r as { id?: number }).id ? 'update' : 'create', page: p.OutsourceProduce.url })),
  /** [query]: the outsourced production orders */
  queryOrderProduct: call<[BoundQuery], RecordPage>(orders.summaryPage.args, { entity: 'OutsourceOrder', op: 'read' }),
  /** [fileId]: outsourced production orders from a sheet */
  orderProductItemLeadIn: call<[number], ImportResult>(args(['fileId', idArg]), { entity: 'OutsourceOrder', op: 'import', page: p.OutsourceProduce.url }),
  /** [ids]: outsourced production orders audited, all or none */
  orderProductAuditBatch: call<[number[]], RecordValue[]>(orders.auditByIds.args, { entity: 'OutsourceOrder', op: 'audit', page: p.OutsourceProduce.url }),
});
