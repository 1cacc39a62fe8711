import { createContext, useContext } from 'react';
import type { NavNode } from '../../../schemas/menus/types';
import type { DevicePortal } from '../paths';

/** What a page of the App or Hmi portal knows of the shell around it. */
export interface PortalInfo {
  portal: DevicePortal;
  tenant: string;
  /** the role's tree on this portal */
  tree: NavNode[];
  /** the path of one of the portal's pages (`warehouse/Delivery`), with a query */
  pathOf: (url: string, query?: Record<string, string | number>) => string;
  /** the function codes the role holds on the portal's pages */
  can: (fn: string) => boolean;
}

export const PortalContext = createContext<PortalInfo | null>(null);

export function usePortal(): PortalInfo {
  const info = useContext(PortalContext);
  if (!info) throw new Error('usePortal outside a portal shell');
  return info;
}
