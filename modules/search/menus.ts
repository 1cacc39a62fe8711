// The 文档检索 node of the Web menu (it replaces the placeholder of schemas/menus/web/platform.ts):
// 全文检索, 文档库 (with 上传 and 下载), 文档上传, 印象笔记导入 and 文档分类.
import { btn, mod, screen } from '../../schemas/menus/buttons';
import type { MenuDef } from '../../schemas/menus/types';
import { DOC_UPLOAD_PAGE, EVERNOTE_PAGE, SEARCH_PAGE, searchStacks as s } from './pages';

export const searchMenu: MenuDef = mod('search', '文档检索', 'Documents', 'FileSearchOutlined', [
  // 重建索引: the tenant's full reindex (a job)
  screen(SEARCH_PAGE, '全文检索', 'Full-text search', { buttons: [btn('search.search', 'reindex', '重建索引', 'Rebuild index')] }),
  ...s.LibraryDoc.menu,
  screen(DOC_UPLOAD_PAGE, '文档上传', 'Upload documents'),
  screen(EVERNOTE_PAGE, '印象笔记导入', 'Evernote import'),
  ...s.DocCategory.menu,
]);
