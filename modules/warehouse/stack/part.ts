// 码垛单 (stacking orders): barcodes bound onto a container at a place — the document, its page and
// menu entry, and its server part (wms.Stack, its rules over the barcodes).
import { stackEntities, stackPages } from '../../../schemas/documents/stack';
import { definePart } from '../../../schemas/modules/define';
import { stackingStacks } from './pages';

export const stackPart = definePart({
  code: 'stack',
  entities: stackEntities(stackingStacks),
  pages: stackPages(stackingStacks),
  menus: { Web: { replace: { 'warehouse/Stack': stackingStacks.Stack.menu } } },
  server: () => import('./server'),
});
