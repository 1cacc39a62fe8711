import { z } from 'zod';

/** A named position of a call's argument array. */
export type Arg = readonly [name: string, schema: z.ZodType];
type SchemasOf<P extends readonly Arg[]> = { -readonly [K in keyof P]: P[K] extends readonly [string, infer S] ? S : never };
type OutputsOf<P extends readonly Arg[]> = {
  -readonly [K in keyof P]: P[K] extends readonly [string, infer S extends z.ZodType] ? z.output<S> : never;
};

/**
 * A call's arguments are a JSON array; `args(['userCode', z.string()], ...)` builds the tuple
 * schema from named positions so that a validation message can name the bad argument.
 */
export function args<const P extends readonly Arg[]>(...pairs: P) {
  const schemas = pairs.map((p) => p[1]) as unknown as SchemasOf<P>;
  return {
    names: pairs.map((p) => p[0]),
    schema: z.tuple(schemas as unknown as [z.ZodType]) as unknown as z.ZodType<OutputsOf<P>>,
  };
}

/**
 * What the call route checks before a handler runs (server/rpc/access.ts, the one place):
 * - `{ page, op? }`: the page is allocated to the caller's role (no op, or 'read'), or its
 *   function `{prefix}.{op}` is (`meta/Entity` + 'delete' → `meta.entity.delete`);
 * - `{ entity, op, page? }`: the entity's records — through the calling page when it is named
 *   (it must be a page of that entity), else through any page that shows the entity. `op` is
 *   'read', a write of the receipt state machine, 'import', 'export', or 'lookup' (code and name
 *   for reference pickers: open to the tenant when the entity declares `lookup: 'tenant'`).
 */
export type Requirement =
  | { page: string; op?: string }
  /** a button of the page whose code does not follow the page's prefix (system/App's portal.menu.create) */
  | { page: string; fn: string }
  | { entity: string; op: string; page?: string | null }
  /** one of these is enough (e.g. a save that creates or changes; the service narrows it) */
  | { anyOf: readonly Requirement[] };

/**
 * Who may call. Every call declares it — a call without one does not register:
 * 'public' needs no login; 'session' any logged-in user of the tenant (said explicitly: there is
 * no default); a requirement; or a function of the validated arguments answering requirements
 * (all of them must hold).
 */
export type Access<A = unknown> = 'public' | 'session' | Requirement | ((args: A) => Requirement | readonly Requirement[]);

export interface CallContract<A = unknown[], R = unknown> {
  args: { names: string[]; schema: z.ZodType<A> };
  access: Access<A>;
  /**
   * Whether the operation log records the call (server/rpc/op-log.ts): by default a call whose
   * access names a write operation, or whose name says it writes; `false` for a call that only
   * looks, `true` for one that writes under a read-looking name or access.
   */
  log?: boolean;
  /** phantom: the answer body's type, for the web client */
  readonly result?: R;
}

export function call<A, R = unknown>(a: { names: string[]; schema: z.ZodType<A> }, access: Access<A>, opts: { log?: boolean } = {}): CallContract<A, R> {
  return { args: a, access, ...opts };
}

/** A service: its name (the path's first part) and its calls, declared once for server and web. */
// biome-ignore lint/suspicious/noExplicitAny: the calls of any service (a contract's argument type is both read and written, so only any matches them all)
export interface ServiceContract<N extends string = string, C extends Record<string, CallContract<any, any>> = Record<string, CallContract<any, any>>> {
  name: N;
  calls: C;
}

// biome-ignore lint/suspicious/noExplicitAny: the calls of any service (a contract's argument type is both read and written, so only any matches them all)
export function defineService<const N extends string, C extends Record<string, CallContract<any, any>>>(name: N, calls: C): ServiceContract<N, C> {
  return { name, calls };
}

export const portalType = z.enum(['Web', 'App', 'Hmi'], { error: '未知门户类型。' });
export const idArg = z.coerce.number().int().positive();

export interface Paged<T> {
  total: number;
  page: number;
  pageSize: number;
  itemList: T[];
}

/**
 * The request header the web app sets on every call it makes for a tenant's form script (value:
 * the script's entity code). The script's sandbox has no network of its own, so all its calls
 * carry it, and the server bounds them (the meta module's call guard).
 */
export const FORM_SCRIPT_HEADER = 'form-script';
