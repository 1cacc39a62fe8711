// zod schemas of record writes, built from the entity declaration: types and required here, the
// limits (lengths, spaces, options, digits, bounds, dates, file counts) through the rules shared
// with the web (schemas/fieldTypes/rules.ts). Checks that need the database (unique,
// references, files, tree, children) are in checks.ts.
import { z } from 'zod';
import type { AttrDef } from '../../schemas/entities/define';
import { TODAY } from '../../schemas/entities/documents';
import { numberLimitsFor, textLimitsFor } from '../../schemas/fieldTypes';
import { type Clock, dateIssue, fileCountIssue, numberIssue, optionIssue, type RuleIssue, textIssue } from '../../schemas/fieldTypes/rules';
import type { Lang } from '../i18n';
import { RpcError } from '../rpc/errors';
import { type RecordMessage, rm, ruleMessage } from './messages';
import type { EntityModel } from './model';

export type Mode = 'create' | 'modify';
const empty = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** A reference nobody picked, as forms send it ({} or {id: null}): nothing, not an unknown record. */
const unpicked = (v: unknown) => !!v && typeof v === 'object' && !Array.isArray(v) && (v as { id?: unknown }).id == null;

/** Text without a declared length is still bounded. */
const TEXT_MAX = 4000;
const FILES_MAX = 20;

/** The server's clock: its today is the UTC day (a date is compared as that day's UTC midnight was before). */
const serverClock = (): Clock => ({ now: Date.now(), today: new Date().toISOString().slice(0, 10) });

// Schemas are built once per attribute and language: an import validates 100 000 rows with them.
const schemaCache = new WeakMap<AttrDef, Map<Lang, z.ZodType>>();

function attrSchema(at: AttrDef, lang: Lang): z.ZodType {
  let byLang = schemaCache.get(at);
  if (!byLang) {
    byLang = new Map();
    schemaCache.set(at, byLang);
  }
  let schema = byLang.get(lang);
  if (!schema) {
    schema = buildAttrSchema(at, lang);
    byLang.set(lang, schema);
  }
  return schema;
}

function buildAttrSchema(at: AttrDef, lang: Lang): z.ZodType {
  const msg = (k: RecordMessage, vars: Record<string, string | number> = {}) => rm(lang, k, vars);
  /** a refinement reporting the shared rule's issue, if any, in the caller's language */
  const rule =
    <T>(check: (value: T) => RuleIssue | null) =>
    (value: T, ctx: z.RefinementCtx) => {
      const issue = check(value);
      if (issue) ctx.addIssue({ code: 'custom', message: ruleMessage(lang, issue) });
    };
  switch (at.column) {
    case 'text': {
      if (at.options) {
        const options = at.options;
        return z.string({ error: msg('text') }).superRefine(rule((v: string) => optionIssue(v, options)));
      }
      const limits = textLimitsFor(at.dataType, { max: at.max ?? TEXT_MAX, noSpaces: !!at.noSpaces });
      return z.string({ error: msg('text') }).trim().superRefine(rule((v: string) => textIssue(v, limits)));
    }
    case 'numeric':
    case 'integer': {
      const limits = numberLimitsFor(at.dataType, {
        integer: at.column === 'integer' || !!at.integer,
        positive: !!at.positive,
        min: at.min ?? null,
        max: at.maxValue ?? null,
        digits: at.digits ?? null,
      });
      // the rules see the number as written (a numeric string keeps its digits), then it becomes a number
      return z
        .union([z.number(), z.string().trim().regex(/^[-+]?\d+(\.\d+)?$/, msg('number'))], { error: msg('number') })
        .superRefine(rule((v: number | string) => numberIssue(v, limits)))
        .transform(Number)
        .pipe(z.number({ error: msg('number') }));
    }
    case 'bigint':
      // a reference: an id or {id}
      return z.union([z.number().int().positive(), z.object({ id: z.number().int().positive() }).transform((o) => o.id)], { error: msg('reference', { value: '?' }) });
    case 'boolean':
      return z.boolean({ error: msg('bool') });
    case 'date':
    case 'timestamptz': {
      const dateOnly = at.column === 'date';
      const d = z
        .union([z.string(), z.number()], { error: msg('date') })
        .refine((v) => !Number.isNaN(new Date(v).getTime()), msg('date'))
        .transform((v) => (dateOnly ? new Date(v).toISOString().slice(0, 10) : new Date(v).toISOString()));
      const limits = { when: at.when ?? null, dateOnly };
      return limits.when ? d.superRefine(rule((v: string) => dateIssue(v, limits, serverClock()))) : d;
    }
    case 'jsonb': {
      if (!at.files) return z.unknown();
      const limits = { max: at.files.max ?? FILES_MAX };
      return z.array(z.object({ id: z.number().int().positive() }).loose(), { error: msg('files') }).superRefine(rule((files: unknown[]) => fileCountIssue(files.length, limits)));
    }
  }
}

/** An attribute's declared default; TODAY is the server's day. */
export function declaredDefault(at: AttrDef): unknown {
  return at.defaultValue === TODAY ? serverClock().today : at.defaultValue;
}

/** Validates the attributes present in `input` (all required ones on create). */
export function validateAttrs(attrs: AttrDef[], input: Record<string, unknown>, mode: Mode, lang: Lang, prefix = ''): { values: Record<string, unknown>; errors: Record<string, string> } {
  const values: Record<string, unknown> = {};
  const errors: Record<string, string> = {};
  for (const at of attrs) {
    if (at.readSql) continue; // derived when read: no column to write
    const present = Object.hasOwn(input, at.code);
    // a create that leaves an attribute out gets its declared default (then validated like any value)
    const given = at.quote && unpicked(input[at.code]) ? null : input[at.code];
    const raw = !present && mode === 'create' && at.defaultValue !== undefined ? declaredDefault(at) : given;
    if (!present && mode === 'modify') continue;
    if (empty(raw)) {
      if (at.required) errors[prefix + at.code] = rm(lang, 'required');
      else if (present || mode === 'create') values[at.code] = mode === 'create' && at.defaultValue !== undefined && !present ? declaredDefault(at) : null;
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
    if (!Object.hasOwn(input, key)) {
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
      // a stored line keeps its id (writeChildren updates it in place) and the values of the
      // attributes not given (a column the role cannot see): only what is given is validated
      const id = (row as Record<string, unknown>).id;
      const stored = id !== undefined && id !== null;
      const r = validateAttrs(child.attrs, row as Record<string, unknown>, stored ? 'modify' : 'create', lang, `${key}[${i}].`);
      Object.assign(errors, r.errors);
      if (stored) {
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
  const name = (a: { name: string; nameEn: string }) => (lang === 'en_US' ? a.nameEn : a.name);
  const label = (k: string) => {
    const at = model.attrs.get(k);
    if (at) return name(at);
    // a line's error names its table, row (from 1) and field: 明细第4行 数量
    const line = /^(\w+)\[(\d+)\]\.(\w+)$/.exec(k);
    const child = line ? model.def.children?.[line[1]] : undefined;
    const field = child?.attrs.find((a) => a.code === line![3]);
    if (!line || !child) return k;
    return rm(lang, 'rowField', { table: name(child), row: Number(line[2]) + 1, field: field ? name(field) : line[3] });
  };
  const detail = keys.slice(0, 3).map((k) => `${label(k)}: ${errors[k]}`).join('; ');
  throw new RpcError(400, detail, { fields: errors });
}
