// The RPC client against a mocked `fetch`: these tests pin the client's own behaviour (headers,
// cancellation, envelope and HTTP error handling, token refresh). The server side of the wire
// contract is covered by the server tests against a real database.
import { notification } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RpcError } from '../../../src/api/errors';
import { resetNotices } from '../../../src/api/notify';
import { rpc } from '../../../src/api/rpc';
import { LoginApi, MenuAllocApi } from '../../../src/api/services';
import { setNavigator } from '../../../src/app/navigation';
import { sessionStore } from '../../../src/app/session/sessionStore';
import { STORAGE_KEYS } from '../../../src/app/session/storageKeys';
import { i18n, setLanguage } from '../../../src/i18n';
import { makeSession } from '../../kit/web/fixtures';

type FetchArgs = [string, RequestInit];
const fetchMock = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();
const navigate = vi.fn();
let warning: ReturnType<typeof vi.spyOn>;
let errorNotice: ReturnType<typeof vi.spyOn>;

function envelope(body: unknown, init: { code?: number; msg?: string; token?: string; status?: number } = {}) {
  const headers = new Headers({ 'content-type': 'application/json' });
  if (init.token) headers.set('access_token', init.token);
  return new Response(JSON.stringify({ code: init.code ?? 200, msg: init.msg ?? '', body }), { status: init.status ?? 200, headers });
}

function sentHeaders(call = 0): Headers {
  return new Headers((fetchMock.mock.calls[call] as FetchArgs)[1].headers);
}

beforeEach(async () => {
  localStorage.clear();
  sessionStorage.clear();
  sessionStore.reload();
  await i18n.changeLanguage('zh_CN');
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  navigate.mockReset();
  setNavigator(navigate);
  resetNotices();
  warning = vi.spyOn(notification, 'warning').mockImplementation(() => undefined);
  errorNotice = vi.spyOn(notification, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('request', () => {
  it('POSTs the JSON array to /{service}/{method} with the wire-contract headers', async () => {
    sessionStore.set(makeSession());
    window.history.pushState({}, '', '/demo/mdm/Supplier');
    fetchMock.mockResolvedValueOnce(envelope([{ id: 1 }]));
    const body = await MenuAllocApi.getAllocatedPortalTree(['Web', 7]);
    expect(body).toEqual([{ id: 1 }]);
    const [url, init] = fetchMock.mock.calls[0] as FetchArgs;
    expect(url).toBe('/portal.MenuAlloc/getAllocatedPortalTree');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('["Web",7]');
    const headers = sentHeaders();
    expect(Object.fromEntries(headers.entries())).toEqual({
      'content-type': 'application/json',
      language: 'zh_CN',
      'context-language': 'zh_CN',
      region: 'CN',
      rid: '7',
      'user-name': encodeURIComponent('张 三'),
      'user-account': 'admin',
      'tenant-name': encodeURIComponent('演示 制造'),
      'tenant-id': '00000100',
      access_token: 'token-1',
      // the page the call came from, for the operation log
      'page-url': 'mdm%2FSupplier',
    });
  });

  it('sends the chosen language', async () => {
    await setLanguage('en_US');
    fetchMock.mockResolvedValueOnce(envelope({ publicKey: 'pem' }));
    await LoginApi.publicKey([]);
    expect(sentHeaders().get('language')).toBe('en_US');
    expect(sentHeaders().get('context-language')).toBe('en_US');
    expect(sentHeaders().get('access_token')).toBeNull();
    await setLanguage('zh_CN');
  });

  it('logon carries the tenant-code header', async () => {
    fetchMock.mockResolvedValueOnce(envelope(makeSession()));
    await LoginApi.logon(['admin', 'cipher', null, 'Web'], { headers: { 'tenant-code': 'demo' } });
    expect(sentHeaders().get('tenant-code')).toBe('demo');
    expect(JSON.parse((fetchMock.mock.calls[0] as FetchArgs)[1].body as string)).toEqual(['admin', 'cipher', null, 'Web']);
  });

  it('stores the refreshed token of the access_token response header', async () => {
    sessionStore.set(makeSession());
    fetchMock.mockResolvedValueOnce(envelope({ todo: 1, message: 0, total: 1 }, { token: 'token-2' }));
    await MenuAllocApi.todoCount([]);
    expect(sessionStore.get()?.token).toBe('token-2');
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.session)!).token).toBe('token-2');
    fetchMock.mockResolvedValueOnce(envelope(null));
    await MenuAllocApi.todoCount([]);
    expect(sentHeaders(1).get('access_token')).toBe('token-2');
  });
});

describe('a newer request to the same URL cancels the older (4099)', () => {
  function abortable() {
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
          setTimeout(() => resolve(envelope('late')), 20);
        }),
    );
  }

  it('rejects the older with code 4099, silently', async () => {
    abortable();
    const older = rpc('portal.MenuAlloc', 'todoCount', []);
    const newer = rpc('portal.MenuAlloc', 'todoCount', []);
    await expect(older).rejects.toMatchObject({ code: 4099 });
    await expect(newer).resolves.toBe('late');
    expect(warning).not.toHaveBeenCalled();
    expect(errorNotice).not.toHaveBeenCalled();
  });

  it('does not cancel requests to other URLs, nor when the call opts out', async () => {
    abortable();
    const a = rpc('portal.MenuAlloc', 'todoCount', []);
    const b = rpc('portal.MenuAlloc', 'getPageDetail', [1, 7]);
    const c = rpc('portal.MenuAlloc', 'getPageDetail', [2, 7], { cancelPrevious: false });
    await expect(Promise.all([a, b, c])).resolves.toEqual(['late', 'late', 'late']);
  });
});

