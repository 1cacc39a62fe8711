// Text pasted into line cells → the values their fields hold: numbers (thousands separators and a
// currency sign allowed), yes/no, dates, dictionary entries and options by code or name,
// references by code (one lookup per distinct text and entity). Text that matches nothing is not
// written: the caller counts it as skipped.
import type { FieldMeta } from '../../../renderers/fields/types';
import { dictCodeOfField } from '../../../renderers/fields/Dict';
import { loadDict } from '../../../renderers/fields/shared/dictCache';
import { firstOptions } from '../../../renderers/fields/shared/options';
import { toRefValue, type RefValue } from '../../../renderers/fields/shared/reference';
import { rememberRefs } from '../../../renderers/fields/shared/referenceCache';
import { fieldTypeOf } from '../../../schemas/fieldTypes';
import type { DictValue, FuzzyValue } from '../../../schemas/rpc/datax';
import { EntityApi } from '../../api/services';

export type ValueKind = 'number' | 'bool' | 'date' | 'datetime' | 'dict' | 'options' | 'reference' | 'text' | 'none';

const BY_STORAGE: Record<string, ValueKind> = { NUMBER: 'number', BOOL: 'bool', DATE: 'date', DATETIME: 'datetime', DICT: 'dict', ENUM: 'options', QUOTE: 'reference', FILES: 'none', STRING: 'text' };

export function valueKindOf(meta: FieldMeta): ValueKind {
  if (meta.dataType === 'Select' || meta.dataType === 'EnumType') return 'options';
  if (meta.dataType === 'DateTime' && meta.props.dateOnly === true) return 'date';
  const storage = meta.attr?.dataTypeDict ?? fieldTypeOf(meta.dataType)?.storage;
  return (storage && BY_STORAGE[storage]) || 'text';
}

export function referenceEntityOf(meta: FieldMeta): string | null {
  const fromProps = meta.props.entityCode;
  return (typeof fromProps === 'string' && fromProps) || meta.attr?.quoteEntityCode || fieldTypeOf(meta.dataType)?.quote || null;
}

const NOT_FOUND = Symbol('not found');
type Converted = unknown | typeof NOT_FOUND;

export function parseNumber(text: string, integer = false): number | typeof NOT_FOUND {
  const s = text.replace(/[\s,，]/g, '').replace(/^[¥￥$]/, '');
  if (!/^[-+]?(\d+\.?\d*|\.\d+)$/.test(s)) return NOT_FOUND;
  const n = Number(s);
  return Number.isFinite(n) && (!integer || Number.isInteger(n)) ? n : NOT_FOUND;
}

const YES = new Set(['是', 'true', 'yes', 'y', '1', '√', '✓', 'on']);
const NO = new Set(['否', 'false', 'no', 'n', '0', '×', 'off']);

const pad = (n: string) => n.padStart(2, '0');
const DATE = /^(\d{4})[-/.年](\d{1,2})[-/.月](\d{1,2})日?/;

export function parseDate(text: string): string | typeof NOT_FOUND {
  const m = DATE.exec(text.trim());
  if (!m) return NOT_FOUND;
  const [, y, mo, d] = m;
  const value = `${y}-${pad(mo)}-${pad(d)}`;
  const check = new Date(`${value}T00:00:00`);
  return Number.isNaN(check.getTime()) || check.getDate() !== Number(d) ? NOT_FOUND : value;
}

export function parseDateTime(text: string): string | typeof NOT_FOUND {
  const s = text.trim();
  const date = parseDate(s);
  if (date === NOT_FOUND) return NOT_FOUND;
  const time = /[ T](\d{1,2}):(\d{2})(?::(\d{2}))?$/.exec(s);
  const moment = new Date(`${date}T${time ? `${pad(time[1])}:${time[2]}:${time[3] ?? '00'}` : '00:00:00'}`);
  return Number.isNaN(moment.getTime()) ? NOT_FOUND : moment.toISOString();
}

const same = (a: string, b: string | null | undefined) => !!b && a.toLowerCase() === b.trim().toLowerCase();

