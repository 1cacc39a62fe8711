// What the label values of every kind share: the database handle and how a value becomes text.
import type { Kysely, RawBuilder } from 'kysely';
import type { LabelValues } from '../../labels/layout';
import type { LabelLang } from '../../labels/messages';

// biome-ignore lint/suspicious/noExplicitAny: other modules' tables are not in the static DB type
export type AnyDb = Kysely<any>;

/** Which rows of the kind's table the caller may see, as a condition over the alias given. */
export type Visible = (alias: string) => RawBuilder<boolean>;

export const text = (v: unknown) => (v == null ? '' : String(v));

/** A dictionary entry's name in the language (its Chinese name, else the code). */
export const dictName = (name: unknown, intl: unknown, code: unknown, lang: LabelLang) => {
  const en = lang === 'en_US' ? (intl as Record<string, string> | null)?.en_US : undefined;
  return text(en || name || code);
};

/** An option's label in the language (the stored value when it is none of them). */
export const optionLabel = (options: ReadonlyArray<{ value: string; label: string; labelEn: string }>, value: unknown, lang: LabelLang) => {
  const o = options.find((x) => x.value === value);
  return o ? (lang === 'en_US' ? o.labelEn : o.label) : text(value);
};

/** The label values of each row read, by its code (the row's `code` is printed as itself). */
export const valuesByCode = (rows: ReadonlyArray<Record<string, unknown>>, valuesOf: (row: Record<string, unknown>) => Omit<LabelValues, 'code'>): Map<string, LabelValues> =>
  new Map(rows.map((r) => [String(r.code), { code: String(r.code), ...valuesOf(r) }]));
