// Services register their calls here: a contract from schemas/rpc (arguments + access) bound to
// a handler. The route (route.ts) looks calls up by `{service}/{method}`.
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { CallContract } from '../../schemas/rpc/define';
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

// eslint-disable-next-line @typescript-eslint/no-explicit-any
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

export class Registry {
  readonly calls = new Map<string, Binding>();

  service<C extends Record<string, AnyContract>>(
    name: string,
    contracts: C,
    handlers: Handlers<C>,
    opts: { multipart?: Array<keyof C> } = {},
  ): void {
    for (const method of Object.keys(contracts)) {
      const path = `${name}/${method}`;
      if (this.calls.has(path)) throw new Error(`call ${path} registered twice`);
      this.calls.set(path, {
        contract: contracts[method] as CallContract,
        handler: handlers[method] as Binding['handler'],
        multipart: opts.multipart?.includes(method),
      });
    }
  }
}
