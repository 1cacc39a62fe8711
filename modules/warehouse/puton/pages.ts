// The put-on page: a document list with the open / history switch of 入库单 and 推荐库位 on the
// put-on's detail; and its menu entry, in place of the planned warehouse/PutOn.
import { documentMenu } from '../../../schemas/documents/menus';
import type { MenuDef } from '../../../schemas/menus/types';
import { documentPageDef as doc, type PageDef } from '../../../schemas/pages/types';
import { OPEN_OR_HISTORY } from '../pages';

export const putOnPages = {
  PutOn: doc('warehouse/PutOn', 'warehouse/PutOnDetail', 'WmsPutOn', {
    actions: [{ code: 'suggest', label: '推荐库位', labelEn: 'Suggest positions', place: 'detail', handler: 'callService', call: '/wms.PutOn/suggestPositions', statuses: ['Saved', 'DeApproval', 'Commit'] }],
    statusLists: OPEN_OR_HISTORY,
  }),
} satisfies Record<string, PageDef>;

export const putOnMenus: Record<string, MenuDef[]> = {
  'warehouse/PutOn': [...documentMenu(putOnPages.PutOn, ['上架单', 'Put-on orders'], ['上架单详情', 'Put-on order detail'])],
};
