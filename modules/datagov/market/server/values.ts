// A caller's parameter values, read from the query string by their declared type: a value that is
// not of its type is refused (400) with the parameter named; one not given takes its default, and
// a required one without a default is refused. Numbers stay text for PostgreSQL (numeric is exact).
import type { Lang } from '../../../../server/i18n';
import type { ParamDef, ParamType } from '../contracts';
import { mm, TYPE_TEXT } from './messages';

export class ParamError extends Error {}

const INTEGER = /^-?\d{1,18}$/;
const NUMBER = /^-?\d{1,30}(\.\d{1,30})?$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

function typed(v: string, type: ParamType, dialect: 'postgresql' | 'sqlite'): unknown | undefined {
  switch (type) {
    case 'string':
      return v;
    case 'integer':
      return INTEGER.test(v) ? (dialect === 'sqlite' ? Number(v) : v) : undefined;
    case 'number':
      return NUMBER.test(v) ? (dialect === 'sqlite' ? Number(v) : v) : undefined;
    case 'date':
      return DATE.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) ? v : undefined;
    case 'boolean':
      if (v === 'true' || v === '1') return dialect === 'sqlite' ? 1 : true;
      if (v === 'false' || v === '0') return dialect === 'sqlite' ? 0 : false;
      return undefined;
  }
}

/** The values by name (null for an optional one not given); throws ParamError with the message. */
export function readParams(defs: readonly ParamDef[], given: Record<string, unknown>, dialect: 'postgresql' | 'sqlite', lang: Lang): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const d of defs) {
    const raw = given[d.name];
    const text = Array.isArray(raw) ? raw[0] : raw;
    const v = text === undefined || text === '' ? (d.default ?? undefined) : String(text);
    if (v === undefined || v === null) {
      if (d.required) throw new ParamError(mm(lang, 'paramMissing', { name: d.name }));
      out.set(d.name, null);
      continue;
    }
    const t = typed(v, d.type, dialect);
    if (t === undefined) throw new ParamError(mm(lang, 'paramBad', { name: d.name, type: TYPE_TEXT[d.type]![lang === 'en_US' ? 1 : 0] }));
    out.set(d.name, t);
  }
  return out;
}

/** page and pageSize of a call (1 and the service's size when absent), the size capped by the service */
export function readPaging(given: Record<string, unknown>, max: number, lang: Lang): { page: number; pageSize: number } {
  const num = (name: string, dflt: number) => {
    const raw = given[name];
    if (raw === undefined || raw === '') return dflt;
    const s = String(Array.isArray(raw) ? raw[0] : raw);
    if (!/^\d{1,9}$/.test(s) || Number(s) < 1) throw new ParamError(mm(lang, 'pageBad', { name }));
    return Number(s);
  };
  return { page: num('page', 1), pageSize: Math.min(num('pageSize', Math.min(20, max)), max) };
}
