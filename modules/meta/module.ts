// 元数据 (metadata): a tenant's own entities and the attributes it adds to any entity, at runtime.
import { defineModule } from '../../schemas/modules/define';
import { metaMenu } from './menus';

export default defineModule({
  code: 'meta',
  menus: { Web: [{ ...metaMenu, after: 'mod.search' }] },
  server: () => import('./server'),
});
