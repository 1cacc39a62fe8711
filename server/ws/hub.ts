// Web sockets of logged-in users: heartbeat every 10 s each way (a socket silent for three
// beats is dropped), pushes of todo counts and messages to every socket of a user. A user's
// sockets may be held by any server instance: with a bus (cluster/bus.ts) a push, a broadcast or
// a disconnect reaches the sockets of every instance; without one, this instance's.
import type { WebSocket } from 'ws';
import { WS_HEARTBEAT_MS, type WsServerFrame } from '../../schemas/rpc/portal';
import type { BusEvent, ClusterBus } from '../cluster/bus';

interface Conn {
  socket: WebSocket;
  lastSeen: number;
}

export class WsHub {
  private readonly conns = new Map<string, Set<Conn>>();
  private readonly timer: NodeJS.Timeout;

  constructor(
    private readonly heartbeatMs = WS_HEARTBEAT_MS,
    private readonly bus: ClusterBus | null = null,
  ) {
    this.timer = setInterval(() => this.beat(), heartbeatMs);
    this.timer.unref();
    bus?.on((e) => this.apply(e));
  }

  /** Through the bus when there is one (which applies it here too), else here. */
  private tell(e: BusEvent): void {
    if (this.bus) this.bus.publish(e);
    else this.apply(e);
  }

  private apply(e: BusEvent): void {
    if (e.kind === 'push') this.pushHere(e.tenantId, e.userId, e.frame as WsServerFrame);
    else if (e.kind === 'broadcast') this.broadcastHere(e.tenantId, e.frame as WsServerFrame);
    else if (e.kind === 'disconnect') for (const c of this.conns.get(this.key(e.tenantId, e.userId)) ?? []) c.socket.close(4001, e.reason);
    else if (e.kind === 'disconnectTenant') this.closeWhere((key) => key.startsWith(`${e.tenantId}/`), e.reason);
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

  /** to every open socket of the user, on every instance */
  push(tenantId: string, userId: number, frame: WsServerFrame): void {
    this.tell({ kind: 'push', tenantId, userId, frame });
  }

  /** to every open socket of every user of a tenant (live boards), on every instance */
  broadcast(tenantId: string, frame: WsServerFrame): void {
    this.tell({ kind: 'broadcast', tenantId, frame });
  }

  /** drop the user's sockets (logout), on every instance */
  disconnect(tenantId: string, userId: number): void {
    this.tell({ kind: 'disconnect', tenantId, userId, reason: 'logged out' });
  }

  /** drop every socket of a tenant (locked by the platform), on every instance: its clients must log in again */
  disconnectTenant(tenantId: string): void {
    this.tell({ kind: 'disconnectTenant', tenantId, reason: 'tenant locked' });
  }

  private pushHere(tenantId: string, userId: number, frame: WsServerFrame): void {
    for (const c of this.conns.get(this.key(tenantId, userId)) ?? []) this.send(c.socket, frame);
  }

  private broadcastHere(tenantId: string, frame: WsServerFrame): void {
    for (const [key, set] of this.conns) {
      if (!key.startsWith(`${tenantId}/`)) continue;
      for (const c of set) this.send(c.socket, frame);
    }
  }

  private closeWhere(match: (key: string) => boolean, reason: string): void {
    for (const [key, set] of this.conns) if (match(key)) for (const c of set) c.socket.close(4001, reason);
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
