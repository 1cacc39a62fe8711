// The operation log (系统管理 / 操作日志): every call that changes something is recorded — who
// (tenant, user, role), what (service/method, calling page, entity and record), with which
// arguments (summarised: JSON cut at 2 KB, secrets redacted), how it ended (code, message), how
// long it took, from where. Reads are not recorded (see isLoggedCall for the rule).
//
// Entries are queued by the call route and written in batches shortly after the answer has gone,
// never inside the call's transaction; a failing write is told to the server log and never fails
// (nor slows) a call.
import type { FastifyBaseLogger } from 'fastify';
import type { Generated, Kysely } from 'kysely';
import type { CallContract, Requirement } from '../../schemas/rpc/define';
import type { Database } from '../db';
import type { DB } from '../db/types';
import type { AppEnv } from '../env';

export interface OpLogTable {
  id: Generated<number>;
  tenant_id: string;
  user_id: number | null;
  user_code: string | null;
  user_name: string | null;
  role_id: number | null;
  service: string;
  method: string;
  page_url: string | null;
  entity_code: string | null;
  record_id: string | null;
  args: string | null;
  code: number;
  msg: string | null;
  duration_ms: number;
  ip: string | null;
  create_dt: Generated<Date>;
}
export type OpLogDB = DB & { op_log: OpLogTable };
export type OpLogRow = Omit<OpLogTable, 'id' | 'create_dt'> & { create_dt?: Date };

/** Longest argument summary kept (characters of JSON). */
export const ARGS_MAX = 2048;
const BATCH_MAX = 200;
/** entries waiting while the database does not take them: beyond this the oldest are dropped */
const QUEUE_MAX = 10_000;
const MSG_MAX = 1000;

/** Operations of an access requirement that only look. */
const READ_OPS = new Set(['read', 'lookup', 'export', 'view', 'print', 'list']);
/** Method names that say the call only looks: a read verb before the next word (getPageDetail, summaryPage) … */
const READ_PREFIX = /^(get|list|summary|query|find|count|search|load|read|check|preview|tree|detail|info|latest|todo|public|download|page|all|fetch|gain|is|has|my|mine|fuzzy|history|compare|export|print|single)([A-Z]|$)/;
/** … or a name of its own: metadata reads, and the drafts of a conversion (purchaseToArrival answers a draft) */
const READ_NAME = /^(entities|entity|attributes|relations|dynamicValues|extendValues|meta|columnSummary|logPage|partyType|roleValues|finishedList|copySendList|flowRecord|processVariables|[a-z]\w*To[A-Z]\w*)$/;
/** Sessions are the login log's (tenant/LoginLog), not the operation log's. */
const UNLOGGED_SERVICES = new Set(['portal.Login']);

function opsOf(req: Requirement | readonly Requirement[] | undefined, out: string[] = []): string[] {
  if (!req) return out;
  if (Array.isArray(req)) {
    for (const r of req) opsOf(r, out);
    return out;
  }
  const one = req as Requirement;
  if ('anyOf' in one) opsOf(one.anyOf, out);
  else if ('fn' in one) out.push(one.fn.split('.').pop() ?? one.fn);
  else out.push(one.op ?? 'read');
  return out;
}

/**
 * Is this call recorded? The rule, first answer wins:
 * 1. an explicit `log` on the contract (schemas/rpc/define.ts call(…, { log }));
 * 2. public calls and the session's own calls (portal.Login: the login log has them): never;
 * 3. a name that says the call looks (get…, list…, summary…, detail…, fuzzy…, metadata reads,
 *    conversion drafts …To…): not recorded, whatever function guards it;
 * 4. an access naming operations: recorded when one of them is not a read (read, lookup, export,
 *    view, print, list) — create, update, delete, audit, send, lock …;
 * 5. anything else (open to any session, or to a page's readers): recorded — an unknown verb
 *    counts as a change, so the log misses no write.
 */
export function isLoggedCall(service: string, method: string, contract: CallContract, args: unknown): boolean {
  if (contract.log !== undefined) return contract.log;
  if (contract.access === 'public' || UNLOGGED_SERVICES.has(service)) return false;
  if (READ_PREFIX.test(method) || READ_NAME.test(method)) return false;
  if (contract.access !== 'session') {
    let reqs: Requirement | readonly Requirement[] | undefined;
    try {
      reqs = typeof contract.access === 'function' ? (args === undefined ? undefined : contract.access(args as never)) : contract.access;
    } catch {
      reqs = undefined;
    }
    const ops = opsOf(reqs);
    if (ops.some((op) => op !== 'read')) return ops.some((op) => !READ_OPS.has(op));
  }
  return true;
}

const SECRET_KEY = /pass(word)?|pwd|token|secret|credential|private.?key|api.?key|ticket/i;

function redact(value: unknown, depth = 0): unknown {
  if (depth > 8) return '…';
  if (Array.isArray(value)) return value.slice(0, 50).map((v) => redact(v, depth + 1));
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = SECRET_KEY.test(k) && v != null && v !== '' ? '[redacted]' : redact(v, depth + 1);
    return out;
  }
  if (typeof value === 'string' && value.length > 512) return `${value.slice(0, 512)}…`;
  return value;
}

/** The arguments as the log keeps them: by their names, secrets redacted, JSON cut at ARGS_MAX. */
export function summariseArgs(names: readonly string[], body: unknown): string | null {
  if (body === undefined || body === null) return null;
  const named = Array.isArray(body) ? Object.fromEntries(body.map((v, i) => [names[i] ?? `arg${i + 1}`, v])) : { body };
  let json: string;
  try {
    json = JSON.stringify(redact(named)) ?? 'null';
  } catch {
    return '[unserialisable]';
  }
  return json.length > ARGS_MAX ? `${json.slice(0, ARGS_MAX - 1)}…` : json;
}

