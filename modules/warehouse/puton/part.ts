// 上架单 (put-on orders): goods moved from where they were received onto their positions — the
// document, its page and menu entry, and its server part (wms.PutOn, 推荐库位, its rules).
import { definePart } from '../../../schemas/modules/define';
import { WmsPutOn } from './entity';
import { putOnMenus, putOnPages } from './pages';

export const putOnPart = definePart({
  code: 'puton',
  entities: [WmsPutOn],
  pages: Object.values(putOnPages),
  menus: { Web: { replace: putOnMenus } },
  server: () => import('./server'),
});
