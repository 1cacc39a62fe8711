// Scheduling in Chromium against the real server: 高级排程 shows the demo's runs; 运行排程 takes the
// released demo orders, previews the pass (the proposal in the Gantt widget, the late orders' table)
// and confirms it; 甘特图排程 then shows several operations on one machine row, and one of them
// dragged by a column is saved — undone with Ctrl+Z and made again with Ctrl+Y, each saved; in the
// hours view (时) its right edge dragged makes it end whole hours later (undone again) — and the reloaded board
// has it a day later.
import { HEADER_HEIGHT } from '../../../../renderers/gantt/core/constants';
import { barRect, buildLayout, buildModel, layoutSpan, makeScale } from '../../../../renderers/gantt/core';
import { expect, test } from '../../../../tests/e2e/fixtures';
import { apiLogin, login, openMenuPage } from '../../../../tests/e2e/journey-kit';
import type { GanttBoard } from '../../planning/aps/contracts';
import { boardTasks, millisOf, stampOf } from '../../planning/aps/web/board';

const texts = { noUnit: '未分配工序单元', dueDates: '工单交期', unscheduled: '未排程工序', due: (code: string) => code };
const ymd = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
/** the page's default range: this week (Monday first) ± 2 weeks */
function defaultRange(): { from: string; to: string } {
  const today = new Date();
  const monday = new Date(today.getFullYear(), today.getMonth(), today.getDate() - ((today.getDay() + 6) % 7));
  return { from: ymd(new Date(monday.getTime() - 14 * 86_400_000)), to: ymd(new Date(monday.getTime() + 20 * 86_400_000)) };
}

