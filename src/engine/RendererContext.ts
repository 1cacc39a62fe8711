import { createContext, useContext } from 'react';
import { fieldRenderers } from '../../renderers/fields';
import type { RendererRegistry } from './renderers';

/** The renderers pages are built with: renderers/fields, unless a provider says otherwise (tests, previews). */
export const RendererContext = createContext<RendererRegistry | null>(null);

export function useRenderers(): RendererRegistry {
  return useContext(RendererContext) ?? (fieldRenderers as RendererRegistry);
}
