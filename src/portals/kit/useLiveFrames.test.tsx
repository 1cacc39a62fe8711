// A live portal page's own socket: opened when the page shows, with the session's token in its first
// frame, the frames reach the page's latest handler, and it is closed for good when the page goes.
import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Session, WsServerFrame } from '../../../schemas/rpc/portal';
import { sessionStore } from '../../app/session/sessionStore';
import { useLiveFrames } from './useLiveFrames';

class FakeSocket {
  readyState = 0;
  sent: unknown[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: (() => void) | null = null;
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {
    this.readyState = 3;
    this.onclose?.();
  }
}

let sockets: FakeSocket[];
const createSocket = () => {
  const s = new FakeSocket();
  sockets.push(s);
  return s as unknown as WebSocket;
};

function Live({ onFrame }: { onFrame: (f: WsServerFrame) => void }) {
  useLiveFrames(onFrame, { createSocket });
  return null;
}

const iot: WsServerFrame = { type: 'iot', values: [{ g: 1, v: 2, e: 3, at: '2026-01-05T08:00:00.000Z', value: '61.5', flag: null }] };

beforeEach(() => {
  vi.useFakeTimers();
  sockets = [];
  sessionStore.set({ token: 'live-token', tenant: { id: 't1', code: 'demo', name: 'Demo' }, user: { id: 1, tenantId: 't1', code: 'liuyang', name: '刘洋', personId: null, role: 'operator' } } as unknown as Session);
});
afterEach(() => vi.useRealTimers());

describe('useLiveFrames', () => {
  it('opens a socket for the page, authenticates with the session token and passes frames to the latest handler', () => {
    const first = vi.fn();
    const latest = vi.fn();
    const { rerender, unmount } = render(<Live onFrame={first} />);
    act(() => void vi.advanceTimersByTime(1));
    expect(sockets).toHaveLength(1);
    const socket = sockets[0];
    act(() => {
      socket.readyState = 1;
      socket.onopen?.();
    });
    expect(socket.sent[0]).toEqual({ type: 'auth', token: 'live-token' });
    // a new handler does not reconnect: the frame reaches it
    rerender(<Live onFrame={latest} />);
    act(() => socket.onmessage?.({ data: JSON.stringify(iot) }));
    expect(sockets).toHaveLength(1);
    expect(first).not.toHaveBeenCalled();
    expect(latest).toHaveBeenCalledWith(iot);
    // the page goes: closed, and not reopened
    unmount();
    expect(socket.readyState).toBe(3);
    act(() => void vi.advanceTimersByTime(60_000));
    expect(sockets).toHaveLength(1);
  });
});
