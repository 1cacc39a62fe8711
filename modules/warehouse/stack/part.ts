// 码垛单 (stacking orders): barcodes bound onto a container at a place — the document, its page and
// menu entry, and its server part (wms.Stack, its rules over the barcodes).
import { definePart } from '../../../schemas/modules/define';
import { WmsStack } from './entity';
import { stackMenus, stackPages } from './pages';

export const stackPart = definePart({
  code: 'stack',
  entities: [WmsStack],
  pages: Object.values(stackPages),
  menus: { Web: { replace: stackMenus } },
  server: () => import('./server'),
});
