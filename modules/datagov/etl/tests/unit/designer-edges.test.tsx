// The designer's edges without the canvas (the X6 graph is stood in for: its drawing has the
// Chromium journey): an edge selected in the list under the graph goes with Delete, Backspace or
// 删除连线 and the transformation shows 未保存 until 保存 sends it without that input; 连线到…
// connects the selected step by keyboard, offering the refused targets disabled with the refusal
// in words.
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadModuleStrings } from '../../../../../src/i18n/modules';
import type { TranStep } from '../../contracts';

const api = vi.hoisted(() => ({ detail: vi.fn(), save: vi.fn(), run: vi.fn() }));
vi.mock('../../web/api', async (original) => ({
  ...(await original<typeof import('../../web/api')>()),
  TranApi: api,
  repoOptions: async () => [{ value: 1, label: '演示资源库（DEMO）' }],
  sourceOptions: async () => [{ value: 3, label: '本系统数据库（PLANTFORM）', kind: 'own' }],
}));
// the canvas: a step is a button that selects it
vi.mock('../../web/StepGraph', () => ({
  default: ({ steps, onSelect }: { steps: TranStep[]; onSelect: (k: string) => void }) => (
    <div data-testid="etl-graph">
      {steps.map((s) => (
        <button type="button" key={s.key} onClick={() => onSelect(s.key)}>{`step ${s.key}`}</button>
      ))}
    </div>
  ),
}));

const { default: TranDesignPage } = await import('../../web/TranDesignPage');
const { default: datagovWeb } = await import('../../../web/index');

beforeAll(async () => {
  await loadModuleStrings(datagovWeb);
});

const steps: TranStep[] = [
  { kind: 'read', key: 'a', name: '订单', x: 0, y: 0, sourceId: 3, sql: 'select 1' },
  { kind: 'read', key: 'b', name: '退货', x: 0, y: 0, sourceId: 3, sql: 'select 2' },
  { kind: 'transform', key: 't', name: '合并', x: 0, y: 0, inputs: ['a', 'b'], sql: 'select * from a' },
  { kind: 'transform', key: 'u', name: '汇总', x: 0, y: 0, inputs: ['t'], sql: 'select * from t' },
  { kind: 'write', key: 'w', name: '写入', x: 0, y: 0, input: 't', sourceId: 3, table: 'x', mode: 'create', keys: [] },
];

beforeEach(() => {
  api.detail.mockResolvedValue({ id: 5, repoId: 1, repoName: '演示资源库', code: 'T1', name: '合并订单', remark: null, steps, version: 2, modifyDt: null, lastStatus: null });
  api.save.mockImplementation(async ([v]: [{ steps: TranStep[] }]) => ({ id: 5, version: 3, ...v }));
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

// a data router, as the app's: leaving with unsaved changes is asked through its blocker
async function openDesigner() {
  const router = createMemoryRouter(
    [
      { path: '/demo/etl/TranDesign', element: <TranDesignPage /> },
      { path: '/demo/etl/TranList', element: <div data-testid="tran-list">转换列表</div> },
    ],
    { initialEntries: ['/demo/etl/TranDesign?id=5'] },
  );
  render(
    <App>
      <RouterProvider router={router} />
    </App>,
  );
  await screen.findByTestId('etl-edge-bar');
  await screen.findByText('step a');
  expect(screen.queryByTestId('etl-unsaved')).toBeNull();
  return router;
}
const edgeButtons = () => within(screen.getByTestId('etl-edge-bar')).queryAllByRole('button').map((b) => b.getAttribute('data-edge'));
const savedSteps = () => (api.save.mock.lastCall![0] as [{ steps: TranStep[] }])[0].steps;

describe('removing an edge', () => {
  it('Delete on a selected edge removes it: the transformation is unsaved until 保存 sends it without that input', async () => {
    await openDesigner();
    expect(edgeButtons()).toEqual(['a->t', 'b->t', 't->u', 't->w']);
    const removeButton = screen.getByTestId('etl-remove-edge');
    expect(removeButton).toHaveProperty('disabled', true);
    const edge = screen.getByTestId('etl-edge-b-t');
    expect(edge.textContent).toBe('退货（b） → 合并（t）');
    fireEvent.click(edge);
    expect(edge.getAttribute('aria-pressed')).toBe('true');
    expect(removeButton).toHaveProperty('disabled', false);
    fireEvent.keyDown(edge, { key: 'Delete' });
    expect(edgeButtons()).toEqual(['a->t', 't->u', 't->w']);
    // the focus stays in the list, on the edge that came next
    expect(document.activeElement?.getAttribute('data-edge')).toBe('t->u');
    expect(removeButton).toHaveProperty('disabled', true);
    expect(screen.getByTestId('etl-unsaved').textContent).toBe('未保存');

    fireEvent.click(screen.getByTestId('etl-save'));
    await waitFor(() => expect(api.save).toHaveBeenCalledTimes(1));
    expect(savedSteps().find((s) => s.key === 't')).toMatchObject({ inputs: ['a'] });
    await waitFor(() => expect(screen.queryByTestId('etl-unsaved')).toBeNull());
  });

  it("Backspace does too, and 删除连线 removes the selected edge (a write's input left empty)", async () => {
    await openDesigner();
    fireEvent.keyDown(screen.getByTestId('etl-edge-a-t'), { key: 'Backspace' });
    expect(edgeButtons()).toEqual(['b->t', 't->u', 't->w']);
    // a key other than those removes nothing
    fireEvent.keyDown(screen.getByTestId('etl-edge-b-t'), { key: 'x' });
    expect(edgeButtons()).toEqual(['b->t', 't->u', 't->w']);
    fireEvent.click(screen.getByTestId('etl-edge-t-w'));
    fireEvent.click(screen.getByTestId('etl-remove-edge'));
    expect(edgeButtons()).toEqual(['b->t', 't->u']);
    fireEvent.click(screen.getByTestId('etl-save'));
    await waitFor(() => expect(api.save).toHaveBeenCalledTimes(1));
    expect(savedSteps().find((s) => s.key === 'w')).toMatchObject({ input: '' });
    expect(savedSteps().find((s) => s.key === 't')).toMatchObject({ inputs: ['b'] });
  });
});

describe('leaving the designer', () => {
  it('asks before leaving with unsaved changes: stays on 取消, leaves on 确定', async () => {
    const router = await openDesigner();
    fireEvent.keyDown(screen.getByTestId('etl-edge-a-t'), { key: 'Delete' });
    await act(() => router.navigate('/demo/etl/TranList'));
    expect(await screen.findByText('当前表单有未保存的修改，确定离开吗？')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /取\s*消/ }));
    // still on the designer, its change kept
    await waitFor(() => expect(screen.getByTestId('etl-unsaved')).toBeTruthy());
    expect(screen.queryByTestId('tran-list')).toBeNull();
    await act(() => router.navigate('/demo/etl/TranList'));
    // the first dialog may still be closing: the newest one's 确定
    await waitFor(() => expect(screen.getAllByRole('button', { name: /确\s*定/ }).length).toBeGreaterThan(0));
    fireEvent.click(screen.getAllByRole('button', { name: /确\s*定/ }).at(-1)!);
    expect(await screen.findByTestId('tran-list')).toBeTruthy();
  });

  it('a saved transformation leaves without asking', async () => {
    const router = await openDesigner();
    fireEvent.keyDown(screen.getByTestId('etl-edge-a-t'), { key: 'Delete' });
    fireEvent.click(screen.getByTestId('etl-save'));
    await waitFor(() => expect(screen.queryByTestId('etl-unsaved')).toBeNull());
    await act(() => router.navigate('/demo/etl/TranList'));
    expect(await screen.findByTestId('tran-list')).toBeTruthy();
    expect(screen.queryByText('当前表单有未保存的修改，确定离开吗？')).toBeNull();
  });
});

