// 工厂日历 (mdm/Calendar): a year's days (weekDay 1–7, type 0 weekday / 1 weekend / 2 holiday),
// generated for a year and edited day by day on the calendar page (web/CalendarPage.tsx); and the
// 班次规则 (shift rules: class code and name, day / middle / evening shift, start and end, preparation
// minutes, rest times and rest days, trigger, effective period) that the working windows are made of
// (calendar/logic.ts).
import { a, codeAndName, enableStatus, entity } from '../../../schemas/entities/define';
import { remark } from '../../../schemas/entities/documents';

export const DAY_TYPE_OPTIONS = [
  { value: '0', label: '工作日', labelEn: 'Weekday' },
  { value: '1', label: '周末', labelEn: 'Weekend' },
  { value: '2', label: '节假日', labelEn: 'Holiday' },
];

export const WorkCalendar = entity({
  id: 905,
  code: 'WorkCalendar',
  name: '工厂日历',
  nameEn: 'Factory calendar',
  module: 'production',
  table: 'prd_calendar',
  attrs: [
    a.int('year', '年份', 'Year', { required: true, unique: true, min: 1970, maxValue: 2999, digits: { int: 4, scale: 0 }, table: 80 }),
    a.string('name', '名称', 'Name', { max: 128, table: 160 }),
    remark(),
  ],
  children: {
    days: {
      table: 'prd_calendar_day',
      name: '日期',
      nameEn: 'Days',
      attrs: [
        a.date('day', '日期', 'Date', { required: true }),
        a.int('week_day', '星期', 'Weekday', { required: true, min: 1, maxValue: 7 }),
        a.enumType('day_type', '类型', 'Type', DAY_TYPE_OPTIONS, { required: true, defaultValue: '0' }),
        a.string('note', '说明', 'Note', { max: 128 }),
      ],
    },
  },
});

export const SHIFT_KINDS = [
  { value: 'Day', label: '白班', labelEn: 'Day shift' },
  { value: 'Middle', label: '中班', labelEn: 'Middle shift' },
  { value: 'Evening', label: '夜班', labelEn: 'Evening shift' },
];
export const SHIFT_TRIGGERS = [
  { value: 'Weekly', label: '每周', labelEn: 'Weekly' },
  { value: 'Daily', label: '每天', labelEn: 'Daily' },
  { value: 'Monthly', label: '每月', labelEn: 'Monthly' },
  { value: 'Yearly', label: '每年', labelEn: 'Yearly' },
];

const clock = (code: string, name: string, nameEn: string, required = true) => a.string(code, name, nameEn, { required, max: 5, noSpaces: true, table: 80 });

export const ShiftRule = entity({
  id: 906,
  code: 'ShiftRule',
  name: '班次规则',
  nameEn: 'Shift rule',
  module: 'production',
  table: 'prd_shift_rule',
  lookup: 'tenant',
  perOrgan: true,
  importKey: ['code'],
  attrs: [
    ...codeAndName('班次编码', '班次名称', 'Shift name'),
    a.enumType('shift', '班次', 'Shift', SHIFT_KINDS, { required: true, defaultValue: 'Day', query: true, table: 80 }),
    clock('start_time', '开始时间', 'Start time'),
    clock('end_time', '结束时间', 'End time'),
    a.int('prep_minutes', '准备时间(分钟)', 'Preparation minutes', { min: 0, maxValue: 600, defaultValue: 0, table: 110 }),
    a.string('rest_days', '休息日(周几)', 'Rest days (weekdays)', { max: 32, table: 110 }),
    a.enumType('trigger', '触发方式', 'Trigger', SHIFT_TRIGGERS, { required: true, defaultValue: 'Daily', table: 90 }),
    a.string('trigger_days', '触发日', 'Trigger days', { max: 512 }),
    a.date('effective_from', '生效日期', 'Effective from', { table: 110 }),
    a.date('effective_to', '失效日期', 'Effective to', { table: 110 }),
    enableStatus(),
    remark(),
  ],
  children: {
    rests: {
      table: 'prd_shift_rule_rest',
      name: '休息时间',
      nameEn: 'Rest times',
      attrs: [clock('start_time', '开始时间', 'Start time'), clock('end_time', '结束时间', 'End time')],
    },
  },
});
