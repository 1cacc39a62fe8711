// 数据血缘 (meta/DataBlood): lineage at table and column level parsed from the statements registered in dg_statement. A part of 数据治理: its menu entries take the places of the module's planned entries by url.
import { definePart } from '../../../schemas/modules/define';

export const lineagePart = definePart({
  code: 'lineage',
});
