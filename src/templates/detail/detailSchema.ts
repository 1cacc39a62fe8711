import type { ISchema } from '@formily/react';
import type { PageModel } from '../../engine/pageModel';
import { overrideOf } from '../../engine/overrides';
import type { RendererRegistry } from '../../engine/renderers';
import { childTableSchema, formSchema } from '../../engine/schema';

/** The detail form: the Form block on the grid, then one editable table per child plate; then the page's code override. */
export function detailSchema(model: PageModel, registry: RendererRegistry, detailUrl: string, texts: { add: string; operations: string }): ISchema {
  const schema = formSchema(model.form, registry);
  for (const child of model.children) {
    schema.properties = { ...(schema.properties as Record<string, ISchema>), [child.key]: childTableSchema(child.name, child.fields, registry, texts) };
  }
  return overrideOf(detailUrl)?.formSchema?.(schema) ?? schema;
}
