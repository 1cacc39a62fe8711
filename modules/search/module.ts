// 文档检索 (document search, issue 25): full-text search over every module's records — documents,
// master data, their attached files — and the document library (文档库, 文档分类, 文档上传,
// 印象笔记导入), each hit through the caller's visibility as the lists see it. Entity ids 890–899.
import { stackEntities, stackPages } from '../../schemas/documents/stack';
import { defineModule } from '../../schemas/modules/define';
import { searchMenu } from './menus';
import { searchStacks } from './pages';

export default defineModule({
  code: 'search',
  entities: stackEntities(searchStacks),
  pages: stackPages(searchStacks),
  menus: { Web: [{ ...searchMenu, after: 'mod.event' }] },
  tenantTables: ['search_entry', 'search_queue', 'search_file_text'],
  migrations: () => import('./migrations').then((m) => m.default),
  // everyone may search (each sees what the lists show it); the library is read by the read-only roles
  grants: {
    viewer: [{ pages: ['search/Search', 'search/DocList', 'search/DocDetail'], buttons: 'readOnly' }],
    purchaser: [{ pages: ['search/Search', 'search/DocList', 'search/DocDetail'], buttons: 'readOnly' }],
    warehouse: [{ pages: ['search/Search', 'search/DocList', 'search/DocDetail'], buttons: 'readOnly' }],
    operator: [{ pages: ['search/Search'], buttons: 'none' }],
  },
  server: () => import('./server'),
});
