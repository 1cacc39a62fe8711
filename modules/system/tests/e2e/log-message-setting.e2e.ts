// 操作日志, 消息管理 and 个人设置 in Chromium: the demo admin saves its phone on 个人设置 and finds that
// save on 操作日志 with its user and arguments; it sends a message to the 仓库管理员 role, which its
// user wangqiang finds through the bell in its inbox; wangqiang changes its own password on 个人设置
// and logs in with it. The platform's 版本管理 shows its versions. Values carry a timestamp, so reruns on the same data pass.
import { expect, type Page, test } from '../../../../tests/e2e/fixtures';
import { login, openMenuPage, separatePage } from '../../../../tests/e2e/journey-kit';

const openSystemPage = (page: Page, name: string, url: RegExp) => openMenuPage(page, '系统管理', name, url);

const dialog = (page: Page) => page.locator('.ant-modal-content:visible').last();

test('a save is in the operation log; a message to a role reaches its user’s inbox; a user changes its own password', async ({ page, browser, baseURL }) => {
  test.setTimeout(180_000);
  const stamp = Date.now().toString().slice(-8);
  const phone = `139${stamp}`;
  const title = `盘点通知${stamp}`;
  const password = `Wang${stamp}x`;

  // 1. the admin saves its phone on 个人设置
  await login(page, 'admin', 'Admin@123');
  await openSystemPage(page, '个人设置', /\/demo\/system\/Setting$/);
  const settings = page.getByTestId('settings-page');
  await settings.getByLabel('电话').fill(phone);
  await settings.getByTestId('settings-save').click();
  await expect(page.getByText('保存数据成功。')).toBeVisible();

  // 2. …and finds that save on 操作日志, with its user and arguments
  await openSystemPage(page, '操作日志', /\/demo\/system\/Log$/);
  const log = page.getByTestId('oplog-page');
  await log.getByLabel('服务/方法').fill('saveProfile');
  await log.getByRole('button', { name: /查\s*询/ }).click();
  const row = log.locator('tr', { hasText: 'system.Setting/saveProfile' }).first();
  await expect(row).toContainText('系统管理员 (admin)');
  await expect(row).toContainText('成功');
  await row.getByRole('button', { name: '详情' }).click();
  await expect(page.getByTestId('oplog-args')).toContainText(phone);
  await page.locator('.ant-drawer-close').click();

  // 3. the admin sends a message to the 仓库管理员 role
  await openSystemPage(page, '消息管理', /\/demo\/system\/Message$/);
  await page.getByTestId('send-message').click();
  const form = dialog(page);
  await form.getByLabel('接收角色').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '仓库管理员' }).click();
  await page.keyboard.press('Escape'); // closes the multi-select's dropdown, not the dialog
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
  await form.getByLabel('标题').fill(title);
  await form.getByLabel('内容').fill('本周五下午进行月度盘点，请提前整理库位。');
  await form.getByRole('button', { name: /发\s*送/ }).click();
  await expect(page.getByText('已发送给 2 位用户')).toBeVisible();
  await page.getByRole('tab', { name: '已发送' }).click();
  await expect(page.getByTestId('message-sent').locator('tr', { hasText: title })).toHaveCount(2);

  // 4. wangqiang (仓库管理员) opens its inbox from the bell and reads the message
  const { context: other, page: wang, errors: wangErrors } = await separatePage(browser, { baseURL });
  await login(wang, 'wangqiang', 'Demo@123');
  const bell = wang.getByRole('button', { name: /^待办 [1-9]\d*$/ });
  await bell.click();
  await wang.getByText('查看消息').click();
  await expect(wang).toHaveURL(/\/demo\/system\/Message$/);
  const inbox = wang.getByTestId('message-inbox');
  await inbox.getByText(title).click();
  await expect(wang.getByTestId('message-reading')).toContainText('本周五下午进行月度盘点');
  await wang.locator('.ant-modal-close').click();
  await expect(inbox.locator('tr', { hasText: title })).toContainText('已读');

  // 5. wangqiang changes its own password on 个人设置, then logs in with it
  await openSystemPage(wang, '个人设置', /\/demo\/system\/Setting$/);
  const pw = wang.getByTestId('settings-password');
  await pw.getByLabel('原密码').fill('Demo@123');
  await pw.getByLabel('新密码', { exact: true }).fill(password);
  await pw.getByLabel('确认新密码').fill(password);
  await pw.getByTestId('settings-password-save').click();
  await expect(wang.getByText('密码已修改，其他设备上的登录已退出')).toBeVisible();
  await other.close();
  expect(wangErrors).toEqual([]);

  const { context: again, page: fresh, errors: freshErrors } = await separatePage(browser, { baseURL });
  await login(fresh, 'wangqiang', password);
  // and back: other journeys on this server log in as wangqiang with the demo's password
  await openSystemPage(fresh, '个人设置', /\/demo\/system\/Setting$/);
  const back = fresh.getByTestId('settings-password');
  await back.getByLabel('原密码').fill(password);
  await back.getByLabel('新密码', { exact: true }).fill('Demo@123');
  await back.getByLabel('确认新密码').fill('Demo@123');
  await back.getByTestId('settings-password-save').click();
  await expect(fresh.getByText('密码已修改，其他设备上的登录已退出')).toBeVisible();
  await again.close();
  expect(freshErrors).toEqual([]);
});

test('the platform’s 版本管理 lists the published client versions and tells the running versions', async ({ page }) => {
  await login(page, 'admin', 'Admin@123', 'platform');
  await openSystemPage(page, '版本管理', /\/platform\/system\/Version$/);
  await expect(page.getByRole('cell', { name: '3.0.0', exact: true })).toBeVisible();
  await expect(page.getByRole('cell', { name: '1.2.0', exact: true })).toBeVisible();
  // a toolbar action of the list template acts on selected rows: any row will do
  await page.locator('tr', { hasText: '3.0.0' }).locator('.ant-checkbox-input').first().check();
  await page.getByRole('button', { name: '运行版本' }).click();
  await expect(page.getByText(/服务端版本 v\d+\.\d+\.\d+，Web 端版本 v3\.0\.0/)).toBeVisible();
});
