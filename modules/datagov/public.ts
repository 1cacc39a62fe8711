// What other modules may use of 数据治理: its tenant tables (lineage, quality and API services build on them next).
export const DATAGOV_TABLES = ['dg_source', 'dg_source_secret', 'dg_harvest', 'dg_table', 'dg_column', 'dg_change', 'dg_auth', 'dg_statement'] as const;
