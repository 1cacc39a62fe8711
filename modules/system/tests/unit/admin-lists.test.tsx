// 操作日志 (system/Log) and 数据字典 (system/Dict) in jsdom with their calls mocked (the calls are tested
// against the server in modules/system/tests/server): what each sends for its filters, the buttons
// a role's functions show, the detail drawer, the export's refusal, and the dictionary's actions.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { NavNode } from '../../../../schemas/menus/types';
import { RpcError } from '../../../../src/api/errors';
import { mergeModuleRoutes } from '../../../../src/app/routes/registry';
import { moduleRoutesOf } from '../../../../src/pages';
import { moduleNode, pageNode } from '../../../../tests/kit/web/fixtures';
import { renderShell } from '../../../../tests/kit/web/harness';
import { client, resetServices } from '../../../../tests/kit/web/servicesMock';
import systemWeb from '../../web';

vi.mock('../../../../src/api/services', async () => ({ ...(await import('../../../../tests/kit/web/servicesMock')) }));
const postDownload = vi.hoisted(() => vi.fn());
vi.mock('../../../../src/api/download', () => ({ postDownload }));
vi.setConfig({ testTimeout: 30_000 });

const OpLog = client('system.OpLog');
const Dict = client('system.Dict');
const tree: NavNode[] = [
  moduleNode('mod.system', '系统管理', [
    pageNode('system.Log', 'system/Log', '操作日志'),
    pageNode('system.Dict', 'system/Dict', '数据字典'),
    pageNode('system.DictDetail', 'system/DictDetail', '字典项', { hidden: true }),
  ]),
];
const registry = mergeModuleRoutes({ [systemWeb.code]: moduleRoutesOf(systemWeb) });
const show = (path: string, granted: string[]) => renderShell(tree, path, Object.fromEntries(granted.map((g) => [g, true as const])), registry);

beforeAll(async () => {
  await Promise.all([import('../../web/oplog/OpLogPage'), import('../../web/dicts/DictListPage'), import('antd')]);
}, 120_000);

const entry = {
  id: 7,
  createDt: '2026-11-01T08:00:00Z',
  userCode: 'admin',
  userName: '系统管理员',
  roleName: '管理员',
  service: 'system.Setting',
  method: 'saveProfile',
  pageUrl: 'system/Setting',
  entityCode: null,
  recordId: null,
  ok: true,
  code: 0,
  msg: null,
  durationMs: 12,
  ip: '127.0.0.1',
  args: '[{"phone":"13900000000"}]',
};
const dicts = [
  { code: 'sex', name: '性别', nameEn: 'Sex', remark: null, status: 0, builtin: true, entryCount: 2 },
  { code: 'grade', name: '质量等级', nameEn: 'Grade', remark: null, status: 0, builtin: false, entryCount: 3 },
];

beforeEach(() => {
  resetServices();
  OpLog.summaryPage.mockReset().mockResolvedValue({ itemList: [entry], total: 1, page: 1, pageSize: 20 });
  Dict.summary.mockReset().mockResolvedValue({ itemList: dicts, total: 2, page: 1, pageSize: 20 });
  Dict.update.mockReset().mockResolvedValue({});
  Dict.delete.mockReset().mockResolvedValue({});
  postDownload.mockReset();
});
afterEach(cleanup);

const row = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;
const confirmOk = async () => fireEvent.click(within((await screen.findByRole('dialog')) as HTMLElement).getByRole('button', { name: /确\s*定/ }));

describe('操作日志', () => {
  it('sends the filters as the call takes them: trimmed text, the result as a yes/no', async () => {
    show('system/Log', []);
    await screen.findByText('system.Setting/saveProfile');
    fireEvent.change(screen.getByLabelText('操作人'), { target: { value: ' admin ' } });
    fireEvent.mouseDown(screen.getByLabelText('结果'));
    fireEvent.click((await screen.findAllByTitle('失败')).at(-1)!);
    fireEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => expect(OpLog.summaryPage).toHaveBeenLastCalledWith([{ user: 'admin', ok: false, page: 1, pageSize: 20 }], { ignoreError: true }));
  });

  it('shows a call’s detail with its arguments, and 导出 only to a role holding it, with its refusal', async () => {
    show('system/Log', []);
    fireEvent.click(await screen.findByTestId('oplog-view-7'));
    expect((await screen.findByTestId('oplog-args')).textContent).toContain('"phone": "13900000000"');
    expect(screen.queryByTestId('oplog-export')).toBeNull();
    cleanup();
    show('system/Log', ['system.log.export']);
    await screen.findByText('system.Setting/saveProfile');
    postDownload.mockRejectedValueOnce(new RpcError(4003, '没有操作权限'));
    fireEvent.click(screen.getByTestId('oplog-export'));
    expect(await screen.findByText('没有操作权限')).toBeTruthy();
    expect(postDownload).toHaveBeenCalledWith('/download/op-log.xlsx', [{}], '操作日志.xlsx');
  });
});

describe('数据字典', () => {
  it('sends the status as a number; a name opens the dictionary’s entries', async () => {
    const view = show('system/Dict', []);
    await screen.findByText('质量等级');
    fireEvent.mouseDown(screen.getByLabelText('状态'));
    fireEvent.click((await screen.findAllByTitle('停用')).at(-1)!);
    fireEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => expect(Dict.summary).toHaveBeenLastCalledWith([{ status: 1, page: 1, pageSize: 20 }], { ignoreError: true }));
    fireEvent.click(screen.getByRole('button', { name: '质量等级' }));
    await waitFor(() => expect(view.location().pathname + view.location().search).toBe('/demo/system/DictDetail?code=grade'));
  });

  it('offers the actions the role holds; a product dictionary is never deletable', async () => {
    show('system/Dict', []);
    await screen.findByText('质量等级');
    expect(screen.queryByRole('button', { name: /新增字典/ })).toBeNull();
    expect(within(row('质量等级')).queryByRole('button', { name: /编\s*辑/ })).toBeNull();
    cleanup();
    show('system/Dict', ['system.dict.create', 'system.dict.update', 'system.dict.delete']);
    await screen.findByText('质量等级');
    expect(screen.getByRole('button', { name: /新增字典/ })).toBeTruthy();
    expect(within(row('性别')).queryByRole('button', { name: /删\s*除/ })).toBeNull();
    expect(within(row('质量等级')).getByRole('button', { name: /删\s*除/ })).toBeTruthy();
  });

  it('停用 sends the dictionary with its new status; 删除 asks first', async () => {
    show('system/Dict', ['system.dict.update', 'system.dict.delete']);
    await screen.findByText('质量等级');
    fireEvent.click(within(row('质量等级')).getByRole('button', { name: /停\s*用/ }));
    await waitFor(() => expect(Dict.update).toHaveBeenCalledWith(['grade', { code: 'grade', name: '质量等级', nameEn: 'Grade', remark: null, status: 1 }], { ignoreError: true }));
    fireEvent.click(within(row('质量等级')).getByRole('button', { name: /删\s*除/ }));
    expect(Dict.delete).not.toHaveBeenCalled();
    await confirmOk();
    await waitFor(() => expect(Dict.delete).toHaveBeenCalledWith(['grade'], { ignoreError: true }));
  });
});
