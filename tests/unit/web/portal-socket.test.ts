import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WsServerFrame } from '../../../schemas/rpc/portal';
import { defaultSocketUrl, HEARTBEAT_MS, PortalSocket, RECONNECT_MS } from '../../../src/app/shell/portalSocket';

/** A stand-in for the browser WebSocket: records what is sent, lets the test play the server. */
class FakeSocket {
  readyState = 0;
  sent: unknown[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: (() => void) | null = null;
  constructor(readonly url: string) {}
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {
    this.readyState = 3;
    this.onclose?.();
  }
  open() {
    this.readyState = 1;
    this.onopen?.();
  }
  receive(frame: WsServerFrame | string) {
    this.onmessage?.({ data: typeof frame === 'string' ? frame : JSON.stringify(frame) });
  }
  drop() {
    this.readyState = 3;
    this.onclose?.();
  }
}

let sockets: FakeSocket[];
let frames: WsServerFrame[];
let token: string | null;

function start() {
  const socket = new PortalSocket({
    token: () => token,
    onFrame: (frame) => frames.push(frame),
    createSocket: (url) => {
      const fake = new FakeSocket(url);
      sockets.push(fake);
      return fake as unknown as WebSocket;
    },
  });
  socket.start();
  return socket;
}

beforeEach(() => {
  vi.useFakeTimers();
  sockets = [];
  frames = [];
  token = 'tok en';
});
afterEach(() => vi.useRealTimers());

describe('PortalSocket (/ws)', () => {
  it('connects to ws(s)://{host}/ws, no token in the address', () => {
    expect(defaultSocketUrl({ protocol: 'http:', host: 'mes.example.com:8080' })).toBe('ws://mes.example.com:8080/ws');
    expect(defaultSocketUrl({ protocol: 'https:', host: 'mes.example.com' })).toBe('wss://mes.example.com/ws');
    start();
    expect(sockets).toHaveLength(1);
    expect(sockets[0].url).not.toContain('tok');
  });

  it('sends the token as its first frame, before anything else', () => {
    start();
    expect(sockets[0].sent).toEqual([]);
    sockets[0].open();
    expect(sockets[0].sent).toEqual([{ type: 'auth', token: 'tok en' }]);
  });

  it('sends a ping every 10 s and answers a server ping with pong', () => {
    expect(HEARTBEAT_MS).toBe(10_000);
    start();
    sockets[0].open();
    const auth = { type: 'auth', token: 'tok en' };
    vi.advanceTimersByTime(9_999);
    expect(sockets[0].sent).toEqual([auth]);
    vi.advanceTimersByTime(1);
    expect(sockets[0].sent).toEqual([auth, { type: 'ping', t: expect.any(Number) }]);
    vi.advanceTimersByTime(10_000);
    expect(sockets[0].sent).toHaveLength(3);
    sockets[0].receive({ type: 'ping', t: 123 });
    expect(sockets[0].sent.at(-1)).toEqual({ type: 'pong', t: 123 });
  });

  it('hands todoCount and message frames on; ignores garbage', () => {
    start();
    sockets[0].open();
    sockets[0].receive({ type: 'todoCount', todo: 3, message: 2, total: 5 });
    sockets[0].receive({ type: 'message', id: 9, title: '审批通过', content: null });
    sockets[0].receive('not json');
    expect(frames).toEqual([
      { type: 'todoCount', todo: 3, message: 2, total: 5 },
      { type: 'message', id: 9, title: '审批通过', content: null },
    ]);
  });

  it('reconnects 5 s after a close, with the current token', () => {
    expect(RECONNECT_MS).toBe(5_000);
    start();
    sockets[0].open();
    token = 'refreshed';
    sockets[0].drop();
    vi.advanceTimersByTime(4_999);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
    sockets[1].open();
    expect(sockets[1].sent).toEqual([{ type: 'auth', token: 'refreshed' }]);
    // the old heartbeat stopped with the old socket
    vi.advanceTimersByTime(10_000);
    expect(sockets[0].sent).toEqual([{ type: 'auth', token: 'tok en' }]);
    expect(sockets[1].sent).toHaveLength(2);
  });

  it('does not reconnect after stop (logout)', () => {
    const socket = start();
    sockets[0].open();
    socket.stop();
    expect(sockets[0].readyState).toBe(3);
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
  });

  it('does not connect without a token', () => {
    token = null;
    start();
    expect(sockets).toHaveLength(0);
  });
});
