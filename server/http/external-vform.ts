// GET /externalVform/{entityCode}.js: the tenant's form script of an
// entity — the newest enabled version saved with meta.TenantScript/save — for the caller's tenant
// only, authenticated like a call (access_token and tenant-id headers). 404 when the tenant has
// none (204 when the caller sends `x-script-optional: 1`). The web app never runs it as a page
// script: it hands the text to the sandbox frame served beside it (tenant-sandbox.ts), with the
// calls the script may ask for in `x-script-allowed-calls`.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../db/types';
import type { AppEnv } from '../env';
import { Code } from '../rpc/errors';
import { session } from '../rpc/registry';
import { envelope } from '../rpc/route';
import { callContextOf } from './call-context';
import { registerSandboxRoute } from './tenant-sandbox';

/** the columns of tenant_script (migration 010) this route reads; meta.TenantScript writes them */
interface ServedColumns {
  tenant_id: string;
  entity_code: string;
  version: number;
  source: string;
  allowed_calls: string[];
  enabled: boolean;
  create_id: number | null;
}

/**
 * The version served for the entity: the newest enabled one. `db` is the tenant's scoped db.
 * Its author (create_id) bounds what the script's calls may do (the meta module's call guard).
 */
export function servedScript(db: Kysely<DB>, entityCode: string) {
  return db
    .withTables<{ tenant_script: ServedColumns }>()
    .selectFrom('tenant_script')
    .select(['version', 'source', 'allowed_calls', 'create_id'])
    .where('entity_code', '=', entityCode)
    .where('enabled', '=', true)
    .orderBy('version', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** sent by the web app's loader: no script is a normal answer (204), not a 404 */
export const OPTIONAL_HEADER = 'x-script-optional';
const SCRIPT_FILE = /^([A-Za-z][A-Za-z0-9_]{0,127})\.js$/;

export function registerExternalVformRoutes(app: FastifyInstance, env: AppEnv): void {
  registerSandboxRoute(app);
  app.get<{ Params: { file: string } }>('/externalVform/:file', async (req, reply) => {
    const ctx = await callContextOf(env, req);
    const s = session(ctx);
    const entityCode = SCRIPT_FILE.exec(req.params.file)?.[1];
    const script = entityCode ? await servedScript(s.db, entityCode) : undefined;
    if (!script) {
      reply.header('cache-control', 'no-store');
      // the web app asks for every form it opens, and most have no script: it says so, and gets
      // an empty answer rather than a 404 the browser would log as a failed load
      if (req.headers[OPTIONAL_HEADER] === '1') return reply.code(204).send();
      return reply.code(404).send(envelope(Code.NotFound, `no form script for ${entityCode ?? req.params.file}`));
    }
    return reply
      .type('application/javascript; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('x-script-version', String(script.version))
      .header('x-script-allowed-calls', script.allowed_calls.join(','))
      .send(script.source);
  });
}
