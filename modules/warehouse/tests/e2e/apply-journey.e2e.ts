// Issuing materials in Chromium against the real server (issue 11): a delivery apply of two
// materials is audited, 生成原料出库单 makes a raw delivery of it, 推荐拣货 picks the stock nearest
// its expiry and splits the line the first lot does not cover, the audit takes the stock and the
// apply shows what was issued; 库存快照 as of today agrees with the stock, and a day before the
// goods came it is empty; 效期预警表 shows what is left; the position list prints their QR codes. The warehouse and its stock
// are this run's own, made through the calls.
import crypto from 'node:crypto';
import { expect, test } from '../../../../tests/e2e/fixtures';
import { apiLogin, audit, button, convert, expectDone, lineCells, lineInputs, login, openReport, reportRows, save, status } from '../../../../tests/e2e/journey-kit';

interface Rec {
  id: number;
  code: string;
  // biome-ignore lint/suspicious/noExplicitAny: records answer many shapes
  [k: string]: any;
}

const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

test('a delivery apply is issued by a raw delivery picked nearest-expiry first; the snapshot and the expiry report agree', async ({ page, request }) => {
  test.setTimeout(300_000);
  const call = await apiLogin(request);
  const stamp = `${Date.now().toString(36)}${crypto.randomBytes(2).toString('hex')}`.toUpperCase();
  const material: Rec = await call('datax.MetaDynamic', 'saveValue', ['Material', { code: `JM${stamp}`, name: `领料测试${stamp}`, unit: 'PCS' }]);
  const warehouse: Rec = await call('datax.MetaDynamic', 'saveValue', ['Warehouse', { code: `JR${stamp}`, name: `领料仓${stamp}`, type: 'Raw', locations: [{ name: 'A区' }] }]);
  const area: Rec = await call('datax.MetaDynamic', 'saveValue', ['WmsArea', { code: `JRA${stamp}`, name: 'A区', warehouse_id: warehouse.id }]);
  const positions: Rec[] = [];
  for (const n of [1, 2]) positions.push(await call('datax.MetaDynamic', 'saveValue', ['WmsPosition', { code: `JRP${stamp}${n}`, name: `A-0${n}`, warehouse_id: warehouse.id, area_id: area.id, platoon_num: 1, column_num: n, layer_num: 1 }]));
  // two lots: LATE (expires in 300 days) 10 on P1, SOON (in 12 days) 4 on P2
  const entry: Rec = await call('wms.SimpleEntry', 'create', [
    {
      warehouse_id: warehouse.id,
      items: [
        { material_id: material.id, quantity: 10, unit_price: '2.00', batch_no: `LATE${stamp}`, position_id: positions[0].id, expiry_date: day(300) },
        { material_id: material.id, quantity: 4, unit_price: '2.00', batch_no: `SOON${stamp}`, position_id: positions[1].id, expiry_date: day(12) },
      ],
    },
  ]);
  await call('wms.SimpleEntry', 'audit', [entry.id]);
  const apply: Rec = await call('wms.DeliveryApply', 'create', [{ apply_type: 'Production', warehouse_id: warehouse.id, items: [{ material_id: material.id, quantity: 6, unit_price: '2.00' }] }]);

  // -- the apply is audited in its page, then issued
  await login(page);
  await page.goto(`/demo/warehouse/ApplyDetail?id=${apply.id}`);
  await expect(status(page)).toHaveText('保存');
  await audit(page);
  await convert(page, '生成原料出库单', 'warehouse/DeliveryRawDetail', apply.code);
  await expect(await lineInputs(page, 'items', '数量')).toHaveCount(1);
  await save(page);
  await button(page, /推荐拣货/).click();
  await expectDone(page, '已推荐拣货：1 行');
  // the lot expiring first goes first, the rest comes from the other
  await expect(await lineCells(page, 'items', '库位')).toContainText([new RegExp(positions[1].code), new RegExp(positions[0].code)]);
  const quantities = await lineInputs(page, 'items', '数量');
  await expect(quantities.nth(0)).toHaveValue('4');
  await expect(quantities.nth(1)).toHaveValue('2');
  await audit(page);
  const issued: Rec = await call('wms.DeliveryApply', 'detail', [apply.id]);
  expect(Number(issued.items[0].issued_qty)).toBe(6);

  // -- 库存快照: today it is what is left; before the goods came, nothing
  await openReport(page, 'warehouse/Snapshot', '库存快照', { 仓库: { id: warehouse.id, code: warehouse.code, name: warehouse.name } });
  await expect(page.getByTestId('report-as-of')).toBeVisible();
  const rows = await reportRows(page);
  expect(rows.map((r) => [r['批次号'], Number(r['结存数量'])])).toEqual([[`LATE${stamp}`, 8]]);
  const asOf = page.getByTestId('report-as-of');
  await asOf.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(day(-3));
  await page.keyboard.press('Enter');
  await page.getByTestId('report-filters').getByRole('button', { name: /查\s*询/ }).click();
  await expect(page.getByTestId('report-page').locator('.ant-empty')).toBeVisible();

  // -- 效期预警表: the lot left is not near its expiry; the apply's other lot is gone
  await openReport(page, 'warehouse/ExpiryReport', '效期预警表', { 仓库: { id: warehouse.id, code: warehouse.code, name: warehouse.name } });
  expect((await reportRows(page)).map((r) => [r['批次号'], r['效期状态']])).toEqual([[`LATE${stamp}`, '正常']]);

  // -- 生成库位二维码 for the two positions, from the position list
  await page.goto('/demo/warehouse/Position');
  for (const p of positions) await page.locator('tr.ant-table-row', { hasText: p.code }).locator('input[type=checkbox]').check();
  await button(page, /生成库位二维码/).click();
  const sheet = page.getByTestId('position-qr-sheet');
  await expect(sheet.locator('figure')).toHaveCount(2);
  await expect(sheet.locator('figure img').first()).toHaveJSProperty('complete', true);
  expect(await sheet.locator('figure').evaluateAll((fs) => fs.map((f) => f.getAttribute('data-code')).sort())).toEqual(positions.map((p) => p.code).sort());
  await page.getByRole('dialog').getByRole('button', { name: /取\s*消/ }).click();
  await expect(page.locator('.ant-message')).toContainText('已生成 2 个库位二维码');
});
