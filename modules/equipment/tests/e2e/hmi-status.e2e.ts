// 设备状态 on the Hmi portal in Chromium at a 1280×800 touch terminal: the operator chooses his machine
// (本机设备) and sees its running state and its newest values, which change as the demo's simulated
// gateway sends new ones over the web socket — no reload.
import { expect, test } from '../../../../tests/e2e/fixtures';
import { apiLogin } from '../../../../tests/e2e/journey-kit';
import { portalLogin } from '../../../../tests/e2e/portal-kit';

// biome-ignore lint/suspicious/noExplicitAny: setup answers many shapes
type Any = any;

test.use({ viewport: { width: 1280, height: 800 }, hasTouch: true });

test('an operator sees his machine’s live state on the Hmi', async ({ page, request }) => {
  test.setTimeout(180_000);
  const operator = await apiLogin(request, 'liuyang');
  // a machine of his the simulated gateway sends values for
  let machine: Any = null;
  await expect
    .poll(async () => {
      const rows: Any[] = await operator('equipment.Machine', 'live', [{}]);
      machine = rows.find((m) => m.signals.some((s: Any) => s.signal === 'Temperature'));
      return !!machine;
    }, { timeout: 60_000 })
    .toBe(true);

  await portalLogin(page, '/demo/hmi/login', 'liuyang');
  await expect(page).toHaveURL(/\/demo\/hmi$/);
  await page.getByRole('button', { name: /设备状态/ }).click();
  await page.getByRole('combobox', { name: '本机设备' }).click();
  await page.keyboard.type(machine.code);
  await page.keyboard.press('Enter');
  const card = page.getByTestId('machine-card');
  await expect(card).toHaveCount(1);
  await expect(card).toContainText(machine.code);
  await expect(card.getByTestId('run-state')).toHaveText(/运行|停止|离线/);
  const temperature = card.locator('[data-testid="machine-value"][data-signal="Temperature"]').getByTestId('machine-value-text');
  const first = await temperature.textContent();
  // the next values arrive pushed (the page reads again only every 30 s)
  await expect.poll(async () => temperature.textContent(), { timeout: 25_000 }).not.toBe(first);
  // large targets: the machine picker and the back button are glove-sized
  expect((await page.getByRole('button', { name: '返回' }).boundingBox())!.height).toBeGreaterThanOrEqual(44);
});
