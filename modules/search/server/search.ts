// 全文检索: one page of the hits the caller may see, best first. The query's terms must all be
// found (tokens.ts); rank is PostgreSQL's ts_rank over the lexemes (a title's count more) of at
// most RANK_CAP matches, and the hit's key ends the order so a hit never shows on two pages. Filters: kinds, the records' date
// range and their owner (creator).
import { sql } from 'kysely';
import { pagesOfEntity } from '../../../server/modules/catalogue';
import { type CallContext, session } from '../../../server/rpc/registry';
import type { QueryArg, SearchHit, SearchKind, SearchPage, SearchStatus, SnippetPiece } from '../contracts';
import { parseQuery } from '../text/tokens';
import { queueAll } from './queue';
import { snippetOf } from './snippet';
import { type EntityView, hiddenOf, readableViews, visibleEntries } from './visibility';

interface Row {
  id: number;
  entity_code: string;
  record_id: number;
  kind: SearchKind;
  file_id: number | null;
  file_name: string | null;
  doc_date: string | null;
  create_name: string | null;
  fields: Record<string, string>;
  field_tsv: Record<string, string>;
  rank: number;
  total: number;
}

function hitOf(ctx: CallContext, views: Map<string, EntityView>, r: Row, terms: string[]): SearchHit {
  const view = views.get(r.entity_code)!;
  const hidden = hiddenOf(views, r.entity_code);
  const en = ctx.lang === 'en_US';
  const title = ['code', 'name'].filter((c) => !hidden.has(c) && r.fields[c]).map((c) => r.fields[c]);
  let snippet: SnippetPiece[] = [];
  let field: string | null = null;
  // only what was searched and may be seen: the entry's searchable fields the role sees
  for (const code of Object.keys(r.field_tsv)) {
    if (hidden.has(code) || !r.fields[code]) continue;
    const pieces = snippetOf(r.fields[code], terms);
    if (!pieces) continue;
    snippet = pieces;
    const at = view.def.attrs.find((a) => a.code === code);
    const child = code.startsWith('lines:') ? view.def.children?.[code.slice(6)] : undefined;
    field = at ? (en ? at.nameEn : at.name) : child ? (en ? 'Lines' : '明细') : null;
    break;
  }
  return {
    kind: r.kind,
    entityCode: r.entity_code,
    entityName: en ? view.def.nameEn : view.def.name,
    recordId: r.record_id,
    detailUrl: pagesOfEntity(r.entity_code)[0]?.detailUrl ?? null,
    title: title.join(' ') || `${en ? view.def.nameEn : view.def.name} ${r.record_id}`,
    field,
    snippet,
    fileId: r.file_id,
    fileName: r.file_name,
    date: r.doc_date,
    ownerName: r.create_name,
    rank: Number(r.rank),
  };
}

/** the most matches ranked and counted: beyond it the answer says `capped` */
export const RANK_CAP = 2000;

export async function search(ctx: CallContext, a: QueryArg): Promise<SearchPage> {
  const s = session(ctx);
  const parsed = parseQuery(a.q);
  const empty = { total: 0, page: a.page, pageSize: a.pageSize, capped: false, itemList: [] };
  if (!parsed.tsquery) return empty;
  const list = await readableViews(ctx);
  if (!list.length) return empty;
  const views = new Map(list.map((v) => [v.def.code, v]));
  const q = sql`${parsed.tsquery}::tsquery`;
  const filters = [
    a.kinds?.length ? sql`and s.kind = any(${a.kinds}::text[])` : sql``,
    a.from ? sql`and s.doc_date >= ${a.from}::date` : sql``,
    a.to ? sql`and s.doc_date <= ${a.to}::date` : sql``,
    a.ownerId ? sql`and s.create_id = ${a.ownerId}` : sql``,
  ];
  // at most RANK_CAP matches are ranked (a word in half the documents would otherwise rank them all);
  // only the page's rows are read whole
  const { rows } = await sql<Row>`
    with matched as (
      select s.id, ts_rank(s.tsv, ${q}, 1) as rank
        from search_entry s
       where s.tenant_id = ${s.tenantId} and s.tsv @@ ${q} ${sql.join(filters, sql` `)}
         and ${visibleEntries(list, q)}
       limit ${RANK_CAP}
    ), paged as (
      select m.id, m.rank, count(*) over () as total from matched m order by m.rank desc, m.id limit ${a.pageSize} offset ${(a.page - 1) * a.pageSize}
    )
    select s.id, s.entity_code, s.record_id, s.kind, s.file_id, s.file_name, to_char(s.doc_date, 'YYYY-MM-DD') as doc_date,
           s.create_name, s.fields, s.field_tsv, p.rank, p.total
      from paged p join search_entry s on s.tenant_id = ${s.tenantId} and s.id = p.id
     order by p.rank desc, p.id`.execute(s.db);
  const total = Number(rows[0]?.total ?? 0);
  // an entry left by an entity the index no longer covers (a module taken out) names no page: not shown
  const shown = rows.filter((r) => views.has(r.entity_code));
  return { total, page: a.page, pageSize: a.pageSize, capped: total >= RANK_CAP, itemList: shown.map((r) => hitOf(ctx, views, r, parsed.terms)) };
}

/** Who made the entries the caller may find (its scope over readable entities), by name. */
export async function owners(ctx: CallContext): Promise<Array<{ id: number; name: string }>> {
  const s = session(ctx);
  const list = await readableViews(ctx);
  if (!list.length) return [];
  const { rows } = await sql<{ id: number; name: string }>`
    select distinct s.create_id as id, s.create_name as name from search_entry s
     where s.tenant_id = ${s.tenantId} and s.create_id is not null and s.create_name is not null
       and ${visibleEntries(list, null)}
     order by name limit 200`.execute(s.db);
  return rows;
}

export async function status(ctx: CallContext): Promise<SearchStatus> {
  const s = session(ctx);
  const [queued, entries, unread] = await Promise.all([
    s.db.selectFrom('search_queue').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    s.db.selectFrom('search_entry').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    s.db.selectFrom('search_file_text').select((eb) => eb.fn.countAll<number>().as('n')).where('status', '!=', 'ok').executeTakeFirstOrThrow(),
  ]);
  return { queued: Number(queued.n), entries: Number(entries.n), unreadFiles: Number(unread.n) };
}

/** 重建索引: every record of the tenant queued (the indexer works through them in the background). */
export async function reindex(ctx: CallContext): Promise<{ queued: number }> {
  const s = session(ctx);
  return { queued: await s.db.transaction().execute((trx) => queueAll(trx, s.tenantId)) };
}

