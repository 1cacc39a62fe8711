// 工装刀具履历: every install, uninstall, dressing and scrapping of a cutter or fixture, newest first,
// with its machine, who did it and when, the life left, an abnormal uninstall's reason, and what the
// machine made while the tool was on it. One list for both kinds (a tool-room keeper follows what
// went on and off a machine, cutters and fixtures alike; 类别 narrows it), filtered by tool, machine,
// kind, action and day. The output is counted from the output reports on the machine over the
// mounted span: on the row that ends it (uninstall, or scrapping of a mounted tool) and, while the
// tool is still on, on its install row (so far). Rows are scoped like the tool's file.
import type { DataType } from '../../schemas/entities/define';
import { defineReport, type ViewColumn } from '../../schemas/reports/define';
import { TOOL_EVENTS, TOOL_KINDS } from './entities/options';

const col = (code: string, name: string, nameEn: string, dataType: DataType, more: Partial<ViewColumn> = {}): ViewColumn => ({ code, name, nameEn, dataType, ...more });

const MADE = 'coalesce(p.qualified_qty, 0) + coalesce(p.unqualified_qty, 0) + coalesce(p.scrap_qty, 0)';

const HISTORY = `
  select e.tenant_id, e.id, e.tool_kind, e.tool_id, e.tool_code, e.event, e.equipment_id, e.life, e.abnormal, e.reason_id, e.remark,
         e.create_dt as event_at, e.create_dt::date as event_date, e.create_name as operator,
         case when e.event = 'Install' then e.create_dt when e.prev_event = 'Install' then e.prev_at end as installed_at,
         o.made as output_qty, f.define_id, f.depart_id, f.create_id
    from (select t.*, lag(t.event) over w as prev_event, lag(t.create_dt) over w as prev_at, lead(t.create_dt) over w as next_at
            from tool_event t window w as (partition by t.tenant_id, t.tool_kind, t.tool_id order by t.create_dt, t.id)) e
    left join (select tenant_id, 'Cutter' as kind, id, define_id, depart_id, create_id from tool_cutter_file
               union all select tenant_id, 'Fixture', id, define_id, depart_id, create_id from tool_fixture_file) f
           on f.tenant_id = e.tenant_id and f.kind = e.tool_kind and f.id = e.tool_id
    left join lateral (select sum(${MADE}) as made from prd_output p
           where p.tenant_id = e.tenant_id and p.equipment_id = e.equipment_id
             and ((e.event = 'Install' and e.next_at is null and p.create_dt >= e.create_dt)
               or (e.event in ('Uninstall', 'Scrap') and e.prev_event = 'Install' and p.create_dt >= e.prev_at and p.create_dt < e.create_dt))) o on true`;

export const TOOLING_VIEWS: ReadonlyArray<readonly [string, string]> = [['tool_history', HISTORY]];

export const historyReport = defineReport({
  code: 'tooling.History',
  url: 'cutter/History',
  name: '工装刀具履历',
  nameEn: 'Tool history',
  source: {
    view: 'tool_history',
    columns: [
      col('event_at', '时间', 'Time', 'DateTime'),
      col('event_date', '日期', 'Date', 'DateTime', { column: 'date' }),
      col('tool_kind', '类别', 'Kind', 'EnumType', { options: TOOL_KINDS }),
      col('tool_code', '编码', 'Code', 'String'),
      col('event', '动作', 'Action', 'EnumType', { options: TOOL_EVENTS }),
      col('equipment_id', '设备', 'Machine', 'FuzzyCommon', { quote: 'Equipment' }),
      col('operator', '操作人', 'By', 'String'),
      col('installed_at', '安装时间', 'Installed at', 'DateTime'),
      col('output_qty', '装机产量', 'Output while installed', 'Number', { scale: 4 }),
      col('life', '剩余寿命', 'Life left', 'Number', { scale: 4 }),
      col('abnormal', '异常卸载', 'Abnormal', 'Bool'),
      col('reason_id', '卸载原因', 'Reason', 'FuzzyCommon', { quote: 'ToolUninstallReason' }),
      col('remark', '备注', 'Remark', 'String'),
    ],
  },
  detail: true,
  dimensions: [
    { field: 'event_at' },
    { field: 'tool_kind' },
    { field: 'tool_code' },
    { field: 'event' },
    { field: 'equipment_id' },
    { field: 'operator' },
    { field: 'installed_at' },
    { field: 'abnormal' },
    { field: 'reason_id' },
    { field: 'remark' },
  ],
  measures: [
    { code: 'output_qty', name: '装机产量', nameEn: 'Output while installed', agg: 'sum', of: 'output_qty', scale: 4 },
    { code: 'life', name: '剩余寿命', nameEn: 'Life left', agg: 'min', of: 'life', scale: 4 },
  ],
  filters: [
    { field: 'tool_code', kind: 'fuzzy' },
    { field: 'equipment_id', kind: 'eq' },
    { field: 'tool_kind', kind: 'in' },
    { field: 'event', kind: 'in' },
    { field: 'abnormal', kind: 'eq' },
    { field: 'event_date', kind: 'dateRange' },
  ],
  dateField: 'event_date',
  defaultRange: 'year',
  sort: { field: 'event_at', order: 'desc' },
});
