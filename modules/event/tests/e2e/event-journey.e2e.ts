// The events journey in Chromium: a rule of this run over the simulated gateway's spindle temperature
// on EQ-CNC-01 (over 0 ℃: the next simulated reading crosses it) notifies the operator role; 刘洋
// (操作工), logged in, sees the bell's count rise live, the message in 消息列表 and the event in 事件列表,
// acknowledges it (确认) and closes it with a cause (关闭: 机械故障). 赵磊 (只读访客, another role) gets
// no message of it. 事件详情 tells who acknowledged and why it was closed; 规则测试 on the rule's
// detail shows the events the rule would have raised over the last hour.
import crypto from 'node:crypto';
import { expect, type Page, test } from '../../../../tests/e2e/fixtures';
import { apiLogin, expectDone, login, separatePage } from '../../../../tests/e2e/journey-kit';

async function bellCount(page: Page): Promise<number> {
  const label = await page.getByRole('button', { name: /^待办 \d+$/ }).getAttribute('aria-label');
  return Number(label?.replace('待办 ', ''));
}

test('a simulated signal over a rule raises an event that reaches the notified role, who acknowledges and closes it', async ({ page, request, browser }) => {
  test.setTimeout(240_000);
  const admin = await apiLogin(request);
  const viewer = await apiLogin(request, 'zhaolei');
  const operator = await apiLogin(request, 'liuyang');
  const stamp = `${Date.now().toString(36)}${crypto.randomBytes(2).toString('hex')}`.toUpperCase();
  const name = `旅程温度${stamp}`;
  const variable = (await admin('datax.MetaDynamic', 'summaryPage', [{ entityCode: 'IotVar', pageSize: 5, filterMap: { code: 'CNC-TEMP' } }])).itemList[0];
  const machine = (await admin('datax.MetaDynamic', 'summaryPage', [{ entityCode: 'Equipment', pageSize: 5, filterMap: { code: 'EQ-CNC-01' } }])).itemList[0];

  // 刘洋 logged in before anything happens: the bell's count as it stands
  await login(page, 'liuyang');
  const before = await bellCount(page);

  const rule = await admin('datax.MetaDynamic', 'saveValue', [
    'EventRule',
    { code: `JE${stamp}`, name, source: 'Variable', variable_id: variable.id, equipment_id: machine.id, condition: 'Threshold', operator: 'Gt', limit_value: '0', deadband: '0', severity: 'Major', notify_roles: 'operator', enabled: true },
  ]);

  // the next simulated reading (every 3 s) raises it; its number (the condition still holds after it
  // is closed: a new event follows it, so rows are found by number)
  const oursMessage = async () => {
    const mine = await operator('event.Message', 'page', [{ page: 1, pageSize: 50 }]);
    return mine.itemList.find((m: { title: string }) => m.title.includes(name)) as { eventCode: string; eventId: number } | undefined;
  };
  const ours = async () => (await oursMessage())?.eventCode ?? '';
  await expect.poll(ours, { timeout: 60_000 }).not.toBe('');
  const code = await ours();
  const eventId = (await oursMessage())!.eventId;
  // the bell rose without a reload
  await expect.poll(() => bellCount(page), { timeout: 10_000 }).toBeGreaterThan(before);

  // 消息列表: the event's message
  await page.goto('/demo/event/MessageList');
  const message = page.locator('tr.ant-table-row', { hasText: code });
  await expect(message).toBeVisible();
  await expect(message).toContainText('未读');
  await expect(message).toContainText('待确认');

  // 事件列表: 确认, then 关闭 with a cause
  await page.goto('/demo/event/list');
  const row = page.locator('tr.ant-table-row', { hasText: code });
  await expect(row).toBeVisible();
  await expect(row).toContainText('待确认');
  await row.getByRole('button', { name: /确\s*认/ }).click();
  await expectDone(page, '已确认事件');
  await expect(row).toContainText('已确认');
  await row.getByRole('button', { name: /关\s*闭/ }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('combobox', { name: '原因' }).click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '机械故障' }).click();
  await dialog.getByRole('textbox', { name: '关闭说明' }).fill('更换主轴轴承');
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expectDone(page, '操作成功');
  await expect(row).toContainText('已关闭');
  await expect(row).toContainText('机械故障');

  // 事件详情: who acknowledged it, why it was closed and how
  await page.goto(`/demo/event/detail?id=${eventId}`);
  await expect(page.getByText(code, { exact: true }).first()).toBeVisible();
  await expect(page.getByText('更换主轴轴承')).toBeVisible();
  await expect(page.getByText('机械故障').first()).toBeVisible();
  await expect(page.getByText('刘洋').first()).toBeVisible();

  // 规则测试 on the rule's detail, as the implementer: over the last hour's stored readings the rule
  // (over 0 ℃) would have raised events; nothing is saved
  const { context: adminContext, page: adminPage, errors: adminErrors } = await separatePage(browser);
  await login(adminPage);
  await adminPage.goto(`/demo/event/ruledetail?id=${rule.id}`);
  await adminPage.getByRole('button', { name: /规则测试/ }).click();
  const testDialog = adminPage.getByRole('dialog');
  await expect(testDialog).toContainText(`规则测试 JE${stamp}`);
  await testDialog.getByRole('button', { name: '开始测试' }).click();
  await expect(testDialog).toContainText(/共读取 \d+ 条采集值，将产生 [1-9]\d* 个事件（不保存）/);
  await expect(testDialog.locator('tr.ant-table-row', { hasText: 'EQ-CNC-01' }).first()).toBeVisible();
  expect(adminErrors).toEqual([]);
  await adminContext.close();

  // another role's user got nothing of it
  const theirs = await viewer('portal.Message', 'listMine', [1, 100]);
  expect(theirs.itemList.filter((m: { title: string }) => m.title.includes(name))).toEqual([]);
  // the rule away again: the simulator keeps crossing it
  await admin('datax.MetaDynamic', 'removeValue', ['EventRule', [rule.id]]);
});