describe('envelope errors', () => {
  it('rejects with {code, msg} and shows a warning titled "warning"', async () => {
    fetchMock.mockResolvedValueOnce(envelope(null, { code: 409, msg: '数据已被修改' }));
    const failure = await rpc('erp.Purchase', 'modify', [{}]).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(RpcError);
    expect(failure).toMatchObject({ code: 409, msg: '数据已被修改' });
    expect(warning).toHaveBeenCalledTimes(1);
    expect(warning.mock.calls[0][0]).toMatchObject({ message: 'warning', description: 'error code: 409, 数据已被修改', duration: 2 });
  });

  it('keeps the body of a refused call, so a form can show the server’s field errors', async () => {
    fetchMock.mockResolvedValueOnce(envelope({ fields: { code: '不能包含空格' } }, { code: 400, msg: '供应商编码: 不能包含空格' }));
    const failure = await rpc('datax.MetaDynamic', 'saveValue', ['Supplier', {}]).catch((e: unknown) => e);
    expect(failure).toMatchObject({ code: 400, body: { fields: { code: '不能包含空格' } } });
  });

  it("says 'service exception.' when the message is empty", async () => {
    fetchMock.mockResolvedValueOnce(envelope(null, { code: 500, msg: '' }));
    await expect(rpc('x.Y', 'z', [])).rejects.toMatchObject({ code: 500 });
    expect(warning.mock.calls[0][0]).toMatchObject({ description: 'service exception.' });
  });

  it('shows nothing when the call passes ignoreError', async () => {
    fetchMock.mockResolvedValueOnce(envelope(null, { code: 400, msg: 'userCode is required' }));
    await expect(rpc('portal.Login', 'logon', [], { ignoreError: true })).rejects.toMatchObject({ code: 400, msg: 'userCode is required' });
    expect(warning).not.toHaveBeenCalled();
  });

  it('shows at most 2 notices at once', async () => {
    fetchMock.mockImplementation(async () => envelope(null, { code: 4003, msg: 'no permission' }));
    await Promise.allSettled([rpc('a.B', 'one', []), rpc('a.B', 'two', []), rpc('a.B', 'three', [])]);
    expect(warning).toHaveBeenCalledTimes(2);
    // closing one makes room again
    (warning.mock.calls[0][0] as { onClose: () => void }).onClose();
    await rpc('a.B', 'four', []).catch(() => undefined);
    expect(warning).toHaveBeenCalledTimes(3);
  });
});

describe('HTTP errors', () => {
  it('401 ends the session and opens the tenant login, marking why', async () => {
    sessionStore.set(makeSession());
    localStorage.setItem(STORAGE_KEYS.build, 'plantform');
    fetchMock.mockResolvedValueOnce(new Response('', { status: 401 }));
    await expect(rpc('portal.MenuAlloc', 'todoCount', [])).rejects.toMatchObject({ code: 401 });
    expect(navigate).toHaveBeenCalledWith('/demo/login', { replace: true });
    expect(sessionStore.get()).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.session)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.build)).toBe('plantform');
    expect(sessionStorage.getItem(STORAGE_KEYS.reloginReason)).toBe('401');
    expect(warning).not.toHaveBeenCalled();
  });

  it('403 (expired) does the same', async () => {
    sessionStore.set(makeSession());
    fetchMock.mockResolvedValueOnce(new Response('', { status: 403 }));
    await expect(rpc('portal.MenuAlloc', 'todoCount', [])).rejects.toMatchObject({ code: 403, msg: '登录过期，请重新登录' });
    expect(navigate).toHaveBeenCalledWith('/demo/login', { replace: true });
    expect(sessionStorage.getItem(STORAGE_KEYS.reloginReason)).toBe('403');
  });

  it('maps other statuses to the spec texts (404 names the URL)', async () => {
    const cases: Array<[number, string]> = [
      [400, '请求错误'],
      [404, '请求地址出错: /no.Such/thing'],
      [408, '请求超时'],
      [500, '服务器内部错误'],
      [501, '服务未实现'],
      [502, '网关错误'],
      [503, '服务不可用'],
      [504, '网关超时'],
      [505, 'HTTP版本不受支持'],
    ];
    for (const [status, text] of cases) {
      fetchMock.mockResolvedValueOnce(new Response('', { status }));
      resetNotices();
      await expect(rpc('no.Such', 'thing', [])).rejects.toMatchObject({ code: status, msg: text });
    }
    expect(errorNotice).toHaveBeenCalledTimes(cases.length);
    expect(errorNotice.mock.calls[0][0]).toMatchObject({ description: '请求错误', duration: 1.5 });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('has English texts too', async () => {
    await setLanguage('en_US');
    fetchMock.mockResolvedValueOnce(new Response('', { status: 504 }));
    await expect(rpc('a.B', 'c', [])).rejects.toMatchObject({ msg: 'Gateway timeout' });
    await setLanguage('zh_CN');
  });
});
