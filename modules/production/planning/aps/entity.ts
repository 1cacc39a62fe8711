// 高级排程 (plan/aps, plan/apsDetail): one APS run — the pass over the orders a planner chose, its
// proposed operation slots and its late orders — stored as a draft (草稿) by plan.Aps/preview,
// written to the orders by plan.Aps/confirm (已确认) or set aside (已作废). The server writes it;
// the generated list and detail only show it.
import { a, entity } from '../../../../schemas/entities/define';
import { docCode, remark } from '../../../../schemas/entities/documents';

export const RUN_STATUSES = [
  { value: 'Draft', label: '草稿', labelEn: 'Draft' },
  { value: 'Confirmed', label: '已确认', labelEn: 'Confirmed' },
  { value: 'Void', label: '已作废', labelEn: 'Void' },
] as const;
export type RunStatus = (typeof RUN_STATUSES)[number]['value'];

const kept = { maintained: true } as const;

// id 991 of the plan block 990–999: 990 is the test fixture's Note (tests/fixtures/notes)
export const ApsRun = entity({
  id: 991,
  code: 'ApsRun',
  name: '高级排程',
  nameEn: 'APS run',
  module: 'production',
  table: 'prd_aps_run',
  attrs: [
    docCode('APS', '排程编号', 'Run number'),
    a.enumType('run_status', '排程状态', 'Run status', [...RUN_STATUSES], { ...kept, defaultValue: 'Draft', query: true, table: 90 }),
    a.dateTime('plan_from', '排程起点', 'Scheduled from', { ...kept, table: 150 }),
    a.int('order_count', '工单数', 'Orders', { ...kept, table: 80 }),
    a.int('operation_count', '工序数', 'Operations', { ...kept, table: 80 }),
    a.int('late_count', '延期工单数', 'Late orders', { ...kept, table: 90 }),
    a.int('unscheduled_count', '未排工序数', 'Unscheduled operations', { ...kept, table: 100 }),
    a.dateTime('makespan', '排程完工', 'Last end', { ...kept, table: 150 }),
    a.string('confirmed_name', '确认人', 'Confirmed by', { ...kept, max: 64, table: 90 }),
    a.dateTime('confirmed_at', '确认时间', 'Confirmed at', { ...kept, table: 150 }),
    remark(),
  ],
  children: {
    orders: {
      table: 'prd_aps_run_order',
      name: '排程工单',
      nameEn: 'Orders',
      attrs: [
        a.quote('FuzzyCommon', 'order_id', '生产工单', 'Work order', 'WorkOrder', kept),
        a.int('order_version', '工单版本', 'Order version', kept),
        a.dateTime('due', '交期(计划完成)', 'Due (planned end)', kept),
        a.dateTime('planned_end', '排程完工', 'Scheduled end', kept),
        a.int('late_minutes', '延期(分钟)', 'Late (minutes)', kept),
      ],
    },
    operations: {
      table: 'prd_aps_run_op',
      name: '工序排程',
      nameEn: 'Operation slots',
      attrs: [
        a.quote('FuzzyCommon', 'order_id', '生产工单', 'Work order', 'WorkOrder', kept),
        a.int('operation_id', '工序行', 'Operation row', kept),
        a.int('seq', '顺序', 'Sequence', kept),
        a.quote('FuzzyCommon', 'process_id', '工序', 'Process', 'Process', kept),
        a.quote('FuzzyCommon', 'equipment_id', '设备', 'Equipment', 'Equipment', kept),
        a.dateTime('plan_start', '计划开始', 'Planned start', kept),
        a.dateTime('plan_end', '计划完成', 'Planned end', kept),
        a.int('setup_minutes', '换型(分钟)', 'Setup minutes', kept),
        a.bool('fixed', '锁定', 'Fixed', { ...kept, defaultValue: false }),
      ],
    },
  },
});
