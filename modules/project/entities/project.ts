// 项目 (project/list): a customer project with its manager, dates, budget and status. Its code is
// a value of the `project` dictionary that documents carry as project_dict (purchase and sale
// orders, deliveries, arrivals, finance's money): the record hooks keep that dictionary in step
// (server/dictionary.ts), so a document picks exactly the projects there are, closed ones not.
import { a, codeAndName, entity } from '../../../schemas/entities/define';
import { money, remark } from '../../../schemas/entities/documents';

/** 立项 → 进行中 → 已完成, or 已关闭 at any time (its dictionary value disabled: new documents cannot pick it). */
export const PROJECT_STATUSES = [
  { value: 'Planned', label: '立项', labelEn: 'Initiated' },
  { value: 'Ongoing', label: '进行中', labelEn: 'In progress' },
  { value: 'Done', label: '已完成', labelEn: 'Completed' },
  { value: 'Closed', label: '已关闭', labelEn: 'Closed' },
];
export type ProjectStatus = 'Planned' | 'Ongoing' | 'Done' | 'Closed';

export const Project = entity({
  id: 690,
  code: 'Project',
  name: '项目',
  nameEn: 'Project',
  module: 'project',
  table: 'prj_project',
  lookup: 'tenant',
  importKey: ['code'],
  attrs: [
    ...codeAndName('项目编码', '项目名称', 'Project name'),
    a.quote('Customer', 'customer_id', '客户', 'Customer', 'Customer', { query: true, table: 160 }),
    a.quote('SalesMan', 'manager_id', '项目经理', 'Project manager', 'Person', { query: true, table: 100 }),
    a.date('start_date', '开始日期', 'Start date', { required: true, query: true, table: 110 }),
    a.date('end_date', '结束日期', 'End date', { required: true, table: 110 }),
    a.enumType('status', '项目状态', 'Status', PROJECT_STATUSES, { required: true, defaultValue: 'Planned', query: true, table: 90 }),
    a.quote('FuzzyCommon', 'bid_id', '来源投标', 'From bid', 'Bid', { maintained: true, table: 140 }),
    // the two form groups of 项目详情 take these (pages.ts): each starts a row of its own
    money('budget', '预算金额', 'Budget', { min: 0, defaultValue: 0, table: 120 }),
    // the plan's progress: its tasks' (not phases', not milestones') progress weighted by their days
    a.number('plan_progress', '计划进度(%)', 'Plan progress (%)', {
      digits: { int: 3, scale: 0 },
      table: 100,
      readSql:
        "(select round(sum(p.progress * (p.end_date - p.start_date + 1))::numeric / nullif(sum(p.end_date - p.start_date + 1), 0), 0) from prj_task p where p.tenant_id = t.tenant_id and p.project_id = t.id and p.task_type = 'task')",
    }),
    remark(),
  ],
});
