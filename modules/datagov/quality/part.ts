// 数据标准与数据质量 (standard/*, dataquality/*): standard code sets and their mappings to source
// columns' codes with their coverage, quality rules checked in their sources (by hand and on a cron
// schedule), each run's figures, the issues failures open for the rules' owners, and the quality
// report. A part of 数据治理: its menu entries take the places of the module's planned entries by url;
// its tables come from its migration (037), its reports read two views (reports.ts).
import { btn, dashboardPage, fnPrefix, list, reportPage } from '../../../schemas/menus/buttons';
import { definePart } from '../../../schemas/modules/define';
import { QP } from './contracts';
import { QUALITY_VIEWS, qualityDashboard, qualityReports } from './reports';

export const QUALITY_TABLES = ['dg_std_dict', 'dg_std_value', 'dg_std_contrast', 'dg_std_mapping', 'dg_q_rule', 'dg_q_run', 'dg_q_issue', 'dg_q_comment'] as const;

export const qualityPart = definePart({
  code: 'quality',
  tenantTables: [...QUALITY_TABLES],
  views: QUALITY_VIEWS,
  reports: Object.values(qualityReports),
  dashboards: [qualityDashboard],
  menus: {
    Web: {
      replace: {
        [QP.dict]: [list(QP.dict, '标准字典', 'Standard dictionaries')],
        [QP.contrast]: [list(QP.contrast, '标准对照', 'Standard mappings')],
        [QP.dictContrast]: [list(QP.dictContrast, '字典对照', 'Dictionary mappings')],
        'standard/ContrastStatistics': [reportPage(qualityReports.ContrastStatistics)],
        [QP.rule]: [list(QP.rule, '数据质量规则', 'Data quality rules', undefined, { extra: [btn(fnPrefix(QP.rule), 'run', '立即运行', 'Run now')] })],
        [QP.issue]: [list(QP.issue, '数据质量问题', 'Data quality issues')],
        'dataquality/Report': [dashboardPage(qualityDashboard)],
      },
    },
  },
  server: () => import('./server'),
});
