// The IoT journey in Chromium, on the demo as it starts: the simulated gateway publishes the
// machining unit's signals over the embedded MQTT broker; 网关详情 of GW-SIM-01 shows it online with
// its machines' live values, a value moving as the web socket brings new ones, and a variable's
// trend when its row is picked; 设备运行看板 places the connected machines by the running state their
// signals give, and today's good parts from their counters.
import { expect, test } from '../../../../tests/e2e/fixtures';
import { apiLogin, login } from '../../../../tests/e2e/journey-kit';

test("the simulated gateway's machines show live on the gateway's detail and on the run board", async ({ page, request }) => {
  test.setTimeout(180_000);
  const call = await apiLogin(request);
  const gateway = (await call('datax.MetaDynamic', 'summaryPage', [{ entityCode: 'IotGateway', pageSize: 20 }])).itemList.find((g: { code: string }) => g.code === 'GW-SIM-01');
  expect(gateway).toBeTruthy();

  await login(page);
  await page.goto(`/demo/iot/GatewayDetail?id=${gateway.id}`);
  const live = page.getByTestId('iot-live');
  await expect(live).toBeVisible();
  await expect(live.getByTestId('iot-status')).toHaveText('在线', { timeout: 30_000 });
  const good = live.locator('[data-testid=iot-value][data-code="EQ-CNC-01/CNC-GOOD"]');
  await expect(good).toBeVisible();
  await expect(live.locator('[data-testid=iot-value][data-code="EQ-MC-01/CNC-TEMP"]')).toBeVisible();
  // the counter moves without a reload: the socket's frames bring the new values (the machine may stand a round)
  const first = await good.getByTestId('iot-value-text').textContent();
  await expect(good.getByTestId('iot-value-text')).not.toHaveText(first ?? '', { timeout: 60_000 });
  // the credentials say only that they are set
  await expect(page.getByTestId('iot-credentials')).toContainText('已设置');
  // a row picked (keyboard too) shows its trend
  await live.locator('[data-testid=iot-value][data-code="EQ-CNC-01/CNC-TEMP"]').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('iot-trend')).toContainText('EQ-CNC-01 · 主轴温度');
  await expect(page.getByTestId('iot-trend').locator('canvas')).toBeVisible();

  await page.goto('/demo/equipment/Dashboard2');
  const connected = page.locator('[data-testid=lane-runBoard-Running], [data-testid=lane-runBoard-Stopped]');
  await expect(connected.filter({ hasText: 'EQ-CNC-01' })).toHaveCount(1);
  await expect(page.getByTestId('lane-runBoard-NotConnected')).toContainText('EQ-SAW-01');
  await expect(page.getByTestId('lane-runBoard-NotConnected')).not.toContainText('EQ-CNC-01');
  await expect(page.getByTestId('figure-goodToday')).not.toHaveText(/^0\b/);
});
