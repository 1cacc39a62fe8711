// 事件记录: the events by rule, machine, severity, status and cause — count, total and longest
// duration — over the start days (this month when the page opens). 停机损失: the machine-stop events'
// downtime and its cost by machine, line and cause, with totals.
import type { DataType } from '../../schemas/entities/define';
import { defineReport, type ViewColumn } from '../../schemas/reports/define';
import { CAUSE_DICT, EVENT_STATUSES, SEVERITIES, SOURCES } from './options';
import { RECORD_REPORT, STOPLOSS_REPORT } from './urls';

const col = (code: string, name: string, nameEn: string, dataType: DataType, more: Partial<ViewColumn> = {}): ViewColumn => ({ code, name, nameEn, dataType, ...more });

const machine = col('equipment_id', '设备', 'Machine', 'FuzzyCommon', { quote: 'Equipment' });
const cause = col('cause', '原因', 'Cause', 'Dict', { dict: CAUSE_DICT });
const day = col('start_date', '日期', 'Date', 'DateTime', { column: 'date' });

export const eventReports = {
  Record: defineReport({
    code: 'event.Record',
    url: RECORD_REPORT,
    name: '事件记录',
    nameEn: 'Event records',
    source: {
      view: 'evt_record',
      columns: [
        col('rule_id', '事件规则', 'Rule', 'FuzzyCommon', { quote: 'EventRule' }),
        col('source', '事件来源', 'Source', 'EnumType', { options: SOURCES }),
        machine,
        col('severity', '严重程度', 'Severity', 'EnumType', { options: SEVERITIES }),
        col('event_status', '事件状态', 'Status', 'EnumType', { options: EVENT_STATUSES }),
        cause,
        day,
        col('duration_min', '持续分钟', 'Minutes', 'Number', { scale: 2 }),
        col('id', '事件', 'Event', 'Number'),
      ],
    },
    dimensions: [{ field: 'rule_id' }, { field: 'equipment_id' }, { field: 'severity' }, { field: 'event_status' }, { field: 'cause' }],
    measures: [
      { code: 'events', name: '事件数', nameEn: 'Events', agg: 'count', of: 'id' },
      { code: 'minutes', name: '累计分钟', nameEn: 'Total minutes', agg: 'sum', of: 'duration_min', scale: 2 },
      { code: 'longest', name: '最长分钟', nameEn: 'Longest (min)', agg: 'max', of: 'duration_min', scale: 2 },
    ],
    filters: [
      { field: 'rule_id', kind: 'eq' },
      { field: 'equipment_id', kind: 'eq' },
      { field: 'source', kind: 'in' },
      { field: 'severity', kind: 'in' },
      { field: 'event_status', kind: 'in' },
      { field: 'start_date', kind: 'dateRange' },
    ],
    dateField: 'start_date',
    defaultRange: 'month',
    sort: { field: 'events', order: 'desc' },
  }),
  StopLoss: defineReport({
    code: 'event.StopLoss',
    url: STOPLOSS_REPORT,
    name: '停机损失',
    nameEn: 'Downtime losses',
    source: {
      view: 'evt_stoploss',
      columns: [
        machine,
        col('line_id', '产线', 'Line', 'FuzzyCommon', { quote: 'ProcessUnit' }),
        cause,
        day,
        col('stops', '停机次数', 'Stops', 'Number'),
        col('down_hours', '停机小时', 'Downtime (h)', 'Number', { scale: 4 }),
        col('loss', '停机损失', 'Loss', 'Number', { scale: 2 }),
      ],
    },
    dimensions: [{ field: 'equipment_id' }, { field: 'line_id' }, { field: 'cause' }],
    measures: [
      { code: 'stops', name: '停机次数', nameEn: 'Stops', agg: 'sum', of: 'stops', scale: 0 },
      { code: 'down_hours', name: '停机小时', nameEn: 'Downtime (h)', agg: 'sum', of: 'down_hours', scale: 2 },
      { code: 'loss', name: '停机损失', nameEn: 'Loss', agg: 'sum', of: 'loss', scale: 2 },
    ],
    filters: [
      { field: 'equipment_id', kind: 'eq' },
      { field: 'line_id', kind: 'eq' },
      { field: 'cause', kind: 'in' },
      { field: 'start_date', kind: 'dateRange' },
    ],
    dateField: 'start_date',
    defaultRange: 'month',
    sort: { field: 'loss', order: 'desc' },
  }),
};
