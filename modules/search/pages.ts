// 文档检索's pages: the two generated list/detail pairs (文档库 with its documents, 文档分类 with the
// categories) and the hand-written screens — 全文检索, 文档上传 and 印象笔记导入 (web/).
import { CRUD_OPS } from '../../schemas/documents/menus';
import { masterDataStack, pagesByKey } from '../../schemas/documents/stack';
import { btn } from '../../schemas/menus/buttons';
import { DocCategory, LibraryDoc } from './entities/library';

export const SEARCH_PAGE = 'search/Search';
export const DOC_UPLOAD_PAGE = 'search/DocUpload';
export const EVERNOTE_PAGE = 'search/EvernoteImport';
export const DOC_LIST_PAGE = 'search/DocList';
/** the handler of 下载 (web/download.ts) */
export const DOWNLOAD_HANDLER = 'search.download';

export const searchStacks = {
  LibraryDoc: masterDataStack({
    entity: LibraryDoc,
    list: {
      url: DOC_LIST_PAGE,
      labels: ['文档库', 'Documents'],
      table: { content: { hide: true } },
      // 下载: the document's files (the files route checks the entity's read right)
      actions: [{ code: 'download', label: '下载', labelEn: 'Download', place: 'row', handler: DOWNLOAD_HANDLER }],
    },
    detail: { url: 'search/DocDetail', labels: ['文档详情', 'Document detail'] },
    menu: {
      ops: CRUD_OPS,
      // 上传 opens 文档上传
      extra: [btn('search.docList', 'upload', '上传', 'Upload', { detailPath: DOC_UPLOAD_PAGE })],
    },
  }),
  DocCategory: masterDataStack({
    entity: DocCategory,
    list: { url: 'search/DocClassify', labels: ['文档分类', 'Document categories'] },
    detail: { url: 'search/DocClassifyDetail', labels: ['文档分类详情', 'Document category detail'] },
    menu: { ops: CRUD_OPS },
  }),
};

export const searchPages = pagesByKey(searchStacks);
