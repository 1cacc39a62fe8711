// 调度监控 while a long step runs: the step shows "已处理 N 行" (en "N rows so far") from the 'etl'
// frames that carry its rows, the larger count winning when frames cross, without reloading the
// runs; any other 'etl' frame (a step started or ended) reloads them. A finished step shows its log.
import { act, cleanup, render, renderHook, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PortalSocket } from '../../../../../src/app/shell/portalSocket';
import { i18n } from '../../../../../src/i18n';
import { loadModuleStrings, loadUsedModuleStrings } from '../../../../../src/i18n/modules';
import datagovWeb from '../../../web/index';
import type { RunStepView } from '../../contracts';
import { RunSteps } from '../../web/RunSteps';
import { useRunFrames } from '../../web/useRunFrames';

beforeAll(async () => {
  await loadModuleStrings(datagovWeb);
  await loadUsedModuleStrings('en_US');
});
afterEach(cleanup);

class FakeSocket {
  readyState = 1;
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: (() => void) | null = null;
  send() {}
  close() {
    this.readyState = 3;
  }
}

/** the shell's socket over a fake connection; `say` hands it a frame as the server would */
function shellSocket() {
  let fake: FakeSocket | null = null;
  const createSocket = () => {
    fake = new FakeSocket();
    return fake as unknown as WebSocket;
  };
  const socket = new PortalSocket({ token: () => 't', onFrame: () => undefined, createSocket });
  socket.start();
  return { socket, say: (frame: object) => fake!.onmessage?.({ data: JSON.stringify(frame) }) };
}

const step = (over: Partial<RunStepView>): RunStepView => ({
  id: 1, attempt: 1, seq: 1, name: '大表复制 / 读取', kind: 'read', status: 'Running', startedAt: '2026-01-01T00:00:00Z', finishedAt: null, rows: '0', log: null, error: null, ...over,
});

describe('rows so far', () => {
  it('shows a running step\'s rows so far, in both languages, and a finished step\'s log', async () => {
    const steps = [step({ id: 7 }), step({ id: 8, status: 'Succeeded', finishedAt: '2026-01-01T00:00:02Z', rows: '400000', log: '读取 400000 行，用时 2000 ms' })];
    const { rerender } = render(<RunSteps steps={steps} rowsSoFar={new Map([[7, 134000]])} />);
    expect(screen.getByTestId('etl-step-so-far-7').textContent).toBe('已处理 134000 行');
    expect(screen.queryByTestId('etl-step-so-far-8')).toBeNull();
    expect(screen.getByText('读取 400000 行，用时 2000 ms')).toBeTruthy();
    // the step's own row (a page opened mid-step, before any frame) counts too
    rerender(<RunSteps steps={[step({ id: 7, rows: '150000' })]} />);
    expect(screen.getByTestId('etl-step-so-far-7').textContent).toBe('已处理 150000 行');
    await act(() => i18n.changeLanguage('en_US'));
    try {
      rerender(<RunSteps steps={[step({ id: 7 })]} rowsSoFar={new Map([[7, 313000]])} />);
      expect(screen.getByTestId('etl-step-so-far-7').textContent).toBe('313000 rows so far');
    } finally {
      await act(() => i18n.changeLanguage('zh_CN'));
    }
  });

  it('keeps the rows the frames bring without a reload, the larger count when frames cross; other etl frames reload', () => {
    const { socket, say } = shellSocket();
    const reload = vi.fn();
    const { result, unmount } = renderHook(() => useRunFrames(reload));
    act(() => say({ type: 'etl', run: 3, at: 1, step: 7, rows: 134000 }));
    act(() => say({ type: 'etl', run: 3, at: 2, step: 7, rows: 313000 }));
    act(() => say({ type: 'etl', run: 3, at: 3, step: 7, rows: 200000 }));
    expect(result.current.get(7)).toBe(313000);
    expect(reload).not.toHaveBeenCalled();
    act(() => say({ type: 'etl', run: 3, at: 4 }));
    act(() => say({ type: 'production', at: 5 }));
    expect(reload).toHaveBeenCalledTimes(1);
    unmount();
    socket.stop();
  });
});
