// The production master-data calls. mdm.BOM, mdm.Equipment and mdm.ProcessRoute are the customer's
// call names, each declared with its page stack (pages.ts): the generic record calls bound to their
// entity and page, plus the BOM's own (preview: the exploded tree; getBomByMaterial; leadIn: a sheet
// of BOM lines, grouped into BOMs) and the route's (getByMaterial: a material's default route with its
// processes). mdm.Calendar (ours: the spec names no service) generates a year, answers its weekday
// info, edits days, checks a date and answers the working windows the APS pass schedules into.
import { z } from 'zod';
import { args, call, defineService, idArg } from '../../schemas/rpc/define';
import { type CalendarDay, isDate, type WorkingWindow } from './calendar/logic';
import { productionStacks as s } from './pages';
import { CALENDAR_PAGE } from './paths';

export type { BomOfMaterial, BomTreeNode } from './bom/tree';

export const mdmBom = s.Bom.service;
export const mdmEquipment = s.Equipment.service;
export const mdmProcessRoute = s.ProcessRoute.service;

const date = z.string().refine(isDate, { error: '日期格式应为 YYYY-MM-DD' });
const year = z.number().int().min(1970).max(2999);

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
