// Where a list's records come from: the generic record call, or an external data source that
// answers [query] → {itemList, total} (VformDsvList, spec §7 "Data-source list").
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

/** `/service.Name/method` is one of our calls (rpc() with its headers and envelope); anything else is fetched as is. */
export function parseServicePath(path: string): { service: string; method: string } | null {
  const match = /^\/?([A-Za-z0-9_]+\.[A-Za-z0-9_.]+)\/([A-Za-z0-9_]+)$/.exec(path.trim());
  return match ? { service: match[1], method: match[2] } : null;
}

export function dataSourceFetcher(path: string): FetchPage {
  const call = parseServicePath(path);
  if (call) return (query) => rpc<ListPage>(call.service, call.method, [query], { ignoreError: true });
  return async (query) => {
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
