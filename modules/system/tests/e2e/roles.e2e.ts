// 角色管理 in Chromium: the demo admin designs an Hmi menu item in 工控机管理 (system/Hmi), creates a
// role in system/Role (its form, system/RoleDetail), opens 分配权限 (system/RoleAllocation) and
// gives it the supplier list with two fields, one button and a positive row limit (行权限). A user
// of that role then sees exactly those columns, that button and the records the limit lets
// through. Codes carry a timestamp, so reruns on the same data pass.
import { expect, type Page, test } from '../../../../tests/e2e/fixtures';
import { apiLogin, encryptedPassword, login } from '../../../../tests/e2e/journey-kit';

const saved = (page: Page) => expect(page.locator('.ant-message-success').getByText('保存数据成功。').last()).toBeVisible();
const option = (page: Page, text: string | RegExp) => page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: text }).first();
const KEPT = ['供应商编码', '供应商名称'];

test('a role made in 角色管理 gets two fields, one button and a row limit; its user sees exactly those', async ({ page, request }) => {
  test.setTimeout(240_000);
  const stamp = Date.now().toString(36);
  const call = await apiLogin(request);
  // three suppliers of this run: two the limit lets through (简称 = the stamp), one it does not
  for (const [suffix, shortName] of [['1', stamp], ['2', stamp], ['3', `${stamp}x`]]) {
    await call('datax.MetaDynamic', 'saveValue', ['Supplier', { code: `R${stamp}${suffix}`, name: `角色测试${stamp}${suffix}`, short_name: shortName }]);
  }

  await login(page, 'admin', 'Admin@123');

  // ---- 0. an Hmi menu item in 工控机管理 ---------------------------------------------------------------
  await page.goto('/demo/system/Hmi');
  await expect(page.getByTestId('menu-tree')).toBeVisible();
  await page.getByTestId('add-module').click();
  await expect(page.getByTestId('menu-item-id')).toHaveText('tmpId');
  await page.getByTestId('menu-name').fill(`工位${stamp}`);
  await page.getByTestId('menu-code').fill(`hmi_${stamp}`);
  const created = page.waitForResponse((r) => r.url().endsWith('/portal.Menu/create'));
  await page.getByTestId('menu-save').click();
  expect(((await (await created).json()) as { code: number }).code).toBe(200);
  await saved(page);
  await expect(page.getByTestId('menu-tree').getByTestId(`menu-node-hmi_${stamp}`)).toBeVisible();
  await page.getByTestId('open-hmi-detail').click();
  await expect(page).toHaveURL(/\/demo\/system\/HmiDetail\?id=\d+$/);
  await expect(page.getByTestId('menu-name')).toHaveValue(`工位${stamp}`);

  // ---- 1. the role, through its form ---------------------------------------------------------------
  await page.goto('/demo/system/Role');
  await expect(page.getByTestId('role-table')).toBeVisible();
  await page.getByTestId('add-role').click();
  await expect(page).toHaveURL(/\/demo\/system\/RoleDetail$/);
  await page.getByTestId('role-code').fill(`r${stamp}`);
  await page.getByTestId('role-name').fill(`限行角色${stamp}`);
  await page.getByTestId('role-category').fill('测试');
  await page.getByTestId('role-scope').click();
  await option(page, '全部').click();
  await page.getByTestId('save-role').click();
  await saved(page);
  await expect(page).toHaveURL(/\/demo\/system\/RoleDetail\?id=\d+$/);
  const roleId = Number(new URL(page.url()).searchParams.get('id'));

  // ---- 2. found in the list; 分配权限 opens it on its own route --------------------------------------
  await page.goto('/demo/system/Role');
  await page.getByTestId('role-keyword').fill(`r${stamp}`);
  await page.getByRole('button', { name: /查\s*询/ }).click();
  await expect(page.getByTestId('role-table').getByRole('cell', { name: `限行角色${stamp}` })).toBeVisible();
  await page.getByTestId(`allocate-r${stamp}`).click();
  await expect(page).toHaveURL(new RegExp(`/demo/system/RoleAllocation\\?roleId=${roleId}$`));
  await expect(page.getByText(`分配权限 · 限行角色${stamp} (r${stamp})`)).toBeVisible();

  // the supplier list page with its buttons, then all but 导出 taken away
  await page.getByPlaceholder('搜索名称、编码或地址').fill('mdm/Supplier');
  const pageNode = page.getByTestId('alloc-tree').locator('.ant-tree-treenode', { has: page.getByTestId('alloc-node-mdm.Supplier') });
  await pageNode.locator('.ant-tree-checkbox').click();
  await expect(page.locator('.ant-message-success').getByText('已分配')).toBeVisible();
  await page.getByTestId('alloc-node-mdm.Supplier').click();
  const buttons = page.getByTestId('alloc-buttons');
  await expect(buttons.getByRole('checkbox', { name: '分配按钮 导出' })).toBeChecked();
  // one at a time, each unticked before the next is looked for (a count taken while the last
  // untick was still on its way named a box that was gone by the click)
  const other = buttons.getByRole('checkbox', { checked: true }).and(buttons.getByRole('checkbox', { name: /^分配按钮 (?!导出$)/ }));
  for (let n = await other.count(); n > 0; n--) {
    await other.first().click();
    await expect(page.locator('.ant-message-success').getByText('按钮已取消').last()).toBeVisible();
    await expect(other).toHaveCount(n - 1);
  }
  await expect(buttons.getByRole('checkbox', { checked: true })).toHaveCount(1);

  // two fields
  const settings = page.getByTestId('field-settings');
  const boxes = settings.getByRole('checkbox', { name: /^分配字段 / });
  await expect(boxes.first()).toBeVisible();
  const names = await boxes.evaluateAll((all) => all.map((b) => (b.getAttribute('aria-label') ?? '').replace(/^分配字段 /, '')));
  for (let i = 0; i < names.length; i++) if (!KEPT.includes(names[i]) && (await boxes.nth(i).isChecked())) await boxes.nth(i).uncheck();
  await page.getByTestId('save-fields').click();
  await saved(page);

  // a positive row limit: 简称 = the stamp
  const limits = page.getByTestId('limits-panel');
  await limits.getByTestId('add-limit-positive').click();
  await limits.getByRole('combobox', { name: '正向条件（须全部满足） 1 字段' }).click();
  await option(page, '简称 (short_name)').click();
  await limits.getByRole('textbox', { name: '正向条件（须全部满足） 1 值' }).fill(stamp);
  await limits.getByTestId('save-limits').click();
  await saved(page);

  // ---- 3. a user of the role ----------------------------------------------------------------------
  const password = 'Limited@2025';
  const encrypted = await encryptedPassword(request, password);
  await call('portal.User', 'save', [{ code: `u${stamp}`, name: `限行用户${stamp}`, roleIds: [roleId], defaultRoleId: roleId, password: encrypted }]);

  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await login(page, `u${stamp}`, password);
  await page.goto('/demo/mdm/Supplier');
  const list = page.getByTestId('list-VformList');
  await expect(list.getByRole('columnheader', { name: KEPT[0], exact: true })).toBeVisible();
  const headers = (await list.getByRole('columnheader').allTextContents()).map((h) => h.trim()).filter(Boolean);
  expect(headers).toEqual([...KEPT, '状态', '操作']);
  await expect(list.getByRole('button', { name: /导\s*出/ })).toBeVisible();
  await expect(list.getByRole('button', { name: /新\s*增/ })).toHaveCount(0);
  await expect(list.getByRole('button', { name: /打\s*印/ })).toHaveCount(0);
  // the rows the limit lets through: this run's two, none of the demo's others
  await expect(list.getByRole('cell', { name: `R${stamp}1`, exact: true })).toBeVisible();
  await expect(list.getByRole('cell', { name: `R${stamp}2`, exact: true })).toBeVisible();
  await expect(list.getByRole('cell', { name: `R${stamp}3`, exact: true })).toHaveCount(0);
  await expect(list.locator('tbody tr.ant-table-row')).toHaveCount(2);
});
