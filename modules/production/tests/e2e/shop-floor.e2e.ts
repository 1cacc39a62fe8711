// The shop floor in Chromium against the real server: a released demo order is started (开工,
// through the call: task.Order/start), an in-stock barcode fed on its detail (投料), the earlier
// operations reported through the call, the last one on the detail (报工) with an unqualified part
// and its defect reason, the order finished (完工, through the call); then 库存查询 shows the product
// in the order's batch and 追踪图谱 (dcm/track) draws the order's map, a node's detail on a click.
import { expect, test } from '../../../../tests/e2e/fixtures';
import { apiLogin, login } from '../../../../tests/e2e/journey-kit';

// biome-ignore lint/suspicious/noExplicitAny: setup answers many shapes
type Any = any;

test('an operator starts, feeds, reports output with a defect reason and finishes; stock and the tracking map show it', async ({ page, request }) => {
  test.setTimeout(240_000);
  const call = await apiLogin(request);
  const orders: Any[] = (await call('task.Order', 'summaryPage', [{ page: 1, pageSize: 100, filterMap: { manufacturing_state: 'Wait' } }])).itemList;
  const state = (o: Any) => o.manufacturing_state?.dict ?? o.manufacturing_state;
  // a released demo order with its batch (the stock query below looks the product up by it)
  const order = orders.find((o) => state(o) === 'Wait' && o.batch_no);
  expect(order, 'a released demo order').toBeTruthy();
  // 开工 on a free machine (the lead's detail buttons may not be there yet: the call)
  const machines: Any[] = (await call('mdm.Equipment', 'summary', [{ page: 1, pageSize: 100 }])).itemList;
  let started = false;
  for (const m of machines) {
    try {
      await call('task.Order', 'start', [order.id, m.id]);
      started = true;
      break;
    } catch {
      // busy or down: the next one
    }
  }
  expect(started).toBe(true);
  const view: Any = await call('task.Order', 'enterWorkOrder', [order.id]);
  const feedable: Any[] = await call('task.Feeding', 'candidates', []);
  const barcode = feedable.find((b) => Number(b.free) >= 1 && Number(b.count) >= 1);
  expect(barcode, 'an in-stock barcode').toBeTruthy();

  // -- 投料 on the order's detail
  await login(page);
  await page.goto(`/demo/task/OrderDetail?id=${order.id}`);
  await page.getByTestId('exec-feed').click();
  const feed = page.getByTestId('exec-dialog-feed');
  await expect(feed).toBeVisible();
  await feed.getByRole('combobox', { name: '条码' }).fill(barcode.code);
  // the suggestions close when the field is left
  await page.locator('.ant-modal-title').click();
  await expect(feed.getByRole('combobox', { name: '条码' })).toHaveValue(barcode.code);
  await feed.getByLabel('数量', { exact: true }).fill('1');
  await page.getByRole('dialog').getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByText(/已完成：TL/)).toBeVisible();
  const fed: Any = await call('task.Order', 'enterWorkOrder', [order.id]);
  expect(fed.fed.map((f: Any) => [f.barcode, f.qty])).toEqual([[barcode.code, '1']]);

  // the operations before the last: reported through the call
  const plan = Number(view.planQty);
  const last = view.tasks.length - 1;
  for (let i = 0; i < last; i++) await call('task.Output', 'report', [{ orderId: order.id, opId: view.tasks[i].id, qualifiedQty: String(plan) }]);

  // -- 报工 of the last operation: one unqualified, its defect reason
  await page.getByTestId('exec-output').click();
  const out = page.getByTestId('exec-dialog-output');
  await expect(out).toBeVisible();
  await expect(out.getByText(view.tasks[last].processName).first()).toBeVisible();
  await out.getByLabel('合格数量', { exact: true }).fill(String(plan - 1));
  await out.getByLabel('不合格数量', { exact: true }).fill('1');
  // without the reason: refused, unqualified output needs a defect reason
  await page.getByRole('dialog').getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByTestId('exec-error')).toHaveText('不合格数量大于0时必须填写不良原因');
  await out.getByRole('combobox', { name: '不良原因' }).click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '尺寸超差' }).click();
  await page.getByRole('dialog').getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByText(/已完成：BG/)).toBeVisible();

  // -- 完工 (the call)
  await call('task.Order', 'complete', [order.id]);
  const done: Any = await call('task.Order', 'enterWorkOrder', [order.id]);
  expect([done.state, done.qualifiedQty, done.unqualifiedQty]).toEqual(['Completed', String(plan - 1), '1']);

  // -- 库存查询: the product in the order's batch
  await page.goto('/demo/warehouse/Stock');
  const report = page.getByTestId('report-page');
  await expect(report.getByRole('heading', { name: '库存查询' })).toBeVisible();
  const bar = page.getByTestId('report-filters');
  const field = (label: string) => bar.locator('.ant-form-item').filter({ has: page.locator('.ant-form-item-label', { hasText: new RegExp(`^${label}$`) }) });
  // the product (picked by its code) and the order's batch
  const productCode = order.material_id?.code ?? '';
  await field('物料').locator('.ant-select').click();
  await page.keyboard.type(productCode);
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: productCode }).first().click();
  await field('批次号').locator('input').fill(done.batchNo);
  await bar.getByRole('button', { name: /查\s*询/ }).click();
  const row = report.locator('.ant-table-row').filter({ has: page.locator('td', { hasText: new RegExp(`^${done.batchNo}$`) }) }).first();
  await expect(row).toBeVisible();
  await expect(row).toContainText(done.materialName);
  await expect(row).toContainText(String(plan - 1));

  // -- 追踪图谱: the order's map, a node's detail
  await page.goto(`/demo/dcm/track?orderId=${order.id}`);
  await expect(page.getByTestId('track-page')).toBeVisible();
  const graph = page.getByTestId('trace-graph');
  await expect(graph).toBeVisible({ timeout: 20_000 });
  await expect(graph.getByText(done.code, { exact: true })).toBeVisible();
  await expect(graph.getByText(barcode.code, { exact: true })).toBeVisible();
  await expect(graph.getByText(/^CP/).first()).toBeVisible();
  await graph.getByText(done.code, { exact: true }).click();
  const detail = page.getByTestId('track-node-detail');
  await expect(detail).toBeVisible();
  await expect(detail).toContainText(done.materialName);
});
