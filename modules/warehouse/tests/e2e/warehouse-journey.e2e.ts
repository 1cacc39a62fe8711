// The warehouse in Chromium against the real server (issue 11's "done means", its stock part): a
// purchase arrival of two batches becomes an entry (生成入库单), 推荐库位 puts its lines on positions,
// the audit moves the stock in and 库存可视化 shows the positions filled; a sale delivery becomes a
// warehouse delivery (生成出库单) that takes the older batch first; a transfer's to-position entered
// equal to its from-position is cleared with 库位不能一样 (and refused by the server); a count finds a difference and its audit adjusts the stock. The
// warehouse, its positions and the source documents are this run's own, made through the calls.
import crypto from 'node:crypto';
import { expect, type Page, test } from '../../../../tests/e2e/fixtures';
import { apiLogin, audit, button, type Call, convert, expectDone, freshMasterData, lineCells, lineInputs, login, save, someMaterials, status } from '../../../../tests/e2e/journey-kit';

interface Rec {
  id: number;
  code: string;
  // biome-ignore lint/suspicious/noExplicitAny: records answer many shapes
  [k: string]: any;
}

async function stockOf(call: Call, material: number, warehouse: number): Promise<Array<[string, number]>> {
  const page = await call('report.Report', 'page', ['warehouse.Stock', { pageSize: 100, filterMap: { material_id: material, warehouse_id: warehouse } }]);
  return page.itemList.map((r: Rec) => [r.batch_no, Number(r.total)] as [string, number]).sort();
}

async function chooseInPicker(page: Page, cell: ReturnType<Page['locator']>, search: string) {
  await cell.click();
  await page.keyboard.type(search);
  const options = page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: search });
  await expect(options.first()).toBeVisible();
  await options.first().click();
  // the dropdown closes (animated) before the next picker opens its own
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
}

