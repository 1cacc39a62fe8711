// GET /externalVform/{entityCode}.js: the tenant's form script of an
// entity, with the session's headers. No script is the usual answer (204: the loader says it may
// be missing, so the browser logs no failed load); a failure is logged and answers false, and the
// form works without a script.
import { requestHeaders } from '../../api/rpc';
import { sessionStore } from '../../app/session/sessionStore';
import type { LoadedScript } from './session';

/** Logs what goes wrong with a tenant's script: the tenant's problem, not the app's error. */
export function logScriptProblem(text: string): void {
  console.warn(`[tenant script] ${text}`);
}

export async function loadTenantScript(entityCode: string): Promise<LoadedScript | null | false> {
  const session = sessionStore.get();
  if (!session) return null;
  const { 'content-type': _json, ...headers } = requestHeaders(session);
  try {
    const res = await fetch(`/externalVform/${encodeURIComponent(entityCode)}.js`, { headers: { ...headers, 'x-script-optional': '1' }, cache: 'no-store' });
    if (res.status === 204 || res.status === 404) return null;
    if (!res.ok) {
      logScriptProblem(`GET /externalVform/${entityCode}.js answered HTTP ${res.status}`);
      return false;
    }
    return {
      entityCode,
      source: await res.text(),
      version: Number(res.headers.get('x-script-version')) || 0,
      allowedCalls: (res.headers.get('x-script-allowed-calls') ?? '').split(',').filter(Boolean),
    };
  } catch (error) {
    logScriptProblem(`GET /externalVform/${entityCode}.js failed: ${error instanceof Error ? error.message : String(error)}`);
    return false;
  }
}
