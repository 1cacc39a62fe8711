// What of a record the index keeps: the text of its fields (strings, notes, the names and codes of
// what it refers to, its lines' text) field by field, its files' text as entries of their own
// (each under the attribute that holds the file, so a role that may not see that attribute does
// not find the file either), its date, owner and department. Code and name come first, weighted
// as the title.
import type { AttrDef, EntityDef } from '../../../schemas/entities/define';
import type { RecordValue } from '../../../schemas/rpc/datax';
import type { SearchKind } from '../contracts';
import { type Mode, tokenize, tsvectorText } from '../text/tokens';

/** a field's text beyond this is not indexed (a note, a pasted manual) */
const FIELD_CHARS = 20_000;
const TITLE_FIELDS = ['code', 'name'];
/** the column names a record's own date goes by, in order of preference */
const DATE_FIELDS = ['doc_date', 'bill_date', 'receipt_date', 'order_date', 'biz_date', 'date'];

export interface EntryRow {
  entity_code: string;
  record_id: number;
  part: string;
  kind: SearchKind;
  file_id: number | null;
  file_name: string | null;
  doc_date: string | null;
  create_id: number | null;
  create_name: string | null;
  depart_id: number | null;
  /** every field's text, for snippets (an attachment's also carries its record's code and name) */
  fields: Record<string, string>;
  /** the searchable fields' lexemes (tsvector text, positions running on) */
  field_tsv: Record<string, string>;
  tsv: string;
}

export const kindOf = (def: EntityDef): SearchKind => (def.module === 'search' ? 'library' : def.receipt ? 'document' : 'record');

function textOf(at: AttrDef, v: unknown): string {
  if (v == null || at.files) return '';
  if (at.quote) {
    const r = v as { code?: unknown; name?: unknown };
    return [r.code, r.name].filter((x) => x != null && x !== '').join(' ');
  }
  if (at.dataType === 'String' || at.dataType === 'Remark') return String(v);
  return '';
}

function childText(attrs: readonly AttrDef[], rows: unknown): string {
  if (!Array.isArray(rows)) return '';
  return rows
    .map((r) => attrs.map((at) => textOf(at, (r as Record<string, unknown>)[at.code])).filter(Boolean).join(' '))
    .filter(Boolean)
    .join('\n');
}

/** The fields' lexemes, title fields weighted A, positions running on from one field to the next. */
export function lexemes(fields: Record<string, string>): { field_tsv: Record<string, string>; tsv: string } {
  return lexemesWith(fields, 'bigram');
}

/** The same with a segmentation of choice (the bench compares them: docs/search.md). */
export function lexemesWith(fields: Record<string, string>, mode: Mode): { field_tsv: Record<string, string>; tsv: string } {
  const field_tsv: Record<string, string> = {};
  let pos = 1;
  for (const [code, text] of Object.entries(fields)) {
    const { tokens, next } = tokenize(text.slice(0, FIELD_CHARS), pos, mode);
    pos = next + 1;
    if (tokens.length) field_tsv[code] = tsvectorText(tokens, TITLE_FIELDS.includes(code) ? 'A' : 'D');
  }
  return { field_tsv, tsv: Object.values(field_tsv).join(' ') };
}

function dateOf(def: EntityDef, rec: RecordValue): string | null {
  const named = DATE_FIELDS.map((c) => def.attrs.find((a) => a.code === c)).find(Boolean) ?? def.attrs.find((a) => a.column === 'date');
  const v = (named && rec[named.code]) ?? rec.createDt;
  return typeof v === 'string' && v.length >= 10 ? v.slice(0, 10) : null;
}

/** The files a record names, by id, with the attribute naming each. */
export function namedFiles(def: EntityDef, rec: RecordValue): Map<number, string> {
  const out = new Map<number, string>();
  for (const at of def.attrs) {
    if (!at.files || !Array.isArray(rec[at.code])) continue;
    for (const f of rec[at.code] as Array<{ id?: unknown }>) if (typeof f?.id === 'number') out.set(f.id, at.code);
  }
  return out;
}

/** The record's own entry. */
export function recordEntry(def: EntityDef, rec: RecordValue): EntryRow {
  const fields: Record<string, string> = {};
  const ordered = [...def.attrs].sort((a, b) => Number(TITLE_FIELDS.includes(b.code)) - Number(TITLE_FIELDS.includes(a.code)) || TITLE_FIELDS.indexOf(a.code) - TITLE_FIELDS.indexOf(b.code));
  for (const at of ordered) {
    const t = textOf(at, rec[at.code]).trim();
    if (t) fields[at.code] = t;
  }
  for (const [key, child] of Object.entries(def.children ?? {})) {
    const t = childText(child.attrs, rec[key]);
    if (t) fields[`lines:${key}`] = t;
  }
  return { ...common(def, rec), part: '', kind: kindOf(def), file_id: null, file_name: null, fields, ...lexemes(fields) };
}

/** One attached file's entry: its text under the attribute holding it. */
export function fileEntry(def: EntityDef, rec: RecordValue, file: { id: number; name: string; attr: string; text: string }): EntryRow {
  const { field_tsv, tsv } = lexemes({ [file.attr]: file.text });
  const title = Object.fromEntries(TITLE_FIELDS.filter((c) => typeof rec[c] === 'string').map((c) => [c, rec[c] as string]));
  return { ...common(def, rec), part: `file:${file.id}`, kind: 'attachment', file_id: file.id, file_name: file.name, fields: { ...title, [file.attr]: file.text }, field_tsv, tsv };
}

function common(def: EntityDef, rec: RecordValue) {
  const depart = rec.depart_id as { id?: number } | null;
  return {
    entity_code: def.code,
    record_id: rec.id as number,
    doc_date: dateOf(def, rec),
    create_id: (rec.createId as number | null) ?? null,
    create_name: (rec.createName as string | null) ?? null,
    depart_id: depart?.id ?? null,
  };
}
