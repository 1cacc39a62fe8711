// 工装点检结果: every reading of the fixture checks, one row each, with its result's fixture, plan,
// machine, day, shift and verdict — the out-of-limits ones marked, filtered by fixture, plan,
// machine, shift, verdict and the check days (this month when the page opens).
// 工装刀具履历 (history.ts): every install, uninstall, dressing and scrapping of a tool.
import { defineReport } from '../../schemas/reports/define';
import { historyReport } from './history';

export const toolingReports = {
  Result: defineReport({
    code: 'tooling.FixtureCheckResult',
    url: 'fixture/Result',
    name: '工装点检结果',
    nameEn: 'Fixture check results',
    source: { entity: 'FixtureCheckResult', child: 'readings' },
    detail: true,
    dimensions: [
      { field: 'header.code' },
      { field: 'header.fixture_id' },
      { field: 'header.plan_id' },
      { field: 'header.equipment_id' },
      { field: 'header.check_date' },
      { field: 'header.shift' },
      { field: 'item' },
      { field: 'standard_value' },
      { field: 'upper_deviation' },
      { field: 'lower_deviation' },
      { field: 'out_of_limits' },
      { field: 'header.verdict' },
    ],
    measures: [{ code: 'value', name: '实测值', nameEn: 'Reading', agg: 'avg', of: 'value', scale: 4 }],
    filters: [
      { field: 'header.fixture_id', kind: 'eq' },
      { field: 'header.plan_id', kind: 'eq' },
      { field: 'header.equipment_id', kind: 'eq' },
      { field: 'header.shift', kind: 'in' },
      { field: 'header.verdict', kind: 'in' },
      { field: 'out_of_limits', kind: 'eq' },
      { field: 'header.check_date', kind: 'dateRange' },
    ],
    dateField: 'header.check_date',
    defaultRange: 'month',
    statuses: ['Saved'],
    sort: { field: 'header.check_date', order: 'desc' },
  }),
  History: historyReport,
};
