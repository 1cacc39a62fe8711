// 项目人工汇总 (hr/ProjectSummary): hours, overtime and labour cost by project and month, from the
// monthly attendance (views.ts), scoped like it.
import { MONEY } from '../../schemas/entities/documents';
import { defineReport } from '../../schemas/reports/define';

export const hrReports = {
  ProjectSummary: defineReport({
    code: 'hr.ProjectSummary',
    url: 'hr/ProjectSummary',
    name: '项目人工汇总',
    nameEn: 'Project labour summary',
    source: {
      view: 'hr_project_labour',
      columns: [
        { code: 'project_dict', name: '项目', nameEn: 'Project', dataType: 'Dict', dict: 'project' },
        { code: 'month_date', name: '月份', nameEn: 'Month', dataType: 'DateTime', column: 'date' },
        { code: 'person_id', name: '人员', nameEn: 'Person', dataType: 'SalesMan', quote: 'Person' },
        { code: 'work_hours', name: '出勤工时', nameEn: 'Hours worked', dataType: 'Number', scale: 2 },
        { code: 'overtime_hours', name: '加班工时', nameEn: 'Overtime hours', dataType: 'Number', scale: 2 },
        { code: 'labour_cost', name: '人工成本', nameEn: 'Labour cost', dataType: 'Costs', scale: MONEY.scale },
      ],
    },
    dimensions: [{ field: 'project_dict' }, { field: 'month_date', bucket: 'month', name: '月份', nameEn: 'Month' }],
    measures: [
      { code: 'person_months', name: '人次', nameEn: 'Person-months', agg: 'count', scale: 0 },
      { code: 'work_hours', name: '出勤工时', nameEn: 'Hours worked', agg: 'sum', of: 'work_hours', scale: 2 },
      { code: 'overtime_hours', name: '加班工时', nameEn: 'Overtime hours', agg: 'sum', of: 'overtime_hours', scale: 2 },
      { code: 'labour_cost', name: '人工成本', nameEn: 'Labour cost', agg: 'sum', of: 'labour_cost', scale: MONEY.scale },
    ],
    filters: [{ field: 'project_dict', kind: 'eq' }, { field: 'person_id', kind: 'eq' }, { field: 'month_date', kind: 'dateRange' }],
    dateField: 'month_date',
    defaultRange: 'year',
    sort: { field: 'labour_cost', order: 'desc' },
    chart: { type: 'bar', measures: ['labour_cost'] },
  }),
};
