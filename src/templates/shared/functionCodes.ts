// Template buttons follow the page's function codes: a page's buttons carry codes like
// `mdm.supplier.create`; the button of an operation exists only when the page declares a code
// with that suffix AND the permission map grants it. No code, no button.
import { useCallback } from 'react';
import type { NavNode } from '../../../schemas/menus/types';
import { usePermission } from '../../engine/PermissionContext';

export type StandardOperation = 'create' | 'update' | 'delete' | 'import' | 'export' | 'print' | 'audit' | 'deApproval' | 'commit' | 'view';
/** a standard operation, or a page's declared action (ActionDef.code) */
export type Operation = StandardOperation | (string & {});

/** The permission code of an operation on the first of `nodes` that declares one (copies are prefixed `{code}@`). */
export function functionCodeOf(nodes: ReadonlyArray<NavNode | null | undefined>, operation: Operation): string | null {
  const suffix = `.${operation}`;
  for (const node of nodes) {
    if (!node) continue;
    const declared = node.buttons?.find((b) => b.code.endsWith(suffix))?.code ?? node.functionList?.find((c) => c.endsWith(suffix));
    if (declared) return node.copyTag ? `${node.code}@${declared}` : declared;
  }
  return null;
}

/** `const can = useOperations([node, listNode]); can('create')`. */
export function useOperations(nodes: ReadonlyArray<NavNode | null | undefined>): (operation: Operation) => boolean {
  const has = usePermission();
  // callers pass a fresh array each render: the nodes' ids are its identity
  const key = nodes.map((n) => n?.id ?? '').join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: callers pass a fresh array each render: the nodes' ids (`key`) are its identity
  return useCallback((operation: Operation) => {
    const code = functionCodeOf(nodes, operation);
    return code !== null && has(code);
  }, [has, key]);
}
