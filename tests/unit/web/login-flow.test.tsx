// The login page and the shell behind it, end to end inside jsdom, with `fetch` mocked: this
// pins what the web app sends and how it reacts. The server's side is covered by server tests.
import { constants, generateKeyPairSync, privateDecrypt } from 'node:crypto';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { notification } from 'antd';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetNotices } from '../../../src/api/notify';
import { setNavigator } from '../../../src/app/navigation';
import { appRoutes } from '../../../src/app/router';
import { sessionStore } from '../../../src/app/session/sessionStore';
import { STORAGE_KEYS } from '../../../src/app/session/storageKeys';
import { i18n } from '../../../src/i18n';
import { makeSession, moduleNode, pageNode } from '../../kit/web/fixtures';

const { publicKey, privateKey } = generateKeyPairSync('rsa', {
  modulusLength: 2048,
  publicKeyEncoding: { type: 'spki', format: 'pem' },
  privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
});
const decrypt = (b64: string) =>
  privateDecrypt({ key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from(b64, 'base64')).toString('utf8');

const navTree = [
  moduleNode('erp', '采购管理', [pageNode('erp.purchase', 'erp/purchase', '采购订单', { functionList: ['erp.purchase.create'] })], { icon: 'ShoppingCartOutlined' }),
];

type Handler = (args: unknown[], headers: Headers) => unknown;
let handlers: Record<string, Handler>;
const calls: Array<{ url: string; args: unknown[]; headers: Headers }> = [];

function reply(body: unknown, code = 200, msg = '') {
  return new Response(JSON.stringify({ code, msg, body }), { status: 200, headers: { 'content-type': 'application/json' } });
}

class SilentSocket {
  readyState = 0;
  onopen = null;
  onclose = null;
  onmessage = null;
  send() {}
  close() {}
}

beforeEach(async () => {
  localStorage.clear();
  sessionStorage.clear();
  sessionStore.reload();
  resetNotices();
  await i18n.changeLanguage('zh_CN');
  calls.length = 0;
  handlers = {
    '/portal.Login/publicKey': () => ({ publicKey }),
    '/portal.MenuAlloc/getAllocatedPortalTree': () => navTree,
    '/portal.MenuAlloc/todoCount': () => ({ todo: 2, message: 1, total: 3 }),
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url.startsWith('/themeImageFile/')) return new Response('', { status: 404 });
      const args = JSON.parse((init?.body as string) ?? '[]') as unknown[];
      const headers = new Headers(init?.headers);
      calls.push({ url, args, headers });
      const handler = handlers[url];
      if (!handler) return reply(null, 11, `no handler for ${url}`);
      const result = handler(args, headers);
      return result instanceof Response ? result : reply(result);
    }),
  );
  vi.stubGlobal('WebSocket', SilentSocket);
  vi.spyOn(notification, 'warning').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function openApp(path: string) {
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  setNavigator((to, options) => void router.navigate(to, options));
  render(<RouterProvider router={router} />);
  return router;
}

/** the shell's tab titles (antd adds a hidden "more" tab, which is not one of ours) */
function tabTitles() {
  return Array.from(document.querySelectorAll('[data-tab-key]')).map((tab) => tab.textContent);
}

async function fillAndSubmit(userCode: string, password: string, remember = false) {
  fireEvent.change(await screen.findByLabelText('账号'), { target: { value: userCode } });
  fireEvent.change(screen.getByLabelText('密码'), { target: { value: password } });
  if (remember) fireEvent.click(screen.getByRole('checkbox', { name: '记住账号' }));
  fireEvent.click(screen.getByRole('button', { name: /登\s*录/ }));
}

