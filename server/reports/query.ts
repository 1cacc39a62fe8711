// A report query checked against its declaration: filterMap / fuzzyMap / rangeMap may name the
// report's declared filters (and its date field) only, sortField a sortable column, rankType a
// declared rank type; values are typed by their field (as the list layer types them,
// server/records/query.ts). Anything else is a 400 naming the argument, never SQL.
import type { ReportDef } from '../../schemas/reports/define';
import { dimensionKey, dimensionsOf, type EntityLookup, isDateKind, type ReportField, reportFields } from '../../schemas/reports/fields';
import type { ParsedReportQuery } from '../../schemas/rpc/report';
import type { Lang } from '../i18n';
import { dec } from '../../schemas/compute/decimal';
import { badRequest } from '../rpc/errors';

export type Operator = '=' | 'in' | 'ilike' | '>=' | '<=' | '<';

export interface Condition {
  field: ReportField;
  op: Operator;
  value: unknown;
  /** on the report's date field: a running balance applies it after its window */
  onDate: boolean;
}

export interface ResolvedQuery {
  page: number;
  pageSize: number;
  conditions: Condition[];
  /** the date range applied to the date field (asked for, or the declared default); null: all dates */
  range: { first: string | null; second: string | null } | null;
  sort: { key: string; dir: 'asc' | 'desc' } | null;
  rankType: string | null;
}

const DAY_MS = 86_400_000;
const DATE = /^(\d{4})-(\d{2})-(\d{2})/;

