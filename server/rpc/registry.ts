// Services register their calls here: a contract from schemas/rpc (arguments + access) bound to
// a handler. The route (route.ts) looks calls up by `{service}/{method}`.
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { CallContract } from '../../schemas/rpc/define';
import type { ServiceImpl } from '../modules/types';
import { isDeclaredAccess } from './access';
import type { DB } from '../db/types';
import type { Lang } from '../i18n';
import type { AppEnv } from '../env';
import { AuthError } from './errors';
import type { RawJson } from './raw-json';

export interface AuthInfo {
  tenantId: string;
  userId: number;
  roleId: number;
  portalType: string;
  sessionId: string;
  userCode: string;
  userName: string;
  /** the tenant's menu and metadata versions read with the session (saves a query per cache check) */
  menuVersion?: number;
  metaVersion?: number;
}

export interface CallContext {
  env: AppEnv;
  request: FastifyRequest;
  log: FastifyBaseLogger;
  reqId: string;
  lang: Lang;
  ip: string;
  auth: AuthInfo | null;
}

/** The caller's session and the database scoped to the caller's tenant. */
export function session(ctx: CallContext): AuthInfo & { db: Kysely<DB> } {
  if (!ctx.auth) throw new AuthError(401, 'login required');
  return { ...ctx.auth, db: ctx.env.db.forTenant(ctx.auth.tenantId) };
}

// biome-ignore lint/suspicious/noExplicitAny: any call's contract (a contract's argument type is both read and written, so only any matches them all)
type AnyContract = CallContract<any, any>;
type ArgsOf<C> = C extends CallContract<infer A, infer _R> ? A : never;
type ResultOf<C> = C extends CallContract<infer _A, infer R> ? R : never;

export interface Binding {
  contract: CallContract;
  handler: (ctx: CallContext, args: unknown) => Promise<unknown>;
  /** the call takes multipart/form-data instead of a JSON array */
  multipart?: boolean;
}

/** The handlers of a service's contracts (for handler tables registered under several names). */
export type Handlers<C extends Record<string, AnyContract>> = { [K in keyof C]: (ctx: CallContext, args: ArgsOf<C[K]>) => Promise<ResultOf<C[K]> | RawJson> };

/** A call about to run (arguments validated, declared access granted). */
export interface GuardedCall {
  path: string;
  binding: Binding;
  args: unknown;
  registry: Registry;
}

/**
 * A module's further word on calls of a certain origin (a tenant's form script, say): it runs
 * after the declared access has been granted and refuses by throwing. Guards only narrow what
 * the access judge allowed; they never open anything.
 */
export type CallGuard = (ctx: CallContext, call: GuardedCall) => Promise<void>;

export class Registry {
  readonly calls = new Map<string, Binding>();
  readonly guards: CallGuard[] = [];

  /** Registers a service's calls under its name and its aliases. */
  add(impl: ServiceImpl): void {
    for (const name of [impl.name, ...(impl.aliases ?? [])]) {
      for (const method of Object.keys(impl.calls)) {
        const path = `${name}/${method}`;
        const contract = impl.calls[method] as CallContract;
        if (this.calls.has(path)) throw new Error(`call ${path} registered twice`);
        // no silent "any logged-in user": a call says who may make it, or it is not served
        if (!isDeclaredAccess(contract.access)) throw new Error(`call ${path} declares no access: not registered`);
        const handler = impl.handlers[method];
        if (typeof handler !== 'function') throw new Error(`call ${path} has no handler`);
        this.calls.set(path, { contract, handler: handler as Binding['handler'], multipart: impl.multipart?.includes(method) });
      }
    }
  }
}
