// 租户管理 in Chromium: the platform admin opens 租户列表 from the menu, creates a tenant (its
// generated admin password shown once, and it works), finds it in the list and locks it — after
// which its admin cannot log in. The code carries a timestamp, so reruns on the same data pass.
import { expect, type Page, test } from '../../../../tests/e2e/fixtures';
import { login, logon, openMenuPage } from '../../../../tests/e2e/journey-kit';

const dialog = (page: Page) => page.locator('.ant-modal-content:visible').last();
const ok = (page: Page) => dialog(page).getByRole('button', { name: /确\s*定/ });

test('the platform admin creates a tenant, sees it in the list and locks it', async ({ page, request }) => {
  test.setTimeout(180_000);
  const code = `e2e-${Date.now().toString(36)}`;
  const name = `浏览器测试租户 ${code}`;
  await login(page, 'admin', 'Admin@123', 'platform');

  // the module's item (its name may start with its icon's), not 租户管理看板
  await openMenuPage(page, '租户管理', '租户列表', /\/platform\/tenant\/tenant$/);
  const list = page.getByTestId('tenant-list-page');
  await expect(list.getByRole('cell', { name: 'demo', exact: true })).toBeVisible();

  // 1. a new tenant; its admin password is generated and shown once
  await list.getByRole('button', { name: /新\s*增/ }).click();
  const form = dialog(page);
  await form.getByLabel('租户编码').fill(code);
  await form.getByLabel('租户名称').fill(name);
  await form.getByLabel('所属行业').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '物业管理' }).click();
  await ok(page).click();
  const created = page.getByTestId('tenant-created');
  await expect(created).toContainText(`/${code}/login`);
  const password = (await page.getByTestId('generated-password').textContent())?.trim() ?? '';
  expect(password).toMatch(/^\S{14}$/);
  await ok(page).click();
  expect((await logon(request, 'admin', password, code)).code).toBe(200);

  // 2. found in the list by its code, filed under its industry with the party type it gives
  await list.getByLabel('租户编码').fill(code);
  await list.getByRole('button', { name: /查\s*询/ }).click();
  const row = list.locator('tr', { hasText: code });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(name);
  await expect(row).toContainText('物业管理');
  await expect(row).toContainText('业主');
  await expect(row).toContainText('正常');

  // 3. locked after a confirmation: the list says so and its admin is refused
  await row.getByRole('button', { name: /锁\s*定/ }).click();
  await expect(dialog(page)).toContainText(name);
  await ok(page).click();
  await expect(row).toContainText('已锁定');
  await expect(row.getByRole('button', { name: /解\s*锁/ })).toBeVisible();
  expect((await logon(request, 'admin', password, code)).code).toBe(4011);
});

test('the other tenant pages: applications, industries, jobs, dictionary differences, data sharing, login log', async ({ page }) => {
  test.setTimeout(180_000);
  await login(page, 'admin', 'Admin@123', 'platform');
  const pick = async (testId: string | null, scope: Page | ReturnType<Page['locator']>, text: string) => {
    await (testId ? page.getByTestId(testId) : scope.locator('.ant-select').first()).click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: text }).first().click();
  };

  // 应用管理: the modules of a tenant, each with its switch
  await page.goto('/platform/tenant/applist');
  const apps = page.getByTestId('app-list-page');
  await pick(null, apps, 'acme');
  await expect(apps.getByRole('cell', { name: 'finance', exact: true })).toBeVisible();
  await expect(page.getByTestId('app-switch-finance')).toBeChecked();

  // 行业管理 and an industry's detail
  await page.goto('/platform/tenant/tradelist');
  const trades = page.locator('tr', { hasText: 'PropertyManagement' });
  await expect(trades).toContainText('业主');
  await trades.getByRole('button', { name: /详\s*情/ }).click();
  await expect(page).toHaveURL(/\/platform\/tenant\/TradeDetail\?id=\d+$/);
  await expect(page.getByText('物业管理（PropertyManagement）')).toBeVisible();

  // 全局任务
  await page.goto('/platform/tenant/GlobalJob');
  await expect(page.getByTestId('global-job-page').locator('.ant-table')).toBeVisible();

  // 字典差异: acme beside the platform. It opens on the dictionary that differs: acme's own
  // 质量等级 (demo data), which the platform lacks; the product's dictionaries are the same
  await page.goto('/platform/tenant/dictdiff');
  await pick('dictdiff-tenant', page, 'acme');
  await expect(page.getByTestId('dictdiff-dict')).toContainText('quality_grade');
  await expect(page.getByTestId('dictdiff-summary')).toContainText('租户缺少 0 个，名称不同 0 个，仅租户有 4 个');
  await pick('dictdiff-dict', page, 'material_category');
  await expect(page.getByTestId('dictdiff-summary')).toContainText('租户缺少 0 个，名称不同 0 个，仅租户有 0 个');
  await page.getByText('只看差异').click();
  await expect(page.getByTestId('dictdiff-table').locator('.ant-tag', { hasText: '一致' }).first()).toBeVisible();

  // 数据共享: the grant dialog
  await page.goto('/platform/tenant/datashare');
  await page.getByTestId('data-share-page').getByRole('button', { name: /授\s*权/ }).click();
  await expect(page.getByTestId('grant-form')).toBeVisible();
  await page.getByRole('button', { name: /取\s*消/ }).click();

  // 登录日志: this session's own login, filtered by result, exported
  await page.goto('/platform/tenant/LoginLog');
  const log = page.getByTestId('login-log-table');
  await expect(log.locator('tr', { hasText: 'platform' }).first()).toContainText('成功');
  const download = page.waitForEvent('download');
  await page.getByTestId('login-log-export').click();
  expect((await download).suggestedFilename()).toMatch(/^登录日志-\d{8}\.xlsx$/);
});
