import crypto from 'node:crypto';
import fs from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import { expect, type Locator, type Page, test } from './fixtures';

async function post<T>(request: APIRequestContext, path: string, args: unknown[], headers: Record<string, string>): Promise<T> {
  const answer = await request.post(path, { data: args, headers });
  const json = (await answer.json()) as { code: number; msg: string; body: T };
  if (json.code !== 200) throw new Error(`${path}: ${json.code} ${json.msg}`);
  return json.body;
}

async function apiLogin(request: APIRequestContext) {
  const { publicKey: pem } = await post<{ publicKey: string }>(request, '/portal.Login/publicKey', [], {});
  const password = crypto.publicEncrypt({ key: pem, padding: crypto.constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from('Admin@123', 'utf8')).toString('base64');
  const s = await post<{ token: string; tenant: { id: string }; role: { id: number } }>(request, '/portal.Login/logon', ['admin', password, null, 'Web'], { 'tenant-code': 'demo' });
  const headers = { access_token: s.token, 'tenant-id': s.tenant.id, rid: String(s.role.id) };
  // biome-ignore lint: setup calls answer many shapes
  return (service: string, method: string, args: unknown[]) => post<any>(request, `/${service}/${method}`, args, headers);
}

async function login(page: Page) {
  await page.goto('/demo/login');
  await page.getByPlaceholder('请输入账号').fill('admin');
  await page.getByPlaceholder('请输入密码').fill('Admin@123');
  await page.getByRole('button', { name: /登\s*录/ }).click();
  await expect(page).toHaveURL(/\/demo\/home$/);
}

function item(page: Page, label: string): Locator {
  return page.locator('.ant-formily-item').filter({ has: page.locator('.ant-formily-item-label', { hasText: new RegExp(`^\\s*\\*?\\s*${label}`) }) }).first();
}

async function pick(page: Page, label: string, search: string, option: string) {
  await item(page, label).locator('.ant-select').click();
  await page.keyboard.type(search);
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: option }).first().click();
}

async function columnOf(page: Page, table: string, title: string): Promise<number> {
  const titles = await page.getByTestId(`lines-${table}`).locator('thead th[title]').evaluateAll((ths) => ths.map((th) => th.getAttribute('title')));
  const col = titles.indexOf(title);
  expect(col, `column ${title} among ${titles.join(', ')}`).toBeGreaterThanOrEqual(0);
  return col;
}

/** The cells of one column of a line table (by its title), row by row. */
async function lineCells(page: Page, table: string, title: string): Promise<Locator> {
  const col = await columnOf(page, table, title);
  return page.getByTestId(`lines-${table}`).locator(`tbody tr[data-row] td[data-col="${col}"]`);
}

const status = (page: Page) => page.getByTestId('record-status');

test('explore purchase', async ({ page, request }) => {
  test.setTimeout(300_000);
  const call = await apiLogin(request);
  const stamp = Date.now().toString(36).toUpperCase();
  const supplier = await call('datax.MetaDynamic', 'saveValue', ['Supplier', { code: `JS${stamp}`, name: `旅程供应商${stamp}` }]);
  const materials = (await call('datax.MetaDynamic', 'summaryPage', [{ entityCode: 'Material', pageSize: 5 }])).itemList;

  await login(page);
  await page.goto('/demo/purchase/order');
  await expect(page.getByTestId('list-VformList').locator('.ant-table')).toBeVisible();
  await page.getByRole('button', { name: /新\s*增/ }).click();
  await expect(status(page)).toHaveText('新增');
  await pick(page, '供应商', supplier.code, supplier.name);
  const lines = page.getByTestId('lines-items');
  for (let i = 0; i < 5; i++) {
    await page.getByRole('button', { name: '添加一行' }).click();
    const focused = page.locator(':focus');
    await expect(focused).toBeVisible();
    await page.keyboard.type(materials[i].code);
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: materials[i].code }).first().waitFor();
    await page.keyboard.press('Enter');
    const qty = (await lineCells(page, 'items', '数量')).nth(i).locator('input');
    await qty.click();
    await page.keyboard.type(String(i + 2));
    await page.keyboard.press('Tab');
    await page.keyboard.type('1.25');
    await page.keyboard.press('Tab');
  }
  await page.getByRole('button', { name: /保\s*存/ }).click();
  await expect(page.getByText('保存数据成功。')).toBeVisible();
  await expect(status(page)).toHaveText('保存');
  await page.screenshot({ path: '/tmp/jx/order-saved.png', fullPage: true });
  fs.writeFileSync('/tmp/jx/order-saved-buttons.txt', (await page.getByRole('button').allTextContents()).join('|'));
  await page.getByRole('button', { name: /审\s*核/ }).click();
  await expect(page.getByText('审核成功。')).toBeVisible();
  await expect(status(page)).toHaveText('已审核');
  await page.screenshot({ path: '/tmp/jx/order-audited.png', fullPage: true });
  fs.writeFileSync('/tmp/jx/order-audited.html', await lines.innerHTML());
  await page.getByRole('button', { name: '生成到货单' }).click();
  await expect(page).toHaveURL(/\/demo\/purchase\/PurchaseArrivalDetail\?.*draft=/);
  await expect(status(page)).toHaveText('新增');
  await page.waitForTimeout(800);
  await page.screenshot({ path: '/tmp/jx/arrival-draft.png', fullPage: true });
});
