import { useCallback, useEffect, useState } from 'react';
import type { NavNode } from '../../../schemas/menus/types';
import type { Session } from '../../../schemas/rpc/portal';
import { errorMessage, isCancelled } from '../../api/errors';
import { MenuAllocApi } from '../../api/services';

export interface NavTreeState {
  tree: NavNode[] | null;
  error: string | null;
  reload: () => void;
}

/** The role's allocated nav tree (portal.MenuAlloc/getAllocatedPortalTree [portalType, roleId]). */
export function useNavTree(session: Session): NavTreeState {
  const [tree, setTree] = useState<NavNode[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const roleId = session.role.id;
  const portalType = session.portalType ?? 'Web';

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` asks for a reload (reload() bumps it)
  useEffect(() => {
    let alive = true;
    setError(null);
    MenuAllocApi.getAllocatedPortalTree([portalType, roleId], { ignoreError: true })
      .then((body) => {
        if (alive) setTree(Array.isArray(body) ? body : []);
      })
      .catch((reason: unknown) => {
        // a newer request (StrictMode's second mount, a role switch) replaced this one
        if (!alive || isCancelled(reason)) return;
        setError(errorMessage(reason, ''));
      });
    return () => {
      alive = false;
    };
  }, [portalType, roleId, attempt]);

  const reload = useCallback(() => {
    setTree(null);
    setAttempt((n) => n + 1);
  }, []);

  return { tree, error, reload };
}
