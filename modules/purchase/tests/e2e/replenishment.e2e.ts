// 采购补货 in Chromium, as the demo admin: a material of this run with a safety stock of 25 and an
// audited order of 5 from a supplier of this run (still on order) is suggested 20 from that
// supplier at its price; ticked and turned into a purchase order after a confirmation, the dialog
// names the order, which opens as a draft of 20 at 4.20; back on the list, nothing is left to buy.
import { expect, test } from '../../../../tests/e2e/fixtures';
import { apiLogin, auditThroughFlow, freshMasterData, lineInputs, login, status } from '../../../../tests/e2e/journey-kit';

test('replenishment: a material below its safety stock becomes a draft purchase order from its last supplier', async ({ page, request }) => {
  test.setTimeout(180_000);
  const call = await apiLogin(request);
  const { who: supplier } = await freshMasterData(call, 'Supplier');
  const code = `JR${Date.now().toString(36).toUpperCase()}`;
  const material = await call('datax.MetaDynamic', 'saveValue', ['Material', { code, name: '补货旅程料', unit: 'PCS', safe_stock: 25, manu_mode: 'Purchased' }]);
  const order = await call('erp.Purchase', 'create', [{ supplier_id: supplier.id, items: [{ material_id: material.id, quantity: 5, unit_price: '4.20' }] }]);
  await auditThroughFlow(request, 'PurchaseOrder', order.id);

  await login(page);
  await page.goto('/demo/purchase/Replenishment');
  const list = page.getByTestId('replenishment-page');
  await list.getByLabel('物料', { exact: true }).fill(code);
  await list.getByRole('button', { name: /查\s*询/ }).click();
  const row = list.locator('tr', { hasText: code });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(supplier.name);
  await expect(row).toContainText('4.2');
  // safety stock 25, on order 5: 20 to buy
  await expect(row.locator('strong')).toHaveText('20');

  await row.getByRole('checkbox').check();
  await page.getByTestId('replenishment-create').click();
  const ask = page.locator('.ant-modal-content', { hasText: '为选中的 1 个物料' });
  await ask.getByRole('button', { name: /确\s*定/ }).click();
  const made = page.getByTestId('replenish-orders');
  await expect(made).toContainText(supplier.name);
  const link = made.getByRole('button', { name: /^CG/ }).first();
  const orderCode = (await link.textContent())?.trim() ?? '';
  expect(orderCode).toMatch(/^CG/);

  // the list reloads behind the dialog: what was just ordered is on order now
  await link.click();
  await expect(status(page)).toHaveText('保存');
  await expect(page.getByTestId('lines-items')).toContainText(code);
  await expect((await lineInputs(page, 'items', '数量')).first()).toHaveValue(/^20(\.0+)?$/);
  await expect((await lineInputs(page, 'items', '单价')).first()).toHaveValue(/^4\.20*$/);

  await page.goto('/demo/purchase/Replenishment');
  await list.getByLabel('物料', { exact: true }).fill(code);
  await list.getByRole('button', { name: /查\s*询/ }).click();
  await expect(list.locator('tr', { hasText: code })).toHaveCount(0);
  await list.getByRole('switch').click();
  await expect(list.locator('tr', { hasText: code })).toContainText('25');
});
