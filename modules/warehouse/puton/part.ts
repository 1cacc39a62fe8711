// 上架单 (put-on orders): goods moved from where they were received onto their positions — the
// document, its page and menu entry, and its server part (wms.PutOn, 推荐库位, its rules).
import { stackEntities, stackPages } from '../../../schemas/documents/stack';
import { definePart } from '../../../schemas/modules/define';
import { putOnStacks } from './pages';

export const putOnPart = definePart({
  code: 'puton',
  entities: stackEntities(putOnStacks),
  pages: stackPages(putOnStacks),
  menus: { Web: { replace: { 'warehouse/PutOn': putOnStacks.PutOn.menu } } },
  server: () => import('./server'),
});