/** 'YYYY-MM-DD' of a moment in the server's time zone (the day its users live in). */
export function localDay(d: Date): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}`;
}

/** The declared default range on `today`: month = the 1st of this month → today; year = Jan 1 → today; asOf = up to today. */
export function defaultRange(kind: ReportDef['defaultRange'], today: Date): { first: string | null; second: string } | null {
  if (!kind || kind === 'all') return null;
  const day = localDay(today);
  if (kind === 'asOf') return { first: null, second: day };
  if (kind === 'week' || kind === 'next14') {
    const from = new Date(today.getFullYear(), today.getMonth(), today.getDate() - (kind === 'week' ? (today.getDay() + 6) % 7 : 0));
    const to = new Date(from.getFullYear(), from.getMonth(), from.getDate() + (kind === 'week' ? 6 : 13));
    return { first: localDay(from), second: localDay(to) };
  }
  return { first: kind === 'month' ? `${day.slice(0, 8)}01` : `${day.slice(0, 5)}01-01`, second: day };
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
const empty = (v: unknown) => v === null || v === undefined || v === '' || (Array.isArray(v) && v.length === 0);

/** A bound value of the field's kind, or 400 naming where it came from. */
function typed(field: ReportField, raw: unknown, where: string): unknown {
  const fail = (why: string) => badRequest(`${where}: ${why}`);
  // a picked reference may come as {id, code, name}
  const v = raw && typeof raw === 'object' && !Array.isArray(raw) && 'id' in raw ? (raw as { id: unknown }).id : raw;
  if (typeof v !== 'string' && typeof v !== 'number' && typeof v !== 'boolean') throw fail('must be a string, number or boolean');
  switch (field.kind) {
    case 'numeric':
    case 'integer':
    case 'bigint': {
      const n = typeof v === 'number' ? v : Number(String(v).trim());
      if (!Number.isFinite(n) || String(v).trim() === '') throw fail('must be a number');
      if (field.kind !== 'numeric' && !Number.isSafeInteger(n)) throw fail('must be a whole number');
      return field.kind === 'numeric' ? String(v).trim() : n;
    }
    case 'boolean':
      if (v === true || v === 'true' || v === 1 || v === '1') return true;
      if (v === false || v === 'false' || v === 0 || v === '0') return false;
      throw fail('must be true or false');
    case 'date':
    case 'timestamptz':
      return dateOf(v, where);
    default:
      return String(v);
  }
}

/** 'YYYY-MM-DD' of a real day (not 2026-02-30, not year 0: PostgreSQL would refuse them), or 400. */
function dateOf(v: unknown, where: string): string {
  const s = String(v).trim();
  const m = DATE.exec(s);
  const [y, mo, d] = m ? [Number(m[1]), Number(m[2]), Number(m[3])] : [0, 0, 0];
  const day = new Date(Date.UTC(y, mo - 1, d));
  if (!m || y < 1 || day.getUTCFullYear() !== y || day.getUTCMonth() !== mo - 1 || day.getUTCDate() !== d) throw badRequest(`${where}: must be a date (YYYY-MM-DD)`);
  return s.slice(0, 10);
}

const notFilter = (lang: Lang, where: string, def: ReportDef) =>
  badRequest(lang === 'en_US' ? `${where}: not a filter of report ${def.code}` : `${where}: 不是报表 ${def.name} 的筛选条件`);

/** The conditions of a date range on a field: from the first day, to the end of the last (inclusive). */
function rangeConditions(field: ReportField, first: string | null, second: string | null, onDate: boolean): Condition[] {
  const out: Condition[] = [];
  if (first) out.push({ field, op: '>=', value: field.kind === 'timestamptz' ? new Date(`${first}T00:00:00`).toISOString() : first, onDate });
  if (second) {
    // a timestamp is compared with "before the next day" (local midnight), a date with "at most"
    if (field.kind === 'timestamptz') out.push({ field, op: '<', value: new Date(new Date(`${second}T00:00:00`).getTime() + DAY_MS).toISOString(), onDate });
    else out.push({ field, op: '<=', value: second, onDate });
  }
  return out;
}

/** The conditions of a number range (both ends inclusive, either may be open); 400 when upside down. */
function numberConditions(field: ReportField, value: { first?: unknown; second?: unknown }, where: string, lang: Lang): Condition[] {
  const first = empty(value.first) ? null : typed(field, value.first, `${where}.first`);
  const second = empty(value.second) ? null : typed(field, value.second, `${where}.second`);
  if (first !== null && second !== null && dec(first)!.gt(dec(second)!)) {
    throw badRequest(lang === 'en_US' ? `${where}: the least ${first} is more than the most ${second}` : `${where}: 最小值 ${first} 大于最大值 ${second}`);
  }
  const out: Condition[] = [];
  if (first !== null) out.push({ field, op: '>=', value: first, onDate: false });
  if (second !== null) out.push({ field, op: '<=', value: second, onDate: false });
  return out;
}

export function resolveQuery(def: ReportDef, q: ParsedReportQuery, entityOf: EntityLookup, lang: Lang, today = new Date()): ResolvedQuery {
  const fields = reportFields(def, entityOf);
  const declared = (field: string, kinds: string[]) => def.filters.find((f) => f.field === field && kinds.includes(f.kind));
  const conditions: Condition[] = [];

  for (const [code, value] of Object.entries(q.filterMap ?? {})) {
    const where = `filterMap.${code}`;
    const flt = declared(code, ['eq', 'in']);
    if (!flt) throw notFilter(lang, where, def);
    if (empty(value)) continue;
    const field = fields.get(code)!;
    if (Array.isArray(value)) {
      if (value.length > 1000) throw badRequest(`${where}: at most 1000 values`);
      conditions.push({ field, op: 'in', value: value.map((v, i) => typed(field, v, `${where}[${i}]`)), onDate: false });
    } else conditions.push({ field, op: '=', value: typed(field, value, where), onDate: false });
  }
  for (const [code, value] of Object.entries(q.fuzzyMap ?? {})) {
    const where = `fuzzyMap.${code}`;
    if (!declared(code, ['fuzzy'])) throw notFilter(lang, where, def);
    const text = String(value).trim();
    if (!text) continue;
    if (text.length > 256) throw badRequest(`${where}: at most 256 characters`);
    conditions.push({ field: fields.get(code)!, op: 'ilike', value: `%${escapeLike(text)}%`, onDate: false });
  }

  let range: ResolvedQuery['range'] = null;
  // rangeMap naming the date field with neither end asks for every date; leaving it out, for the default
  let rangeAsked = false;
  for (const [code, value] of Object.entries(q.rangeMap ?? {})) {
    const where = `rangeMap.${code}`;
    const isDateField = code === def.dateField;
    if (!isDateField && declared(code, ['numberRange'])) {
      conditions.push(...numberConditions(fields.get(code)!, value, where, lang));
      continue;
    }
    if (!isDateField && !declared(code, ['dateRange'])) throw notFilter(lang, where, def);
    const field = fields.get(code)!;
    if (!isDateKind(field.kind)) throw notFilter(lang, where, def);
    const first = empty(value.first) ? null : dateOf(value.first, `${where}.first`);
    const second = empty(value.second) ? null : dateOf(value.second, `${where}.second`);
    if (first && second && first > second) throw badRequest(lang === 'en_US' ? `${where}: the start ${first} is after the end ${second}` : `${where}: 开始日期 ${first} 晚于结束日期 ${second}`);
    if (isDateField) {
      rangeAsked = true;
      if (first || second) range = { first, second };
      continue;
    }
    conditions.push(...rangeConditions(field, first, second, false));
  }
  if (def.dateField) {
    if (!rangeAsked) range = defaultRange(def.defaultRange, today);
    if (range) conditions.push(...rangeConditions(fields.get(def.dateField)!, range.first, range.second, true));
  }

  let rankType: string | null = null;
  if (def.rank) {
    const types = Object.keys(def.rank.types);
    if (q.rankType !== undefined && !types.includes(q.rankType)) throw badRequest(`rankType: one of ${types.join(', ')}`);
    rankType = q.rankType ?? types[0];
  }

  let sort: ResolvedQuery['sort'] = null;
  if (q.sortField) {
    const sortable = [...dimensionsOf(def, rankType).map(dimensionKey), ...def.measures.filter((m) => !m.formula).map((m) => m.code)];
    if (!sortable.includes(q.sortField)) {
      throw badRequest(lang === 'en_US' ? `sortField.${q.sortField}: not a sortable column of report ${def.code}` : `sortField.${q.sortField}: 不是报表 ${def.name} 可排序的列`);
    }
    sort = { key: q.sortField, dir: q.sortOrder === 'descend' || q.sortOrder === 'desc' ? 'desc' : 'asc' };
  }
  return { page: q.page, pageSize: q.pageSize, conditions, range, sort, rankType };
}
