// VformDsvList's data source gets the session's headers on this server only: a relative path or
// an absolute URL of this page's origin is fetched with them; any other origin is refused before
// any request (neither the token nor the user's query leaves the site), and the list fails to
// load as it does for any other failure.
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { sessionStore } from '../../../src/app/session/sessionStore';
import { dataSourceFetcher, ForeignDataSourceError, isOnThisServer } from '../../../src/templates/list/dataSources';
import { clearPageModelCache } from '../../../src/templates/shared/pageModelCache';
import { supplierEntity } from '../../kit/web/fakes';
import { makeSession } from '../../kit/web/fixtures';
import { preloadTemplates, renderShell, supplierTree } from '../../kit/web/harness';
import { EntityApi, MetaDynamicApi, resetServices } from '../../kit/web/servicesMock';

vi.mock('../../../src/api/services', () => import('../../kit/web/servicesMock'));

vi.setConfig({ testTimeout: 30_000 });

const query = { entityCode: 'Supplier', page: 1, pageSize: 20, filterMap: {}, fuzzyMap: {}, rangeMap: {} };
const answer = () => new Response(JSON.stringify({ itemList: [{ id: 9, code: 'S009' }], total: 1 }), { status: 200 });
let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  fetchMock = vi.fn().mockImplementation(async () => answer());
  vi.stubGlobal('fetch', fetchMock);
  sessionStore.set(makeSession());
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('dataSourceFetcher: the session goes to this server only', () => {
  it.each([
    ['a path', '/api/external/suppliers'],
    ['a path without a leading slash', 'api/external/suppliers?kind=A'],
    ['an absolute URL of this origin', `${location.origin}/api/external/suppliers`],
  ])('%s is fetched with the session headers', async (_, path) => {
    expect(isOnThisServer(path)).toBe(true);
    await expect(dataSourceFetcher(path)(query)).resolves.toEqual({ itemList: [{ id: 9, code: 'S009' }], total: 1 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe(path);
    expect(init.headers.access_token).toBe('token-1');
    expect(JSON.parse(init.body)).toEqual([query]);
  });

  it.each([
    ['another host', 'https://evil.example/api/suppliers'],
    ['another port of this host', `${location.protocol}//${location.hostname}:1/api/suppliers`],
    ['another scheme of this host', `${location.protocol === 'https:' ? 'http:' : 'https:'}//${location.host}/api/suppliers`],
    ['a scheme-relative URL', '//evil.example/api/suppliers'],
    ['a backslash that URLs read as a slash', '/\\evil.example/api/suppliers'],
    ['a URL with this origin as its user name', `https://${location.host}@evil.example/api/suppliers`],
    ['a data: URL', 'data:application/json,{"itemList":[],"total":0}'],
  ])('%s is refused before any request, with or without headers', async (_, path) => {
    expect(isOnThisServer(path)).toBe(false);
    const load = dataSourceFetcher(path)(query);
    await expect(load).rejects.toBeInstanceOf(ForeignDataSourceError);
    await expect(load).rejects.toThrow(/not on this server/);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('VformDsvList with a data source on another server', () => {
  beforeAll(preloadTemplates, 120_000);
  beforeEach(() => {
    resetServices();
    clearPageModelCache();
    EntityApi.detail.mockResolvedValue(supplierEntity());
  });
  afterEach(cleanup);

  it('asks nothing of it and shows the failed load (no rows, total 0), the reason in the console', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    onTestFinished(() => warn.mockRestore());
    renderShell(supplierTree({ class: 'VformDsvList', entityCode: 'Supplier', dataSource: 'https://evil.example/suppliers' }), 'mdm/Supplier');
    await waitFor(() => expect(warn).toHaveBeenCalledWith('[list] query failed', expect.any(ForeignDataSourceError)));
    expect(String(warn.mock.calls.find((c) => c[0] === '[list] query failed')?.[1])).toMatch(/https:\/\/evil\.example\/suppliers is not on this server/);
    expect(await screen.findByText('共 0 条')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(MetaDynamicApi.summaryPage).not.toHaveBeenCalled();
  });
});
