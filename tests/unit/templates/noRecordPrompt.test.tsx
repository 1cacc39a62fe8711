// A page of one record opened without one in its address (from the menu, a bookmark, a restored
// tab) says so and offers the list the record is chosen from — the page of the caller's menu whose
// button opens it, else the first list the page suggests that the caller holds — never an empty
// area or an endless spinner. Each hand-written page of one record uses the same prompt.
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { NavNode } from '../../../schemas/menus/types';
import { mergeModuleRoutes } from '../../../src/app/routes/registry';
import { buildPermissionMap } from '../../../src/engine/permissions';
import { listOfDetail } from '../../../src/templates/shared/NoRecordPrompt';
import { renderShell } from '../../kit/web/harness';
import { client } from '../../kit/web/servicesMock';
import { moduleNode, pageNode } from '../../kit/web/fixtures';

vi.mock('../../../src/api/services', () => import('../../kit/web/servicesMock'));
vi.setConfig({ testTimeout: 30_000 });

const opens = (code: string, detailPath: string) => ({ code, name: code, detailPath, templateCode: null, detailAppCode: null });
const list = (code: string, url: string, name: string, detailPath?: string) =>
  pageNode(code, url, name, { functionControlTag: true, functionList: [`${code}.view`], buttons: detailPath ? [opens(`${code}.view`, detailPath)] : [] });
const hidden = (url: string, name: string) => pageNode(url.replace('/', '.'), url, name, { hidden: true });

/** The demo admin's pages around the nine pages of one record, with the buttons that open them. */
function tree(): NavNode[] {
  return [
    moduleNode('mod.flow', '流程管理', [
      list('flowable.Todo', 'flowable/Todo', '待办任务'),
      list('flowable.FlowList', 'flowable/FlowList', '流程定义', 'flowable/FlowDetail'),
      hidden('flowable/FlowDetail', '流程定义详情'),
      list('flowable.Form', 'flowable/Form', '流程表单', 'flowable/FormDesigner'),
      pageNode('flowable.FormDesigner', 'flowable/FormDesigner', '表单设计器'),
      hidden('flowable/Record', '流程办理记录'),
      list('flow.table', 'flow/table', '流程任务', 'flow/detail'),
      hidden('flow/detail', '流程详情'),
    ]),
    moduleNode('mod.meta', '元数据', [list('meta.Entity', 'meta/Entity', '实体管理', 'meta/AppDataDetail'), hidden('meta/AppDataDetail', '应用数据详情')]),
    moduleNode('mod.system', '系统管理', [
      list('system.Dict', 'system/Dict', '数据字典', 'system/DictDetail'),
      hidden('system/DictDetail', '字典详情'),
      list('system.Hmi', 'system/Hmi', '工控机管理', 'system/HmiDetail'),
      hidden('system/HmiDetail', '工控机菜单详情'),
    ]),
  ];
}

const task = () => import('../../../modules/flow/web/tasks/TaskDetailPage');
const registry = mergeModuleRoutes({
  pages: [
    { path: 'flow/detail', load: task },
    { path: 'flowable/Record', load: task },
    { path: 'flowable/FlowDetail', load: () => import('../../../modules/flow/web/definitions/FlowDetailPage') },
    { path: 'flowable/FormDesigner', load: () => import('../../../modules/flow/web/definitions/FormDesignerPage') },
    { path: 'meta/AppDataDetail', load: () => import('../../../modules/meta/web/AppDataPage') },
    { path: 'system/DictDetail', load: () => import('../../../modules/system/web/dicts/DictDetailPage') },
    { path: 'system/HmiDetail', load: () => import('../../../modules/system/web/portal/menus/HmiDetailPage') },
  ],
});

// the definition pages name categories and document types (flow.FlowableDef/choices) whatever they show
client('flow.FlowableDef').choices.mockResolvedValue({ categories: [], users: [], roles: [], departments: [], receipts: [] });
afterEach(cleanup);

describe('the list a page of one record is chosen from', () => {
  it('is the page whose button opens it, else the first suggested list the caller holds, else none', () => {
    const t = tree();
    expect(listOfDetail(t, 'system/DictDetail')?.url).toBe('system/Dict');
    expect(listOfDetail(t, '/flow/detail', ['flowable/Todo'])?.url).toBe('flow/table');
    expect(listOfDetail(t, 'flowable/Record', ['flowable/Finish', 'flowable/Todo'])?.url).toBe('flowable/Todo');
    expect(listOfDetail(t, 'flowable/Record', ['flowable/Finish'])).toBeNull();
  });
});

describe('a page of one record opened without one', () => {
  it.each([
    ['flow/detail', '流程详情', '流程任务'],
    ['flowable/Record', '流程办理记录', '待办任务'],
    ['flowable/FlowDetail', '流程定义详情', '流程定义'],
    ['flowable/FormDesigner', '表单设计器', '流程表单'],
    ['meta/AppDataDetail', '应用数据详情', '实体管理'],
    ['system/DictDetail', '字典详情', '数据字典'],
    ['system/HmiDetail', '工控机菜单详情', '工控机管理'],
  ])('%s (%s) says a record is to be chosen and opens the list %s', async (path, pageName, listName) => {
    const t = tree();
    const { location } = renderShell(t, path, buildPermissionMap(t), registry, true);
    const prompt = await screen.findByTestId('no-record', {}, { timeout: 15_000 });
    expect(prompt.textContent).toContain('请先选择要查看的记录');
    expect(prompt.textContent).toContain(`「${pageName}」显示一条记录`);
    fireEvent.click(screen.getByRole('button', { name: `打开「${listName}」` }));
    const target = listOfDetail(t, path, ['flowable/Todo'])!.url;
    await waitFor(() => expect(location().pathname).toBe(`/demo/${target}`));
  });

  it('without a list to offer, goes home', async () => {
    const t = [pageNode('home', 'home', '首页'), moduleNode('mod.system', '系统管理', [hidden('system/DictDetail', '字典详情')])];
    const { location } = renderShell(t, 'system/DictDetail', buildPermissionMap(t), registry, true);
    expect((await screen.findByTestId('no-record', {}, { timeout: 15_000 })).textContent).toContain('请从相应的列表页面打开它');
    fireEvent.click(screen.getByRole('button', { name: '返回首页' }));
    await waitFor(() => expect(location().pathname).toBe('/demo/home'));
  });
});
