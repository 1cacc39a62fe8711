// Production master data in Chromium against the real server: the demo's conveyor BOM opened from
// its list, its 结构预览 showing the exploded tree down to the steel with cumulative quantities; the
// 工厂日历 of a year not generated yet (the spec's 请求的工作日数据不存在 message), generated, one of
// its days made a holiday — kept by the server.
import { expect, test } from '../../../../tests/e2e/fixtures';
import { apiLogin, login, openMenuPage } from '../../../../tests/e2e/journey-kit';

test('the BOM tree preview of a demo product, and a calendar year generated with a holiday marked', async ({ page, request }) => {
  test.setTimeout(180_000);
  const call = await apiLogin(request);
  const conveyor = (await call('mdm.BOM', 'summary', [{ filterMap: { code: 'BOM-CONV' } }])).itemList[0];

  // -- the BOM: from the list to its detail, 结构预览
  await login(page);
  await openMenuPage(page, '生产基础', '物料清单', /\/demo\/mdm\/Bom$/);
  await expect(page.getByText('BOM-CONV', { exact: true }).first()).toBeVisible();
  await page.goto(`/demo/mdm/BomDetail?id=${conveyor.id}`);
  await page.getByTestId('bom-preview').click();
  const tree = page.getByTestId('bom-tree');
  await expect(tree).toBeVisible();
  await expect(tree.getByRole('row')).toHaveCount(1 + 1 + 6 + 5 + 3 + 2, { timeout: 15_000 });
  // 3.5 kg of steel per gear shaft with 5 % loss: 3.675 for the one conveyor
  const steelUnderGear = tree.getByRole('row').filter({ hasText: '冷轧钢板' }).filter({ hasText: '3.675' });
  await expect(steelUnderGear.first()).toBeVisible();
  await expect(tree.getByRole('row').filter({ hasText: '传动轴组件' }).first()).toContainText('BOM-SHAFT');

  // -- the calendar: a missing year, generated, a day made a holiday
  const year = 2033;
  await page.goto('/demo/mdm/Calendar');
  await page.getByRole('spinbutton').fill(String(year));
  await expect(page.getByTestId('calendar-missing')).toContainText(`请求的工作日数据不存在：${year} 年`);
  await page.getByTestId('calendar-generate').click();
  await expect(page.getByTestId('calendar-summary')).toContainText('节假日 0 天');
  const day = page.getByTestId(`day-${year}-05-06`);
  await expect(day).toHaveAttribute('data-type', '0');
  await day.click();
  const dialog = page.getByRole('dialog');
  await dialog.getByText('节假日', { exact: true }).click();
  await dialog.getByPlaceholder('说明').fill('厂庆');
  await dialog.getByRole('button', { name: /保\s*存/ }).click();
  await expect(day).toHaveAttribute('data-type', '2');
  await expect(page.getByTestId('calendar-summary')).toContainText('节假日 1 天');
  const days: Array<{ date: string; type: number }> = await call('mdm.Calendar', 'getWorkdays', [year]);
  expect(days.find((d) => d.date === `${year}-05-06`)?.type).toBe(2);
});