test('the APS pass previewed and confirmed, then an operation dragged on the Gantt plan and saved', async ({ page, request }) => {
  test.setTimeout(240_000);
  const call = await apiLogin(request);

  // -- 高级排程: the demo's runs, then a new one over the released orders, confirmed
  await login(page);
  await openMenuPage(page, '生产计划', '高级排程', /\/demo\/plan\/aps$/);
  await expect(page.getByText('已确认', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('草稿', { exact: true }).first()).toBeVisible();
  await page.getByRole('button', { name: '运行排程' }).click();
  const dialog = page.getByRole('dialog');
  const orders = dialog.getByTestId('aps-orders');
  await expect(orders.getByRole('row')).not.toHaveCount(1, { timeout: 15_000 });
  await dialog.getByTestId('aps-start').click();
  const preview = dialog.getByTestId('aps-preview');
  await expect(preview.getByTestId('aps-status')).toHaveText('草稿', { timeout: 30_000 });
  await expect(preview.getByTestId('gantt')).toBeVisible();
  await expect(preview.getByTestId('aps-late')).toContainText('延期工单');
  await preview.getByTestId('aps-confirm').click();
  await expect(preview.getByTestId('aps-status')).toHaveText('已确认', { timeout: 30_000 });
  const code = (await preview.getByText(/^APS\d{12}$/).first().textContent())!;
  await dialog.locator('.ant-modal-close').click();
  await expect(dialog).toBeHidden();
  // the run's detail (generated) with its proposal a click away
  await page.reload();
  await page.getByRole('row').filter({ hasText: code }).getByRole('button', { name: '详情' }).click();
  await expect(page).toHaveURL(/\/demo\/plan\/apsDetail/);
  await page.getByTestId('aps-open-preview').click();
  await expect(page.getByTestId('aps-preview').getByTestId('aps-status')).toHaveText('已确认', { timeout: 15_000 });
  await page.keyboard.press('Escape');

  // -- 甘特图排程: a machine row holding several operations; one dragged a column to the right
  const range = defaultRange();
  const board: GanttBoard = await call('plan.Gantt', 'load', [range]);
  const perMachine = new Map<number, number>();
  for (const p of board.operations) if (p.equipmentId && p.start) perMachine.set(p.equipmentId, (perMachine.get(p.equipmentId) ?? 0) + 1);
  const movable = new Set(board.orders.filter((o) => !o.locked).map((o) => o.id));
  // the longest movable operation on a machine holding several (bars are a few px an hour in the day view)
  const length = (p: GanttBoard['operations'][number]) => millisOf(p.end!) - millisOf(p.start!);
  // moved a day later and then 4 hours longer, it must still end before the next operation of its route starts (the server keeps a route in order)
  const keepsRoute = (p: GanttBoard['operations'][number]) =>
    board.operations.every((n) => n.orderId !== p.orderId || n.seq <= p.seq || !n.start || millisOf(n.start) >= millisOf(p.end!) + 86_400_000 + 4 * 3_600_000);
  const op = board.operations
    .filter((p) => p.equipmentId && p.start && p.end && movable.has(p.orderId) && (perMachine.get(p.equipmentId) ?? 0) >= 2 && keepsRoute(p))
    .sort((a, b) => length(b) - length(a) || a.id - b.id)[0];
  expect(op).toBeTruthy();
  const busy = board.equipment.find((e) => e.id === op.equipmentId)!;

  await openMenuPage(page, '生产计划', '甘特图排程', /\/demo\/plan\/GanttPlan$/);
  await expect(page.getByTestId('gantt-plan').getByText(`${busy.code} ${busy.name}`)).toBeVisible({ timeout: 30_000 });

  // where the widget draws the operation: its own core over the same tasks
  const model = buildModel(boardTasks(board, texts));
  const layout = buildLayout(model, new Set());
  const [min, max] = layoutSpan(layout);
  const scale = makeScale('day', min, max);
  const rect = barRect(scale, 'sibling', layout.rowOf.get(`e${busy.id}`)!, millisOf(op.start!), millisOf(op.end!));
  const scroller = page.getByTestId('gantt-scroller');
  await scroller.evaluate((el, r) => {
    el.scrollLeft = Math.max(0, r.x - 200);
    el.scrollTop = Math.max(0, r.y - 100);
  }, rect);
  await page.waitForTimeout(300);
  const view = await scroller.evaluate((el) => ({ left: el.scrollLeft, top: el.scrollTop, box: el.getBoundingClientRect().toJSON() as DOMRect }));
  // inside the bar, clear of its right edge (which resizes)
  const x = view.box.left + rect.x - view.left + Math.min(3, rect.width / 2);
  const y = view.box.top + HEADER_HEIGHT + rect.y - view.top + rect.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + scale.colWidth / 2, y, { steps: 4 });
  await page.mouse.move(x + scale.colWidth, y, { steps: 4 });
  await page.mouse.up();
  await expect(page.getByText('排程已保存').first()).toBeVisible({ timeout: 15_000 });
  const saved = async () => (await call('plan.Gantt', 'load', [range])).operations.find((p: { id: number }) => p.id === op.id) as GanttBoard['operations'][number];
  await expect.poll(async () => (await saved()).start).toBe(stampOf(millisOf(op.start!) + 86_400_000));

  // Ctrl+Z takes the move back and Ctrl+Y makes it again — each saved as it happens
  await page.keyboard.press('Control+z');
  await expect.poll(async () => (await saved()).start, { timeout: 15_000 }).toBe(op.start);
  await page.keyboard.press('Control+y');
  await expect.poll(async () => (await saved()).start, { timeout: 15_000 }).toBe(stampOf(millisOf(op.start!) + 86_400_000));

  // 今天 is offered (today lies in the range); the hours view (时), where the bar's right edge is
  // dragged 4.4 hours' width further: it snaps to whole hours, the operation ends 4 hours later
  await expect(page.getByRole('button', { name: /今\s*天/ })).toBeVisible();
  await page.getByTestId('gantt-plan').getByText('时', { exact: true }).click();
  const hours = makeScale('hour', min, max);
  const wide = barRect(hours, 'sibling', layout.rowOf.get(`e${busy.id}`)!, millisOf(op.start!) + 86_400_000, millisOf(op.end!) + 86_400_000);
  await scroller.evaluate((el, r) => {
    el.scrollLeft = Math.max(0, r.x + r.width - 300);
    el.scrollTop = Math.max(0, r.y - 100);
  }, wide);
  await page.waitForTimeout(300);
  const at = await scroller.evaluate((el) => ({ left: el.scrollLeft, top: el.scrollTop, box: el.getBoundingClientRect().toJSON() as DOMRect }));
  const edgeX = at.box.left + wide.x + wide.width - at.left - 2;
  const edgeY = at.box.top + HEADER_HEIGHT + wide.y - at.top + wide.height / 2;
  await page.mouse.move(edgeX, edgeY);
  await page.mouse.down();
  const hourPx = (hours.colWidth * hours.stepMs) / 86_400_000;
  await page.mouse.move(edgeX + 2 * hourPx, edgeY, { steps: 4 });
  await page.mouse.move(edgeX + 4.4 * hourPx, edgeY, { steps: 4 });
  await page.mouse.up();
  await expect.poll(async () => (await saved()).end, { timeout: 15_000 }).toBe(stampOf(millisOf(op.end!) + 86_400_000 + 4 * hours.stepMs));
  await page.keyboard.press('Control+z');
  await expect.poll(async () => (await saved()).end, { timeout: 15_000 }).toBe(stampOf(millisOf(op.end!) + 86_400_000));

  await page.reload();
  await expect(page.getByTestId('gantt-plan').getByText(`${busy.code} ${busy.name}`)).toBeVisible({ timeout: 30_000 });
  const after: GanttBoard = await call('plan.Gantt', 'load', [range]);
  const moved = after.operations.find((p) => p.id === op.id)!;
  expect([moved.equipmentId, moved.start, moved.end]).toEqual([busy.id, stampOf(millisOf(op.start!) + 86_400_000), stampOf(millisOf(op.end!) + 86_400_000)]);
});
