// ETL与调度's journey in Chromium on the demo as it starts: a transformation designed on the canvas
// (read the tenant's sales orders, keep the priced ones, write them into the MES file), saved, run,
// and its run found in 调度日志 with each step's rows; 数据血缘 follows the orders' price through the
// steps to the MES table.
import { expect, test } from '../../../../../tests/e2e/fixtures';
import { login } from '../../../../../tests/e2e/journey-kit';

const pick = async (page: import('@playwright/test').Page, testId: string, option: string | RegExp) => {
  await page.getByTestId(testId).click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: option }).first().click();
};

test('a transformation is designed, saved, run, and its run is logged step by step', async ({ page }) => {
  test.setTimeout(180_000);
  await login(page);
  await page.goto('/demo/etl/Tran');
  // the demo's transformations are there at first start
  await expect(page.getByTestId('etl-tran-SALES-MONTHLY')).toBeVisible();
  await page.getByTestId('etl-tran-add').click();
  await expect(page).toHaveURL(/etl\/TranDesign$/);

  await pick(page, 'etl-tran-repo', '生产数据资源库（DEMO）');
  await page.getByTestId('etl-tran-code').fill('E2E-PRICED');
  await page.getByTestId('etl-tran-name').fill('有价订单到MES');

  await page.getByTestId('etl-add-read').click();
  await pick(page, 'etl-step-source', '本系统数据库（PLANTFORM）');
  await page.getByTestId('etl-step-sql').fill('select code, real_price from erp_sale');
  await page.getByTestId('etl-add-transform').click();
  await page.getByTestId('etl-step-sql').fill('select code, real_price from read1 where real_price > 0');
  await page.getByTestId('etl-add-write').click();
  await pick(page, 'etl-step-target', '旧MES产线数据（MES-LEGACY）');
  await page.getByTestId('etl-step-table').fill('e2e_priced');
  const graph = page.getByTestId('etl-graph');
  for (const key of ['read1', 'transform2', 'write3']) await expect(graph.getByText(key, { exact: true })).toBeVisible();

  await page.getByTestId('etl-save').click();
  await expect(page.locator('.ant-message')).toContainText('已保存');
  await page.getByTestId('etl-run').click();
  await expect(page.locator('.ant-message')).toContainText('已加入运行队列');

  await page.goto('/demo/etl/ScheduleLog');
  const row = page.getByRole('row', { name: /有价订单到MES/ }).first();
  await expect(async () => {
    await page.reload();
    await expect(row).toContainText('成功', { timeout: 2000 });
  }).toPass({ timeout: 60_000 });
  await row.getByRole('button', { name: '日志' }).click();
  const steps = page.getByTestId('etl-run-steps');
  await expect(steps.getByRole('row', { name: /有价订单到MES \/ 读取.*成功/ })).toBeVisible();
  await expect(steps.getByRole('row', { name: /有价订单到MES \/ 写入.*成功.*写入 \d+ 行/ })).toBeVisible();

  // 数据血缘: the sales orders' real_price is followed through the three steps to the MES table
  await page.goto('/demo/meta/DataBlood');
  const box = page.getByTestId('dl-find').locator('input');
  await box.fill('erp_sale');
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: /本系统数据库 · public\.erp_sale$/ }).first().click();
  const lineage = page.getByTestId('dl-graph');
  await lineage.getByRole('button', { name: '选择字段 erp_sale.real_price' }).click();
  const impact = page.getByTestId('dl-impact');
  await expect(impact.getByRole('row', { name: /有价订单到MES \/ 读取/ }).first()).toBeVisible();
  await expect(impact.getByRole('row', { name: /e2e_priced\s*real_price.*有价订单到MES \/ 写入/ }).first()).toBeVisible();
});
