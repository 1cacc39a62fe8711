// The renderer registry the engine resolves data types in. The real one is renderers/fields
// (one renderer per data type); tests and the benchmark may pass their own.
import type { FieldMeta, FieldRenderer } from '../../renderers/fields/types';

export type RendererRegistry = Readonly<Record<string, FieldRenderer>>;

/** The renderer of a field's data type; a type without a renderer is shown as String (and logged once). */
export function rendererFor(registry: RendererRegistry, meta: Pick<FieldMeta, 'dataType' | 'code'>): FieldRenderer {
  const renderer = registry[meta.dataType] ?? registry.String;
  if (!renderer) throw new Error(`no renderer for data type ${meta.dataType} (field ${meta.code})`);
  if (renderer !== registry[meta.dataType] && !warned.has(meta.dataType)) {
    warned.add(meta.dataType);
    console.warn(`[engine] no renderer for data type ${meta.dataType}: shown as String`);
  }
  return renderer;
}

const warned = new Set<string>();
