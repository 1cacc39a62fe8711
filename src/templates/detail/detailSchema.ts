import type { ISchema } from '@formily/react';
import type { FormGroupDef } from '../../engine/formGroups';
import type { PageModel } from '../../engine/pageModel';
import { overrideOf } from '../../engine/overrides';
import type { RendererRegistry } from '../../engine/renderers';
import { childTableSchema, formSchema } from '../../engine/schema';
import { designFormSchema, type DetailDesign } from './designSchema';

export type { DetailDesign };

/**
 * The detail form: the Form block on the grid (the fields of the page's form groups in their
 * group components), then one editable table per child plate; then the page's code override.
 * A form designed on meta/Designer (`design`) lays the same fields out its own way instead
 * (designSchema.ts); the page's field metadata still decides what the role sees and may edit.
 */
export function detailSchema(
  model: PageModel,
  registry: RendererRegistry,
  detailUrl: string,
  texts: { add: string; operations: string },
  groups: readonly FormGroupDef[] = [],
  design: DetailDesign | null = null,
): ISchema {
  const schema = design ? designFormSchema(model, registry, design, texts) : formSchema(model.form, registry, groups);
  if (!design) {
    for (const child of model.children) {
      schema.properties = { ...(schema.properties as Record<string, ISchema>), [child.key]: childTableSchema(child.name, child.fields, registry, texts) };
    }
  }
  return overrideOf(detailUrl)?.formSchema?.(schema) ?? schema;
}
