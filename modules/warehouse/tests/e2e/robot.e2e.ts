// 机器人调度 in Chromium against the real server: the demo's robots are on the page; a task queued by
// hand (新建任务) shows in the queue as 排队 while the robots are busy with more urgent work, and —
// with no reload — moves on until it shows among the finished tasks as 已完成, confirmed by the
// simulated robot.
import { expect, test } from '../../../../tests/e2e/fixtures';
import { apiLogin, login } from '../../../../tests/e2e/journey-kit';

test('a task queued by hand goes from 排队 to 已完成 on the robot scheduling page', async ({ page, request }) => {
  test.setTimeout(180_000);
  const call = await apiLogin(request);
  const board = await call('wms.Robot', 'board', []);
  const demo = board.automatic[0];
  expect(demo.positions.length).toBeGreaterThan(3);
  // more urgent work for every robot first, so that our task waits in the queue for a while
  for (const p of demo.positions.slice(0, board.robots.length)) await call('wms.Robot', 'queue', [{ taskType: 'PutOn', warehouseId: demo.id, toPositionId: p.id, priority: 9 }]);

  await login(page);
  await page.goto('/demo/warehouse/robotScheduling');
  const robots = page.getByTestId('robot');
  await expect(robots).toHaveCount(board.robots.length);
  await expect(page.getByTestId('robot-page')).toContainText('RB-01');

  await page.getByRole('button', { name: '新建任务' }).click();
  const dialog = page.getByRole('dialog', { name: '新建任务' });
  await dialog.getByLabel('目标库位').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').nth(3).click();
  await dialog.getByLabel('优先级').fill('0');
  await dialog.getByRole('button', { name: /确\s*定|OK/ }).click();
  const notice = page.locator('.ant-message').getByText(/任务 RT\d+ 已排队/);
  await expect(notice).toBeVisible();
  const code = /RT\d+/.exec((await notice.textContent()) ?? '')![0];

  // the server said 已排队; an idle robot of the fleet may take the task before the page's next
  // refresh, so the page shows it queued or already taken — never lost
  const queued = page.getByTestId('robot-queue').locator(`tr[data-code="${code}"]`);
  await expect(page.getByTestId('robot-page').locator(`tr[data-code="${code}"]`).first()).toBeVisible();
  const done = page.getByTestId('robot-recent').locator(`tr[data-code="${code}"]`);
  await expect(done).toContainText('已完成', { timeout: 120_000 });
  await expect(queued).toHaveCount(0);
});
