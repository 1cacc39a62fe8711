// summaryItemPage: a document's lines as a list (one row per line, newest document first), each
// with its header. The header query filters documents exactly as summaryPage does (same filter
// compiler, same tenant scope); `itemQuerier` filters lines by their own attributes (equals / in).
import type { Kysely, SelectQueryBuilder } from 'kysely';
import type { ItemRow } from '../../schemas/rpc/receiptCalls';
import type { Lang } from '../i18n';
import { badRequest } from '../rpc/errors';
import type { Query } from './list';
import type { EntityModel } from './model';
import { applyFilters, selectRecords } from './query';
import { childRow, selectChildRows, toRecord } from './read';
import { fromEntity } from './storage';
import { pagedQuery } from './paged-query';
import { type Visibility, whereVisible } from './data-scope';
import { withoutHidden } from './field-visibility';

// biome-ignore lint/suspicious/noExplicitAny: dynamic tables
type AnyDb = Kysely<any>;
// biome-ignore lint/suspicious/noExplicitAny: dynamic tables
type AnyQb = SelectQueryBuilder<any, any, any>;

const MAX_ITEMS_COUNT = 100_000;

function lineFilters(model: EntityModel, childKey: string, querier: unknown, lang: Lang): Array<{ code: string; values: unknown[] }> {
  if (querier === undefined || querier === null) return [];
  if (typeof querier !== 'object' || Array.isArray(querier)) throw badRequest('itemQuerier: must be an object of line attributes');
  const attrs = model.def.children![childKey].attrs;
  return Object.entries(querier as Record<string, unknown>)
    .filter(([, v]) => v !== null && v !== undefined && v !== '')
    .map(([code, v]) => {
      if (!attrs.some((a) => a.code === code)) throw badRequest(lang === 'en_US' ? `itemQuerier.${code}: not a line field` : `itemQuerier.${code}: 不是明细字段`);
      const values = Array.isArray(v) ? v : [v];
      if (values.length > 1000 || values.some((x) => typeof x !== 'string' && typeof x !== 'number')) throw badRequest(`itemQuerier.${code}: at most 1000 strings or numbers`);
      return { code, values };
    });
}

export async function listItems(db: AnyDb, model: EntityModel, childKey: string, q: Query & { itemQuerier?: unknown }, lang: Lang, tenantId: string, vis?: Visibility): Promise<{ total: number; page: number; pageSize: number; itemList: ItemRow[] }> {
  const child = model.def.children?.[childKey];
  if (!child) throw badRequest(`${model.def.code} has no lines`);
  const owners = applyFilters(whereVisible(fromEntity(db, model), vis), model, q, lang, vis).select('t.id');
  const filters = lineFilters(model, childKey, q.itemQuerier, lang);
  const narrow = (qb: AnyQb): AnyQb => {
    let out = qb.where('c.tenant_id', '=', tenantId).where('c.owner_id', 'in', owners);
    for (const f of filters) out = out.where(`c.${f.code}`, 'in', f.values);
    return out;
  };
  const found = await pagedQuery(q, narrow(db.selectFrom(`${child.table} as c`)), (b) => b.select(['c.id', 'c.owner_id']).orderBy('c.owner_id', 'desc').orderBy('c.sn'), (r) => Number(r.id), {
    tieBreak: 'c.id',
  });
  const total = Math.min(found.total, MAX_ITEMS_COUNT);
  const ids = found.itemList;
  if (!ids.length) return { total, page: q.page, pageSize: q.pageSize, itemList: [] };
  const lines = await selectChildRows(db, child, []).clearWhere().where('c.tenant_id', '=', tenantId).where('c.id', 'in', ids).execute();
  const ownerIds = [...new Set(lines.map((l) => Number(l.owner_id)))];
  const headers = new Map((await selectRecords(db, model).where('t.id', 'in', ownerIds).execute()).map((r: Record<string, unknown>) => [Number(r.id), withoutHidden(toRecord(model, r, lang), vis?.hidden)]));
  const byId = new Map(lines.map((l: Record<string, unknown>) => [Number(l.id), l]));
  const itemList = ids.map((id) => {
    const l = byId.get(id)!;
    return { ...childRow(child.attrs, l), id, header: headers.get(Number(l.owner_id))! } as ItemRow;
  });
  return { total, page: q.page, pageSize: q.pageSize, itemList };
}
