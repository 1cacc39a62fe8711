// 用户管理 in Chromium: the demo admin opens 系统管理 › 用户管理, creates a user with a role and a
// password, finds it in the list and locks it — after which that user cannot log in (the login
// page says why). Then the people and department pages of 系统管理 open with the demo's records.
// Codes carry a timestamp, so reruns on the same data pass.
import { expect, type Page, test } from '../../../../tests/e2e/fixtures';
import { login, logon, openMenuPage } from '../../../../tests/e2e/journey-kit';

const dialog = (page: Page) => page.locator('.ant-modal-content:visible').last();
const ok = (page: Page) => dialog(page).getByRole('button', { name: /确\s*定/ });

const openSystemPage = (page: Page, name: string, url: RegExp) => openMenuPage(page, '系统管理', name, url);

test('the admin creates a user with a role and locks it: the user cannot log in', async ({ page, request, browser, baseURL }) => {
  test.setTimeout(180_000);
  const code = `e2e${Date.now().toString(36)}`;
  const password = 'Browser@2025';
  await login(page);
  await openSystemPage(page, '用户管理', /\/demo\/system\/User$/);
  const list = page.getByTestId('user-list-page');
  await expect(list.getByRole('cell', { name: 'wangqiang', exact: true })).toBeVisible();

  // 1. a new user with the 只读访客 role and its password
  await list.getByRole('button', { name: /新\s*增/ }).click();
  const form = dialog(page);
  await form.getByLabel('账号', { exact: true }).fill(code);
  await form.getByLabel('姓名').fill('浏览器用户');
  await form.getByLabel('角色', { exact: true }).click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '只读访客' }).click();
  // leaving the multi-select closes its dropdown (a click elsewhere may land on the dropdown itself:
  // with the roles earlier tests made, it is long enough to open upwards over the form)
  await form.getByLabel('角色', { exact: true }).blur();
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
  await form.getByLabel('初始密码').fill(password);
  await ok(page).click();
  await expect(page.getByText('保存数据成功。')).toBeVisible();
  expect((await logon(request, code, password)).code).toBe(200);

  // 2. found by its code, with its role and state
  await list.getByLabel('账号/姓名').fill(code);
  await list.getByRole('button', { name: /查\s*询/ }).click();
  const row = list.locator('tr', { hasText: code });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('浏览器用户');
  await expect(row).toContainText('只读访客');
  await expect(row).toContainText('正常');

  // 3. locked after a confirmation: the list says so, and the user is refused at login
  await row.getByRole('button', { name: /锁\s*定/ }).click();
  await expect(dialog(page)).toContainText('浏览器用户');
  await ok(page).click();
  await expect(row).toContainText('已锁定');
  await expect(row.getByRole('button', { name: /解\s*锁/ })).toBeVisible();
  expect((await logon(request, code, password)).code).toBe(4011);

  const other = await browser.newContext({ baseURL });
  const theirs = await other.newPage();
  await theirs.goto('/demo/login');
  await theirs.getByPlaceholder('请输入账号').fill(code);
  await theirs.getByPlaceholder('请输入密码').fill(password);
  await theirs.getByRole('button', { name: /登\s*录/ }).click();
  await expect(theirs.getByRole('alert')).toContainText('用户已被锁定，请联系管理员。');
  await expect(theirs).toHaveURL(/\/demo\/login/);
  await other.close();
});

test('the people and department pages of 系统管理 show the demo’s records', async ({ page }) => {
  test.setTimeout(120_000);
  await login(page);

  // 人员档案: the low-code list over the Person entity
  await openSystemPage(page, '人员档案', /\/demo\/system\/Person$/);
  await expect(page.getByRole('cell', { name: 'P0003', exact: true })).toBeVisible();
  await expect(page.getByRole('cell', { name: '李娜', exact: true })).toBeVisible();

  // 部门管理: organisations and departments as one tree; a department opens in the form
  await openSystemPage(page, '部门管理', /\/demo\/system\/Department$/);
  const tree = page.getByTestId('department-tree');
  await expect(tree).toContainText('苏州普兰特精密制造有限公司');
  await expect(tree).toContainText('昆山分厂');
  await tree.getByText('一号产线', { exact: true }).click();
  const form = page.getByTestId('department-form');
  await expect(form.getByLabel('部门编码')).toHaveValue('PROD-L1');
  await expect(form).toContainText('产线');
  await expect(form).toContainText('生产部');
});
