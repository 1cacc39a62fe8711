// Form groups (PageDef.formGroups, schemas/pages/types.ts): a page declares, as data, that some of
// its form's fields are laid out by a named group component (renderers/groups, resolved by name
// like the field renderers) instead of the plain grid. This file decides which fields a group
// takes; schema.ts builds its Formily node; the component draws it.
import type { FormGroupDef, FormGroupRowDef } from '../../schemas/pages/types';
import type { FieldMeta } from '../../renderers/fields/types';

export type { FormGroupDef, FormGroupRowDef };

/**
 * What a group component receives (x-component-props) besides its node's schema, whose properties
 * are the group's fields (each with its FieldMeta as `x-component-props.field`): the declaration
 * cut down to the fields the form holds.
 */
export interface FormGroupProps {
  group: FormGroupDef;
}

/** A group as the form holds it: its declaration without the fields it lacks, and the fields it takes. */
export interface PlacedFormGroup {
  /** the group's key among the form's properties (`__group_{code}`) */
  key: string;
  def: FormGroupDef;
  /** the fields the group takes, in declaration order */
  codes: string[];
}

export const groupKeyOf = (def: FormGroupDef, index: number) => `__group_${def.code ?? index}`;

/**
 * Where the page's groups go. A group takes the declared fields the form shows (a field the role
 * does not see — not listed, or not displayed — stays out: a hidden one stays on the grid, hidden,
 * its value kept and saved); a field goes to the first group that names it. Rows left without
 * fields or total are dropped, so is a group left with nothing.
 */
export function placeFormGroups(metas: readonly FieldMeta[], groups: readonly FormGroupDef[] | null | undefined): PlacedFormGroup[] {
  const shown = new Set(metas.filter((m) => m.visible).map((m) => m.code));
  const taken = new Set<string>();
  const placed: PlacedFormGroup[] = [];
  (groups ?? []).forEach((group, index) => {
    if (!group || typeof group.component !== 'string' || !Array.isArray(group.rows)) return;
    const codes: string[] = [];
    const take = (code: string | undefined): string | undefined => {
      if (!code || !shown.has(code) || taken.has(code)) return undefined;
      taken.add(code);
      codes.push(code);
      return code;
    };
    const rows: FormGroupRowDef[] = [];
    for (const row of group.rows) {
      const fields = (row.fields ?? []).map(take).filter((c): c is string => !!c);
      const total = take(row.total);
      if (!fields.length && !total) continue;
      const kept: FormGroupRowDef = { ...row, fields };
      if (total) kept.total = total;
      else delete kept.total;
      rows.push(kept);
    }
    const total = take(group.total);
    if (!rows.length && !total) return;
    const def: FormGroupDef = { ...group, rows };
    if (total) def.total = total;
    else delete def.total;
    placed.push({ key: groupKeyOf(group, index), def, codes });
  });
  return placed;
}