const isId = (v: unknown): v is number | string => (typeof v === 'number' && Number.isInteger(v)) || (typeof v === 'string' && /^\d{1,18}$/.test(v));

/** The entity code, record id(s) and calling page a call names, where its arguments say them. */
export function targetOf(names: readonly string[], body: unknown, result: unknown): { entity: string | null; record: string | null; page: string | null } {
  const list = Array.isArray(body) ? body : [];
  let entity: string | null = null;
  let record: string | null = null;
  let page: string | null = null;
  list.forEach((v, i) => {
    const name = names[i] ?? '';
    if (name === 'entityCode' && typeof v === 'string') entity = v;
    else if (name === 'ids' && Array.isArray(v) && v.every(isId)) record = v.slice(0, 20).join(',');
    else if (name === 'id' && isId(v)) record = String(v);
    else if (v && typeof v === 'object' && !Array.isArray(v)) {
      const o = v as Record<string, unknown>;
      if (!entity && typeof o.entityCode === 'string') entity = o.entityCode;
      if (!page && typeof (o.url ?? o.pageUrl) === 'string') page = String(o.url ?? o.pageUrl);
      if (!record) {
        const id = o.recordId ?? o.id;
        if (isId(id)) record = String(id);
        else if (Array.isArray(o.ids) && o.ids.every(isId)) record = o.ids.slice(0, 20).join(',');
      }
    }
  });
  if (entity && !record && result && typeof result === 'object' && isId((result as { id?: unknown }).id)) record = String((result as { id: unknown }).id);
  return { entity, record, page: page ? String(page).slice(0, 256) : null };
}

export class OpLogRecorder {
  private queue: OpLogRow[] = [];
  private timer: NodeJS.Timeout | null = null;
  private writing: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Database,
    private readonly log: FastifyBaseLogger,
    /** how long entries gather before a batch is written */
    private readonly delayMs = 100,
  ) {}

  add(row: OpLogRow): void {
    if (this.queue.length >= QUEUE_MAX) {
      this.queue.shift();
      this.log.warn('operation log: queue full, the oldest entry was dropped');
    }
    this.queue.push({ ...row, msg: row.msg ? row.msg.slice(0, MSG_MAX) : row.msg, create_dt: row.create_dt ?? new Date() });
    if (this.queue.length >= BATCH_MAX) void this.flush();
    else if (!this.timer) {
      this.timer = setTimeout(() => void this.flush(), this.delayMs);
      this.timer.unref?.();
    }
  }

  /** Writes what is queued (one insert per tenant); resolves when it is written or given up. */
  flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const rows = this.queue.splice(0);
    this.writing = this.writing.then(() => (rows.length ? this.write(rows) : undefined));
    return this.writing;
  }

  private async write(rows: OpLogRow[]): Promise<void> {
    const byTenant = new Map<string, OpLogRow[]>();
    for (const r of rows) byTenant.set(r.tenant_id, [...(byTenant.get(r.tenant_id) ?? []), r]);
    for (const [tenantId, list] of byTenant) {
      try {
        const db = this.db.forTenant(tenantId) as unknown as Kysely<OpLogDB>;
        for (let i = 0; i < list.length; i += BATCH_MAX) await db.insertInto('op_log').values(list.slice(i, i + BATCH_MAX)).execute();
      } catch (err) {
        this.log.error({ err, tenantId, entries: list.length, calls: list.slice(0, 5).map((r) => `${r.service}/${r.method}`) }, 'operation log write failed');
      }
    }
  }
}

const recorders = new WeakMap<AppEnv, OpLogRecorder>();

/** The app's recorder (one per app: made by the call route). */
export function opLogOf(env: AppEnv): OpLogRecorder {
  let r = recorders.get(env);
  if (!r) {
    r = new OpLogRecorder(env.db, env.log);
    recorders.set(env, r);
  }
  return r;
}

/** What the route learned of a call on its way (filled as it gets there). */
export interface CallSeen {
  contract?: CallContract;
  auth?: { tenantId: string; userId: number; userCode: string; userName: string; roleId: number } | null;
  args?: unknown;
  result?: unknown;
  multipart?: boolean;
}

function decoded(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

/** Queues the call's entry when it is one the log keeps (a tenant's call that changes something). */
export function recordCall(
  env: AppEnv,
  call: { path: string; seen: CallSeen; body: unknown; result?: unknown; code: number; msg: string; ms: number; ip: string; pageHeader?: unknown },
): void {
  try {
    const { seen } = call;
    if (!seen.contract || !seen.auth) return;
    const [service, method] = call.path.split('/');
    if (!isLoggedCall(service, method, seen.contract, seen.args)) return;
    const names = seen.contract.args.names;
    const target = seen.multipart ? { entity: null, record: null, page: null } : targetOf(names, call.body, call.result);
    const header = typeof call.pageHeader === 'string' && call.pageHeader ? decoded(call.pageHeader).slice(0, 256) : null;
    opLogOf(env).add({
      tenant_id: seen.auth.tenantId,
      user_id: seen.auth.userId,
      user_code: seen.auth.userCode,
      user_name: seen.auth.userName,
      role_id: seen.auth.roleId,
      service,
      method,
      page_url: header ?? target.page,
      entity_code: target.entity,
      record_id: target.record,
      args: seen.multipart ? '[multipart upload]' : summariseArgs(names, call.body),
      code: call.code,
      msg: call.msg,
      duration_ms: Math.max(0, Math.round(call.ms)),
      ip: call.ip,
    });
  } catch (err) {
    env.log.error({ err, path: call.path }, 'operation log entry failed');
  }
}
