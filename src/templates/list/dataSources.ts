// Where a list's records come from: the generic record call, or an external data source that
// answers [query] → {itemList, total} (VformDsvList, a data-source list). Only this server
// is asked: the session's headers never go to another origin.
import type { RecordQuery } from '../../../schemas/rpc/datax';
import { rpc, requestHeaders } from '../../api/rpc';
import { RpcError } from '../../api/errors';
import { MetaDynamicApi } from '../../api/services';
import { sessionStore } from '../../app/session/sessionStore';

export interface ListPage {
  itemList: Array<Record<string, unknown>>;
  total: number;
}

export type FetchPage = (query: RecordQuery) => Promise<ListPage>;

export const fetchEntityPage: FetchPage = (query) => MetaDynamicApi.summaryPage([query], { ignoreError: true });

/** `/service.Name/method` is one of our calls (rpc() with its headers and envelope); anything else is fetched as is (on this server only). */
export function parseServicePath(path: string): { service: string; method: string } | null {
  const match = /^\/?([A-Za-z0-9_]+\.[A-Za-z0-9_.]+)\/([A-Za-z0-9_]+)$/.exec(path.trim());
  return match ? { service: match[1], method: match[2] } : null;
}

/**
 * Whether a data source that is not one of our calls is on this server: a relative path, or an
 * absolute URL of this page's origin, resolved as fetch() resolves it (`//host/...`, `/\host`
 * and other schemes are other origins). A tenant's menu parameter may name any URL.
 */
export function isOnThisServer(path: string): boolean {
  try {
    return new URL(path, document.baseURI).origin === location.origin;
  } catch {
    return false;
  }
}

/** A data source on another server: refused before any request (it would receive the session, or the user's query). */
export class ForeignDataSourceError extends Error {
  constructor(path: string) {
    super(`The data source ${path} is not on this server (${location.origin}): it is not asked, so neither the session nor the query goes to another site.`);
    this.name = 'ForeignDataSourceError';
  }
}

export function dataSourceFetcher(path: string): FetchPage {
  const call = parseServicePath(path);
  if (call) return (query) => rpc<ListPage>(call.service, call.method, [query], { ignoreError: true });
  return async (query) => {
    // the session headers go to this server only; another origin is not asked at all
    // (fetch() resolves `path` against the same document base URL as isOnThisServer)
    if (!isOnThisServer(path)) throw new ForeignDataSourceError(path);
    const response = await fetch(path, { method: 'POST', headers: requestHeaders(sessionStore.get()), body: JSON.stringify([query]) });
    if (!response.ok) throw new RpcError(response.status, response.statusText);
    const answer = (await response.json()) as ListPage | { code: number; msg?: string; body?: ListPage };
    // an answer in our envelope, or the page itself
    if ('code' in answer && !('itemList' in answer)) {
      if (answer.code !== 200 || !answer.body) throw new RpcError(answer.code, answer.msg ?? '');
      return answer.body;
    }
    return answer as ListPage;
  };
}
