// Web sockets of logged-in users: heartbeat every 10 s each way (a socket silent for three
// beats is dropped), pushes of todo counts and messages to every socket of a user.
import type { WebSocket } from 'ws';
import { WS_HEARTBEAT_MS, type WsServerFrame } from '../../schemas/rpc/portal';

interface Conn {
  socket: WebSocket;
  lastSeen: number;
}

export class WsHub {
  private readonly conns = new Map<string, Set<Conn>>();
  private readonly timer: NodeJS.Timeout;

  constructor(private readonly heartbeatMs = WS_HEARTBEAT_MS) {
    this.timer = setInterval(() => this.beat(), heartbeatMs);
    this.timer.unref();
  }

  private key(tenantId: string, userId: number) {
    return `${tenantId}/${userId}`;
  }

  add(tenantId: string, userId: number, socket: WebSocket): void {
    const key = this.key(tenantId, userId);
    const conn: Conn = { socket, lastSeen: Date.now() };
    let set = this.conns.get(key);
    if (!set) {
      set = new Set();
      this.conns.set(key, set);
    }
    set.add(conn);
    socket.on('message', (data) => {
      conn.lastSeen = Date.now();
      try {
        const frame = JSON.parse(String(data)) as { type?: string; t?: number };
        if (frame.type === 'ping') this.send(socket, { type: 'pong', t: frame.t ?? Date.now() });
      } catch {
        /* not JSON: ignored, still counts as a sign of life */
      }
    });
    socket.on('close', () => {
      set.delete(conn);
      if (!set.size) this.conns.delete(key);
    });
    socket.on('error', () => socket.terminate());
  }

  send(socket: WebSocket, frame: WsServerFrame): void {
    if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(frame));
  }

  /** to every open socket of the user; returns how many got it */
  push(tenantId: string, userId: number, frame: WsServerFrame): number {
    const set = this.conns.get(this.key(tenantId, userId));
    if (!set) return 0;
    for (const c of set) this.send(c.socket, frame);
    return set.size;
  }

  /** to every open socket of every user of a tenant (live boards); returns how many got it */
  broadcast(tenantId: string, frame: WsServerFrame): number {
    let n = 0;
    for (const [key, set] of this.conns) {
      if (!key.startsWith(`${tenantId}/`)) continue;
      for (const c of set) this.send(c.socket, frame);
      n += set.size;
    }
    return n;
  }

  /** drop the user's sockets (logout) */
  disconnect(tenantId: string, userId: number): void {
    for (const c of this.conns.get(this.key(tenantId, userId)) ?? []) c.socket.close(4001, 'logged out');
  }

  /** drop every socket of a tenant (locked by the platform): its clients must log in again */
  disconnectTenant(tenantId: string): number {
    let n = 0;
    for (const [key, set] of this.conns) {
      if (!key.startsWith(`${tenantId}/`)) continue;
      for (const c of set) {
        c.socket.close(4001, 'tenant locked');
        n++;
      }
    }
    return n;
  }

  private beat(): void {
    const now = Date.now();
    for (const set of this.conns.values()) {
      for (const c of set) {
        if (now - c.lastSeen > this.heartbeatMs * 3) c.socket.terminate();
        else this.send(c.socket, { type: 'ping', t: now });
      }
    }
  }

  get size(): number {
    let n = 0;
    for (const s of this.conns.values()) n += s.size;
    return n;
  }

  close(): void {
    clearInterval(this.timer);
    for (const set of this.conns.values()) for (const c of set) c.socket.terminate();
    this.conns.clear();
  }
}
