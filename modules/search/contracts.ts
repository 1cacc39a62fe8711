// 文档检索's calls. The spec names no services for the module: these names and shapes are ours.
// search.Search: query (全文检索: one page of hits the caller may see, with highlighted snippets),
// owners (the people whose records the caller may find, for the owner filter), status (the
// index's queue) and reindex (重建索引: every record of the tenant queued again, a job).
// search.Library: categories (to file documents under), upload (文档上传: one library document per uploaded file) and importEnex
// (印象笔记导入: one document per note of an .enex export).
import { z } from 'zod';
import { calendarDay } from '../../schemas/rpc/dates';
import { args, call, defineService, idArg, type Paged } from '../../schemas/rpc/define';
import { DOC_LIST_PAGE, EVERNOTE_PAGE, SEARCH_PAGE } from './pages';

export const SEARCH_KINDS = ['document', 'record', 'attachment', 'library'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

export const queryArg = z
  .object({
    q: z.string().trim().min(1, 'is required').max(200),
    kinds: z.array(z.enum(SEARCH_KINDS)).max(4).optional(),
    /** the records' date (a document's date, else the day it was made), YYYY-MM-DD, inclusive */
    from: calendarDay().optional(),
    to: calendarDay().optional(),
    /** who made the record (its creator's user id) */
    ownerId: idArg.optional(),
    page: z.number().int().min(1).max(500).default(1),
    pageSize: z.number().int().min(1).max(100).default(20),
  })
  .refine((a) => !a.from || !a.to || a.from <= a.to, { message: 'from must not be after to', path: ['to'] });
export type QueryArg = z.output<typeof queryArg>;

/** A piece of a snippet: `hit` pieces are what the query found. */
export interface SnippetPiece {
  text: string;
  hit?: boolean;
}

export interface SearchHit {
  kind: SearchKind;
  entityCode: string;
  /** the entity's name in the caller's language */
  entityName: string;
  recordId: number;
  /** the page that shows the record (its detail), if any */
  detailUrl: string | null;
  title: string;
  /** the field the snippet comes from, in the caller's language */
  field: string | null;
  snippet: SnippetPiece[];
  fileId: number | null;
  fileName: string | null;
  date: string | null;
  ownerName: string | null;
  rank: number;
}

/** A page of hits; `capped`: there are more matches than were ranked and counted (the total is that many) */
export interface SearchPage extends Paged<SearchHit> {
  capped: boolean;
}

export interface SearchStatus {
  queued: number;
  entries: number;
  /** attachments whose text could not be read (too big, too slow, unreadable) */
  unreadFiles: number;
}

const uploadArg = z.object({
  files: z.array(z.object({ id: idArg, name: z.string().trim().min(1).max(256) })).min(1, 'give at least one file').max(20),
  categoryId: idArg.optional(),
  tags: z.string().trim().max(256).optional(),
});
export type UploadArg = z.output<typeof uploadArg>;

const enexArg = z.object({ fileId: idArg, categoryId: idArg.optional() });
export type EnexArg = z.output<typeof enexArg>;

export interface EnexResult {
  notes: number;
  created: Array<{ id: number; code: string; name: string }>;
}

export const searchService = defineService('search.Search', {
  /** [{q, kinds?, from?, to?, ownerId?, page, pageSize}]: the hits the caller may see, best first */
  query: call<[QueryArg], SearchPage>(args(['query', queryArg]), { page: SEARCH_PAGE }, { log: false }),
  /** []: who made the records the caller may find (id, name), for the owner filter */
  owners: call<[], Array<{ id: number; name: string }>>(args(), { page: SEARCH_PAGE }, { log: false }),
  /** []: the index's state */
  status: call<[], SearchStatus>(args(), { page: SEARCH_PAGE }, { log: false }),
  /** []: 重建索引 — every record of the tenant queued again; answers how many */
  reindex: call<[], { queued: number }>(args(), { page: SEARCH_PAGE, op: 'reindex' }, { log: true }),
});

export const libraryService = defineService('search.Library', {
  /** []: the categories a document may be filed under (id, code, name) */
  categories: call<[], Array<{ id: number; code: string; name: string }>>(args(), { anyOf: [{ page: DOC_LIST_PAGE, op: 'upload' }, { page: EVERNOTE_PAGE }] }, { log: false }),
  /** [{files, categoryId?, tags?}]: 文档上传 — one document per uploaded file */
  upload: call<[UploadArg], Array<{ id: number; code: string; name: string }>>(args(['upload', uploadArg]), { page: DOC_LIST_PAGE, op: 'upload' }, { log: true }),
  /** [{fileId, categoryId?}]: 印象笔记导入 — one document per note of the uploaded .enex file */
  importEnex: call<[EnexArg], EnexResult>(args(['enex', enexArg]), { page: EVERNOTE_PAGE }, { log: true }),
});
