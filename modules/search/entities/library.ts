// The document library of 文档检索 (ids 890, 891): categories (文档分类) and the library's documents
// (文档库), each with its files — uploaded on 文档上传, or a note imported from 印象笔记 (its text in
// `content`). Their text and their files' text are searched with every other record.
import { a, codeAndName, entity } from '../../../schemas/entities/define';
import { remark } from '../../../schemas/entities/documents';

/** what the library takes: text documents, office files, PDF, Evernote exports */
export const LIBRARY_FILES = { accept: ['pdf', 'docx', 'xlsx', 'txt', 'md', 'csv', 'enex'], maxBytes: 20 * 1024 * 1024, max: 10 };

export const DocCategory = entity({
  id: 891,
  code: 'DocCategory',
  name: '文档分类',
  nameEn: 'Document category',
  module: 'search',
  table: 'search_doc_category',
  lookup: 'tenant',
  importKey: ['code'],
  attrs: [...codeAndName('分类编码', '分类名称', 'Category'), remark()],
});

export const LibraryDoc = entity({
  id: 890,
  code: 'LibraryDoc',
  name: '文档',
  nameEn: 'Document',
  module: 'search',
  table: 'search_doc',
  importKey: ['code'],
  attrs: [
    a.string('code', '文档编号', 'Document no.', { max: 128, noSpaces: true, unique: true, autoCode: 'WD', query: true, table: 160, index: true }),
    a.string('name', '标题', 'Title', { required: true, max: 256, query: true, table: 240, fuzzy: true }),
    a.quote('FuzzyCommon', 'category_id', '文档分类', 'Category', 'DocCategory', { query: true, table: 140, index: true }),
    a.date('doc_date', '文档日期', 'Document date', { query: true, table: 110, index: true }),
    a.string('tags', '标签', 'Tags', { max: 256, table: 160 }),
    a.enumType('source', '来源', 'Source', [
      { value: 'Upload', label: '上传', labelEn: 'Upload' },
      { value: 'Evernote', label: '印象笔记', labelEn: 'Evernote' },
      { value: 'Manual', label: '手工录入', labelEn: 'Manual' },
    ], { defaultValue: 'Manual', query: true, table: 100 }),
    a.files('files', '文件', 'Files', LIBRARY_FILES, { table: false }),
    a.remark('content', '正文', 'Text', { max: 200_000, table: false }),
    remark(),
  ],
});
