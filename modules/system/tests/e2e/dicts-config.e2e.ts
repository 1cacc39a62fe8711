// 数据字典 and 参数配置 in Chromium: the demo admin opens 系统管理 › 数据字典 (the demo's product
// dictionaries are listed), adds a dictionary and two entries on its detail page, which
// datax.Dict/listByCode answers at once (what every Dict field picker asks), disables one (still
// answered, flagged), deletes it after a confirmation; then changes a parameter on 参数配置 and
// finds it kept after a reload. Codes carry a timestamp, so reruns on the same data pass.
import { apiLogin, login, openMenuPage } from '../../../../tests/e2e/journey-kit';
import { expect, type Page, test } from '../../../../tests/e2e/fixtures';

const dialog = (page: Page) => page.locator('.ant-modal-content:visible').last();
const ok = (page: Page) => dialog(page).getByRole('button', { name: /确\s*定/ });

const openSystemPage = (page: Page, name: string, url: RegExp) => openMenuPage(page, '系统管理', name, url);

test('a dictionary with two entries is served to Dict fields; a parameter change is kept', async ({ page, request }) => {
  test.setTimeout(180_000);
  const code = `E2E${Date.now().toString(36).toUpperCase()}`;
  const call = await apiLogin(request);
  await login(page);

  // 1. the list: the product's dictionaries, named after the fields that use them
  await openSystemPage(page, '数据字典', /\/demo\/system\/Dict$/);
  const list = page.getByTestId('dict-page');
  await expect(list.getByRole('row', { name: /sex\s*性别/ })).toBeVisible();

  // 2. a dictionary of the tenant's own; saving it opens its detail page
  await list.getByRole('button', { name: '新增字典' }).click();
  await dialog(page).getByLabel('字典编码').fill(code);
  await dialog(page).getByLabel('字典名称').fill('质量等级');
  await dialog(page).getByLabel('英文名称').fill('Quality grade');
  await ok(page).click();
  await expect(page).toHaveURL(new RegExp(`/demo/system/DictDetail\\?code=${code}$`));
  const detail = page.getByTestId('dict-detail-page');
  await expect(detail.getByTestId('dict-info')).toContainText('质量等级');

  // 3. two entries, the second with a tag colour
  for (const [entryCode, name, nameEn] of [
    ['GOOD', '合格', 'Good'],
    ['BAD', '不合格', 'Bad'],
  ]) {
    await detail.getByRole('button', { name: '新增字典项' }).click();
    await dialog(page).getByLabel('字典项编码').fill(entryCode);
    await dialog(page).getByLabel('字典项名称').fill(name);
    await dialog(page).getByLabel('英文名称').fill(nameEn);
    if (entryCode === 'BAD') {
      await dialog(page).locator('.ant-select').click();
      await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: /^red$/ }).click();
      await expect(dialog(page).locator('.ant-tag-red', { hasText: '不合格' })).toBeVisible();
    }
    await ok(page).click();
    await expect(detail.getByRole('row', { name: new RegExp(`${entryCode}\\s*${name}`) })).toBeVisible();
  }

  // what the Dict fields of every page ask for: both entries, in order, on the next call
  expect(await call('datax.Dict', 'listByCode', [code])).toEqual([
    { code: 'GOOD', dict: code, name: '合格', nameIntl: { zh_CN: '合格', en_US: 'Good' } },
    { code: 'BAD', dict: code, name: '不合格', nameIntl: { zh_CN: '不合格', en_US: 'Bad' }, tagColor: 'red' },
  ]);

  // 4. disabled: still answered (old records show it), flagged so pickers leave it out
  const bad = detail.getByRole('row', { name: /BAD\s*不合格/ });
  await bad.getByRole('button', { name: '停用' }).click();
  // a link button's two characters are not spaced, so the button itself reads 停用: wait for the
  // row to offer 启用 (reloaded from the server) before asking the server
  await expect(bad.getByRole('button', { name: '启用' })).toBeVisible();
  await expect(bad.locator('.ant-tag-red', { hasText: /^停用$/ })).toBeVisible();
  expect((await call('datax.Dict', 'listByCode', [code]))[1]).toMatchObject({ code: 'BAD', disabled: true });

  // 5. deleted after a confirmation
  await bad.getByRole('button', { name: '删除' }).click();
  await expect(dialog(page)).toContainText('确定删除字典项「不合格」？');
  await ok(page).click();
  await expect(page.getByText('删除数据成功。').last()).toBeVisible();
  await expect(detail.getByRole('row', { name: /BAD/ })).toHaveCount(0);
  expect((await call('datax.Dict', 'listByCode', [code])).map((e: { code: string }) => e.code)).toEqual(['GOOD']);

  // 6. 参数配置: a changed value is kept after a reload
  await openSystemPage(page, '参数配置', /\/demo\/system\/Config$/);
  const form = page.getByTestId('config-page');
  const minutes = form.getByLabel('登录锁定时长');
  await expect(minutes).toHaveValue('15');
  await minutes.fill('45');
  const flag = form.getByLabel('审批时允许编辑');
  await expect(flag).not.toBeChecked();
  await flag.click();
  await form.getByRole('button', { name: /保\s*存/ }).click();
  await expect(page.getByText('保存数据成功。').last()).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('config-page').getByLabel('登录锁定时长')).toHaveValue('45');
  await expect(page.getByTestId('config-page').getByLabel('审批时允许编辑')).toBeChecked();
  await expect(page.getByTestId('config-page')).toContainText('修改');
});
