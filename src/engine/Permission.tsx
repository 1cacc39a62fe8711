import type { ReactNode } from 'react';
import { usePermission } from './PermissionContext';
import type { PermissionNeed } from './permissions';

interface PermissionProps {
  /** one function code or a list: the children render when any of them is granted */
  need: PermissionNeed;
  children: ReactNode;
  /** rendered instead when not granted (default: nothing) */
  fallback?: ReactNode;
}

/** Removes its children unless the role holds one of the `need` codes. */
export function Permission({ need, children, fallback = null }: PermissionProps) {
  const can = usePermission();
  return <>{can(need) ? children : fallback}</>;
}
