// The tool-room journey in Chromium: a cutter of a 10-piece life is mounted on a machine with 装刀
// on 刀具档案; output reported on the machine's running order (报工 on the order's page) wears it
// down (剩余寿命 4 after 6 pieces); once its life is used up, the next 报工 is refused with
// 「设备 … 上的刀具 … 寿命已用尽，不能报工」. The machine, the cutter's type and file and the order are
// this run's own, made through the calls.
import crypto from 'node:crypto';
import { expect, type Locator, type Page, test } from '../../../../tests/e2e/fixtures';
import { apiLogin, expectDone, login } from '../../../../tests/e2e/journey-kit';

/** 报工 of `qty` qualified pieces on the order's page (its current operation); answers the dialog. */
async function reportOutput(page: Page, orderId: number, qty: number) {
  await page.goto(`/demo/task/OrderDetail?id=${orderId}`);
  await page.getByTestId('exec-output').click();
  const dialog = page.getByTestId('exec-dialog-output');
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('合格数量', { exact: true }).fill(String(qty));
  await page.getByRole('dialog').getByRole('button', { name: /确\s*定/ }).click();
}

async function cutterRow(page: Page, code: string) {
  await page.goto('/demo/cutter/File');
  const row = page.locator('tr.ant-table-row', { hasText: code });
  await expect(row).toBeVisible();
  return row;
}

/** The cell of a list row under the column titled `title`. */
async function cellOf(page: Page, row: Locator, title: string) {
  const titles = await page.locator('.ant-table-thead th').evaluateAll((ths) => ths.map((th) => (th.textContent ?? '').trim()));
  expect(titles, `the list's columns`).toContain(title);
  return row.locator('td').nth(titles.indexOf(title));
}

test('a cutter mounted on a machine wears with the output reported there; worn out, it refuses the next report', async ({ page, request }) => {
  test.setTimeout(300_000);
  const call = await apiLogin(request);
  const stamp = `${Date.now().toString(36)}${crypto.randomBytes(2).toString('hex')}`.toUpperCase();
  const machine = await call('datax.MetaDynamic', 'saveValue', ['Equipment', { code: `JTM${stamp}`, name: `旅程刀具机床${stamp}`, level: 'B', equipment_status: '1', parallel: 1 }]);
  const type = await call('datax.MetaDynamic', 'saveValue', ['CutterDefine', { code: `JTT${stamp}`, name: `旅程铣刀${stamp}`, rated_life: 10, max_dressings: 1, dress_life: 8, warn_percent: 10 }]);
  const cutter = await call('tool.Cutter', 'create', [{ code: `JTC${stamp}`, define_id: type.id }]);
  // an order of a demo product, released and started on the machine
  const routed = (await call('datax.MetaDynamic', 'summaryPage', [{ entityCode: 'MaterialRoute', pageSize: 1 }])).itemList[0];
  const idOf = (v: { id: number } | number) => (typeof v === 'number' ? v : v.id);
  const at = (days: number) => `${new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)} 08:00:00`;
  const order = await call('task.Order', 'create', [{ plan_no: `JT${stamp}`, material_id: idOf(routed.material_id), route_id: idOf(routed.route_id), plan_qty: 100, plan_start: at(1), plan_end: at(3) }]);
  await call('task.Order', 'audit', [order.id]);

  // -- 装刀 on 刀具档案: the cutter on the machine
  await login(page);
  let row = await cutterRow(page, cutter.code);
  await expect(await cellOf(page, row, '状态')).toHaveText('空闲');
  await expect(await cellOf(page, row, '剩余寿命')).toHaveText(/^\s*10(\.0+)?\s*$/);
  await row.getByRole('button', { name: /装\s*刀/ }).click();
  const install = page.getByTestId('tool-op-install');
  await expect(install).toBeVisible();
  await install.getByRole('combobox', { name: '安装设备' }).click();
  await page.keyboard.type(machine.code);
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: machine.code }).click();
  await page.getByRole('dialog').getByRole('button', { name: /确\s*定/ }).click();
  await expectDone(page, '操作成功');
  await expect(await cellOf(page, row, '状态')).toHaveText('已安装');
  await expect(await cellOf(page, row, '安装设备')).toContainText(machine.code);

  // -- 报工 of 6 on the machine's order: 4 pieces of life left
  await call('task.Order', 'start', [order.id, machine.id]);
  await reportOutput(page, order.id, 6);
  await expect(page.getByText(/已完成：BG/)).toBeVisible();
  row = await cutterRow(page, cutter.code);
  await expect(await cellOf(page, row, '状态')).toHaveText('使用中');
  await expect(await cellOf(page, row, '剩余寿命')).toHaveText(/^\s*4(\.0+)?\s*$/);

  // the last 4 pieces of its life (through the call), then the next report is refused
  const view = await call('task.Order', 'enterWorkOrder', [order.id]);
  await call('task.Output', 'report', [{ orderId: order.id, opId: view.tasks[0].id, qualifiedQty: '4' }]);
  await reportOutput(page, order.id, 1);
  await expect(page.getByTestId('exec-error')).toHaveText(`设备 ${machine.code} 上的刀具 ${cutter.code} 寿命已用尽，不能报工`);
  // nothing of the refused report was saved: the cutter's life stays at 0, the order's output at 10
  const after = await call('tool.Cutter', 'summaryPage', [{ pageSize: 5, filterMap: { code: cutter.code } }]);
  expect(Number(after.itemList[0].remaining_life)).toBe(0);
  expect(Number((await call('task.Order', 'enterWorkOrder', [order.id])).tasks[0].doneQty)).toBe(10);
});
