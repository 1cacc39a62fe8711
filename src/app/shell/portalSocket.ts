// The shell's web socket (/ws): the token goes in the first frame (a browser cannot set headers on
// a web socket, and an address with a token ends up in logs), heartbeat every 10 s each way,
// reconnect 5 s after a close (unless stopped on logout). Frames are the JSON of WsServerFrame /
// WsClientFrame.
import type { WsClientFrame, WsServerFrame } from '../../../schemas/rpc/portal';

export const HEARTBEAT_MS = 10_000;
export const RECONNECT_MS = 5_000;

/** the first frame: the server closes the socket (4401, or 4403 when expired) without it */
interface AuthFrame {
  type: 'auth';
  token: string;
}

export interface PortalSocketOptions {
  /** read at every (re)connect: the token is refreshed while the socket lives */
  token: () => string | null;
  onFrame: (frame: WsServerFrame) => void;
  /** default: ws(s)://{location.host}/ws */
  url?: () => string;
  createSocket?: (url: string) => WebSocket;
}

export function defaultSocketUrl(location: Pick<Location, 'protocol' | 'host'> = window.location): string {
  const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${location.host}/ws`;
}

function parseFrame(data: unknown): WsServerFrame | null {
  if (typeof data !== 'string') return null;
  try {
    const frame = JSON.parse(data) as WsServerFrame;
    return frame && typeof frame === 'object' && typeof frame.type === 'string' ? frame : null;
  } catch {
    return null;
  }
}

type FrameListener = (frame: WsServerFrame) => void;
const listeners = new Set<FrameListener>();

/** a page's own interest in the shell socket's frames (live boards); answers how to stop listening */
export function onPortalFrame(listener: FrameListener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export class PortalSocket {
  private socket: WebSocket | null = null;
  private heartbeat: ReturnType<typeof setInterval> | null = null;
  private reconnect: ReturnType<typeof setTimeout> | null = null;
  private stopped = false;

  constructor(private readonly options: PortalSocketOptions) {}

  start(): void {
    this.stopped = false;
    this.connect();
  }

  /** on logout or unmount: closes for good, no reconnect */
  stop(): void {
    this.stopped = true;
    if (this.reconnect) clearTimeout(this.reconnect);
    this.reconnect = null;
    this.stopHeartbeat();
    const socket = this.socket;
    this.socket = null;
    if (socket && socket.readyState <= 1) socket.close(1000, 'logout');
  }

  private send(frame: WsClientFrame | AuthFrame) {
    if (this.socket?.readyState === 1) this.socket.send(JSON.stringify(frame));
  }

  private connect() {
    if (this.stopped || !this.options.token()) return;
    const url = this.options.url ? this.options.url() : defaultSocketUrl();
    let socket: WebSocket;
    try {
      socket = this.options.createSocket ? this.options.createSocket(url) : new WebSocket(url);
    } catch {
      this.scheduleReconnect();
      return;
    }
    this.socket = socket;
    socket.onopen = () => {
      const token = this.options.token();
      if (!token) return socket.close(1000, 'logged out');
      this.send({ type: 'auth', token });
      this.stopHeartbeat();
      this.heartbeat = setInterval(() => this.send({ type: 'ping', t: Date.now() }), HEARTBEAT_MS);
    };
    socket.onmessage = (event: MessageEvent) => {
      const frame = parseFrame(event.data);
      if (!frame) return;
      if (frame.type === 'ping') this.send({ type: 'pong', t: frame.t });
      this.options.onFrame(frame);
      for (const listener of listeners) listener(frame);
    };
    socket.onclose = () => {
      if (this.socket !== socket) return;
      this.socket = null;
      this.stopHeartbeat();
      this.scheduleReconnect();
    };
  }

  private scheduleReconnect() {
    if (this.stopped || this.reconnect) return;
    this.reconnect = setTimeout(() => {
      this.reconnect = null;
      this.connect();
    }, RECONNECT_MS);
  }

  private stopHeartbeat() {
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.heartbeat = null;
  }
}
