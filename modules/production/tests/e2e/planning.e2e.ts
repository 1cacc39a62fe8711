// 生产计划 in Chromium against the real server: a production plan typed on its page (生产计划单), saved
// and audited, 生成工单 from its detail (no spread, released at once) — the server has the orders with
// the plan's number, and the line shows what they took; then 产能规划 and 排产计划 open with rows.
import { expect, test } from '../../../../tests/e2e/fixtures';
import { apiLogin, audit, button, expectDone, item, lineBlock, lineInputs, login, openMenuPage, reportRows, save, shown, status } from '../../../../tests/e2e/journey-kit';

// biome-ignore lint/suspicious/noExplicitAny: records answer many shapes
type Rec = Record<string, any>;
const p2 = (n: number) => String(n).padStart(2, '0');
const inDays = (n: number) => {
  const d = new Date(Date.now() + n * 86_400_000);
  return `${d.getFullYear()}-${p2(d.getMonth() + 1)}-${p2(d.getDate())}`;
};

test('a production plan typed, audited and made into work orders; the capacity and scheduling reports show rows', async ({ page, request }) => {
  test.setTimeout(240_000);
  const call = await apiLogin(request);
  const gear = (await call('datax.Entity', 'fuzzyPage', [{ entityCode: 'Material', text: '齿轮轴', pageSize: 1 }])).itemList[0] as Rec;

  await login(page);
  await openMenuPage(page, '生产计划', '生产计划单', /\/demo\/plan\/productionPlan$/);
  await button(page, /新\s*增/).click();
  await expect(status(page)).toHaveText('新增');
  for (const [label, day] of [['计划开始日期', inDays(1)], ['计划结束日期', inDays(10)]] as const) {
    const input = item(page, label).locator('input');
    await input.click();
    await input.fill(day);
    await input.press('Enter');
    await expect(input).toHaveValue(day);
  }
  await lineBlock(page, 'items').getByRole('button', { name: '添加一行' }).click();
  await expect(page.getByTestId('lines-items').locator('tr[data-row="0"] td[data-col="0"] input')).toBeFocused();
  await page.keyboard.type(gear.code);
  const options = page.locator('.ant-select-dropdown:visible .ant-select-item-option');
  await expect(options.first()).toContainText(gear.code);
  await page.keyboard.press('Enter');
  const quantity = (await lineInputs(page, 'items', '计划数量')).nth(0);
  await quantity.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('12');
  await page.keyboard.press('Tab');
  const planId = await save(page);
  await expect.poll(() => shown(page, '计划单号')).toMatch(/^JH\d{12}$/);
  const code = await shown(page, '计划单号');
  await audit(page);

  // -- 生成工单: no spread, released at once
  await button(page, /生成工单/).click();
  await expect(page.getByTestId('order-dialog-planToWorkOrder')).toBeVisible();
  await page.getByTestId('order-dialog-planToWorkOrder').locator('.ant-radio-button-wrapper', { hasText: '不展开' }).click();
  await expect(page.getByRole('dialog').getByRole('radio', { name: '不展开' })).toBeChecked();
  await page.getByRole('dialog').getByRole('switch', { name: '立即下达' }).click();
  await page.getByRole('dialog').getByRole('button', { name: /确\s*定/ }).click();
  await expectDone(page, '已生成 1 个工单');
  const made: Rec[] = (await call('task.Order', 'getWorkOrderList', [{ text: code, pageSize: 20 }])).itemList;
  expect(made.map((o) => [o.materialName, Number(o.planQty)])).toEqual([['齿轮轴', 12]]);
  const plan = await call('plan.ProductionPlan', 'detail', [planId]);
  expect(Number(plan.items[0].planned_qty)).toBe(12);
  // again: everything is planned, the dialog says so and stays open
  await button(page, /生成工单/).click();
  await page.getByRole('dialog').getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByTestId('order-dialog-error')).toContainText(`生产计划单${code}的产品已全部生成工单`);
  await page.getByRole('dialog').getByRole('button', { name: /取\s*消/ }).click();

  // -- its first operation scheduled from this hour on a machine able to run it (as the Gantt or 派工 would)
  const order = await call('task.Order', 'get', [made[0].id]);
  const op = order.operations[0] as Rec;
  const machines = (await call('mdm.Equipment', 'summary', [{ pageSize: 100 }])).itemList as Rec[];
  let machine: Rec | undefined;
  for (const m of machines) {
    const d = await call('mdm.Equipment', 'detail', [m.id]);
    if ((d.processes as Rec[]).some((x) => (x.process_id?.id ?? x.process_id) === (op.process_id?.id ?? op.process_id))) machine = d;
    if (machine) break;
  }
  expect(machine).toBeTruthy();
  // the hour under way: always inside this week, which 排产计划 opens on
  const soon = new Date();
  const at = (d: Date) => `${d.getFullYear()}-${p2(d.getMonth() + 1)}-${p2(d.getDate())} ${p2(d.getHours())}:00:00`;
  await call('task.Order', 'dispatchV2', [[{ opId: op.id, equipmentId: machine!.id, planStart: at(soon), planEnd: at(new Date(soon.getTime() + 2 * 3_600_000)) }]]);

  // -- the reports
  await openMenuPage(page, '生产计划', '产能规划', /\/demo\/plan\/scaleTable$/);
  await expect(page.getByTestId('report-page').locator('tbody tr.ant-table-row').first()).toBeVisible();
  const capacity = await reportRows(page);
  expect(capacity.length).toBeGreaterThan(0);
  expect(Object.keys(capacity[0])).toEqual(expect.arrayContaining(['工序单元', '设备', '产能(分钟)', '负荷(分钟)', '利用率(%)', '负荷状态']));
  await openMenuPage(page, '生产计划', '排产计划', /\/demo\/plan\/table$/);
  await expect(page.getByTestId('report-page').locator('.ant-table')).toBeVisible();
  // this week opens by default
  const rows = page.getByTestId('report-page').locator('tbody tr.ant-table-row').filter({ hasText: made[0].code });
  await expect(rows.first()).toBeVisible();
  const scheduled = (await reportRows(page)).find((r) => r['工单编号'] === made[0].code)!;
  expect([scheduled['产品'], scheduled['设备']].join(' ')).toContain('齿轮轴');
});
