// The large screens and two reports in Chromium against the real server: 生产大屏 shows a running
// demo order on its machine; an order started through the call (task.Order/start) then shows on
// its machine without a reload — within 10 s, well before the page's 30 s poll, so what is measured
// is the web-socket push; 工序看板 shows the orders by process; 生产统计 and 生产任务 show rows.
import { expect, test } from '../../../../tests/e2e/fixtures';
import { apiLogin, login } from '../../../../tests/e2e/journey-kit';

// biome-ignore lint/suspicious/noExplicitAny: setup answers many shapes
type Any = any;

test('生产大屏 shows the running orders and updates live when an order starts; 工序看板 and two reports show rows', async ({ page, request }) => {
  test.setTimeout(180_000);
  const call = await apiLogin(request);
  const before: Any = await call('task.Board', 'display', []);
  const running = before.equipment.find((e: Any) => e.state === 'running' && e.order);
  expect(running, 'a running demo order').toBeTruthy();

  await login(page);
  await page.goto('/demo/task/ProductionDisplay');
  const display = page.getByTestId('production-display');
  await expect(display.getByTestId(`display-equipment-${running.code}`)).toContainText(running.order.code);
  await expect(display.getByTestId(`display-equipment-${running.code}`)).toHaveAttribute('data-state', 'running');
  await expect(display.getByTestId('display-hourly-chart').locator('canvas').first()).toBeVisible();
  await expect(display.getByTestId('board-refreshed-at')).not.toHaveText('—');

  // a released order started on an idle machine, through the call
  const waiting: Any[] = (await call('task.Order', 'summaryPage', [{ page: 1, pageSize: 100, filterMap: { manufacturing_state: 'Wait' } }])).itemList;
  const state = (o: Any) => o.manufacturing_state?.dict ?? o.manufacturing_state;
  const order = waiting.find((o) => state(o) === 'Wait');
  expect(order, 'a released demo order').toBeTruthy();
  let machine: Any = null;
  for (const m of before.equipment.filter((e: Any) => e.state === 'idle')) {
    try {
      await call('task.Order', 'start', [order.id, m.id]);
      machine = m;
      break;
    } catch {
      // not able to run it: the next one
    }
  }
  expect(machine, 'an idle machine that runs the order').toBeTruthy();
  const card = display.getByTestId(`display-equipment-${machine.code}`);
  await expect(card).toHaveAttribute('data-state', 'running', { timeout: 10_000 });
  await expect(card).toContainText(order.code, { timeout: 10_000 });

  await page.goto('/demo/task/ProcessBoard');
  await expect(page.getByTestId('process-board').getByTestId(`board-order-${order.code}`)).toHaveAttribute('data-lane', 'running');

  await page.goto('/demo/task/Production');
  const production = page.getByTestId('report-page');
  await expect(production.getByRole('heading', { name: '生产统计' })).toBeVisible();
  await expect(production.locator('.ant-table-tbody tr.ant-table-row').first()).toBeVisible();

  await page.goto('/demo/pmt/list');
  const tasks = page.getByTestId('report-page');
  await expect(tasks.getByRole('heading', { name: '生产任务' })).toBeVisible();
  await expect(tasks.locator('.ant-table-tbody tr.ant-table-row', { hasText: order.code })).toBeVisible();
});
