// What other modules may use of 数据治理: its tenant tables (lineage, quality and API services build on them next).
export const DATAGOV_TABLES = ['dg_source', 'dg_source_secret', 'dg_harvest', 'dg_table', 'dg_column', 'dg_change', 'dg_auth', 'dg_statement'] as const;
// 主数据模型 and 主数据维护 (indicator part): mdm's 主数据 node lists them.
export { modelMenuItems } from './indicator/menus';
