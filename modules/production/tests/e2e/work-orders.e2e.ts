// Work orders in Chromium against the real server: an audited sales order of conveyor modules
// becomes work orders (生成工单, BOM展开: the module, its shaft assembly, gear shafts and flanges);
// on 生产工单 they are released together (批量下达); 高级排程's pass schedules them and the planner
// confirms; the module's order is dispatched to an idle machine (派工), started (开工) and finished
// (完工, after its confirmation) from its detail — and the server agrees at every step.
import { expect, test } from '../../../../tests/e2e/fixtures';
import { apiLogin, auditThroughFlow, button, expectDone, login, openMenuPage } from '../../../../tests/e2e/journey-kit';

// biome-ignore lint/suspicious/noExplicitAny: records answer many shapes
type Rec = Record<string, any>;
const state = (r: Rec) => r.manufacturing_state?.dict ?? r.manufacturing_state;

test('a sales order becomes work orders by its BOM; released, dispatched, started and finished on the pages', async ({ page, request }) => {
  test.setTimeout(240_000);
  const call = await apiLogin(request);
  const conveyor = (await call('datax.Entity', 'fuzzyPage', [{ entityCode: 'Material', text: '输送线模组', pageSize: 1 }])).itemList[0];
  const customer = (await call('datax.Entity', 'fuzzyPage', [{ entityCode: 'Customer', pageSize: 1 }])).itemList[0];
  const sale = await call('erp.Sale', 'create', [{ customer_id: customer.id, remark: '端到端：销售转工单', items: [{ material_id: conveyor.id, quantity: 5, unit_price: 8800 }] }]);
  await auditThroughFlow(request, 'SaleOrder', sale.id);
  // a machine running nothing (the demo keeps two busy)
  const running: Rec[] = (await call('task.Order', 'getWorkOrderList', [{ states: ['Process', 'Debug'], pageSize: 200 }])).itemList;
  const machines = (await call('mdm.Equipment', 'summary', [{ pageSize: 100 }])).itemList as Rec[];
  const idle = machines.find((m) => ['0', '1'].includes(m.equipment_status?.dict ?? m.equipment_status) && !running.some((o) => o.equipmentId === m.id))!;
  expect(idle).toBeTruthy();

  // -- 生成工单 on the sales order: BOM spread (the default)
  await login(page);
  await page.goto(`/demo/sale/OrderDetail?id=${sale.id}`);
  await button(page, /生成工单/).click();
  const dialog = page.getByTestId('order-dialog-toWorkOrder');
  await expect(dialog).toBeVisible();
  await expect(page.getByRole('radio', { name: 'BOM展开' })).toBeChecked();
  await page.getByRole('dialog').getByRole('button', { name: /确\s*定/ }).click();
  await expectDone(page, '已生成 4 个工单');
  const made: Rec[] = (await call('task.Order', 'getWorkOrderList', [{ text: sale.code, pageSize: 20 }])).itemList;
  expect(made.map((o) => [o.materialName, Number(o.planQty)]).sort()).toEqual([
    ['传动轴组件', 5],
    ['法兰盘', 10],
    ['输送线模组', 5],
    ['齿轮轴', 5],
  ]);

  // -- 批量下达 on the list (the new orders are still being prepared: the list's open view)
  await openMenuPage(page, '生产管理', '生产工单', /\/demo\/task\/Order$/);
  for (const o of made) {
    const row = page.getByRole('row').filter({ hasText: o.code });
    await expect(row).toBeVisible();
    await row.getByRole('checkbox').check();
  }
  await button(page, /批量下达/).click();
  await expectDone(page, '操作成功。');
  for (const o of made) expect(state(await call('task.Order', 'get', [o.id]))).toBe('Wait');

  // -- 高级排程: the pass over the released orders (ours among them), previewed and confirmed —
  // every operation of ours then has a machine and a slot
  await openMenuPage(page, '生产计划', '高级排程', /\/demo\/plan\/aps$/);
  await page.getByRole('button', { name: '运行排程' }).click();
  const aps = page.getByRole('dialog');
  for (const o of made) await expect(aps.getByTestId('aps-orders').getByRole('row').filter({ hasText: o.code })).toBeVisible({ timeout: 15_000 });
  await aps.getByTestId('aps-start').click();
  await expect(aps.getByTestId('aps-status')).toHaveText('草稿', { timeout: 30_000 });
  await aps.getByTestId('aps-confirm').click();
  await expect(aps.getByTestId('aps-status')).toHaveText('已确认', { timeout: 30_000 });
  await aps.locator('.ant-modal-close').click();
  for (const o of made) {
    const ops: Rec[] = (await call('task.Order', 'get', [o.id])).operations;
    expect(ops.length).toBeGreaterThan(0);
    expect(ops.every((x) => x.equipment_id && x.plan_start && x.plan_end)).toBe(true);
  }

  // -- the module's order: 派工, 开工, 完工 on its detail
  const main = made.find((o) => o.materialName === '输送线模组')!;
  await page.goto(`/demo/task/OrderDetail?id=${main.id}`);
  await button(page, /派\s*工/).click();
  const select = page.getByTestId('order-equipment');
  await select.click();
  await page.keyboard.type(idle.code);
  await page.locator('.ant-select-item-option').filter({ hasText: idle.code }).first().click();
  await page.getByRole('dialog').getByRole('button', { name: /确\s*定/ }).click();
  await expectDone(page, '已派工 1 个工单');
  await button(page, /开\s*工/).click();
  await expectDone(page, '已开工1个工单');
  const started = await call('task.Order', 'get', [main.id]);
  expect([state(started), started.equipment_id?.id ?? started.equipment_id]).toEqual(['Process', idle.id]);
  await button(page, /完\s*工/).click();
  await page.getByRole('dialog').getByText('确定完工？完工后不能再开工。').waitFor();
  await page.getByRole('dialog').getByRole('button', { name: /确\s*定/ }).click();
  await expectDone(page, '已完工1个工单');
  expect(state(await call('task.Order', 'get', [main.id]))).toBe('Completed');
  // finished once: the page says so
  await button(page, /完\s*工/).click();
  await page.getByRole('dialog').getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.locator('.ant-message-error')).toContainText(`工单${main.code}已完工，不能重复完工`);
});
