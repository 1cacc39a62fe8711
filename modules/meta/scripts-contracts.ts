// meta.TenantScript: a tenant administrator's form script per entity, served to the web app as
// GET /externalVform/{entityCode}.js and run there in a sandbox with
// the hook API v1 (README "Tenant form scripts"). Each save adds a version; the newest enabled
// version is served. Reading needs the meta/Entity page; writing its function meta.entity.script.
import { z } from 'zod';
import { args, call, defineService, type Requirement } from '../../schemas/rpc/define';

/** the largest script a tenant may store (UTF-8 bytes) */
export const SCRIPT_MAX_BYTES = 200 * 1024;
/** how many server calls one script may name */
export const SCRIPT_MAX_CALLS = 50;

/** `service/method` as the call route answers it, e.g. `erp.Purchase/summaryPage` */
export const CALL_PATH = /^[A-Za-z][A-Za-z0-9_]*\.[A-Za-z][A-Za-z0-9_]*\/[A-Za-z][A-Za-z0-9_]*$/;
/**
 * Services a script may never name, whatever its list says: their answers carry session tokens
 * (logon, relogin, unlock), which a script must never hold.
 */
export const FORBIDDEN_SCRIPT_SERVICES: readonly string[] = ['portal.Login', 'portal.Login3rd'];

export const isForbiddenCall = (path: string) => FORBIDDEN_SCRIPT_SERVICES.includes(path.split('/')[0]);

const entityCode = z.string().trim().min(1, 'is required').max(128);
const callPath = z
  .string()
  .trim()
  .regex(CALL_PATH, 'must be service/method, e.g. erp.Purchase/summaryPage')
  .refine((p) => !isForbiddenCall(p), 'portal.Login calls are not allowed');

export const scriptInput = z.object({
  entityCode,
  source: z.string().refine((s) => s.trim().length > 0, 'is required'),
  allowedCalls: z.array(callPath).max(SCRIPT_MAX_CALLS, `at most ${SCRIPT_MAX_CALLS} calls`).default([]),
});
export type ScriptInput = z.input<typeof scriptInput>;

/** The served version of an entity's script (meta.TenantScript/list). */
export interface TenantScriptSummary {
  entityCode: string;
  version: number;
  allowedCalls: string[];
  /** the source's size in UTF-8 bytes */
  bytes: number;
  createName: string | null;
  createDt: string;
}

/** One version of an entity's script (meta.TenantScript/history, save). */
export interface TenantScriptVersion extends TenantScriptSummary {
  id: number;
  source: string;
  /** served when it is the newest enabled version; remove disables every version */
  enabled: boolean;
  modifyName: string | null;
  modifyDt: string;
}

const ENTITY_PAGE = 'meta/Entity';
const read: Requirement = { page: ENTITY_PAGE };
const write: Requirement = { page: ENTITY_PAGE, op: 'script' };

export const metaTenantScript = defineService('meta.TenantScript', {
  /** [entityCode?]: the served version of every entity's script (or of one entity's) */
  list: call<[string?], TenantScriptSummary[]>(args(['entityCode', entityCode.optional()]), read),
  /** [script]: stores a new version of the entity's script and serves it */
  save: call<[ScriptInput], TenantScriptVersion>(args(['script', scriptInput]), write),
  /** [entityCode]: every version, newest first */
  history: call<[string], TenantScriptVersion[]>(args(['entityCode', entityCode]), read),
  /** [entityCode]: stops serving the entity's script (its versions stay in the history) */
  remove: call<[string], { removed: number }>(args(['entityCode', entityCode]), write),
});
