// 数据服务's journey in Chromium on the demo as it starts: a saved query on the old MES published as
// an API, a masking rule for its operator field, a key made (its value shown once) and the API
// called with it through Playwright's request — masked values returned, a call over the key's
// quota refused with 429 — and the calls seen in API调用日志; an integration on a record event made
// through its form (entity picked, actions ticked).
import { expect, test } from '../../../../../tests/e2e/fixtures';
import { login } from '../../../../../tests/e2e/journey-kit';

const pick = async (page: import('@playwright/test').Page, id: string, option: string | RegExp) => {
  await page.locator(`#${id}`).click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: option }).first().click();
};

test('a masked API is published, a key made and the API called with it: masked values, over-quota refused', async ({ page, request }) => {
  test.setTimeout(180_000);
  await login(page);
  await page.goto('/demo/market/Api');
  // the demo's services are there at first start
  await expect(page.getByTestId('mk-apis-table')).toContainText('客户信息查询');

  await page.getByTestId('mk-api-add').click();
  await page.locator('#mk-apis-form_code').fill('E2E-OUTPUT');
  await page.locator('#mk-apis-form_name').fill('产线产量（E2E）');
  await page.locator('#mk-apis-form_path').fill('e2e/output');
  await pick(page, 'mk-apis-form_sourceId', '旧MES产线数据');
  await page.locator('#mk-apis-form_sql').fill('select line, day, qty, operator from line_output where line = :line order by day');
  await page.locator('#mk-apis-form_params').fill('line:string!');
  await page.locator('.ant-modal:visible .ant-btn-primary').click();
  await expect(page.locator('.ant-message')).toContainText('已保存');
  await expect(page.getByTestId('mk-publish-E2E-OUTPUT')).toBeVisible();
  await page.getByTestId('mk-publish-E2E-OUTPUT').click();
  await expect(page.getByTestId('mk-offline-E2E-OUTPUT')).toBeVisible();

  // the operator is masked for every key: the first two characters and the last kept
  await page.goto('/demo/market/Mask');
  await expect(page.getByTestId('mk-masks-table')).toContainText('phone');
  await page.getByTestId('mk-mask-add').click();
  await pick(page, 'mk-masks-form_apiId', '产线产量（E2E）');
  await page.locator('#mk-masks-form_field').fill('operator');
  await page.locator('#mk-masks-form_keepFirst').fill('2');
  await page.locator('#mk-masks-form_keepLast').fill('1');
  await page.locator('.ant-modal:visible .ant-btn-primary').click();
  await expect(page.locator('.ant-message')).toContainText('已保存');

  // a key for the service with a quota of 2 calls a day
  await page.goto('/demo/market/Api');
  await page.getByRole('tab', { name: 'API密钥' }).click();
  await expect(page.getByTestId('mk-keys-table')).toContainText('CRM系统');
  await page.getByTestId('mk-key-add').click();
  await page.getByTestId('mk-key-name').fill('E2E 消费方');
  await page.getByTestId('mk-key-apis').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '产线产量（E2E）' }).click();
  await page.getByTestId('mk-key-quota').fill('2');
  await page.getByTestId('mk-key-save').click();
  const value = ((await page.getByTestId('mk-key-value').textContent()) ?? '').trim();
  expect(value).toMatch(/^pk_[A-Za-z0-9_-]{40,}$/);
  await page.getByRole('button', { name: '我已保存' }).click();
  await expect(page.getByTestId('mk-keys-table')).toContainText('E2E 消费方');

  // the API called with the key: masked operators, the third call of the day refused
  const call = () => request.get('/open-api/demo/e2e/output?line=L2&pageSize=5', { headers: { 'X-Api-Key': value } });
  const first = await call();
  expect(first.status()).toBe(200);
  const body = (await first.json()) as { code: number; data: { rows: Array<{ line: string; operator: string }>; total: number; pageSize: number } };
  expect(body.code).toBe(200);
  expect(body.data.total).toBe(20);
  expect(body.data.rows).toHaveLength(5);
  for (const r of body.data.rows) expect(r.operator).toMatch(/^操作\*\d$/);
  expect((await call()).status()).toBe(200);
  const over = await call();
  expect(over.status()).toBe(429);
  expect(((await over.json()) as { msg: string }).msg).toBe('今日调用次数已用完：每天最多 2 次');
  expect(Number(over.headers()['retry-after'])).toBeGreaterThan(0);
  // another service is not this key's
  expect((await request.get('/open-api/demo/customers', { headers: { 'X-Api-Key': value } })).status()).toBe(403);

  await page.goto('/demo/market/ApiLog');
  const log = page.getByTestId('mk-api-log-table');
  await expect(log.getByRole('row', { name: /E2E 消费方.*E2E-OUTPUT.*429/ })).toBeVisible();
  await expect(log.getByRole('row', { name: /E2E 消费方.*E2E-OUTPUT.*line=L2.*200/ }).first()).toBeVisible();

  // the demo's other pages show something real: the rule detail with what a key gets, the integration, its runs
  await page.goto('/demo/market/Mask');
  await page.locator('[data-testid^="mk-mask-api-"]', { hasText: '客户信息查询' }).first().click();
  await expect(page).toHaveURL(/datax\/ApiMaskDetail\?id=\d+$/);
  await expect(page.getByTestId('mk-preview')).toContainText(/\d{3}\*{4}\d{4}/);
  await page.goto('/demo/market/Integration');
  await expect(page.getByTestId('mk-integrations-table')).toContainText('客户信息同步到CRM');
  await expect(page.getByTestId('mk-integrations-table')).toContainText('记录事件 销售订单：审核、反审核');
  // an integration on a record event: the entity and the actions appear once 记录事件 is chosen, the actions are required
  await page.getByTestId('mk-integrations-add').click();
  await page.locator('#mk-integrations-form_name').fill('E2E 工序推送');
  await pick(page, 'mk-integrations-form_apiId', '客户信息查询');
  await page.locator('#mk-integrations-form_url').fill('https://mes.example.com/hooks/process');
  await expect(page.locator('#mk-integrations-form_cron')).toBeVisible();
  // a select showing a value: its shown value takes the click
  await page.locator('.ant-select', { has: page.locator('#mk-integrations-form_trigger') }).click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '记录事件' }).click();
  await expect(page.locator('#mk-integrations-form_cron')).toHaveCount(0);
  // a document offers every move (提交 … 作废); a plain entity only those it makes (反审核, not 提交)
  const modal = page.locator('.ant-modal:visible');
  await page.locator('#mk-integrations-form_entityCode').fill('销售订单');
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '销售订单（SaleOrder）' }).click();
  await expect(modal.getByLabel('提交', { exact: true })).toBeVisible();
  await expect(modal.getByLabel('作废', { exact: true })).toBeVisible();
  await page.locator('#mk-integrations-form_entityCode').fill('工序');
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '工序（Process）' }).click();
  await expect(modal.getByLabel('反审核', { exact: true })).toBeVisible();
  await expect(modal.getByLabel('提交', { exact: true })).toHaveCount(0);
  await expect(modal.getByLabel('手动完结', { exact: true })).toHaveCount(0);
  await modal.locator('.ant-btn-primary').click();
  await expect(modal.locator('.ant-form-item-explain-error')).toHaveCount(1);
  await modal.getByLabel('新增', { exact: true }).check();
  await modal.getByLabel('审核', { exact: true }).check();
  await page.locator('.ant-modal:visible .ant-btn-primary').click();
  await expect(page.locator('.ant-modal:visible')).toHaveCount(0);
  await expect(page.getByTestId('mk-integrations-table').getByRole('row', { name: /E2E 工序推送.*记录事件 工序：新增、审核/ })).toBeVisible();
  await page.goto('/demo/market/ServiceLog');
  await expect(page.getByTestId('mk-service-log-table')).toContainText('集成执行');
});
