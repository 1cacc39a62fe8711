// The server part of a module (modules/<code>/server.ts): its calls, its record hooks and its demo
// data. Loaded when the server starts (server/modules/load.ts).
import type { FastifyInstance } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { CallContract, ServiceContract } from '../../schemas/rpc/define';
import type { RecordValue } from '../../schemas/rpc/datax';
import type { DB } from '../db/types';
import type { AppEnv } from '../env';
import type { EntityModel } from '../records/model';
import type { Writer } from '../records/write';
import type { CallGuard, Handlers } from '../rpc/registry';

/** Every write and move of the receipt state machine (schemas/receipts.ts). */
export const WRITE_ACTIONS = ['create', 'modify', 'commit', 'audit', 'deApproval', 'manualFinish', 'repeal', 'remove'] as const;
export type WriteAction = (typeof WRITE_ACTIONS)[number];

export interface HookContext {
  /** the write's own transaction: what a hook writes here commits or rolls back with it */
  // biome-ignore lint/suspicious/noExplicitAny: entity tables are not in the static DB type
  trx: Transaction<any>;
  writer: Writer;
  model: EntityModel;
  action: WriteAction;
  /** the record's id (undefined in a create's before hook) */
  id?: number;
  /** the stored record before the write (null on create) */
  before: RecordValue | null;
  /** the validated values of a create or modify (header attributes and child rows by key) */
  values?: Record<string, unknown>;
  /** after hooks: the record as the write leaves it (null after remove) */
  after?: RecordValue | null;
}

/**
 * Business effects of an entity's writes. `before` may refuse by throwing (refuse() in
 * server/modules/hooks.ts: the caller gets its message and nothing is written); `after` may write
 * other documents through `ctx.trx`. Both run inside the write's transaction, in module order.
 */
export interface RecordHooks {
  /**
   * the entity's code, or ANY_ENTITY ('*'): a hook on every entity's writes (a module reacting to
   * writes the tenant chooses, like 服务集成's record events). A wildcard hook runs only where its
   * `listens` answers yes, and it costs a write nothing beyond that answer: the stored record is
   * read for it only when it says `readsStored`.
   */
  entity: string;
  /** the actions the hooks run for (default: all) */
  actions?: readonly WriteAction[];
  before?: (ctx: HookContext) => Promise<void> | void;
  after?: (ctx: HookContext) => Promise<void> | void;
  /** the after hook writes elsewhere only, never the record itself (the caller's answer need not be read again) */
  keepsRecord?: boolean;
  /**
   * wildcard hooks: does the hook run for this tenant's write of this entity? Asked on every write of
   * every entity, so it must answer from memory (a promise only when it must load, once); absent: always
   */
  // biome-ignore lint/suspicious/noExplicitAny: the write's transaction (or the tenant's database, for a bulk path asking ahead)
  listens?: (tenantId: string, entity: string, action: WriteAction, db: Kysely<any>) => boolean | Promise<boolean>;
  /** wildcard hooks: the hook reads ctx.before (the stored record is read for it, when it listens) */
  readsStored?: boolean;
}

/** RecordHooks.entity of a hook on every entity's writes */
export const ANY_ENTITY = '*';

// biome-ignore lint/suspicious/noExplicitAny: a map of every call's contract (a contract's argument type is both read and written, so only any matches them all)
type AnyCalls = Record<string, CallContract<any, any>>;

/** A service's contract bound to its handlers; `aliases` answer the same calls under other names. */
export interface ServiceImpl {
  name: string;
  aliases?: readonly string[];
  calls: AnyCalls;
  handlers: Handlers<AnyCalls>;
  multipart?: readonly string[];
}

export function implement<N extends string, C extends AnyCalls>(
  service: ServiceContract<N, C>,
  handlers: Handlers<C>,
  opts: { aliases?: readonly string[]; multipart?: ReadonlyArray<keyof C & string> } = {},
): ServiceImpl {
  return { name: service.name, calls: service.calls, handlers: handlers as unknown as Handlers<AnyCalls>, ...opts };
}

export interface SeedContext {
  /** the seed's transaction (system access: every row names its tenant) */
  db: Kysely<DB>;
  tenant: { id: string; code: string };
  organId: number;
  /** the tenant's first user, for audit fields of demo records */
  creator: { id: number; name: string };
  /** the demo's last day (ISO): by default the records' today; a test seeding again after midnight names the first seed's day */
  today?: string;
}

/** A save of a receipt in approval: whose, which record, and the parameter naming its reviewers. */
export interface EditInApproval {
  tenantId: string;
  userId: number;
  entityCode: string;
  receiptId: number;
  /** EntityDef.receipt.reviewersParam */
  reviewersParam?: string;
}

export interface ServerModule {
  services?: readonly ServiceImpl[];
  hooks?: readonly RecordHooks[];
  /** demo data of a tenant seeded on the first start (README's demo tenants) */
  seed?: (ctx: SeedContext) => Promise<void>;
  /** plain HTTP routes beside the calls (downloads): each checks its caller itself (http/call-context.ts) */
  routes?: (app: FastifyInstance, env: AppEnv) => void;
  /** further checks of calls after their declared access (server/rpc/registry.ts CallGuard): they only narrow */
  guards?: readonly CallGuard[];
  /**
   * may this user save the receipt while it is in approval (Ongoing)? Any module answering yes
   * lets the save through (the approval flows: the tenant allows editing to who holds its task)
   */
  editInApproval?: (db: Kysely<DB>, ask: EditInApproval) => Promise<boolean>;
  /** the user's open work items this module counts into the to-do badge (the approval flows: open tasks) */
  todoCount?: (db: Kysely<DB>, tenantId: string, userId: number) => Promise<number>;
  /** background work started with the server (scheduled jobs); answers how to stop it when the server closes */
  start?: (env: AppEnv) => Promise<() => Promise<void>>;
}

export function defineServerModule(m: ServerModule): ServerModule {
  return m;
}
