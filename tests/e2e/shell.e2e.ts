// A user in Chromium: logs in at /demo/login, moves around the shell through the menu, logs out;
// every page of the demo admin's nav tree (from the server's answer, so later pages are walked too)
// shows something to read or use.
import { expect, type Page, test } from './fixtures';
import { openMenuPage } from './journey-kit';

async function login(page: Page, user: string, password: string) {
  await page.goto('/demo/login');
  await page.getByPlaceholder('请输入账号').fill(user);
  await page.getByPlaceholder('请输入密码').fill(password);
  await page.getByRole('button', { name: /登\s*录/ }).click();
}


test('the demo admin logs in, opens pages from the menu, and logs out', async ({ page }) => {
  await login(page, 'admin', 'wrong-password');
  await expect(page.getByText('用户名或密码错误。')).toBeVisible();
  await expect(page).toHaveURL(/\/demo\/login$/);

  await page.getByPlaceholder('请输入密码').fill('Admin@123');
  await page.getByRole('button', { name: /登\s*录/ }).click();
  await expect(page).toHaveURL(/\/demo\/home$/);
  await expect(page.getByTestId('user-menu')).toContainText('系统管理员');

  await openMenuPage(page, '主数据', '供应商', /\/demo\/mdm\/Supplier$/);
  await expect(page.getByRole('tab', { name: /供应商/ })).toBeVisible();

  await openMenuPage(page, '采购管理', '采购订单', /\/demo\/purchase\/order$/);
  await expect(page.getByRole('tab', { name: /采购订单/ })).toBeVisible();
  // the earlier tab is still open and brings its page back
  await page.getByRole('tab', { name: /供应商/ }).click();
  await expect(page).toHaveURL(/\/demo\/mdm\/Supplier$/);

  await page.goto('/demo/no/such/page');
  await expect(page).toHaveURL(/\/demo\/404$/);

  await page.goto('/demo/home');
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: '退出登录' }).click();
  await page.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page).toHaveURL(/\/demo\/login$/);
  const kept = await page.evaluate(() => Object.keys(localStorage).sort());
  expect(kept.every((k) => k === 'plantform.build' || k === 'plantform.loginInfo')).toBe(true);
  // the old session is over: the shell sends us back to login
  await page.goto('/demo/home');
  await expect(page).toHaveURL(/\/demo\/login$/);
});

test('a user with two roles chooses one, and sees only that role’s menu', async ({ page }) => {
  await login(page, 'lina', 'Demo@123');
  await expect(page.getByText('请选择登录角色')).toBeVisible();
  await page.getByText('仓库管理员').click();
  await page.getByRole('button', { name: '进入系统' }).click();
  await expect(page).toHaveURL(/\/demo\/home$/);
  await expect(page.getByRole('menuitem', { name: '仓储管理' }).first()).toBeVisible();
  await expect(page.getByRole('menuitem', { name: '采购管理' })).toHaveCount(0);
});

test('the menu search finds a page by its Chinese name', async ({ page }) => {
  await login(page, 'admin', 'Admin@123');
  await expect(page).toHaveURL(/\/demo\/home$/);
  await page.getByPlaceholder(/搜索/).fill('入库单');
  await page.getByRole('menuitem', { name: '入库单', exact: true }).click();
  await expect(page).toHaveURL(/\/demo\/warehouse\/Entry$/);
});

test('antd’s own texts (the pager) are in the user’s language', async ({ page }) => {
  await login(page, 'admin', 'Admin@123');
  await expect(page).toHaveURL(/\/demo\/home$/);
  await page.goto('/demo/system/Role');
  const pager = page.getByTestId('role-list-page').locator('.ant-pagination');
  await expect(pager).toContainText('条/页');
  await expect(pager).not.toContainText('/ page');
});

/** A page of the nav tree the shell routes (the same rule as the shell's isRoutablePage). */
interface Node {
  code: string;
  name: string;
  url: string | null;
  type: number;
  hidden?: boolean;
  children?: Node[];
}
const routable = (n: Node) => (n.type === 2 || n.type === 4) && !!n.url?.trim() && !/^https?:\/\//.test(n.url.trim());
/**
 * What the content area shows: 'loading' (a spinner, a skeleton, the page before), 'empty' (blank,
 * or only a warning with no way on), or 'shows': words of its own (a board, a dashboard) or
 * something to use — a table, a form or field, a button or link (a prompt's way on), a chart.
 */
