// The printed text of one attribute's value, as the record calls answer it: references
// {id, code, name}, dictionary codes (named from the tenant's entries when given), options by their
// label, numbers with their attribute's decimals (exact: decimal strings, never floats), dates as
// YYYY-MM-DD and times as YYYY-MM-DD HH:mm in the printing time zone.
import type { EntityAttrMeta } from '../rpc/datax';
import { dec, fixed, MONEY_SCALE } from '../compute/decimal';
import type { PrintLabels, PrintLanguage } from './labels';

/** What printing reads of an attribute: EntityMeta's attributes have all of it. */
export type PrintAttr = Pick<EntityAttrMeta, 'code' | 'name' | 'nameIntl' | 'dataType' | 'dataTypeDict' | 'options' | 'digits' | 'integer' | 'dictCode'> & {
  compute?: string | null;
};

/** Dictionary entries by dictionary code (datax.Dict/listByCodes answers this shape). */
export type PrintDicts = Record<string, ReadonlyArray<{ code: string; name: string; nameIntl?: Record<string, string> }>>;

export interface FormatContext {
  lang: PrintLanguage;
  labels: PrintLabels;
  dicts?: PrintDicts;
  /** IANA zone of printed times (default: the runtime's own) */
  timeZone?: string;
}

export const attrLabel = (a: Pick<PrintAttr, 'name' | 'nameIntl'>, lang: PrintLanguage) => (lang === 'zh_CN' ? a.name : a.nameIntl?.[lang] || a.name);

/** Money (2 decimals, the Costs type) takes thousands separators and a capital amount. */
export const isMoney = (a: PrintAttr) => a.dataType === 'Costs' || (a.dataTypeDict === 'NUMBER' && !a.integer && a.digits?.scale === MONEY_SCALE);

/** 1234567.5 → 1,234,567.50 (on the decimal text: exact for any size) */
export function groupThousands(text: string): string {
  const [int, frac] = text.split('.');
  const sign = int.startsWith('-') ? '-' : '';
  const grouped = int.replace('-', '').replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}${grouped}${frac !== undefined ? `.${frac}` : ''}`;
}

/** A number with its attribute's decimals: integers whole, declared scales fixed, others as stored. */
export function numberText(a: Pick<PrintAttr, 'digits' | 'integer'>, value: unknown): string {
  const d = dec(value);
  if (d === null) return '';
  if (a.integer) return fixed(d, 0);
  if (a.digits) return fixed(d, a.digits.scale);
  return d.toString();
}

const pad = (n: number) => String(n).padStart(2, '0');

/** YYYY-MM-DD HH:mm of an instant in a time zone (the runtime's own when none is given). */
export function dateTimeText(value: Date | string, timeZone?: string): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return String(value);
  if (!timeZone) return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
      .formatToParts(date)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}

function namedObject(value: object): string {
  const v = value as { code?: unknown; name?: unknown };
  const code = v.code == null ? '' : String(v.code);
  const name = v.name == null ? '' : String(v.name);
  return code && name && code !== name ? `${code} ${name}` : name || code;
}

/** The text a reader sees for an attribute's value ('' for nothing). */
export function valueText(a: PrintAttr, value: unknown, ctx: FormatContext): string {
  if (value === null || value === undefined || value === '') return '';
  if (Array.isArray(value)) return value.map((v) => (v && typeof v === 'object' ? namedObject(v) : String(v))).join('、');
  switch (a.dataTypeDict) {
    case 'QUOTE':
      return typeof value === 'object' ? namedObject(value) : String(value);
    case 'DICT': {
      if (typeof value === 'object') return String((value as { name?: unknown; dict?: unknown }).name ?? (value as { dict?: unknown }).dict ?? '');
      const entry = a.dictCode ? ctx.dicts?.[a.dictCode]?.find((e) => e.code === value) : undefined;
      if (!entry) return String(value);
      return ctx.lang === 'zh_CN' ? entry.name : entry.nameIntl?.[ctx.lang] || entry.name;
    }
    case 'BOOL':
      return value === true || value === 'true' ? ctx.labels.yes : ctx.labels.no;
    case 'NUMBER': {
      const text = numberText(a, value);
      return isMoney(a) && text ? groupThousands(text) : text;
    }
    case 'DATE':
      return String(value).slice(0, 10);
    case 'DATETIME':
      return dateTimeText(String(value), ctx.timeZone);
    default: {
      const option = a.options?.find((o) => o.value === value);
      if (option) return ctx.lang === 'zh_CN' ? option.label : option.labelEn || option.label;
      return typeof value === 'object' ? namedObject(value) : String(value);
    }
  }
}
