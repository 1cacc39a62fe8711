// References limited by another field of the form (AttrDef.quote.scope): a position must lie in
// the chosen warehouse, an area in the position's warehouse. The picker offers only those
// (datax.Entity/fuzzyPage `where`); a write naming another is refused here, per field, with the
// field it must agree with — a client that skips the picker gets the same answer.
import type { Kysely } from 'kysely';
import { entityByCode } from '../modules/catalogue';
import type { AttrDef } from '../../schemas/entities/define';
import type { Lang } from '../i18n';
import { rm } from './messages';
import { type EntityModel, referenceTable } from './model';
import { refId } from '../../schemas/refs';

// biome-ignore lint/suspicious/noExplicitAny: dynamic tables
type AnyDb = Kysely<any>;
type Row = Record<string, unknown>;


/** The value a scope names: a field of the same row, or of the header (`header.x`). */
function scopeValue(ref: string, row: Row, header: Row): number | null {
  return refId(ref.startsWith('header.') ? header[ref.slice(7)] : row[ref]);
}

/** The label of the field a scope names, for the message. */
function scopeLabel(model: EntityModel, ref: string, rowAttrs: readonly AttrDef[], lang: Lang): string {
  const code = ref.startsWith('header.') ? ref.slice(7) : ref;
  const at = (ref.startsWith('header.') ? model.def.attrs : rowAttrs).find((a) => a.code === code);
  return at ? (lang === 'en_US' ? at.nameEn : at.name) : code;
}

async function checkRows(db: AnyDb, model: EntityModel, attrs: readonly AttrDef[], rows: Row[], header: Row, key: (i: number, code: string) => string, lang: Lang, errors: Record<string, string>): Promise<void> {
  for (const at of attrs) {
    const scope = at.quote?.scope;
    const table = at.quote ? referenceTable(at.quote.entity) : null;
    if (!scope || !table) continue;
    const ids = [...new Set(rows.map((r) => refId(r[at.code])).filter((v): v is number => v !== null))];
    if (!ids.length) continue;
    const cols = Object.keys(scope);
    const found = new Map((await db.selectFrom(table).select(['id', ...cols]).where('id', 'in', ids).execute()).map((r: Row) => [Number(r.id), r]));
    rows.forEach((r, i) => {
      const id = refId(r[at.code]);
      const target = id === null ? undefined : found.get(id);
      if (!target) return;
      for (const [col, ref] of Object.entries(scope)) {
        const want = scopeValue(ref, r, header);
        if (want !== null && Number(target[col]) !== want) {
          errors[key(i, at.code)] = rm(lang, 'notInScope', { field: lang === 'en_US' ? at.nameEn : at.name, scope: scopeLabel(model, ref, attrs, lang) });
          return;
        }
      }
    });
  }
}

/** Errors by field path (`x`, `items[2].x`) of references outside the scope their declaration sets. */
export async function checkScopedReferences(db: AnyDb, model: EntityModel, values: Row, children: Record<string, Row[]>, lang: Lang): Promise<Record<string, string>> {
  const errors: Record<string, string> = {};
  await checkRows(db, model, model.def.attrs, [values], values, (_, code) => code, lang, errors);
  for (const [key, rows] of Object.entries(children)) {
    const child = model.def.children?.[key];
    if (child) await checkRows(db, model, child.attrs, rows, values, (i, code) => `${key}[${i}].${code}`, lang, errors);
  }
  return errors;
}

/** The attributes a picker of `entityCode` may be narrowed by (its references and whole numbers). */
export function scopeColumns(entityCode: string): Set<string> {
  const def = entityByCode(entityCode);
  return new Set((def?.attrs ?? []).filter((a) => a.quote || a.column === 'integer' || a.column === 'bigint').map((a) => a.code));
}
