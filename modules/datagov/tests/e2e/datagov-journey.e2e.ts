// 数据治理's journey in Chromium on the demo as it starts: a CSV file added as a data source (its
// connection checked on save and again by 测试连接), harvested, one of its columns found in
// 元数据检索, and a query on it run in the SQL console and exported as .xlsx.
import { expect, test } from '../../../../tests/e2e/fixtures';
import { login } from '../../../../tests/e2e/journey-kit';

const CSV = 'code,name,qty_on_hand\nA01,螺栓,120\nA02,垫片,35\nA03,"销, 长",8\n';

test('a CSV source is added, checked, harvested, searched and queried, and its result exported', async ({ page }) => {
  test.setTimeout(180_000);
  await login(page);
  await page.goto('/demo/meta/DataSource');
  // the demo's sources are there at first start
  await expect(page.getByTestId('dg-source-MES-LEGACY')).toBeVisible();
  await page.getByTestId('dg-source-add').click();
  await expect(page).toHaveURL(/meta\/DataSourceAdd$/);

  await page.getByTestId('dg-code').fill('E2E-PARTS');
  await page.getByTestId('dg-name').fill('零件库存表');
  await page.getByTestId('dg-kind').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 'CSV 文件' }).click();
  await page.locator('input[type=file]').setInputFiles({ name: 'parts.csv', mimeType: 'text/csv', buffer: Buffer.from(CSV) });
  await expect(page.getByTestId('dg-file-name')).toHaveText('parts.csv');
  await page.getByTestId('dg-save').click();
  await expect(page).toHaveURL(/meta\/DataSourceDetail\?id=\d+$/);
  await expect(page.getByTestId('dg-detail-status')).toHaveText('正常');

  await page.getByTestId('dg-detail-test').click();
  await expect(page.locator('.ant-message')).toContainText('连接正常');
  await page.getByTestId('dg-detail-harvest').click();
  await expect(page.locator('.ant-message')).toContainText('采集完成：1 张表，3 列，0 处变更');
  await expect(page.getByTestId('dg-table-parts')).toBeVisible();

  await page.goto('/demo/meta/Search');
  const box = page.getByPlaceholder('搜索表名、字段名、注释或标签');
  await box.fill('qty_on_hand');
  await box.press('Enter');
  const hits = page.getByTestId('dg-search-hits');
  await expect(hits.getByRole('row', { name: /零件库存表.*main\.parts.*qty_on_hand.*INTEGER/ })).toBeVisible();

  await page.goto('/demo/meta/SqlConsole');
  await page.getByTestId('dg-console-source').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '零件库存表（E2E-PARTS）' }).click();
  await page.getByTestId('dg-console-sql').fill('select code, name, qty_on_hand from parts where qty_on_hand > 10 order by code');
  await page.getByTestId('dg-console-sql').press('Control+Enter');
  const result = page.getByTestId('dg-console-result');
  await expect(result.getByRole('row', { name: /A01\s*螺栓\s*120/ })).toBeVisible();
  await expect(result.getByRole('row', { name: /A02\s*垫片\s*35/ })).toBeVisible();
  await expect(page.getByTestId('dg-console-took')).toContainText('2 行');
  const download = page.waitForEvent('download');
  await page.getByTestId('dg-console-xlsx').click();
  expect((await download).suggestedFilename()).toMatch(/^SQL-\d{8}\.xlsx$/);

  // a write is refused with the rule it broke
  await page.getByTestId('dg-console-sql').fill('delete from parts');
  await page.getByTestId('dg-console-run').click();
  await expect(page.getByTestId('dg-console-error')).toContainText('只允许只读查询（SELECT / WITH）');
});
