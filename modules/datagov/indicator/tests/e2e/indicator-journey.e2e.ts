// 指标与数据模型's journey in Chromium on the demo as it starts: a model's rows browsed in 主数据维护
// (DataAuth's masked column shown masked, a filter narrowing the rows), then an indicator defined
// over the MES model in 指标管理, computed with 立即计算, and its trend drawn against its target on
// 指标详情 with the breakdown of its last day.
import { expect, test } from '../../../../../tests/e2e/fixtures';
import { login } from '../../../../../tests/e2e/journey-kit';

/** the option of the open dropdown whose label is exactly `text` (a closing dropdown may still show another's) */
const option = (page: import('@playwright/test').Page, text: string) => page.locator(`.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option[title="${text}"]`).last();

test('a model is browsed, and an indicator is defined over it, computed and seen against its target', async ({ page }) => {
  test.setTimeout(180_000);
  await login(page);

  await page.goto('/demo/mdm/DataModel');
  await expect(page.getByTestId('ind-model-SALES-LINES')).toBeVisible();
  await page.getByTestId('ind-browse-MES-OUTPUT').click();
  await expect(page).toHaveURL(/mdm\/Data\?id=\d+$/);
  const table = page.getByTestId('ind-data-table');
  await expect(table.locator('thead').getByText('已脱敏').first()).toBeVisible();
  await expect(page.getByText('共 60 条')).toBeVisible();
  await page.getByTestId('ind-data-column').click();
  await option(page, '产线').click();
  await page.getByTestId('ind-data-text').fill('L2');
  await page.getByTestId('ind-data-search').click();
  await expect(page.getByText('共 20 条')).toBeVisible();
  await expect(table.locator('tbody tr.ant-table-row').first()).toContainText('L2');

  await page.goto('/demo/ops/IndicatorList');
  await expect(page.getByTestId('ind-SALES-AMOUNT')).toBeVisible();
  await page.getByTestId('ind-add').click();
  await page.getByTestId('ind-code').fill('E2E-SHIFT');
  await page.getByTestId('ind-name').fill('班次产量');
  await page.getByTestId('ind-model').click();
  await option(page, '产线产量').click();
  await page.getByTestId('ind-column').click();
  await option(page, '产量').click();
  await page.getByTestId('ind-dimensions').click();
  await option(page, '班次').click();
  await page.getByTestId('ind-period').click();
  await option(page, '日').click();
  await page.getByTestId('ind-target').fill('1450');
  await page.getByTestId('ind-alarm').fill('1350');
  await page.getByTestId('ind-save').click();
  await expect(page.getByTestId('ind-E2E-SHIFT')).toBeVisible();

  await page.getByTestId('ind-compute-E2E-SHIFT').click();
  await expect(page.locator('.ant-message')).toContainText('计算完成');
  await expect(page.getByTestId('ind-latest-E2E-SHIFT')).toBeVisible();

  await page.getByTestId('ind-E2E-SHIFT').click();
  await expect(page).toHaveURL(/ops\/IndicatorDetail\?id=\d+$/);
  await expect(page.getByTestId('ind-trend')).toHaveAttribute('data-points', '20');
  await expect(page.getByText('≥ 1450')).toBeVisible();
  await expect(page.getByTestId('ind-detail-status')).toBeVisible();
  await expect(page.getByTestId('ind-breakdown').locator('tbody tr')).toHaveCount(3);
});
