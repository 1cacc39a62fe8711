// The Formily component map: each renderer connected by its data type name (Edit while editable,
// Read in read-pretty forms), plus the layout pieces the generated schemas name.
import { ArrayTable, FormGrid, FormItem } from '@formily/antd-v5';
import { connect, createSchemaField, mapReadPretty } from '@formily/react';
import { useMemo, type ComponentType, type ReactNode } from 'react';
import type { FieldMeta, FieldRenderer } from '../../renderers/fields/types';
import { LineTable } from '../templates/lines/LineTable';
import type { RendererRegistry } from './renderers';

/** The two inputs of a range filter side by side. */
function RangeInputs({ children }: { children?: ReactNode }) {
  return <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>{children}</div>;
}

// biome-ignore lint/suspicious/noExplicitAny: Formily's component map is untyped by nature
type AnyComponent = ComponentType<any>;

function connectRenderer(renderer: FieldRenderer): AnyComponent {
  const Read = renderer.Read;
  // biome-ignore lint/correctness/noComponentHookFactories: made once per renderer (createFieldComponents caches them per registry), never during a render
  const ReadPretty = ({ value, field }: { value?: unknown; field: FieldMeta }) => <Read value={value} field={field} />;
  return connect(renderer.Edit as AnyComponent, mapReadPretty(ReadPretty));
}

const cache = new WeakMap<RendererRegistry, Record<string, AnyComponent>>();

/** Components by name: every renderer under its data type, and the layout components. */
export function createFieldComponents(registry: RendererRegistry): Record<string, AnyComponent> {
  let components = cache.get(registry);
  if (!components) {
    // ArrayTable stays for page overrides that name it; generated child tables are LineTables
    components = { FormGrid, FormItem, ArrayTable, LineTable, RangeInputs } as Record<string, AnyComponent>;
    for (const [dataType, renderer] of Object.entries(registry)) components[dataType] = connectRenderer(renderer);
    cache.set(registry, components);
  }
  return components;
}

/** A SchemaField that knows every renderer of the registry (one per registry). */
export function useSchemaField(registry: RendererRegistry) {
  return useMemo(() => createSchemaField({ components: createFieldComponents(registry) }), [registry]);
}
