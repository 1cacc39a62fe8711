// 指标与数据模型 (ops/*, mdm/DataModel, mdm/Data): data models over report sources and source tables,
// indicators over models computed on schedule with targets and trends. A part of 数据治理: its
// indicator entries take the places of the module's planned entries by url; its model entries sit
// in mdm's 主数据 node (datagov/public.ts); its reports and big screen (board.ts) join datagov's node.
// Its tables come from migration 040; no entities.
import { dashboardPage, reportPage } from '../../../schemas/menus/buttons';
import { definePart } from '../../../schemas/modules/define';
import { INDICATOR_VIEWS, indicatorBoard, indicatorReports } from './board';
import { indicatorDetailItems, indicatorMenuItems } from './menus';

export const INDICATOR_TABLES = ['dg_model', 'dg_indicator', 'dg_indicator_value', 'dg_indicator_run'] as const;

export const indicatorPart = definePart({
  code: 'indicator',
  tenantTables: [...INDICATOR_TABLES],
  views: INDICATOR_VIEWS,
  reports: Object.values(indicatorReports),
  dashboards: [indicatorBoard],
  menus: {
    Web: {
      replace: { 'ops/IndicatorList': indicatorMenuItems, 'ops/IndicatorDetail': indicatorDetailItems },
      // the indicators as reports and a big screen (board.ts): 大屏展示 shows the screen too
      join: { 'mod.datagov': [reportPage(indicatorReports.Values), reportPage(indicatorReports.Latest), dashboardPage(indicatorBoard)] },
    },
  },
  server: () => import('./server'),
});
