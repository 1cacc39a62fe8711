import { createContext, useContext } from 'react';
import type { NavNode } from '../../../schemas/menus/types';
import type { Session } from '../../../schemas/rpc/portal';
import type { PermissionMap } from '../../engine/permissions';
import type { AppRoute } from '../routes/types';

export interface TodoCounts {
  todo: number;
  message: number;
  total: number;
}

export interface ShellState {
  tenant: string;
  session: Session;
  tree: NavNode[];
  routes: AppRoute[];
  routeByPath: ReadonlyMap<string, AppRoute>;
  permissions: PermissionMap;
  todo: TodoCounts;
  /** opens a page of the shell by its path under the tenant (`mdm/member?id=1`) */
  open: (path: string) => void;
}

export const ShellContext = createContext<ShellState | null>(null);

export function useShell(): ShellState {
  const state = useContext(ShellContext);
  if (!state) throw new Error('useShell() is used outside the shell');
  return state;
}
