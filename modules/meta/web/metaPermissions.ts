// The function codes of 实体管理 (schemas/menus/web/data.ts): meta.entity.create / update / delete
// change metadata, meta.entity.data (查看数据) opens and writes the records of tenant entities,
// meta.entity.script (表单脚本) writes the entities' form scripts.
// A copy of the page holds them prefixed with its own code and `@`.
import { useMemo } from 'react';
import type { NavNode } from '../../../schemas/menus/types';
import { usePermission } from '../../../src/engine/PermissionContext';

export const META_FUNCTIONS = {
  create: 'meta.entity.create',
  update: 'meta.entity.update',
  delete: 'meta.entity.delete',
  data: 'meta.entity.data',
  script: 'meta.entity.script',
} as const;
export type MetaFunction = keyof typeof META_FUNCTIONS;
export type MetaPermissions = Readonly<Record<MetaFunction, boolean>>;

export function metaFunctionCode(node: NavNode | null | undefined, fn: MetaFunction): string {
  const code = META_FUNCTIONS[fn];
  return node?.copyTag ? `${node.code}@${code}` : code;
}

export function useMetaPermissions(node: NavNode | null | undefined): MetaPermissions {
  const can = usePermission();
  return useMemo(
    () => ({
      create: can(metaFunctionCode(node, 'create')),
      update: can(metaFunctionCode(node, 'update')),
      delete: can(metaFunctionCode(node, 'delete')),
      data: can(metaFunctionCode(node, 'data')),
      script: can(metaFunctionCode(node, 'script')),
    }),
    [can, node],
  );
}
