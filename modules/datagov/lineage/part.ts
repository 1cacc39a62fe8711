// 数据血缘 (meta/DataBlood): lineage at table and column level parsed from the statements registered in dg_statement (views, ETL steps, saved queries …), drawn as a graph with the impact of a table or column. A part of 数据治理: its menu entry takes the place of the module's planned entry by url.
import { btn, fnPrefix, screen } from '../../../schemas/menus/buttons';
import { definePart } from '../../../schemas/modules/define';
import { LINEAGE_PAGE } from './contracts';

export const LINEAGE_TABLES = ['dg_lineage_state', 'dg_lineage_stmt', 'dg_lineage_edge'] as const;

export const lineagePart = definePart({
  code: 'lineage',
  tenantTables: [...LINEAGE_TABLES],
  menus: {
    Web: {
      replace: {
        [LINEAGE_PAGE]: [screen(LINEAGE_PAGE, '数据血缘', 'Data lineage', { buttons: [btn(fnPrefix(LINEAGE_PAGE), 'reparse', '重新解析', 'Re-parse')] })],
      },
    },
  },
  server: () => import('./server'),
});
