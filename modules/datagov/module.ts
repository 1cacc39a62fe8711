// 数据治理 (issue 26, foundation): data sources of five kinds (the product's own database as the
// caller's tenant, other PostgreSQL databases, SQLite, CSV and .xlsx files) with sealed secrets,
// metadata harvested into tenant tables with its change records, the metadata search and data map,
// DataAuth per role, and the read-only SQL console; the registry of the SQL others run on sources
// (dg_statement, server/statements.ts), which lineage reads. Its parts, one folder each: lineage,
// quality (standards and data quality), market (masked API services), etl, indicator. No entities (ids 1100–1149 are reserved for its
// next parts); its tables come from its migration. Its pages go to roles of the 'all' profile (the
// demo admin) only: narrower demo roles get none yet.
import { defineModule } from '../../schemas/modules/define';
import { datagovMenu } from './menus';
import { DATAGOV_TABLES } from './public';
import { lineagePart } from './lineage/part';
import { qualityPart } from './quality/part';
import { marketPart } from './market/part';
import { MARKET_PARAM_GROUPS, MARKET_PARAMS } from './market/params';
import { etlPart } from './etl/part';
import { indicatorPart } from './indicator/part';

export default defineModule({
  code: 'datagov',
  menus: { Web: [{ ...datagovMenu, after: 'mod.iot' }] },
  tenantTables: [...DATAGOV_TABLES],
  // parts declare no parameters: the module declares its market part's (integrations' private addresses)
  params: MARKET_PARAMS,
  paramGroups: MARKET_PARAM_GROUPS,
  migrations: () => import('./migrations').then((m) => m.default),
  server: () => import('./server'),
  parts: [lineagePart, qualityPart, marketPart, etlPart, indicatorPart],
});
