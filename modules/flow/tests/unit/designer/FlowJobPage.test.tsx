// flow/job (modules/flow/web/pages/FlowJobPage.tsx) in jsdom: the calls it makes, the deployed
// message and the way back, a refused save that keeps the drawing with the server's message, and
// the load error with 重试. flow.FlowableDef is a stand-in; the designer runs on the moddle engine.
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import FlowJobPage from '../../../web/pages/FlowJobPage';
import { RpcError } from '../../../../../src/api/errors';
import { CHOICES, LEAVE_XML, messageText, pick } from './testUi';

const FlowDefApi = vi.hoisted(() => ({ choices: vi.fn(), readXml: vi.fn(), save: vi.fn() }));
vi.mock('../../../../../src/api/services', () => ({ client: () => FlowDefApi }));
vi.mock('../../../web/designer/useEngine', async (original) => {
  const actual = await original<typeof import('../../../web/designer/useEngine')>();
  const { fakeEngineLoader: loader } = await import('./testEngine');
  const fake = loader();
  return { ...actual, loadBpmnEngine: fake };
});
vi.setConfig({ testTimeout: 30_000 });

const READY = LEAVE_XML.replace('<userTask id="approve" />', '<userTask id="approve" name="审批" />').replace('name="请假"', 'name="请假" flowable:processCategory="oa"');

function renderPage(entries: string[]) {
  const router = createMemoryRouter(
    [
      { path: '/:tenant/flow/job', element: <FlowJobPage /> },
      { path: '/:tenant/*', element: <div data-testid="elsewhere" /> },
    ],
    { initialEntries: entries, initialIndex: entries.length - 1 },
  );
  render(
    <App>
      <RouterProvider router={router} />
    </App>,
  );
  return router;
}

beforeEach(() => {
  FlowDefApi.choices.mockResolvedValue(CHOICES);
  FlowDefApi.readXml.mockResolvedValue({ xml: READY, svg: null, name: '请假', category: 'oa' });
  FlowDefApi.save.mockResolvedValue({ deployId: 'd2' });
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('flow/job', () => {
  it('opens ?deployId with readXml and the choices, deploys with save, says 发布流程成功 and goes back', async () => {
    const router = renderPage(['/demo/flowable/FlowList', '/demo/flow/job?deployId=d1']);
    await waitFor(() => expect(screen.getByRole('textbox', { name: '流程标识' })).toHaveProperty('value', 'leave'));
    expect(FlowDefApi.readXml).toHaveBeenCalledWith([{ deployId: 'd1' }], { ignoreError: true });
    expect(FlowDefApi.choices).toHaveBeenCalledWith([], { ignoreError: true });

    fireEvent.click(screen.getByRole('button', { name: /保存/ }));
    await waitFor(() => expect(messageText()).toContain('发布流程成功'));
    const [[out]] = FlowDefApi.save.mock.calls[0];
    expect(out.process).toEqual({ id: 'leave', name: '请假', category: 'oa' });
    expect(out.xml).toContain('<userTask id="approve" name="审批"');
    await waitFor(() => expect(router.state.location.pathname).toBe('/demo/flowable/FlowList'));
  });

  it('without ?deployId starts a new diagram and, opened directly, goes to the definitions list after a save', async () => {
    const router = renderPage(['/demo/flow/job']);
    await waitFor(() => expect(screen.getByRole('textbox', { name: '流程标识' })).toHaveProperty('value', expect.stringMatching(/^Process_/)));
    expect(FlowDefApi.readXml).not.toHaveBeenCalled();
    await pick('流程分类', '采购');
    fireEvent.click(screen.getByRole('button', { name: /保存/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/demo/flowable/FlowList'));
    expect(FlowDefApi.save.mock.calls[0][0][0].process).toMatchObject({ id: expect.stringMatching(/^Process_/), category: 'erp' });
  });

  it('a refused save shows the server message and keeps the drawing', async () => {
    FlowDefApi.save.mockRejectedValue(new RpcError(400, '流程没有开始节点'));
    const router = renderPage(['/demo/home', '/demo/flow/job?deployId=d1']);
    await waitFor(() => expect(screen.getByRole('textbox', { name: '流程标识' })).toHaveProperty('value', 'leave'));
    fireEvent.click(screen.getByRole('button', { name: /保存/ }));
    await waitFor(() => expect(messageText()).toContain('流程没有开始节点'));
    expect(router.state.location.pathname).toBe('/demo/flow/job');
    expect(screen.getByRole('textbox', { name: '流程标识' })).toHaveProperty('value', 'leave');
  });

  it('a failed load says 流程加载失败 with the reason; 重试 asks again', async () => {
    FlowDefApi.choices.mockRejectedValueOnce(new RpcError(4003, '没有权限'));
    renderPage(['/demo/flow/job']);
    expect(await screen.findByText('流程加载失败')).toBeTruthy();
    expect(screen.getByText('没有权限')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /重\s*试/ }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: '流程标识' })).toBeTruthy());
    expect(FlowDefApi.choices).toHaveBeenCalledTimes(2);
  });
});