describe('login page', () => {
  it('logs in: encrypted password, tenant-code header, stored session, then the shell at home', async () => {
    handlers['/portal.Login/logon'] = (args, headers) => {
      expect(headers.get('tenant-code')).toBe('demo');
      expect(args[0]).toBe('admin');
      expect(decrypt(args[1] as string)).toBe('Admin@123');
      expect(args.slice(2)).toEqual([null, 'Web']);
      return makeSession();
    };
    const router = openApp('/demo/login');
    expect(await screen.findByText('Plantform 智造平台')).toBeTruthy();
    expect(screen.getByText('© 2019–2025 普兰特科技有限公司')).toBeTruthy();
    await fillAndSubmit('admin', 'Admin@123', true);

    await waitFor(() => expect(router.state.location.pathname).toBe('/demo/home'));
    expect(sessionStore.get()?.token).toBe('token-1');
    expect(sessionStorage.getItem(STORAGE_KEYS.personId)).toBe('501');
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.loginInfo)!)).toMatchObject({ tenant: 'demo', userCode: 'admin', remember: true });

    // the shell: nav tree for the role, the menu, the home page and the todo badge
    // home is the workbench module's page: its chunk and strings load first
    expect(await screen.findByText('您好，张 三', {}, { timeout: 15_000 })).toBeTruthy();
    const tree = calls.find((c) => c.url === '/portal.MenuAlloc/getAllocatedPortalTree');
    expect(tree?.args).toEqual(['Web', 7]);
    expect(tree?.headers.get('access_token')).toBe('token-1');
    const menu = screen.getByRole('menu');
    expect(within(menu).getByText('采购管理')).toBeTruthy();
    await waitFor(() => expect(screen.getByLabelText('待办 3')).toBeTruthy());

    // a nav page without a component: the honest placeholder page (not built yet), in a new tab
    await act(async () => router.navigate('/demo/erp/purchase'));
    expect(await screen.findByText('此页面尚未开发')).toBeTruthy();
    expect(screen.getByText('该页面已在菜单中，可以为角色分配它的功能权限；页面本身尚未开发。')).toBeTruthy();
    expect(screen.getByText('erp.purchase.create')).toBeTruthy();
    expect(tabTitles()).toEqual(['首页', '采购订单']);

    // titleName names the tab; an unknown page goes to /demo/404
    await act(async () => router.navigate('/demo/erp/purchase?titleName=PO-7'));
    await waitFor(() => expect(tabTitles()).toEqual(['首页', 'PO-7']));
    await act(async () => router.navigate('/demo/no/such'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/demo/404'));
  }, 30_000);

  it("shows the server's message when logon fails, without a notification", async () => {
    handlers['/portal.Login/logon'] = () => reply(null, 401001, '账号或密码错误');
    const router = openApp('/demo/login');
    await fillAndSubmit('admin', 'wrong');
    expect(await screen.findByText('账号或密码错误')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/demo/login');
    expect(sessionStore.get()).toBeNull();
    expect(notification.warning).not.toHaveBeenCalled();
  });

  it('lets a user with several roles pick one (default preselected); another role goes through relogin', async () => {
    const base = makeSession();
    const planner = { ...base.role, id: 8, code: 'planner', name: '计划员', nameIntl: { en_US: 'Planner' }, defaultTag: false };
    handlers['/portal.Login/logon'] = () => ({ ...base, roles: [base.role, planner] });
    handlers['/portal.Login/relogin'] = (args, headers) => {
      expect(headers.get('access_token')).toBe('token-1');
      expect(args).toEqual([{ uid: 11, rid: 8, unit: null, tenant: '00000100', portalType: 'Web', token: 'token-1' }]);
      return { ...base, token: 'token-planner', role: planner, roles: [base.role, planner] };
    };
    const router = openApp('/demo/login');
    await fillAndSubmit('admin', 'Admin@123');
    expect(await screen.findByText('请选择登录角色')).toBeTruthy();
    expect((screen.getByRole('radio', { name: /管理员/ }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: /计划员/ }));
    fireEvent.click(screen.getByRole('button', { name: /进入系统/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/demo/home'));
    expect(sessionStore.get()).toMatchObject({ token: 'token-planner', role: { id: 8 } });
  });

  it('going to the login page ends a stored session but keeps the build and login info', async () => {
    sessionStore.set(makeSession());
    localStorage.setItem(STORAGE_KEYS.build, 'plantform');
    localStorage.setItem(STORAGE_KEYS.loginInfo, JSON.stringify({ tenant: 'demo', userCode: 'lisi', remember: true, language: 'zh_CN' }));
    openApp('/demo/login');
    expect(await screen.findByDisplayValue('lisi')).toBeTruthy();
    expect(localStorage.getItem(STORAGE_KEYS.session)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.build)).toBe('plantform');
  });

  it('a session of another tenant does not open this tenant’s shell', async () => {
    sessionStore.set(makeSession());
    const router = openApp('/acme/home');
    await waitFor(() => expect(router.state.location.pathname).toBe('/acme/login'));
  });

  it('/ opens the build’s default tenant login', async () => {
    const router = openApp('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/demo/login'));
  });
});
