// zod schemas of record writes, built from the entity declaration: types, required, lengths,
// spaces, digits, options, dates. Checks that need the database (unique, references, files,
// tree, children) are in checks.ts.
import { z } from 'zod';
import type { AttrDef } from '../../schemas/entities/define';
import type { Lang } from '../i18n';
import { RpcError } from '../rpc/errors';
import { type RecordMessage, rm } from './messages';
import type { EntityModel } from './model';

export type Mode = 'create' | 'modify';
const empty = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** JS's shortest round-trip form (or plain decimals for exponent forms), digits counted. */
function digitsOk(n: number, d: { int: number; scale: number }): boolean {
  let s = String(Math.abs(n));
  if (s.includes('e')) s = Math.abs(n).toFixed(20).replace(/\.?0+$/, '');
  const [i, f = ''] = s.split('.');
  return i.length <= d.int && f.length <= d.scale;
}

// Schemas are built once per attribute and language: an import validates 100 000 rows with them.
const schemaCache = new WeakMap<AttrDef, Map<Lang, z.ZodType>>();

function attrSchema(at: AttrDef, lang: Lang): z.ZodType {
  let byLang = schemaCache.get(at);
  if (!byLang) schemaCache.set(at, (byLang = new Map()));
  let schema = byLang.get(lang);
  if (!schema) byLang.set(lang, (schema = buildAttrSchema(at, lang)));
  return schema;
}

function buildAttrSchema(at: AttrDef, lang: Lang): z.ZodType {
  const msg = (k: RecordMessage, vars: Record<string, string | number> = {}) => rm(lang, k, vars);
  let base: z.ZodType;
  switch (at.column) {
    case 'text':
      if (at.options) {
        const values = at.options.map((o) => o.value);
        base = z.string({ error: msg('text') }).refine((v) => values.includes(v), { error: (i) => msg('option', { value: String(i.input) }) });
      } else {
        let s = z.string({ error: msg('text') }).trim();
        s = s.max(at.max ?? 4000, msg('max', { max: at.max ?? 4000 }));
        base = at.noSpaces ? s.refine((v) => !/\s/.test(v), msg('noSpaces')) : s;
      }
      break;
    case 'numeric':
    case 'integer': {
      let n = z.union([z.number(), z.string().trim().regex(/^[-+]?\d+(\.\d+)?$/).transform(Number)], { error: msg('number') }).pipe(z.number({ error: msg('number') }));
      if (at.column === 'integer' || at.integer) n = n.refine((v) => Number.isInteger(v), msg('integer'));
      if (at.positive) n = n.refine((v) => v > 0, msg('positive'));
      if (at.min !== undefined) n = n.refine((v) => v >= at.min!, msg('min', { min: at.min }));
      if (at.digits) n = n.refine((v) => digitsOk(v, at.digits!), msg('digits', at.digits));
      base = n;
      break;
    }
    case 'bigint':
      // a reference: an id or {id}
      base = z.union([z.number().int().positive(), z.object({ id: z.number().int().positive() }).transform((o) => o.id)], { error: msg('reference', { value: '?' }) });
      break;
    case 'boolean':
      base = z.boolean({ error: msg('bool') });
      break;
    case 'date':
    case 'timestamptz': {
      const d = z
        .union([z.string(), z.number()], { error: msg('date') })
        .refine((v) => !Number.isNaN(new Date(v).getTime()), msg('date'))
        .transform((v) => (at.column === 'date' ? new Date(v).toISOString().slice(0, 10) : new Date(v).toISOString()));
      base =
        at.when === 'past'
          ? d.refine((v) => new Date(v).getTime() <= Date.now(), msg('past'))
          : at.when === 'future'
            ? d.refine((v) => new Date(v).getTime() > Date.now(), msg('future'))
            : d;
      break;
    }
    case 'jsonb':
      base = at.files
        ? z
            .array(z.object({ id: z.number().int().positive() }).loose(), { error: msg('files') })
            .max(at.files.max ?? 20, msg('fileCount', { max: at.files.max ?? 20 }))
        : z.unknown();
      break;
  }
  return base;
}

/** Validates the attributes present in `input` (all required ones on create). */
export function validateAttrs(attrs: AttrDef[], input: Record<string, unknown>, mode: Mode, lang: Lang, prefix = ''): { values: Record<string, unknown>; errors: Record<string, string> } {
  const values: Record<string, unknown> = {};
  const errors: Record<string, string> = {};
  for (const at of attrs) {
    const present = Object.prototype.hasOwnProperty.call(input, at.code);
    const raw = input[at.code];
    if (!present && mode === 'modify') continue;
    if (empty(raw)) {
      if (at.required) errors[prefix + at.code] = rm(lang, 'required');
      else if (present || mode === 'create') values[at.code] = mode === 'create' && at.defaultValue !== undefined && !present ? at.defaultValue : null;
      continue;
    }
    const r = attrSchema(at, lang).safeParse(raw);
    if (r.success) values[at.code] = r.data;
    else errors[prefix + at.code] = r.error.issues[0]?.message ?? rm(lang, 'invalid', { detail: at.code });
  }
  return { values, errors };
}

export function validateRecord(model: EntityModel, input: Record<string, unknown>, mode: Mode, lang: Lang) {
  const { values, errors } = validateAttrs(model.def.attrs, input, mode, lang);
  const children: Record<string, Array<Record<string, unknown>>> = {};
  for (const [key, child] of Object.entries(model.def.children ?? {})) {
    if (!Object.prototype.hasOwnProperty.call(input, key)) {
      if (mode === 'create' && child.min) errors[key] = rm(lang, 'childMin', { min: child.min });
      continue;
    }
    const rows = input[key];
    if (!Array.isArray(rows)) {
      errors[key] = rm(lang, 'rows');
      continue;
    }
    if (child.min && rows.length < child.min) errors[key] = rm(lang, 'childMin', { min: child.min });
    children[key] = rows.map((row, i) => {
      if (row === null || typeof row !== 'object' || Array.isArray(row)) {
        errors[`${key}[${i}]`] = rm(lang, 'rows');
        return {};
      }
      const r = validateAttrs(child.attrs, row as Record<string, unknown>, 'create', lang, `${key}[${i}].`);
      Object.assign(errors, r.errors);
      // a stored line keeps its id (writeChildren updates it in place)
      const id = (row as Record<string, unknown>).id;
      if (id !== undefined && id !== null) {
        if (typeof id === 'number' && Number.isInteger(id) && id > 0) r.values.id = id;
        else errors[`${key}[${i}].id`] = rm(lang, 'childRow', { value: String(id) });
      }
      return r.values;
    });
    // a unique attribute of a child table: unique within the record (e.g. location names)
    for (const at of child.attrs.filter((a) => a.unique)) {
      const seen = new Set<unknown>();
      children[key].forEach((row, i) => {
        const v = row[at.code];
        if (v == null) return;
        if (seen.has(v)) errors[`${key}[${i}].${at.code}`] = rm(lang, 'childDuplicate', { value: String(v) });
        seen.add(v);
      });
    }
  }
  return { values, children, errors };
}

export function failIfErrors(errors: Record<string, string>, model: EntityModel, lang: Lang): void {
  const keys = Object.keys(errors);
  if (!keys.length) return;
  const label = (k: string) => {
    const at = model.attrs.get(k);
    return at ? (lang === 'en_US' ? at.nameEn : at.name) : k;
  };
  const detail = keys.slice(0, 3).map((k) => `${label(k)}: ${errors[k]}`).join('; ');
  throw new RpcError(400, detail, { fields: errors });
}
