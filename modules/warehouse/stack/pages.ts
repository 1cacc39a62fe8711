// The stack page: a document list with the open / history switch of 入库单; and its menu entry, in
// place of the planned warehouse/Stack.
import { documentMenu } from '../../../schemas/documents/menus';
import type { MenuDef } from '../../../schemas/menus/types';
import { documentPageDef as doc, type PageDef } from '../../../schemas/pages/types';
import { OPEN_OR_HISTORY } from '../pages';

export const stackPages = {
  Stack: doc('warehouse/Stack', 'warehouse/StackDetail', 'WmsStack', { statusLists: OPEN_OR_HISTORY }),
} satisfies Record<string, PageDef>;

export const stackMenus: Record<string, MenuDef[]> = {
  'warehouse/Stack': [...documentMenu(stackPages.Stack, ['码垛单', 'Stacking orders'], ['码垛单详情', 'Stacking order detail'])],
};
