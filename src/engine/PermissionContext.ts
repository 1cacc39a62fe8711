import { createContext, useCallback, useContext } from 'react';
import { hasPermission, type PermissionMap, type PermissionNeed } from './permissions';

export const PermissionContext = createContext<PermissionMap>({});

/** `const can = usePermission(); can('mdm.supplier.create')` — throws for an empty/wrong need. */
export function usePermission(): (need: PermissionNeed) => boolean {
  const map = useContext(PermissionContext);
  return useCallback((need: PermissionNeed) => hasPermission(map, need), [map]);
}
