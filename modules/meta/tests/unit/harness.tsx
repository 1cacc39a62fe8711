// Renders the meta pages as the shell does (real buildRoutes, PageHost and the module's registry)
// through the templates' shell harness, with the tree's permission map and a logged-in session.
import type { NavNode } from '../../../../schemas/menus/types';
import { mergeModuleRoutes } from '../../../../src/app/routes/registry';
import { moduleRoutesOf } from '../../../../src/pages';
import { buildPermissionMap } from '../../../../src/engine/permissions';
import metaWeb from '../../web';
import '../../../../src/i18n';
import { renderShell } from '../../../../tests/kit/web/harness';
import { button, moduleNode, pageNode } from '../../../../tests/kit/web/fixtures';

export const ALL_FUNCTIONS = ['create', 'update', 'delete', 'data'] as const;
export type MetaFn = (typeof ALL_FUNCTIONS)[number];

/** 元数据 › 实体管理 (+ the hidden 应用数据详情) granting the listed functions of meta.entity. */
export function metaTree(granted: readonly MetaFn[] = ALL_FUNCTIONS): NavNode[] {
  const codes = granted.map((fn) => `meta.entity.${fn}`);
  const entity = pageNode('meta.Entity', 'meta/Entity', '实体管理', { functionControlTag: true, functionList: codes, buttons: codes.map((c) => button(c)) });
  const data = pageNode('meta.AppDataDetail', 'meta/AppDataDetail', '应用数据详情', { functionControlTag: true, hidden: true });
  const material = pageNode('mdm.Material', 'mdm/Material', '物料', { params: JSON.stringify({ class: 'VformList', entityCode: 'Material' }) });
  return [moduleNode('mod.meta', '元数据', [entity, data]), moduleNode('mod.mdm', '主数据', [material])];
}

// the module's own routes, as the shell registers them (strings load with the pages)
const registry = mergeModuleRoutes({ meta: moduleRoutesOf(metaWeb) });

export function renderMeta(tree: NavNode[], path: string) {
  return renderShell(tree, path, buildPermissionMap(tree), registry);
}
