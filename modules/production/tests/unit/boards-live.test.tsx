// The boards' live refresh on the web: a page listening through onPortalFrame hears the shell
// socket's `production` frame, and useLiveBoard reloads at once on it and on its fallback poll.
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { onPortalFrame, PortalSocket } from '../../../../src/app/shell/portalSocket';
import { useLiveBoard } from '../../boards/web/useLiveBoard';

class FakeSocket {
  readyState = 0;
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: (() => void) | null = null;
  send() {}
  close() {
    this.readyState = 3;
  }
}

afterEach(() => vi.useRealTimers());

/** The shell's socket, started over a fake connection the test hands frames to. */
function startedSocket() {
  let fake: FakeSocket | null = null;
  const socket = new PortalSocket({
    token: () => 't',
    onFrame: () => undefined,
    createSocket: () => {
      fake = new FakeSocket();
      return fake as unknown as WebSocket;
    },
  });
  socket.start();
  return { socket, fake: () => fake! };
}

describe('live boards', () => {
  it('hands the shell socket\'s frames to a page\'s listener until it stops listening', () => {
    const { socket, fake } = startedSocket();
    const heard: string[] = [];
    const stop = onPortalFrame((f) => heard.push(f.type));
    fake().readyState = 1;
    fake().onmessage?.({ data: JSON.stringify({ type: 'production', at: 1 }) });
    stop();
    fake().onmessage?.({ data: JSON.stringify({ type: 'production', at: 2 }) });
    socket.stop();
    expect(heard).toEqual(['production']);
  });

  it('reloads on a production push and on the poll, showing the answer\'s time', async () => {
    vi.useFakeTimers();
    const { socket, fake } = startedSocket();
    let n = 0;
    const load = vi.fn(async () => ({ at: `2026-01-01T00:00:0${++n}Z` }));
    const { result, unmount } = renderHook(() => useLiveBoard(load, 30_000));
    await act(async () => undefined);
    expect(result.current.refreshedAt).toBe('2026-01-01T00:00:01Z');
    await act(async () => fake().onmessage?.({ data: JSON.stringify({ type: 'production', at: 1 }) }));
    expect(result.current.refreshedAt).toBe('2026-01-01T00:00:02Z');
    await act(async () => fake().onmessage?.({ data: JSON.stringify({ type: 'todoCount', todo: 0, message: 0, total: 0 }) }));
    expect(load).toHaveBeenCalledTimes(2);
    await act(async () => {
      vi.advanceTimersByTime(30_000);
    });
    expect(load).toHaveBeenCalledTimes(3);
    unmount();
    socket.stop();
  });
});
