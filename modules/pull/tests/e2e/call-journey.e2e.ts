// The workshop-logistics journey in Chromium: a line's process material call (工序叫料) for an
// operation of a released work order is called (叫料) on its list, which submits a warehouse delivery
// apply (出库申请); the warehouse audits the apply and issues it with a raw-material delivery
// (审核 on its page, 生成原料出库单, 推荐拣货, 审核); the call then shows 已出库, and 到线确认 makes it 已到线. The
// warehouses, their positions, the stock and the call are this run's own, made through the calls
// (the order, its operation and material are a demo order's, read from 物料监控).
import crypto from 'node:crypto';
import { expect, type Page, test } from '../../../../tests/e2e/fixtures';
import { apiLogin, audit, button, type Call, convert, expectDone, item, login, save, status } from '../../../../tests/e2e/journey-kit';

// biome-ignore lint/suspicious/noExplicitAny: records answer many shapes
type Rec = Record<string, any>;

/** A warehouse of this run with one area and one position. */
async function storeWithPosition(call: Call, stamp: string, type: string, name: string) {
  const warehouse: Rec = await call('datax.MetaDynamic', 'saveValue', ['Warehouse', { code: `JP${type[0]}${stamp}`, name: `${name}${stamp}`, type, locations: [{ name: 'A区' }] }]);
  const area: Rec = await call('datax.MetaDynamic', 'saveValue', ['WmsArea', { code: `JPA${type[0]}${stamp}`, name: 'A区', warehouse_id: warehouse.id }]);
  const position: Rec = await call('datax.MetaDynamic', 'saveValue', ['WmsPosition', { code: `JPP${type[0]}${stamp}`, name: 'A-01', warehouse_id: warehouse.id, area_id: area.id, platoon_num: 1, column_num: 1, layer_num: 1 }]);
  return { warehouse, position };
}

/**
 * 工序叫料 filtered by the call's number and a state (状态) in the filter bar: the row is there only
 * when the call is in that state (the list draws only the columns in view, so the state is asked,
 * not read off a column that may be scrolled away).
 */
async function callInState(page: Page, code: string, state: string) {
  await page.goto('/demo/pull/process');
  const filters = page.getByTestId('filter-bar');
  await item(page, '单据编号').locator('input').fill(code);
  await item(page, '状态').locator('.ant-select').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: new RegExp(`^${state}$`) }).click();
  await filters.getByRole('button', { name: /查\s*询/ }).click();
  const row = page.locator('tr.ant-table-row', { hasText: code });
  await expect(row).toHaveCount(1);
  return row;
}

test('a line calls material: the call becomes a delivery apply, the warehouse issues it, the call is issued and confirmed at the line', async ({ page, request }) => {
  test.setTimeout(300_000);
  const call = await apiLogin(request);
  const stamp = `${Date.now().toString(36)}${crypto.randomBytes(2).toString('hex')}`.toUpperCase();
  // an operation's material of a released demo order, as 物料监控 lists it
  const monitored: Rec[] = (await call('pull.MatMon', 'page', [{ pageSize: 200 }])).itemList;
  const need = monitored.find((r) => r.orderId && r.opId && r.materialId && r.processUnitId);
  expect(need, 'a released order with material to call').toBeTruthy();
  const raw = await storeWithPosition(call, stamp, 'Raw', '叫料发料仓');
  const line = await storeWithPosition(call, stamp, 'Semi', '叫料线边仓');
  const entry: Rec = await call('wms.SimpleEntry', 'create', [{ warehouse_id: raw.warehouse.id, items: [{ material_id: need!.materialId, quantity: 10, unit_price: '2.00', batch_no: `JP${stamp}`, position_id: raw.position.id }] }]);
  await call('wms.SimpleEntry', 'audit', [entry.id]);
  const made: Rec = await call('datax.MetaDynamic', 'saveValue', [
    'PullCall',
    { order_id: need!.orderId, op_id: need!.opId, process_unit_id: need!.processUnitId, material_id: need!.materialId, quantity: 3, warehouse_id: raw.warehouse.id, position_id: line.position.id },
  ]);

  // -- 叫料 on 工序叫料: a submitted delivery apply
  await login(page);
  let row = await callInState(page, made.code, '已保存');
  await row.locator('input[type=checkbox]').check();
  await button(page, /^叫\s*料$/).click();
  await expect(page.locator('.ant-message-success')).toBeVisible();
  await callInState(page, made.code, '已叫料');
  const called: Rec = await call('datax.MetaDynamic', 'getValue', ['PullCall', made.id]);
  const apply = called.apply_id;
  expect(apply?.id, 'the call’s delivery apply').toBeTruthy();

  // -- the warehouse: the apply audited and issued by a raw-material delivery. The apply 叫料 made
  // is submitted (已提交, no approval flow bound in the demo): its page offers 审核
  await page.goto(`/demo/warehouse/ApplyDetail?id=${apply.id}`);
  await expect(status(page)).toHaveText('已提交');
  await audit(page);
  await convert(page, '生成原料出库单', 'warehouse/DeliveryRawDetail', apply.code ?? apply.name);
  await save(page);
  await button(page, /推荐拣货/).click();
  await expectDone(page, '已推荐拣货：1 行');
  await audit(page);
  await expect(status(page)).toHaveText('已审核');

  // -- back on 工序叫料: issued; 到线确认 → arrived
  row = await callInState(page, made.code, '已出库');
  await row.locator('input[type=checkbox]').check();
  await button(page, /到线确认/).click();
  await page.locator('.ant-modal-confirm').getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.locator('.ant-message-success')).toBeVisible();
  await callInState(page, made.code, '已到线');
  // the line-side position holds what was called
  const stock = await call('report.Report', 'page', ['warehouse.Stock', { pageSize: 20, filterMap: { material_id: need!.materialId, warehouse_id: line.warehouse.id } }]);
  expect(stock.itemList.map((r: Rec) => Number(r.total))).toEqual([3]);
});
