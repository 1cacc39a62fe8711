// Code overrides: only for what page data cannot say. Data-only overrides (hide, reorder, rename,
// width, widget) are applied by the server to the page fields already (schemas/pages), so this
// registry stays small. Keyed by page url (list or detail url, without a leading slash).
import type { ISchema } from '@formily/react';

export interface PageCodeOverride {
  /** extra x-component-props per field code, e.g. a picker's extra query */
  fieldProps?: Record<string, Record<string, unknown>>;
  /** a last look at the generated detail form schema (linkage reactions, computed fields) */
  formSchema?: (schema: ISchema) => ISchema;
}

const OVERRIDES = new Map<string, PageCodeOverride>([
  // Example: ['erp/ExpenseClaim', { formSchema: (s) => withTotalReaction(s) }],
]);

export function overrideOf(url: string | null | undefined): PageCodeOverride | undefined {
  return url ? OVERRIDES.get(url.replace(/^\/+/, '')) : undefined;
}

/** Registers an override (module start-up code and tests); answers a function that removes it. */
export function registerOverride(url: string, override: PageCodeOverride): () => void {
  const key = url.replace(/^\/+/, '');
  OVERRIDES.set(key, override);
  return () => OVERRIDES.delete(key);
}
