import type { ISchema } from '@formily/react';
import type { FormGroupDef } from '../../engine/formGroups';
import type { PageModel } from '../../engine/pageModel';
import { overrideOf } from '../../engine/overrides';
import type { RendererRegistry } from '../../engine/renderers';
import { childTableSchema, formSchema } from '../../engine/schema';

/**
 * The detail form: the Form block on the grid (the fields of the page's form groups in their
 * group components), then one editable table per child plate; then the page's code override.
 */
export function detailSchema(
  model: PageModel,
  registry: RendererRegistry,
  detailUrl: string,
  texts: { add: string; operations: string },
  groups: readonly FormGroupDef[] = [],
): ISchema {
  const schema = formSchema(model.form, registry, groups);
  for (const child of model.children) {
    schema.properties = { ...(schema.properties as Record<string, ISchema>), [child.key]: childTableSchema(child.name, child.fields, registry, texts) };
  }
  return overrideOf(detailUrl)?.formSchema?.(schema) ?? schema;
}
