// A user in Chromium: logs in at /demo/login, moves around the shell through the menu, logs out.
import { expect, type Page, test } from './fixtures';

async function login(page: Page, user: string, password: string) {
  await page.goto('/demo/login');
  await page.getByPlaceholder('请输入账号').fill(user);
  await page.getByPlaceholder('请输入密码').fill(password);
  await page.getByRole('button', { name: /登\s*录/ }).click();
}

async function openFromMenu(page: Page, moduleName: string, pageName: string) {
  await page.getByRole('menuitem', { name: moduleName }).first().click();
  await page.getByRole('menuitem', { name: pageName, exact: true }).click();
}

test('the demo admin logs in, opens pages from the menu, and logs out', async ({ page }) => {
  await login(page, 'admin', 'wrong-password');
  await expect(page.getByText('用户名或密码错误。')).toBeVisible();
  await expect(page).toHaveURL(/\/demo\/login$/);

  await page.getByPlaceholder('请输入密码').fill('Admin@123');
  await page.getByRole('button', { name: /登\s*录/ }).click();
  await expect(page).toHaveURL(/\/demo\/home$/);
  await expect(page.getByTestId('user-menu')).toContainText('系统管理员');

  await openFromMenu(page, '主数据', '供应商');
  await expect(page).toHaveURL(/\/demo\/mdm\/Supplier$/);
  await expect(page.getByRole('tab', { name: /供应商/ })).toBeVisible();

  await openFromMenu(page, '采购管理', '采购订单');
  await expect(page).toHaveURL(/\/demo\/purchase\/order$/);
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
