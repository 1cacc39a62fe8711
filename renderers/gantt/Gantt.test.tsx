// The widget in jsdom: jsdom draws no canvas (getContext answers a counting fake here), so these
// tests drive what a user does — the tree, the toolbar, the keyboard, a mouse drag on the
// timeline — and check what the host is told (onChange) and what the screen says. The drawing
// itself is tested on the core's painter (core/paint.test.ts) and in Chromium by the bench.
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../src/i18n';
import { formatDate, wallOf } from './core/dates';
import type { Edit } from './core/edits';
import { CountingContext } from './core/fakeCanvas';
import { clonePlan } from './core/fixtures';
import type { GanttTask } from './core/model';
import Gantt from './Gantt';

class CanvasContext extends CountingContext {
  setTransform() {}
  scale() {}
}

beforeEach(() => {
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation((() => new CanvasContext()) as never);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

function renderGantt(props: Partial<Parameters<typeof Gantt>[0]> = {}) {
  const onChange = vi.fn<(edit: Edit) => void>();
  // inside antd's App, as the shell renders pages (its modal and message carry the theme)
  const view = render(
    <App>
      <Gantt tasks={clonePlan()} onChange={onChange} {...props} />
    </App>,
  );
  return { ...view, onChange, root: screen.queryByTestId('gantt')! };
}

const rowNames = () => screen.getAllByRole('treeitem').map((r) => r.getAttribute('data-key'));
const selectedRow = () => screen.getAllByRole('treeitem').find((r) => r.getAttribute('aria-selected') === 'true')?.getAttribute('data-key');

describe('Gantt widget', () => {
  it('shows the task tree, the table columns and the unit selector 时/天/周/月', () => {
    renderGantt({ columns: [{ prop: 'owner', label: '负责人', width: 90 }], tasks: clonePlan().map((t) => ({ ...t, owner: t.id === 'a' ? '王强' : '' })) });
    expect(rowNames()).toEqual(['g', 'a', 'b', 'ms', 'cnc', 'solo', 'gate']);
    expect(screen.getByRole('columnheader', { name: '负责人' })).toBeTruthy();
    expect(within(screen.getAllByRole('treeitem')[1]).getByText('王强')).toBeTruthy();
    for (const unit of ['时', '天', '周', '月']) expect(screen.getByText(unit)).toBeTruthy();
    expect(screen.getByRole('img', { name: '甘特图' })).toBeTruthy();
  });

  it('collapses and expands a group', () => {
    renderGantt();
    fireEvent.click(screen.getByRole('button', { name: '收起' }));
    expect(rowNames()).toEqual(['g', 'cnc', 'solo', 'gate']);
    fireEvent.click(screen.getByRole('button', { name: '展开' }));
    expect(rowNames()).toHaveLength(7);
  });

  it('arrows move the selection through rows and along a machine row', async () => {
    const { root } = renderGantt();
    fireEvent.keyDown(root, { key: 'ArrowDown' });
    expect(selectedRow()).toBe('g');
    fireEvent.keyDown(root, { key: 'ArrowDown' });
    fireEvent.keyDown(root, { key: 'ArrowDown' });
    expect(selectedRow()).toBe('b');
    fireEvent.keyDown(root, { key: 'ArrowUp' });
    expect(selectedRow()).toBe('a');
    fireEvent.click(screen.getByText('机台 CNC-01'));
    // right: the machine row's first job (its jobs by start), then the next
    fireEvent.keyDown(root, { key: 'ArrowRight' });
    fireEvent.keyDown(root, { key: 'ArrowRight' });
    fireEvent.keyDown(root, { key: 'Delete' });
    expect(await screen.findByText('确定删除“作业一”？')).toBeTruthy();
  });

  it('Delete asks 确定删除“{name}”？ titled 提示; 确定 deletes and tells the host; Ctrl+Z and Ctrl+Y undo and redo', async () => {
    const { root, onChange } = renderGantt();
    fireEvent.click(screen.getByText('焊接'));
    fireEvent.keyDown(root, { key: 'Delete' });
    const dialog = await screen.findByRole('dialog');
    expect(dialog.querySelector('.ant-modal-confirm-title')?.textContent).toBe('提示');
    expect(within(dialog).getByText('确定删除“焊接”？')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(onChange).toHaveBeenCalledTimes(1));
    expect(onChange.mock.calls[0][0]).toMatchObject({ kind: 'delete', cause: 'edit', changes: [{ before: { task: { id: 'b' } }, after: null }] });
    expect(rowNames()).not.toContain('b');

    fireEvent.keyDown(root, { key: 'z', ctrlKey: true });
    expect(onChange.mock.calls[1][0]).toMatchObject({ kind: 'delete', cause: 'undo', changes: [{ before: null, after: { task: { id: 'b' } } }] });
    expect(rowNames()).toContain('b');
    fireEvent.keyDown(root, { key: 'y', ctrlKey: true });
    expect(onChange.mock.calls[2][0]).toMatchObject({ cause: 'redo' });
    expect(rowNames()).not.toContain('b');
    fireEvent.keyDown(root, { key: 'Z', ctrlKey: true, shiftKey: true });
    expect(onChange).toHaveBeenCalledTimes(3); // nothing left to redo
    fireEvent.click(screen.getByRole('button', { name: /撤销/ }));
    expect(onChange.mock.calls[3][0]).toMatchObject({ cause: 'undo' });
    fireEvent.keyDown(root, { key: 'Z', ctrlKey: true, shiftKey: true });
    expect(onChange.mock.calls[4][0]).toMatchObject({ cause: 'redo' });
  });

  it('a mouse drag on the timeline moves the bar by whole columns', () => {
    const { onChange } = renderGantt();
    const canvas = screen.getByTestId('gantt-canvas');
    // day view: the axis starts 2026-02-27, so 下料 (from 03-02) spans x 240…480 on row 1 (y 30…60 under the 50 px header)
    fireEvent.mouseDown(canvas, { clientX: 300, clientY: 95, button: 0 });
    fireEvent.mouseMove(window, { clientX: 460, clientY: 95 });
    fireEvent.mouseUp(window, { clientX: 460, clientY: 95 });
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange.mock.calls[0][0].changes[0].after!.task).toMatchObject({ id: 'a', start: '2026-03-04 00:00:00', end: '2026-03-07 00:00:00' });
    expect(selectedRow()).toBe('a');
  });

  it('dragging a right edge resizes', () => {
    const { onChange } = renderGantt();
    const canvas = screen.getByTestId('gantt-canvas');
    fireEvent.mouseDown(canvas, { clientX: 478, clientY: 95, button: 0 });
    fireEvent.mouseMove(window, { clientX: 560, clientY: 95 });
    fireEvent.mouseUp(window, { clientX: 560, clientY: 95 });
    expect(onChange.mock.calls[0][0]).toMatchObject({ kind: 'resize', changes: [{ after: { task: { id: 'a', end: '2026-03-06 00:00:00' } } }] });
  });

  it('a node dropped into a milestone is refused with 里程碑「{name}」不能做群组节点！', async () => {
    const { onChange } = renderGantt();
    const row = (key: string) => screen.getAllByRole('treeitem').find((r) => r.getAttribute('data-key') === key)!;
    const dataTransfer = { setData: () => {}, effectAllowed: '' };
    fireEvent.dragStart(row('solo'), { dataTransfer });
    fireEvent.dragOver(row('gate'), { clientY: 15, dataTransfer });
    fireEvent.drop(row('gate'), { clientY: 15, dataTransfer });
    expect(await screen.findByText('里程碑「验收」不能做群组节点！')).toBeTruthy();
    expect(onChange).not.toHaveBeenCalled();
    // into a leaf: the leaf becomes a group
    fireEvent.dragStart(row('gate'), { dataTransfer });
    fireEvent.dragOver(row('solo'), { clientY: 15, dataTransfer });
    fireEvent.drop(row('solo'), { clientY: 15, dataTransfer });
    expect(onChange.mock.calls[0][0].changes.map((c) => [c.after!.task.id, c.after!.task.type])).toEqual([
      ['solo', 'group'],
      ['gate', 'milestone'],
    ]);
    expect(row('gate').getAttribute('aria-level')).toBe('2');
  });

  it('read-only: no undo buttons, no drag, Delete asks nothing', () => {
    const { root, onChange } = renderGantt({ readOnly: true });
    expect(screen.queryByRole('button', { name: /撤销/ })).toBeNull();
    fireEvent.mouseDown(screen.getByTestId('gantt-canvas'), { clientX: 300, clientY: 95, button: 0 });
    fireEvent.mouseMove(window, { clientX: 460, clientY: 95 });
    fireEvent.mouseUp(window, { clientX: 460, clientY: 95 });
    fireEvent.keyDown(root, { key: 'Delete' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('ctrl+wheel zooms between units', () => {
    renderGantt();
    const canvas = screen.getByTestId('gantt-canvas');
    const unit = () => document.querySelector('.ant-segmented-item-selected')?.textContent;
    expect(unit()).toBe('天');
    fireEvent.wheel(canvas, { ctrlKey: true, deltaY: -100 });
    expect(unit()).toBe('时');
    fireEvent.wheel(canvas, { ctrlKey: true, deltaY: -100 });
    expect(unit()).toBe('时');
    fireEvent.wheel(canvas, { ctrlKey: true, deltaY: 100 });
    fireEvent.wheel(canvas, { ctrlKey: true, deltaY: 100 });
    fireEvent.wheel(canvas, { ctrlKey: true, deltaY: 100 });
    expect(unit()).toBe('月');
  });

  it('the hover tooltip shows in the month view only (min width 160, a milestone 100)', () => {
    renderGantt({ unit: 'month' });
    const canvas = screen.getByTestId('gantt-canvas');
    // month view: 16 px a day from 2026-03-01; 下料 (03-02 … 03-05) on row 1
    fireEvent.mouseMove(canvas, { clientX: 16 + 20, clientY: 95 });
    const tip = screen.getByRole('tooltip');
    expect(tip.textContent).toContain('下料');
    expect(tip.style.minWidth).toBe('160px');
    // the milestone 交付 at 03-06 (x 80) on row 3
    fireEvent.mouseMove(canvas, { clientX: 80, clientY: 50 + 3 * 30 + 15 });
    expect(screen.getByRole('tooltip').style.minWidth).toBe('100px');
    cleanup();
    renderGantt({ unit: 'day' });
    fireEvent.mouseMove(screen.getByTestId('gantt-canvas'), { clientX: 300, clientY: 95 });
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('今天 shows only when today is in the range', () => {
    renderGantt();
    // antd spaces a two-character Chinese button label: 今 天
    expect(screen.queryByRole('button', { name: /今\s*天/ })).toBeNull();
    cleanup();
    const now = wallOf(new Date());
    const around: GanttTask[] = [{ id: 1, name: '当前任务', type: 'leaf', start: formatDate(now - 86_400_000), end: formatDate(now + 86_400_000) }];
    renderGantt({ tasks: around });
    expect(screen.getByRole('button', { name: /今\s*天/ })).toBeTruthy();
  });

  it('exports the chart to a PNG download', async () => {
    const toBlob = vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation(function (this: HTMLCanvasElement, done: BlobCallback) {
      done(new Blob(['png'], { type: 'image/png' }));
    });
    const createUrl = vi.fn(() => 'blob:gantt');
    Object.assign(URL, { createObjectURL: createUrl, revokeObjectURL: vi.fn() });
    const clicks: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this.download);
    });
    renderGantt();
    fireEvent.click(screen.getByRole('button', { name: /导出图片/ }));
    await waitFor(() => expect(clicks).toEqual(['gantt.png']));
    expect(toBlob).toHaveBeenCalledWith(expect.any(Function), 'image/png');
    expect(createUrl).toHaveBeenCalled();
  });

  it('a milestone holding children in the host data shows the rule instead of a chart', () => {
    renderGantt({
      tasks: [
        { id: 1, name: '里程碑甲', type: 'milestone', start: '2026-01-01 00:00:00' },
        { id: 2, name: 'x', type: 'leaf', parentId: 1, start: '2026-01-01 00:00:00', end: '2026-01-02 00:00:00' },
      ],
    });
    expect(screen.getByText('里程碑「里程碑甲」不能做群组节点！')).toBeTruthy();
  });

  it('workday data lacking a year of the chart: 请求的工作日数据不存在：{year} 年 (the chart still shows)', async () => {
    renderGantt({ calendar: { 2025: { holidays: ['2025-10-01'] } } });
    expect(await screen.findByText('请求的工作日数据不存在：2026 年')).toBeTruthy();
    expect(rowNames()).toHaveLength(7);
  });

  it('speaks English when the app does', async () => {
    await act(async () => setLanguage('en_US'));
    try {
      renderGantt();
      for (const unit of ['Hour', 'Day', 'Week', 'Month']) expect(screen.getByText(unit)).toBeTruthy();
      fireEvent.click(screen.getByText('焊接'));
      fireEvent.keyDown(screen.getByTestId('gantt'), { key: 'Delete' });
      expect(await screen.findByText('Delete “焊接”?')).toBeTruthy();
    } finally {
      await act(async () => setLanguage('zh_CN'));
    }
  });
});
