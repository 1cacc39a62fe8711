// The organisation and department tree of the department pages, reloadable.
import { useCallback, useEffect, useState } from 'react';
import type { OrgTreeNode } from '../../contracts/organisation';
import { errorMessage, isCancelled } from '../../../../src/api/errors';
import { DepartmentApi } from '../api';

export function useOrgTree(failed: string) {
  const [tree, setTree] = useState<OrgTreeNode[]>([]);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const reload = useCallback(() => {
    setLoading(true);
    DepartmentApi.getAll([], { ignoreError: true }).then(
      (nodes) => {
        setTree(nodes);
        setError(null);
        setLoading(false);
      },
      (e: unknown) => {
        if (isCancelled(e)) return;
        setError(errorMessage(e, failed));
        setLoading(false);
      },
    );
  }, [failed]);
  useEffect(reload, [reload]);
  return { tree, loading, error, reload };
}

/** Every node of the tree, depth first. */
export const flatten = (nodes: OrgTreeNode[]): OrgTreeNode[] => nodes.flatMap((n) => [n, ...flatten(n.children)]);