function whatItShows(el: Element): 'loading' | 'empty' | 'shows' {
  const seen = (e: Element) => {
    const r = e.getBoundingClientRect();
    return r.width > 0 && r.height > 0 && getComputedStyle(e).visibility !== 'hidden';
  };
  // the page before is still there (each page is a new element: the shell keys it by its path)
  if (el.querySelector(':scope > [data-walked]')) return 'loading';
  if ([...el.querySelectorAll('.ant-spin-spinning, .ant-skeleton, .ant-card-loading-content')].some(seen)) return 'loading';
  const usable = 'table, form, input, textarea, button, a[href], [role="button"], [role="application"], canvas, iframe, img, svg';
  // an icon is not content: a result's or an empty state's picture, a button's glyph
  const decoration = '.ant-result-icon, .ant-empty-image, .anticon';
  if ([...el.querySelectorAll(usable)].some((e) => seen(e) && !e.closest(decoration))) return 'shows';
  // words outside a warning, an error or an empty state
  const own = el.cloneNode(true) as HTMLElement;
  for (const e of own.querySelectorAll('.ant-result, .ant-alert, .ant-empty')) e.remove();
  return (own.textContent ?? '').replace(/\s+/g, '').length > 0 ? 'shows' : 'empty';
}
const pagesOf = (nodes: Node[]): Node[] => nodes.flatMap((n) => [...(routable(n) ? [n] : []), ...pagesOf(n.children ?? [])]);

/** Opens `path` in the app already loaded in `page` and says what its content area shows once loaded. */
async function visit(page: Page, path: string): Promise<'loading' | 'empty' | 'shows'> {
  const content = page.locator('.ant-layout-content').first();
  // the page shown now is marked, so the check below waits for the next one (each page is a new element)
  if (new URL(page.url()).pathname !== path) await content.evaluate((el) => {
      for (const c of el.children) c.setAttribute('data-walked', '');
    });
  // in-app navigation (the router follows popstate): no reload of the whole app per page
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  // something to read or use, nothing still loading; a page that shows nothing within 20 s counts as empty
  const shown = await expect
    .poll(() => content.evaluate(whatItShows), { timeout: 20_000, intervals: [100, 250, 500, 1000] })
    .toBe('shows')
    .then(() => true, () => false);
  return shown ? 'shows' : content.evaluate(whatItShows);
}

test('every page of the demo admin’s menu shows something to read or use, never an empty area', async ({ page, context }) => {
  test.setTimeout(1_200_000);
  const tree = page.waitForResponse((r) => r.url().includes('getAllocatedPortalTree'));
  await login(page, 'admin', 'Admin@123');
  await expect(page).toHaveURL(/\/demo\/home$/);
  // every page the role holds, the hidden detail pages included (opened from a list or by address)
  const all = pagesOf(((await (await tree).json()) as { body: Node[] }).body);
  expect(all.length).toBeGreaterThan(100);
  // WALK_ONLY=url,url walks only those (a quick look at a few pages while fixing them)
  const only = process.env.WALK_ONLY?.split(',');
  const pages = only ? all.filter((n) => only.includes(n.url!)) : all;
  // three tabs of the same session walk the pages side by side
  const tabs = [page, ...(await Promise.all([1, 2].map(() => context.newPage())))];
  for (const tab of tabs.slice(1)) await tab.goto('/demo/home');
  const queue = [...pages];
  const empty: string[] = [];
  await Promise.all(
    tabs.map(async (tab) => {
      for (let node = queue.shift(); node; node = queue.shift()) {
        const began = Date.now();
        const shows = await visit(tab, `/demo/${node.url!.trim().replace(/^\/+/, '')}`);
        if (shows !== 'shows') empty.push(`${node.name} (${node.url}): ${shows}`);
        // WALK_LOG=1: each page's time and verdict (to find a slow or empty one)
        if (process.env.WALK_LOG) console.log(`${Date.now() - began} ms ${shows} ${node.url}`);
      }
    }),
  );
  expect(empty.sort()).toEqual([]);
});