test('an arrival is entered on suggested positions, shows on the visual page, leaves oldest first, a transfer to its own place is refused, a count adjusts the stock', async ({ page, request }) => {
  test.setTimeout(300_000);
  const call = await apiLogin(request);
  const stamp = `${Date.now().toString(36)}${crypto.randomBytes(2).toString('hex')}`.toUpperCase();
  const [material] = await someMaterials(call, 1);
  const { who: supplier } = await freshMasterData(call, 'Supplier');
  const { who: customer } = await freshMasterData(call, 'Customer');
  const warehouse: Rec = await call('datax.MetaDynamic', 'saveValue', ['Warehouse', { code: `JW${stamp}`, name: `旅程仓${stamp}`, type: 'Finished', locations: [{ name: 'A区' }] }]);
  const area: Rec = await call('datax.MetaDynamic', 'saveValue', ['WmsArea', { code: `JA${stamp}`, name: 'A区', warehouse_id: warehouse.id }]);
  const positions: Rec[] = [];
  for (const n of [1, 2, 3]) positions.push(await call('datax.MetaDynamic', 'saveValue', ['WmsPosition', { code: `JP${stamp}${n}`, name: `A-01-0${n}`, warehouse_id: warehouse.id, area_id: area.id, platoon_num: 1, column_num: n, layer_num: 1 }]));
  const arrival: Rec = await call('erp.PurchaseArrival', 'create', [{ supplier_id: supplier.id, warehouse_id: warehouse.id, items: [{ material_id: material.id, quantity: 6, unit_price: '2.00', batch_no: `OLD${stamp}` }, { material_id: material.id, quantity: 4, unit_price: '3.00', batch_no: `NEW${stamp}` }] }]);
  await call('erp.PurchaseArrival', 'audit', [arrival.id]);

  // -- 生成入库单 from the arrival, 推荐库位, 审核
  await login(page);
  await page.goto(`/demo/purchase/PurchaseArrivalDetail?id=${arrival.id}`);
  await expect(status(page)).toHaveText('已审核');
  await convert(page, '生成入库单', 'warehouse/EntryDetail', arrival.code);
  await expect(await lineInputs(page, 'items', '数量')).toHaveCount(2);
  await save(page);
  await button(page, /推荐库位/).click();
  await expectDone(page, '已推荐库位：2 行');
  await expect(await lineCells(page, 'items', '库位')).toContainText([positions[0].code, positions[1].code].map((c) => new RegExp(c)));
  await audit(page);
  expect(await stockOf(call, material.id, warehouse.id)).toEqual([[`NEW${stamp}`, 4], [`OLD${stamp}`, 6]]);

  // -- 库存可视化: the two positions are filled, the third is empty
  await page.goto('/demo/warehouse/Visual');
  const visual = page.getByTestId('visual-page');
  await visual.locator('.ant-select').first().click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: warehouse.code }).click();
  await expect(visual.locator(`[data-code="${positions[0].code}"]`)).toHaveAttribute('data-shade', 'full');
  await expect(visual.locator(`[data-code="${positions[1].code}"]`)).toHaveAttribute('data-shade', 'full');
  await expect(visual.locator(`[data-code="${positions[2].code}"]`)).toHaveAttribute('data-shade', 'empty');

  // -- a sale delivery of 7 leaves oldest first: all of OLD, one of NEW
  const delivery: Rec = await call('erp.SaleDelivery', 'create', [{ customer_id: customer.id, warehouse_id: warehouse.id, items: [{ material_id: material.id, quantity: 7, unit_price: '9.00' }] }]);
  await call('erp.SaleDelivery', 'auditByIds', [[delivery.id]]);
  await page.goto(`/demo/sale/DeliveryDetail?id=${delivery.id}`);
  await convert(page, '生成出库单', 'warehouse/DeliveryDetail', delivery.code);
  await save(page);
  await audit(page);
  expect(await stockOf(call, material.id, warehouse.id)).toEqual([[`NEW${stamp}`, 3]]);

  // -- a transfer to the place it comes from: 库位不能一样
  await page.goto('/demo/warehouse/Transfer');
  await button(page, /新\s*增/).click();
  await expect(status(page)).toHaveText('新增');
  for (const label of ['调出仓库', '调入仓库']) {
    const field = page.locator('.ant-formily-item').filter({ hasText: label }).first();
    await chooseInPicker(page, field.locator('.ant-select'), warehouse.code);
  }
  await page.getByTestId('lines-items').locator('xpath=..').getByRole('button', { name: '添加一行' }).click();
  await page.keyboard.type(material.code);
  await expect(page.locator('.ant-select-dropdown:visible .ant-select-item-option')).toHaveCount(1);
  await page.keyboard.press('Enter');
  const qty = (await lineInputs(page, 'items', '数量')).first();
  await qty.fill('1');
  await qty.blur();
  // the per-package count goes with an emptied quantity
  const perPackage = (await lineInputs(page, 'items', '每包数量')).first();
  await perPackage.fill('2');
  await perPackage.blur();
  await qty.fill('');
  await qty.blur();
  await expect(perPackage).toHaveValue('');
  await qty.fill('1');
  await qty.blur();
  // the to-position entered equal to the from-position is cleared again, with the warning
  for (const title of ['调出库位', '调入库位']) await chooseInPicker(page, (await lineCells(page, 'items', title)).first().locator('.ant-select'), positions[1].code);
  await expect(page.locator('.ant-message-warning')).toContainText('库位不能一样');
  await expect((await lineCells(page, 'items', '调入库位')).first()).not.toContainText(positions[1].code);
  await expect((await lineCells(page, 'items', '调出库位')).first()).toContainText(positions[1].code);
  await expect(status(page)).toHaveText('新增');
  // what gets past a form is refused by the server
  const clash = await call('wms.Transfer', 'create', [{ warehouse_id: warehouse.id, to_warehouse_id: warehouse.id, items: [{ material_id: material.id, from_position_id: positions[1].id, to_position_id: positions[1].id, quantity: 1, unit_price: '1' }] }]).catch((e: Error) => e.message);
  expect(String(clash)).toContain('库位不能一样');

  // -- a count of the NEW batch finds 2 where 3 are booked; its audit adjusts the stock
  const count: Rec = await call('wms.Count', 'create', [{ warehouse_id: warehouse.id, items: [{ material_id: material.id, position_id: positions[1].id, batch_no: `NEW${stamp}` }] }]);
  await page.goto(`/demo/warehouse/CountDetail?id=${count.id}`);
  await button(page, /开始盘点/).click();
  await expectDone(page, '已开始盘点，库位已冻结');
  await expect((await lineInputs(page, 'items', '账面数量')).first()).toHaveValue('3');
  const counted = (await lineInputs(page, 'items', '实盘数量')).first();
  await counted.fill('2');
  await counted.blur();
  await save(page);
  await audit(page);
  // audited, the form is read-only: the cells show their text
  await expect(await lineCells(page, 'items', '差异数量')).toContainText([/^-1/]);
  expect(await stockOf(call, material.id, warehouse.id)).toEqual([[`NEW${stamp}`, 2]]);
});
