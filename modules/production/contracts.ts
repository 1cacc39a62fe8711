// The production master-data calls. mdm.BOM and mdm.Equipment are the customer's call names: the generic
// record calls bound to their entity and page, plus the BOM's own (preview: the exploded tree;
// getBomByMaterial; leadIn: a sheet of BOM lines, grouped into BOMs). mdm.Calendar (ours: the spec
// names no service) generates a year, answers its weekday info, edits days, checks a date and
// answers the working windows the APS pass schedules into. mdm.ProcessRoute/getByMaterial answers
// a material's default route with its processes.
import { z } from 'zod';
import type { ImportResult, RecordValue } from '../../schemas/rpc/datax';
import { args, call, defineService, idArg } from '../../schemas/rpc/define';
import { defineDocument } from '../../schemas/documents/define';
import { type CalendarDay, isDate, type WorkingWindow } from './calendar/logic';
import { CALENDAR_PAGE, productionPages as p } from './pages';

/** A material in the exploded tree, with what it is and how much of it. */
export interface BomTreeNode {
  materialId: number;
  code: string;
  name: string;
  spec: string | null;
  unit: string | null;
  level: number;
  perParent: string;
  quantity: string;
  processId: number | null;
  processName: string | null;
  bomId: number | null;
  bomCode: string | null;
  children: BomTreeNode[];
}

export interface BomOfMaterial {
  bom: RecordValue;
  tree?: BomTreeNode;
}

/** The master records' calls by their customer names: add, update, detail, summary, remove. */
const masterCalls = { calls: ['detail'], aliases: { add: 'create', update: 'modify', summary: 'summaryPage', remove: 'removeByIds' } } as const;

const bomType = z.enum(['Sale', 'Produce']);
const quantity = z.union([z.number().positive(), z.string().regex(/^\d+(\.\d+)?$/)]);
const date = z.string().refine(isDate, { error: '日期格式应为 YYYY-MM-DD' });
const year = z.number().int().min(1970).max(2999);

export const mdmBom = defineDocument('mdm.BOM', {
  entity: 'Bom',
  page: p.Bom.url,
  ...masterCalls,
  own: {
    /** [{bomId} | {materialId, bomType?}, quantity?]: the exploded tree with cumulative quantities */
    preview: call<[{ bomId?: number; materialId?: number; bomType?: 'Sale' | 'Produce' }, (number | string)?], BomTreeNode>(
      args(['target', z.object({ bomId: idArg.optional(), materialId: idArg.optional(), bomType: bomType.optional() }).refine((t) => t.bomId || t.materialId, { error: '需要 bomId 或 materialId' })], ['quantity', quantity.optional()]),
      { entity: 'Bom', op: 'read' },
    ),
    /** [materialId, {bomType?, explode?, quantity?}]: the material's active BOM with its lines (and its tree when asked); null when it has none */
    getBomByMaterial: call<[number, { bomType?: 'Sale' | 'Produce'; explode?: boolean; quantity?: number | string }?], BomOfMaterial | null>(
      args(['materialId', idArg], ['options', z.object({ bomType: bomType.optional(), explode: z.boolean().optional(), quantity: quantity.optional() }).optional()]),
      { entity: 'Bom', op: 'read' },
    ),
    /** [fileId]: a sheet of BOM lines (BOM编码, 物料, 版本, BOM类型, 基础数量, 子物料, 用量, 损耗率(%), 投料工序), all or nothing */
    leadIn: call<[number], ImportResult>(args(['fileId', idArg]), { entity: 'Bom', op: 'import', page: p.Bom.url }),
  },
});

export const mdmEquipment = defineDocument('mdm.Equipment', {
  entity: 'Equipment',
  page: p.Equipment.url,
  calls: ['detail', 'leadIn'],
  aliases: { ...masterCalls.aliases, batchRemove: 'removeByIds' },
});

export const mdmProcessRoute = defineDocument('mdm.ProcessRoute', {
  entity: 'ProcessRoute',
  page: p.ProcessRoute.url,
  ...masterCalls,
  own: {
    /** [materialId]: the material's default route (else its only one) with its processes in order; null when none */
    getByMaterial: call<[number], RecordValue | null>(args(['materialId', idArg]), { entity: 'ProcessRoute', op: 'read' }),
  },
});

export interface WindowQuery {
  from: string;
  to: string;
  processUnitId?: number;
  equipmentId?: number;
}

export const mdmCalendar = defineService('mdm.Calendar', {
  /** [year]: the year's calendar, generated (weekends Saturday and Sunday); a year already there is refused */
  generate: call<[number], { year: number; days: number }>(args(['year', year]), { page: CALENDAR_PAGE, op: 'generate' }),
  /** [year]: the weekday info of every day; a missing year answers 请求的工作日数据不存在：{year} 年 */
  getWorkdays: call<[number], CalendarDay[]>(args(['year', year]), 'session', { log: false }),
  /** [[{date, type, note?}]]: days made holidays (2), weekends (1) or working days (0, a make-up day) */
  updateDays: call<[Array<{ date: string; type: 0 | 1 | 2; note?: string | null }>], { updated: number }>(
    args(['days', z.array(z.object({ date, type: z.union([z.literal(0), z.literal(1), z.literal(2)]), note: z.string().max(128).nullish() })).min(1).max(366)]),
    { page: CALENDAR_PAGE, op: 'update' },
  ),
  /** [date]: the day's weekday info; a date outside the generated years answers 时间不在日期列中 */
  checkDate: call<[string], CalendarDay>(args(['date', date]), 'session', { log: false }),
  /** [{from, to, processUnitId?, equipmentId?}]: working windows [{start, end}] in local time (shifts minus rests, holidays skipped) */
  workingWindows: call<[WindowQuery], WorkingWindow[]>(
    args(['query', z.object({ from: date, to: date, processUnitId: idArg.optional(), equipmentId: idArg.optional() }).refine((q) => q.from <= q.to, { error: '开始日期不能晚于结束日期' })]),
    'session',
    { log: false },
  ),
});
