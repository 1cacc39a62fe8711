// The equipment journey in Chromium: a maintenance plan of a machine selected on 维保计划 and
// 生成点检任务 makes its check task (in 点检任务); a fault reported on 设备故障 puts the machine in
// fault (设备档案 shows 故障) and 派工 of a work order to it is refused; its repair audited on the
// repair's page gives the machine back (正常) and 派工 takes it. The machine, its template and plan,
// the repair and the order are this run's own, made through the calls.
import crypto from 'node:crypto';
import { expect, type Page, test } from '../../../../tests/e2e/fixtures';
import { apiLogin, audit, button, type Call, expectDone, item, login, save, status, today } from '../../../../tests/e2e/journey-kit';

const yesterday = () => new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);

/** 派工 on the order's page to the machine: the dialog's answer (its error, or the success message). */
async function dispatch(page: Page, orderId: number, machine: { code: string }) {
  await page.goto(`/demo/task/OrderDetail?id=${orderId}`);
  await button(page, /派\s*工/).click();
  const dialog = page.getByTestId('order-dialog-dispatch');
  await expect(dialog).toBeVisible();
  await dialog.getByTestId('order-equipment').click();
  await page.keyboard.type(machine.code);
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: machine.code }).click();
  await page.getByRole('dialog').getByRole('button', { name: /确\s*定/ }).click();
}

async function machineRow(page: Page, machine: { code: string }) {
  await page.goto('/demo/mdm/Equipment');
  const row = page.locator('tr.ant-table-row', { hasText: machine.code });
  await expect(row).toBeVisible();
  return row;
}

async function freshOrder(call: Call, stamp: string) {
  const gear = (await call('datax.Entity', 'fuzzyPage', [{ entityCode: 'Material', text: '齿轮轴', pageSize: 1 }])).itemList[0];
  const at = (days: number) => `${new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)} 08:00:00`;
  return call('task.Order', 'create', [{ plan_no: `JE${stamp}`, material_id: gear.id, plan_qty: 5, plan_start: at(1), plan_end: at(3) }]);
}

test('a plan makes a check task; a fault stops the machine from being dispatched until its repair is audited', async ({ page, request }) => {
  test.setTimeout(300_000);
  const call = await apiLogin(request);
  const stamp = `${Date.now().toString(36)}${crypto.randomBytes(2).toString('hex')}`.toUpperCase();
  // a machine of a demo machine's type (the type's dictionary value), running nothing
  const demo = (await call('mdm.Equipment', 'summary', [{ pageSize: 20 }])).itemList.find((m: { equipment_type?: unknown }) => m.equipment_type);
  const type = demo.equipment_type?.dict ?? demo.equipment_type;
  const machine = await call('datax.MetaDynamic', 'saveValue', ['Equipment', { code: `JEM${stamp}`, name: `旅程机床${stamp}`, level: 'B', equipment_type: type, equipment_status: '1', parallel: 1 }]);
  const template = await call('datax.MetaDynamic', 'saveValue', [
    'CheckTemplate',
    { code: `JET${stamp}`, name: `旅程点检${stamp}`, equipment_type: type, items: [{ item_name: '主轴温度', kind: 'Numeric', standard_value: '45', lower_limit: '20', upper_limit: '60', unit_name: '℃' }] },
  ]);
  const plan = await call('datax.MetaDynamic', 'saveValue', ['MaintenancePlan', { code: `JEP${stamp}`, name: `旅程日检${stamp}`, template_id: template.id, equipment_id: machine.id, cycle: 'Day', start_date: today() }]);
  const order = await freshOrder(call, stamp);

  // -- 维保计划: this plan selected, 生成点检任务 → its check task of today
  await login(page);
  await page.goto('/demo/equipment/plan');
  await page.locator('tr.ant-table-row', { hasText: plan.code }).locator('input[type=checkbox]').check();
  await button(page, /生成点检任务/).click();
  await expectDone(page, '生成点检任务 1 条');
  await page.goto('/demo/equipment/EquipmentCheckList');
  await expect(page.locator('tr.ant-table-row', { hasText: new RegExp(`${machine.code}|${machine.name}`) }).first()).toBeVisible();

  // -- 设备故障: reported on the page; the machine is in fault and takes no work
  await page.goto('/demo/equipment/issue');
  await button(page, /新\s*增/).click();
  await expect(status(page)).toHaveText('新增');
  await item(page, '设备').locator('.ant-select').click();
  await page.keyboard.type(machine.code);
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: machine.code }).first().click();
  const faultAt = item(page, '故障时间').locator('input');
  await faultAt.click();
  await page.keyboard.type(`${yesterday()} 08:00:00`);
  await page.keyboard.press('Enter');
  await item(page, '故障描述').locator('input, textarea').first().fill('主轴异响');
  const faultId = await save(page);
  await expect(await machineRow(page, machine)).toContainText('故障');
  await dispatch(page, order.id, machine);
  await expect(page.getByTestId('order-dialog-error')).toContainText(`设备${machine.code}当前不可用（故障）`);

  // -- 设备维修: the repair (made through the call) audited on its page; the machine is back
  const repair = await call('equipment.Repair', 'create', [{ issue_id: faultId, equipment_id: machine.id, down_start: `${yesterday()} 08:00:00`, down_end: `${yesterday()} 11:30:00`, cause: '轴承磨损', result: 'Repaired' }]);
  await page.goto(`/demo/equipment/RepairDetail?id=${repair.id}`);
  await expect(status(page)).toHaveText('保存');
  await audit(page);
  const row = await machineRow(page, machine);
  await expect(row).toContainText('正常');
  await expect(row).not.toContainText('故障');
  await dispatch(page, order.id, machine);
  await expectDone(page, '已派工 1 个工单');
});
