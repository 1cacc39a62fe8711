// The put-on page stack: a document list with the open / history switch of 入库单 and 推荐库位 on the
// put-on's detail, its menu entries in place of the planned warehouse/PutOn, and wms.PutOn — the
// generic receipt calls (get and remove as the warehouse's other services name them) and 推荐库位.
import { GET_REMOVE } from '../../../schemas/documents/define';
import { documentStack } from '../../../schemas/documents/stack';
import { suggestPositionsCall } from '../document-calls';
import { OPEN_OR_HISTORY, suggestAction } from '../pages';
import { WmsPutOn } from './entity';

export const putOnStacks = {
  PutOn: documentStack({
    entity: WmsPutOn,
    list: { url: 'warehouse/PutOn', labels: ['上架单', 'Put-on orders'], actions: [suggestAction('/wms.PutOn/suggestPositions')], statusLists: OPEN_OR_HISTORY },
    detail: { url: 'warehouse/PutOnDetail', labels: ['上架单详情', 'Put-on order detail'] },
    service: 'wms.PutOn',
    aliases: GET_REMOVE,
    // 推荐库位 fills the target of every line that has none, by the strategy given or the put-on's own (default batch)
    own: (_generic, page) => ({ suggestPositions: suggestPositionsCall('WmsPutOn', page) }),
    receiptView: { tables: ['items'], headFirst: ['code', 'bill_date', 'warehouse_id', 'strategy'] },
  }),
};