// the select reads the key's code
const DOWN = { key: 'ArrowDown', keyCode: 40, which: 40 };
const ENTER = { key: 'Enter', keyCode: 13, which: 13 };

describe('connecting by keyboard', () => {
  const connectTo = () => within(screen.getByTestId('etl-connect-to')).getByRole('combobox');
  const options = () => [...document.querySelectorAll('.ant-select-item-option')].map((o) => [o.textContent, o.classList.contains('ant-select-item-option-disabled')]);

  it('连线到… offers every other step, the refused ones disabled with the refusal in words, and Enter draws the edge', async () => {
    await openDesigner();
    fireEvent.click(screen.getByText('step a'));
    const box = connectTo();
    box.focus();
    fireEvent.keyDown(box, DOWN);
    await waitFor(() => expect(options()).toHaveLength(4));
    expect(options()).toEqual([
      ['退货（b） — 读取步骤没有输入，不能连入', true],
      ['合并（t） — 这两个步骤已经相连', true],
      ['汇总（u）', false],
      ['写入（w）', false],
    ]);
    // the first enabled option is the active one: Enter picks it
    fireEvent.keyDown(box, ENTER);
    await waitFor(() => expect(edgeButtons()).toEqual(['a->t', 'b->t', 't->u', 'a->u', 't->w']));
    expect(screen.getByTestId('etl-unsaved')).toBeTruthy();
  });

  it('from a write nothing may be reached: every target says why; from a later transform an earlier one closes a cycle', async () => {
    await openDesigner();
    fireEvent.click(screen.getByText('step w'));
    fireEvent.keyDown(connectTo(), DOWN);
    await waitFor(() => expect(options()).toHaveLength(4));
    expect(options().every(([text, off]) => off && String(text).endsWith('写入步骤没有输出，不能从它连出'))).toBe(true);
    cleanup();
    await openDesigner();
    fireEvent.click(screen.getByText('step u'));
    fireEvent.keyDown(connectTo(), DOWN);
    await waitFor(() => expect(options()).toEqual([
      ['订单（a） — 读取步骤没有输入，不能连入', true],
      ['退货（b） — 读取步骤没有输入，不能连入', true],
      ['合并（t） — 这条连线会构成环', true],
      ['写入（w）', false],
    ]));
    // a write has one input: the new edge replaces t → w
    fireEvent.keyDown(connectTo(), ENTER);
    await waitFor(() => expect(edgeButtons()).toEqual(['a->t', 'b->t', 't->u', 'u->w']));
  });

  it('连线到… waits for a step to be selected: none is after its step is removed, with the edges it had', async () => {
    await openDesigner();
    fireEvent.click(screen.getByText('step u'));
    fireEvent.click(screen.getByTestId('etl-remove-step'));
    expect(edgeButtons()).toEqual(['a->t', 'b->t', 't->w']);
    expect(screen.getByTestId('etl-connect-to').className).toContain('ant-select-disabled');
  });
});
