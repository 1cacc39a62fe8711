// The production master data's messages [zh_CN, en_US]. The two calendar texts are the Gantt's,
// word for word: 请求的工作日数据不存在：{year} 年 and 时间不在日期列中.
import type { Lang } from '../../server/i18n';

export const PRODUCTION_MESSAGES = {
  workdayMissing: ['请求的工作日数据不存在：{year} 年', 'No workday data for the year {year}'],
  dateOutside: ['时间不在日期列中', 'The date is not in the calendar'],
  yearExists: ['{year} 年的工厂日历已存在', 'The factory calendar of {year} already exists'],
  bomCycle: ['物料清单存在循环引用：{path}', 'The bill of materials contains itself: {path}'],
  bomSelf: ['子物料不能是物料清单的物料本身：{material}', 'A line cannot be the BOM’s own material: {material}'],
  bomMissing: ['物料清单不存在：{id}', 'No such bill of materials: {id}'],
  bomNone: ['物料没有启用的物料清单：{material}', 'The material has no enabled bill of materials: {material}'],
  defaultRoute: ['物料已有默认工艺路线：{route}', 'The material already has a default route: {route}'],
  badTime: ['{field}应为 HH:mm 格式的时间：{value}', '{field} must be a time HH:mm: {value}'],
  badWeekDays: ['休息日应为 1 到 7 的周几，用逗号分隔：{value}', 'Rest days are weekdays 1 to 7 separated by commas: {value}'],
  badTriggerDays: ['触发日与触发方式不符：{value}', 'The trigger days do not fit the trigger: {value}'],
  badPeriod: ['失效日期不能早于生效日期', 'The end of the effective period cannot be before its start'],
  restOutside: ['休息时间 {start}-{end} 不在班次时间内', 'The rest {start}-{end} is outside the shift'],
  unitMissing: ['工序单元不存在：{id}', 'No such process unit: {id}'],
  equipmentMissing: ['设备不存在：{id}', 'No such equipment: {id}'],
  rangeTooLong: ['查询区间不能超过 366 天', 'The range cannot exceed 366 days'],
  importBomKey: ['物料不能为空', 'The material is required'],
} as const satisfies Record<string, readonly [string, string]>;

export type ProductionMessage = keyof typeof PRODUCTION_MESSAGES;

export function pm(lang: Lang, key: ProductionMessage, vars: Record<string, string | number> = {}): string {
  const text: string = PRODUCTION_MESSAGES[key][lang === 'en_US' ? 1 : 0];
  return text.replace(/\{(\w+)\}/g, (_, k: string) => String(vars[k] ?? ''));
}
