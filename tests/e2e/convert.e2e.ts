// "Create from" in the browser, as the demo admin: an audited purchase order with two lines
// (made and audited through the calls — the order form itself is covered elsewhere; this test is
// about what follows) is opened from its list; 生成到货单 opens the arrival's detail pre-filled with
// what remains of each line, not saved; one quantity is changed and the arrival saved; then the
// trace opened from the arrival shows both documents in the graph.
import { expect, test } from './fixtures';
import { apiLogin, auditThroughFlow, lineInputs, login, openMenuPage, status } from './journey-kit';

test('an audited purchase order becomes an arrival in the browser, and the trace shows both', async ({ page, request }) => {
  // page loads, two saves and the x6 graph: more than the default minute on a busy machine
  test.setTimeout(240_000);
  const call = await apiLogin(request);
  const supplier = (await call('datax.MetaDynamic', 'summaryPage', [{ entityCode: 'Supplier', pageSize: 1 }])).itemList[0];
  const materials = (await call('datax.MetaDynamic', 'summaryPage', [{ entityCode: 'Material', pageSize: 2 }])).itemList;
  const order = await call('erp.Purchase', 'create', [
    {
      supplier_id: supplier.id,
      remark: '端到端：生成到货单',
      items: [
        { material_id: materials[0].id, quantity: 5, unit_price: 2 },
        { material_id: materials[1].id, quantity: 8, unit_price: 3 },
      ],
    },
  ]);
  await auditThroughFlow(request, 'PurchaseOrder', order.id);

  await login(page);
  await openMenuPage(page, '采购管理', '采购订单', /\/demo\/purchase\/order$/);
  // the newest order heads the list
  const row = page.locator('.ant-table-row', { hasText: order.code });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: /编\s*辑|详\s*情/ }).click();
  await expect(page).toHaveURL(new RegExp(`/demo/purchase/PurchaseDetail\\?.*id=${order.id}`));
  await expect(status(page)).toHaveText('已审核');

  await page.getByRole('button', { name: '生成到货单' }).click();
  await expect(page).toHaveURL(/\/demo\/purchase\/PurchaseArrivalDetail\?.*draft=/);
  await expect(status(page)).toHaveText('新增');
  await expect(page.getByTestId('draft-notice')).toContainText(order.code);
  const quantities = await lineInputs(page, 'items', '数量');
  await expect(quantities).toHaveCount(2);
  await expect(quantities.nth(0)).toHaveValue('5');
  await expect(quantities.nth(1)).toHaveValue('8');

  await quantities.nth(0).fill('3');
  await quantities.nth(0).blur();
  await page.getByRole('button', { name: /保\s*存/ }).click();
  await expect(page.getByText('保存数据成功。')).toBeVisible();
  await expect(status(page)).toHaveText('保存');
  await expect(page).toHaveURL(/\/demo\/purchase\/PurchaseArrivalDetail\?.*id=\d+/);
  await expect(page).not.toHaveURL(/draft=/);
  const arrivalId = Number(new URL(page.url()).searchParams.get('id'));
  const saved = await lineInputs(page, 'items', '数量');
  await expect(saved.nth(0)).toHaveValue('3');
  await expect(saved.nth(1)).toHaveValue('8');
  const arrival = await call('erp.PurchaseArrival', 'detail', [arrivalId]);
  expect(arrival.items.map((l: { quantity: number }) => l.quantity)).toEqual([3, 8]);
  expect(arrival.purchase_id?.id).toBe(order.id);

  // its dedicated view, read-only, with the order it came from
  await page.getByTestId('view-document').click();
  const view = page.getByTestId('receipt-view');
  await expect(view.getByRole('heading', { level: 4 })).toHaveText(`采购到货单 ${arrival.code}`);
  await expect(page.getByTestId('receipt-path-from')).toContainText(order.code);
  await expect(view.getByTestId('receipt-table-items').locator('.ant-table-row')).toHaveCount(2);
  await page.keyboard.press('Escape');
  await expect(view).toBeHidden();

  await page.getByRole('button', { name: /溯源图谱/ }).click();
  await expect(page).toHaveURL(new RegExp(`/demo/dcm/trace\\?receiptId=${arrivalId}$`));
  const graph = page.getByTestId('trace-graph');
  await expect(graph.locator(`[data-cell-id="${order.id}"]`)).toBeVisible();
  await expect(graph.locator(`[data-cell-id="${arrivalId}"]`)).toBeVisible();
  const documents = page.getByTestId('trace-documents');
  await expect(documents).toContainText(order.code);
  await expect(documents).toContainText(arrival.code);
});
