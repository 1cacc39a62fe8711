import { createContext, useContext } from 'react';
import type { AppRoute } from './types';

export const PageRouteContext = createContext<AppRoute | null>(null);

/** The route the current page was opened at (title, nav node, external URL, base page). */
export function usePageRoute(): AppRoute | null {
  return useContext(PageRouteContext);
}
