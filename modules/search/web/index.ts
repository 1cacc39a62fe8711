// The web part of 文档检索: 全文检索, 文档上传 and 印象笔记导入 (hand-written pages), 下载 of the
// library's list, and the module's strings. 文档库 and 文档分类 are the generic list and detail.
import { defineWebModule } from '../../../src/app/modules/defineWebModule';
import { DOC_UPLOAD_PAGE, DOWNLOAD_HANDLER, EVERNOTE_PAGE, SEARCH_PAGE } from '../pages';

export default defineWebModule({
  code: 'search',
  routes: [
    { path: SEARCH_PAGE, load: () => import('./SearchPage') },
    { path: DOC_UPLOAD_PAGE, load: () => import('./DocUploadPage') },
    { path: EVERNOTE_PAGE, load: () => import('./EvernotePage') },
  ],
  actions: { [DOWNLOAD_HANDLER]: () => import('./download') },
  i18n: { zh_CN: () => import('./i18n/zh_CN'), en_US: () => import('./i18n/en_US') },
});