function matchDict(entries: DictValue[], text: string): string | typeof NOT_FOUND {
  const hit = entries.find((e) => e.code === text) ?? entries.find((e) => same(text, e.code) || same(text, e.name) || Object.values(e.nameIntl ?? {}).some((n) => same(text, n)));
  return hit ? hit.code : NOT_FOUND;
}

function matchOption(meta: FieldMeta, text: string): string | number | typeof NOT_FOUND {
  const options = firstOptions(meta.attr?.options, meta.props.options);
  const hit = options.find((o) => String(o.value) === text) ?? options.find((o) => same(text, String(o.value)) || same(text, o.label) || same(text, o.labelEn));
  return hit ? hit.value : NOT_FOUND;
}

/** The record a code names: the exact code, else one whose code or (only) name matches ignoring case. */
export function pickByCode(hits: FuzzyValue[], text: string): FuzzyValue | null {
  const exact = hits.find((h) => h.code === text);
  if (exact) return exact;
  const byCode = hits.filter((h) => same(text, h.code));
  if (byCode.length === 1) return byCode[0];
  const byName = hits.filter((h) => same(text, h.name));
  return byName.length === 1 ? byName[0] : null;
}

/** One fuzzy lookup per distinct (entity, text); answers the matched reference or null. */
export type ReferenceLookup = (entityCode: string, text: string) => Promise<RefValue | null>;

export function referenceLookup(): ReferenceLookup {
  const asked = new Map<string, Promise<RefValue | null>>();
  return (entityCode, text) => {
    const key = `${entityCode}\u0000${text}`;
    let answer = asked.get(key);
    if (!answer) {
      answer = EntityApi.fuzzyPage([{ entityCode, text: text.slice(0, 128), page: 1, pageSize: 20 }], { cancelPrevious: false, ignoreError: true })
        .then((page) => {
          const hits = Array.isArray(page?.itemList) ? page.itemList : [];
          rememberRefs(entityCode, hits);
          const hit = pickByCode(hits, text);
          return hit ? toRefValue(hit) : null;
        })
        .catch(() => null);
      asked.set(key, answer);
    }
    return answer;
  };
}

const PARTS = /\s*[,，;；、]\s*/;

/** The value of one pasted text for a field; NOT_FOUND when nothing matches. */
async function convertOne(meta: FieldMeta, text: string, lookup: ReferenceLookup): Promise<Converted> {
  switch (valueKindOf(meta)) {
    case 'number':
      return parseNumber(text, meta.attr?.integer === true);
    case 'bool': {
      const s = text.trim().toLowerCase();
      return YES.has(s) ? true : NO.has(s) ? false : NOT_FOUND;
    }
    case 'date':
      return parseDate(text);
    case 'datetime':
      return parseDateTime(text);
    case 'dict': {
      const dictCode = dictCodeOfField(meta);
      // a disabled entry is not offered for new values (system/DictDetail)
      return dictCode ? matchDict((await loadDict(dictCode)).filter((e) => !e.disabled), text.trim()) : NOT_FOUND;
    }
    case 'options':
      return matchOption(meta, text.trim());
    case 'reference': {
      const entity = referenceEntityOf(meta);
      return (entity && (await lookup(entity, text.trim()))) || NOT_FOUND;
    }
    case 'text':
      return text;
    default:
      return NOT_FOUND;
  }
}

/** The value for a cell: empty text clears it; several values (multiple fields) are split on commas. */
export async function convertText(meta: FieldMeta, text: string, lookup: ReferenceLookup): Promise<{ value: unknown } | null> {
  if (text.trim() === '') return { value: meta.multiple ? [] : null };
  const texts = meta.multiple && valueKindOf(meta) !== 'text' ? text.split(PARTS).filter(Boolean) : [text];
  const values = await Promise.all(texts.map((t) => convertOne(meta, t, lookup)));
  if (values.some((v) => v === NOT_FOUND)) return null;
  return { value: meta.multiple && valueKindOf(meta) !== 'text' ? values : values[0] };
}
