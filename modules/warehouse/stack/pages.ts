// The stacking page stack: a document list with the open / history switch of 入库单, its menu
// entries in place of the planned warehouse/Stack, and wms.Stack — the generic receipt calls (get
// and remove as the warehouse's other services name them).
import { GET_REMOVE } from '../../../schemas/documents/define';
import { documentStack } from '../../../schemas/documents/stack';
import { OPEN_OR_HISTORY } from '../pages';
import { WmsStack } from './entity';

export const stackingStacks = {
  Stack: documentStack({
    entity: WmsStack,
    list: { url: 'warehouse/Stack', labels: ['码垛单', 'Stacking orders'], statusLists: OPEN_OR_HISTORY },
    detail: { url: 'warehouse/StackDetail', labels: ['码垛单详情', 'Stacking order detail'] },
    service: 'wms.Stack',
    aliases: GET_REMOVE,
    receiptView: { tables: ['items'], headFirst: ['code', 'bill_date', 'warehouse_id', 'position_id', 'container_code'] },
  }),
};
