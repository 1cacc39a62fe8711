// Renders the definition pages as the shell does (real buildRoutes and PageHost, the module's
// strings loaded with the page) with the permission map of a nav tree. The RPC layer is mocked
// (servicesMock): the flow calls have their own tests against a real database
// (modules/flow/tests/server); here we check what the pages send and how they show the answers.
import type { NavNode } from '../../../../../schemas/menus/types';
import { defineWebModule } from '../../../../../src/app/modules/defineWebModule';
import { mergeModuleRoutes } from '../../../../../src/app/routes/registry';
import { buildPermissionMap } from '../../../../../src/engine/permissions';
import '../../../../../src/i18n';
import { loadModuleStrings } from '../../../../../src/i18n/modules';
import { renderShell } from '../../../../../tests/kit/web/harness';
import { client } from '../../../../../tests/kit/web/servicesMock';
import { button, moduleNode, pageNode } from '../../../../../tests/kit/web/fixtures';
import type { DesignerChoices, FlowDefinitionView } from '../../../contracts';

// only this area's pages (the module's index also routes pages other areas are building)
const flowDefinitions = defineWebModule({
  code: 'flow',
  routes: [
    { path: 'flowable/FlowList', load: () => import('../../../web/definitions/FlowListPage') },
    { path: 'flowable/FlowDetail', load: () => import('../../../web/definitions/FlowDetailPage') },
    { path: 'flowable/Class', load: () => import('../../../web/definitions/CategoryPage') },
    { path: 'flowable/Form', load: () => import('../../../web/definitions/FormListPage') },
    { path: 'flowable/FormDesigner', load: () => import('../../../web/definitions/FormDesignerPage') },
  ],
  i18n: { zh_CN: () => import('../../../web/i18n/zh_CN'), en_US: () => import('../../../web/i18n/en_US') },
});
// as src/pages' moduleRoutesOf: each page loads the module's strings with it
const registry = mergeModuleRoutes({
  flow: flowDefinitions.routes!.map((r) => ({ ...r, load: () => Promise.all([loadModuleStrings(flowDefinitions), r.load()]).then(([, page]) => page) })),
});

export const LIST_FUNCTIONS = ['create', 'update', 'delete', 'design', 'updateState'] as const;
const codes = (prefix: string, ops: readonly string[]) => ops.map((op) => `${prefix}.${op}`);

/** 流程管理 with the definition pages; `granted` are the functions of 流程定义, 流程分类 and 流程表单. */
export function flowTree(granted: readonly string[] = LIST_FUNCTIONS): NavNode[] {
  const node = (code: string, url: string, name: string, fns: string[], hidden = false) =>
    pageNode(code, url, name, { functionControlTag: true, hidden, functionList: fns, buttons: fns.map((c) => button(c)) });
  return [
    moduleNode('mod.flow', '流程管理', [
      node('flowable.FlowList', 'flowable/FlowList', '流程定义', codes('flowable.flowList', granted)),
      node('flowable.FlowDetail', 'flowable/FlowDetail', '流程定义详情', [], true),
      node('flowable.Class', 'flowable/Class', '流程分类', codes('flowable.class', granted)),
      node('flowable.Form', 'flowable/Form', '流程表单', codes('flowable.form', granted)),
      pageNode('flowable.FormDesigner', 'flowable/FormDesigner', '表单设计器', { hidden: true }),
      pageNode('flow.job', 'flow/job', '流程设计', { hidden: true }),
    ]),
    moduleNode('mod.meta', '元数据', [pageNode('meta.Designer', 'meta/Designer', '页面设计器')]),
  ];
}

export function renderFlow(path: string, tree: NavNode[] = flowTree()) {
  return renderShell(tree, path, buildPermissionMap(tree), registry);
}

// the clients the pages make (servicesMock answers `client(name)` with one mock per method)
export const FlowDefApi = client('flow.FlowableDef');
export const FlowFormApi = client('flow.FlowableForm');
export const FlowCategoryApi = client('flow.FlowableCategory');

export const CHOICES: DesignerChoices = {
  categories: [
    { code: 'purchase', name: '采购审批' },
    { code: 'sale', name: '销售审批' },
  ],
  users: [],
  roles: [],
  departments: [],
  receipts: [
    { entityCode: 'PurchaseOrder', name: '采购订单' },
    { entityCode: 'SaleOrder', name: '销售订单' },
    { entityCode: 'ExpenseClaim', name: '费用报销' },
  ],
};

export function definition(partial: Partial<FlowDefinitionView> = {}): FlowDefinitionView {
  const version = partial.version ?? 1;
  const key = partial.key ?? 'purchaseOrderApproval';
  return {
    procDefId: `${key}:${version}:1`,
    deployId: `${key}:${version}:1`,
    key,
    name: '采购订单审批',
    category: 'purchase',
    version,
    suspended: false,
    deployTime: '2025-03-01T02:03:04.000Z',
    deployedBy: '系统管理员',
    entityCodes: ['PurchaseOrder'],
    formId: null,
    ...partial,
  };
}

export const paged = <T,>(items: T[]) => ({ total: items.length, page: 1, pageSize: 20, itemList: items });

/** the flow viewer draws with bpmn-js (its own tests); here it shows what it was given */
export function ViewerStub({ xml, nodes }: { xml: string; nodes: readonly unknown[] }) {
  return <div data-testid="flow-viewer-stub" data-xml-length={xml.length} data-nodes={nodes.length} />;
}
