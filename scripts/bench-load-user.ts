// One virtual user of the load test: logs in as its own load user, holds one web socket, and
// loops without think time (a closed loop) over a weighted mix of what a purchaser's day is made
// of. Every call answered with an envelope code other than 200, or not answered, is an error of
// its class. The mix uses only calls that exist at the baseline commit too (bench-load.ts).
import WebSocket from 'ws';
import { login } from './bench-admin';
import type { Post } from './bench-kit';
import type { CallClass, LoadStats } from './bench-load-stats';

/** What every virtual user of a step works on, read once through the API before the step. */
export interface LoadWorld {
  /** one supplier per virtual user, audited and un-audited by it in turn; `audited` is its state now */
  suppliers: Array<{ id: number; audited: boolean }>;
  materials: number[];
  /** existing purchase orders whose details are opened */
  orders: number[];
}

/** The load users' password (bench-load-fleet.ts makes them as copies of the demo admin). */
export const LOAD_PASSWORD = 'Admin@123';

/** The mix's steps and their weights (of 100); `login`: the user logs in anew (a new session). */
const MIX: Array<[Step, number]> = [
  ['login', 2],
  ['supplierList', 15],
  ['orderList', 14],
  ['detail', 14],
  ['save', 10],
  ['audit', 10],
  ['report', 5],
  ['todo', 15],
  ['message', 15],
];
type Step = 'login' | 'supplierList' | 'orderList' | 'detail' | 'save' | 'audit' | 'report' | 'todo' | 'message';
/** the weights spread out over 100 slots (each step every 100/weight slots), walked in turn */
const SLOTS: Step[] = MIX.flatMap(([step, w]) => Array.from({ length: w }, (_, k) => ({ step, at: (k + 0.5) / w }))).sort((a, b) => a.at - b.at).map((s) => s.step);

/** A `Post` on one instance's base URL (Node's fetch keeps its connections alive). */
export function poster(base: string): Post {
  return async (p, body, headers = {}) => {
    const res = await fetch(`${base}/${p}`, { method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json', ...headers } });
    const text = await res.text();
    try {
      return JSON.parse(text);
    } catch {
      return { code: res.status, msg: `HTTP ${res.status}: ${text.slice(0, 120)}`, body: null };
    }
  };
}

export class VirtualUser {
  readonly post: Post;
  auth: Record<string, string> = {};
  userId = 0;
  /** whom this user's messages go to (another virtual user: its socket times the push) */
  peerId = 0;
  private socket: WebSocket | null = null;
  private running = false;
  private loop: Promise<void> = Promise.resolve();
  private iteration = 0;

  constructor(
    readonly index: number,
    readonly base: string,
    readonly userCode: string,
    private readonly stats: LoadStats,
  ) {
    this.post = poster(base);
  }

  async login(): Promise<void> {
    const { session, auth } = await login(this.post, this.userCode, LOAD_PASSWORD);
    if (!session?.token) throw new Error(`login ${this.userCode} on ${this.base} failed`);
    this.auth = auth;
    this.userId = Number(session.user.id);
  }

  /** Opens /ws and authenticates with the first frame, as the web app does; reopens it if the server drops it mid-run. */
  openSocket(): Promise<void> {
    const ws = new WebSocket(`${this.base.replace('http', 'ws')}/ws`);
    this.socket = ws;
    ws.on('message', (data) => {
      const frame = JSON.parse(String(data)) as { type: string; t?: number; title?: string };
      if (frame.type === 'ping') ws.send(JSON.stringify({ type: 'pong', t: frame.t }));
      // the title carries when the sender started its call (same process, same clock)
      const sent = frame.type === 'message' ? /^load (\d+(\.\d+)?)$/.exec(frame.title ?? '') : null;
      if (sent) this.stats.ok('push', performance.now() - Number(sent[1]));
    });
    ws.on('close', () => {
      if (this.socket === ws && this.running) setTimeout(() => this.running && this.openSocket().catch(() => {}), 1000);
    });
    return new Promise((resolve, reject) => {
      ws.once('open', () => {
        ws.send(JSON.stringify({ type: 'auth', token: this.auth.access_token }));
        resolve();
      });
      ws.once('error', reject);
    });
  }

  start(world: LoadWorld): void {
    this.running = true;
    this.loop = (async () => {
      while (this.running) await this.once(world);
    })();
  }

  /** Ends the loop after the call under way, and closes the socket. */
  async stop(): Promise<void> {
    this.running = false;
    await this.loop;
    const ws = this.socket;
    this.socket = null;
    ws?.close();
  }

  private async once(world: LoadWorld): Promise<void> {
    const i = this.iteration++;
    const step = SLOTS[(i + this.index * 7) % SLOTS.length];
    const pick = <T>(xs: T[]) => xs[(i * 31 + this.index) % xs.length];
    const call = (cls: CallClass, p: string, args: unknown[]) => this.timed(cls, () => this.post(p, args, this.auth));
    if (step === 'login') {
      await this.timed('login', async () => {
        await this.login();
        return { code: 200 };
      });
    } else if (step === 'supplierList') await call('list', 'datax.MetaDynamic/summaryPage', [{ entityCode: 'Supplier', page: 1 + (i % 5), pageSize: 20 }]);
    else if (step === 'orderList') await call('list', 'erp.Purchase/summaryPage', [{ page: 1 + (i % 10), pageSize: 20 }]);
    else if (step === 'detail') await call('detail', 'erp.Purchase/detail', [pick(world.orders)]);
    else if (step === 'save') {
      const items = [0, 1, 2].map((k) => ({ material_id: world.materials[(i + this.index + k * 17) % world.materials.length], quantity: 1 + k, unit_price: `${2 + k}.5` }));
      await call('save', 'erp.Purchase/create', [{ supplier_id: pick(world.suppliers).id, items }]);
    } else if (step === 'audit') await this.audit(world.suppliers[this.index % world.suppliers.length]);
    else if (step === 'report') await call('report', 'report.Report/page', ['purchase.ItemReport', { page: 1, pageSize: 20 }]);
    else if (step === 'todo') await call('todo', 'flow.FlowableTask/todoList', [{ page: 1, pageSize: 20 }]);
    else await call('message', 'portal.Message/send', [{ userId: this.peerId, title: `load ${performance.now()}`, content: '负载测试' }]);
  }

  /** Its own supplier, audited when it is not and un-audited when it is (master data has no approval flow). */
  private async audit(supplier: LoadWorld['suppliers'][number]): Promise<void> {
    const [p, args] = supplier.audited
      ? ['meta.MetaDynamic/deApproval', [{ entityCode: 'Supplier', recordId: supplier.id }]]
      : ['datax.MetaDynamic/auditValue', [{ entityCode: 'Supplier', recordId: supplier.id }]];
    const code = await this.timed('audit', () => this.post(p as string, args, this.auth));
    if (code === 200) supplier.audited = !supplier.audited;
  }

  /** Runs one call, recording its latency under its class, or an error when its code is not 200. */
  private async timed(cls: CallClass, run: () => Promise<{ code: number; msg?: string }>): Promise<number> {
    const t0 = performance.now();
    try {
      const { code, msg } = await run();
      if (code === 200) this.stats.ok(cls, performance.now() - t0);
      else this.stats.failed(cls, `${code} ${msg ?? ''}`);
      return code;
    } catch (e) {
      this.stats.failed(cls, (e as Error).message);
      return 0;
    }
  }
}
