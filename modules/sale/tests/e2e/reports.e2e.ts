// The sale report pages in the browser, as the demo admin, with a clean console (the shared
// fixture fails on any console error): an audited order (made through the calls) shows on 销售排行榜
// with its bar chart (echarts, loaded when the page needs it), the rank switch re-ranks by
// customer, the export downloads an .xlsx; 销售明细表 lists the order's lines with the totals row.
import { expect, test } from '../../../../tests/e2e/fixtures';
import { apiLogin, auditThroughFlow, login } from '../../../../tests/e2e/journey-kit';

test('销售排行榜 and 销售明细表 show an audited order: chart, rank switch, export, totals', async ({ page, request }) => {
  test.setTimeout(180_000);
  const call = await apiLogin(request);
  // a customer and materials of its own, and an amount far above a month of the demo's sales, so
  // they head the ranking whatever else this month holds
  const stamp = Date.now();
  const customer = await call('datax.MetaDynamic', 'saveValue', ['Customer', { code: `E2EC${stamp}`, name: `排行测试客户${stamp}` }]);
  const materials = [
    await call('datax.MetaDynamic', 'saveValue', ['Material', { code: `E2EM${stamp}a`, name: `排行测试物料A${stamp}`, unit: 'PCS' }]),
    await call('datax.MetaDynamic', 'saveValue', ['Material', { code: `E2EM${stamp}b`, name: `排行测试物料B${stamp}`, unit: 'PCS' }]),
  ];
  const order = await call('erp.Sale', 'create', [
    {
      customer_id: customer.id,
      items: [
        { material_id: materials[0].id, quantity: 3, unit_price: '12500000.5', cost_price: 1000 },
        { material_id: materials[1].id, quantity: 2, unit_price: 10, cost_price: 6 },
      ],
    },
  ]);
  await auditThroughFlow(request, 'SaleOrder', order.id);

  await login(page);
  await page.goto('/demo/sale/RankReport');
  const report = page.getByTestId('report-page');
  await expect(report.getByRole('heading', { name: '销售排行榜' })).toBeVisible();
  const table = report.locator('.ant-table-tbody');
  await expect(table).toContainText(materials[0].name);
  await expect(table).toContainText('37,500,001.50');
  // the bar chart: echarts draws into a canvas
  await expect(report.getByTestId('report-chart').locator('canvas').first()).toBeVisible();
  await report.getByText('按客户').click();
  await expect(table).toContainText(customer.name);
  const download = page.waitForEvent('download');
  await report.getByRole('button', { name: /导\s*出/ }).click();
  expect((await download).suggestedFilename()).toMatch(/^销售排行榜-\d{8}\.xlsx$/);

  await page.goto('/demo/sale/ItemReport');
  const items = page.getByTestId('report-page');
  await expect(items.locator('.ant-table-tbody')).toContainText(order.code);
  await expect(items.getByTestId('report-totals')).toContainText('合计');
  // a detail report declares no chart: no chart slot
  await expect(items.getByTestId('report-chart-slot')).toHaveCount(0);
});
