// The form group components by name (PageDef.formGroups' `component`, schemas/pages/types.ts): the
// schema engine names a group's component in its node (src/engine/schema.ts formSchema) and the
// detail page's SchemaField resolves it here, as it resolves field renderers by data type. A new
// group is a new file plus one line here (no switch); a module's web part may register its own.
import type { ComponentType } from 'react';
import { DATA_TYPES } from '../../schemas/entities/define';
import type { FormGroupDef, FormGroupProps } from '../../src/engine/formGroups';
import { LAYOUT } from '../../src/engine/schema';
import { CostTable } from './CostTable';

// biome-ignore lint/suspicious/noExplicitAny: Formily's component map is untyped by nature
type AnyComponent = ComponentType<any>;

const GROUPS = new Map<string, ComponentType<FormGroupProps>>([['CostTable', CostTable]]);

/** Registers a group component under its name (module start-up code, tests); answers its removal. */
export function registerFormGroup(name: string, component: ComponentType<FormGroupProps>): () => void {
  // the detail page's component map holds the renderers and layout pieces under these names
  const taken = [...DATA_TYPES, ...Object.values(LAYOUT).map((n) => n.split('.')[0])] as string[];
  if (!name || taken.includes(name)) throw new Error(`form group name "${name}" is taken by a renderer or layout component`);
  const before = GROUPS.get(name);
  GROUPS.set(name, component);
  return () => {
    if (before) GROUPS.set(name, before);
    else GROUPS.delete(name);
  };
}

export function isFormGroup(name: unknown): boolean {
  return typeof name === 'string' && GROUPS.has(name);
}

/** The group components, for a SchemaField's `components` (beside the renderers and layout pieces). */
export function formGroupComponents(): Record<string, AnyComponent> {
  return Object.fromEntries(GROUPS) as Record<string, AnyComponent>;
}

const warned = new Set<string>();

/**
 * The declared groups this build can draw: a group naming an unknown component (a newer page
 * definition, a typo) is left out, with one warning, and its fields stay on the grid.
 */
export function drawableFormGroups(groups: readonly FormGroupDef[] | null | undefined): FormGroupDef[] {
  return (groups ?? []).filter((g) => {
    if (isFormGroup(g?.component)) return true;
    const name = String(g?.component);
    if (!warned.has(name)) {
      warned.add(name);
      console.warn(`renderers/groups: no form group component "${name}": its fields stay on the grid`);
    }
    return false;
  });
}

export { CostTable };
