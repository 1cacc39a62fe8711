// 指标与数据模型 (ops/*, mdm/DataModel, mdm/Data): data models over report sources and source tables,
// indicators over models computed on schedule with targets and trends. A part of 数据治理: its
// indicator entries take the places of the module's planned entries by url; its model entries sit
// in mdm's 主数据 node (datagov/public.ts). Its tables come from migration 040; no entities.
import { definePart } from '../../../schemas/modules/define';
import { indicatorDetailItems, indicatorMenuItems } from './menus';

export const INDICATOR_TABLES = ['dg_model', 'dg_indicator', 'dg_indicator_value', 'dg_indicator_run'] as const;

export const indicatorPart = definePart({
  code: 'indicator',
  tenantTables: [...INDICATOR_TABLES],
  menus: { Web: { replace: { 'ops/IndicatorList': indicatorMenuItems, 'ops/IndicatorDetail': indicatorDetailItems } } },
  server: () => import('./server'),
});
