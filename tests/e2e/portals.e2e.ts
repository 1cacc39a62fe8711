// The App (mobile) and Hmi (industrial computer) portals in Chromium against the real server: an
// operator at a 1280×800 touch terminal logs in to the Hmi portal, chooses the machine, starts an order
// found by scanning its flow card, feeds a material barcode by scan and reports output; a warehouse
// keeper on a 375×667 phone logs in to the App portal and picks a delivery by scanning its pack.
import { expect, test } from './fixtures';
import { apiLogin } from './journey-kit';
import { portalLogin, scan } from './portal-kit';

// biome-ignore lint/suspicious/noExplicitAny: setup answers many shapes
type Any = any;

test.describe('Hmi portal at a touch terminal', () => {
  test.use({ viewport: { width: 1280, height: 800 }, hasTouch: true });

  test('an operator starts an order found by its flow card, feeds a barcode by scan and reports output', async ({ page, request }) => {
    test.setTimeout(240_000);
    const admin = await apiLogin(request);
    // a released demo order on a machine that can run it, paused by its starter: the operator starts it again.
    // One the operator's data scope holds (the demo spreads orders over both plants' departments)
    const operator = await apiLogin(request, 'liuyang');
    const orders: Any[] = (await operator('task.Order', 'summaryPage', [{ page: 1, pageSize: 100, filterMap: { manufacturing_state: 'Wait' } }])).itemList;
    const order = orders.find((o) => o.batch_no);
    expect(order, 'a released demo order').toBeTruthy();
    const machines: Any[] = (await admin('mdm.Equipment', 'summary', [{ page: 1, pageSize: 100 }])).itemList;
    let machine: Any = null;
    for (const m of machines) {
      try {
        await admin('task.Order', 'start', [order.id, m.id]);
        machine = m;
        break;
      } catch {
        // busy, down or not able to run its processes: the next one
      }
    }
    expect(machine, 'a machine that runs the order').toBeTruthy();
    await admin('task.Order', 'pause', [order.id]);
    const barcode: Any = (await admin('task.Feeding', 'candidates', [])).find((b: Any) => Number(b.free) >= 1 && Number(b.count) >= 1);
    expect(barcode, 'an in-stock barcode').toBeTruthy();

    await portalLogin(page, '/demo/hmi/login', 'liuyang');
    await expect(page).toHaveURL(/\/demo\/hmi$/);
    await expect(page.getByRole('heading', { name: '工控端' })).toBeVisible();
    // 设备状态 is drawn for the Hmi (modules/equipment/tests/e2e/hmi-status.e2e.ts: its live values)
    await page.getByRole('button', { name: /设备状态/ }).click();
    await expect(page.getByTestId('machine-card').first()).toBeVisible();
    await page.getByRole('button', { name: '返回' }).click();

    // -- 工单列表: the machine, the order by its flow card, 开工
    await page.getByRole('button', { name: /工单列表/ }).click();
    await page.getByRole('combobox', { name: '本机设备' }).click();
    await page.keyboard.type(machine.code);
    await page.keyboard.press('Enter');
    await scan(page, order.code);
    const head = page.getByTestId('hmi-order');
    await expect(head).toContainText(order.code);
    await expect(head).toContainText('已暂停');
    await page.getByRole('button', { name: '开 工' }).or(page.getByRole('button', { name: '开工' })).click();
    await expect(head).toContainText('加工中');

    // -- 投料: the order by its flow card, then the material barcode, both scanned
    await page.goto(`/demo/hmi/task/Feeding`);
    await scan(page, order.code);
    await expect(page.getByTestId('hmi-order')).toContainText(order.code);
    await scan(page, barcode.code);
    await expect(page.getByTestId('hmi-barcode')).toHaveText(barcode.code);
    await page.getByRole('spinbutton', { name: '数量' }).fill('1');
    await page.getByRole('button', { name: /投\s*料/ }).click();
    await expect(page.getByText(/已完成：TL/)).toBeVisible();

    // -- 产出报工: one good part of the first operation
    await page.goto(`/demo/hmi/task/Output`);
    await scan(page, order.code);
    await expect(page.getByTestId('hmi-order')).toContainText(order.code);
    await page.getByRole('spinbutton', { name: '合格数量', exact: true }).fill('1');
    await page.getByRole('button', { name: /报\s*工/ }).click();
    await expect(page.getByText(/已完成：BG/)).toBeVisible();

    const view: Any = await admin('task.Order', 'enterWorkOrder', [order.id]);
    expect(view.state).toBe('Process');
    expect(view.fed.map((f: Any) => [f.barcode, f.qty])).toEqual([[barcode.code, '1']]);
    expect(view.tasks[0].doneQty).toBe('1');
  });
});

test.describe('App portal on a phone', () => {
  test.use({ viewport: { width: 375, height: 667 }, hasTouch: true, isMobile: true });

  test('a warehouse keeper picks a delivery by scanning its pack and sends it out', async ({ page, request }) => {
    test.setTimeout(180_000);
    // a pack the keeper labels for a batch in stock (the demo's packs are not all booked in)
    const keeper = await apiLogin(request, 'wangqiang');
    const place: Any = (await keeper('wms.Stock', 'summaryDetailPage', [{ page: 1, pageSize: 50 }])).itemList.find((r: Any) => r.batchNo && Number(r.availableNum) >= 2);
    expect(place, 'a batch in stock').toBeTruthy();
    const [pack]: Any[] = await keeper('barcode.Barcode', 'generate', [{ ruleCode: 'WLTM', number: 1, materialId: place.materialId, count: '2', batchNo: place.batchNo, qualityResult: 'Qualified', state: 'InStock' }]);
    const delivery: Any = await keeper('wms.Delivery', 'create', [{ delivery_type: 'Production', warehouse_id: place.warehouseId, remark: 'App 拣货', items: [{ material_id: place.materialId, quantity: 2, unit_price: 1 }] }]);

    await portalLogin(page, '/demo/m/login', 'wangqiang');
    await expect(page).toHaveURL(/\/demo\/m$/);
    // touch-sized: every tile at least 44 px high, one column of content in 375 px
    const tile = page.getByRole('button', { name: /出库/ }).first();
    expect((await tile.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    // a page of the App tree no module draws on the App says so
    await page.getByRole('button', { name: /库存查询/ }).click();
    await expect(page.getByText('此页面暂不支持在移动端上使用')).toBeVisible();
    await page.getByRole('button', { name: '返回' }).click();
    await tile.click();
    await page.getByRole('button', { name: new RegExp(delivery.code) }).click();
    await expect(page.getByTestId('pick-line')).toContainText('已拣 0 / 2');
    await scan(page, pack.code);
    await expect(page.getByTestId('pick-line')).toContainText('已拣 2 / 2');
    // the same pack again is refused
    await scan(page, pack.code);
    await expect(page.getByTestId('pick-notice')).toHaveText(`条码 ${pack.code} 已扫描`);
    await page.getByRole('button', { name: '确认出库' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '确认出库' }).click();
    await expect(page.getByText(`出库单 ${delivery.code} 已出库`)).toBeVisible();

    const done: Any = await keeper('wms.Delivery', 'detail', [delivery.id]);
    expect(done.status_dict.dict).toBe('Audit');
    expect(done.items[0].batch_no).toBe(place.batchNo);
  });
});
