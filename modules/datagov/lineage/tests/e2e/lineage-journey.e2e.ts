// 数据血缘's journey in Chromium on the demo as it starts: a table without lineage says so; the
// MES's v_line_yield view is found, its upstream drawn (the daily view and the MES tables under
// it); choosing its yield_rate column lights the columns it is made from, and the impact list
// names what lies downstream, each opening the SQL that carries it there.
import { expect, test } from '../../../../../tests/e2e/fixtures';
import { login } from '../../../../../tests/e2e/journey-kit';

async function find(page: import('@playwright/test').Page, text: string, option: RegExp) {
  const box = page.getByTestId('dl-find').locator('input');
  await box.fill(text);
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: option }).first().click();
}

test('a view is found, its upstream drawn, a column chosen with its column edges and its impact listed', async ({ page }) => {
  test.setTimeout(120_000);
  await login(page);
  await page.goto('/demo/meta/DataBlood');
  await expect(page.getByTestId('dl-idle')).toBeVisible();

  await find(page, 'mdm_supplier', /本系统数据库 · public\.mdm_supplier无血缘$/);
  await expect(page.getByTestId('dl-empty')).toContainText('该表没有血缘关系');

  await find(page, 'v_line_yield', /^表旧MES产线数据 · main\.v_line_yield$/);
  await expect(page).toHaveURL(/node=t%2F\d+%2Fmain%2Fv_line_yield/);
  const graph = page.getByTestId('dl-graph');
  await expect(graph.getByRole('button', { name: /^main\.v_line_daily/ })).toBeVisible();
  await expect(graph.getByRole('button', { name: /^main\.line_output/ })).toBeVisible();
  await expect(graph.getByRole('button', { name: /^main\.quality_note/ })).toBeVisible();
  await expect(graph.getByRole('button', { name: /^main\.v_line_month/ })).toBeVisible();

  // the chosen view opens on its columns; choosing one lights its path and opens the nodes on it
  await graph.getByRole('button', { name: '选择字段 v_line_yield.yield_rate' }).click();
  await expect(page).toHaveURL(/column=yield_rate/);
  await expect(graph.getByRole('button', { name: '选择字段 v_line_yield.yield_rate' })).toHaveAttribute('aria-pressed', 'true');
  for (const lit of ['v_line_daily.qty', 'v_line_daily.scrap', 'line_output.qty', 'line_output.scrap_qty', 'v_line_month.yield_rate']) {
    await expect(graph.getByRole('button', { name: `选择字段 ${lit}` })).toHaveAttribute('data-lit', 'true');
  }
  await expect(graph.getByRole('button', { name: '选择字段 v_line_daily.line' })).toHaveAttribute('data-lit', 'false');

  const impact = page.getByTestId('dl-impact');
  await expect(impact.getByRole('row', { name: /1\s*旧MES产线数据 · main\.v_line_month\s*yield_rate\s*视图\s*main\.v_line_month/ })).toBeVisible();
  await expect(impact.getByRole('row', { name: /2\s*产线月度产量与良率\s*良率\s*保存的查询\s*产线月度产量与良率/ })).toBeVisible();
  await impact.getByRole('button', { name: 'main.v_line_month', exact: true }).click();
  await expect(page.getByTestId('dl-sql')).toContainText('CREATE VIEW v_line_month AS');
  await page.locator('.ant-modal-close').click();
  await expect(page.getByTestId('dl-statement')).toBeHidden();

  // the levels are the user's: one level down leaves the saved query over the monthly view out
  await page.getByTestId('dl-down').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: /^1$/ }).click();
  await expect(graph.getByRole('button', { name: /^产线月度产量与良率/ })).toHaveCount(0);
  await expect(graph.getByRole('button', { name: /^main\.v_line_month/ })).toBeVisible();
});
