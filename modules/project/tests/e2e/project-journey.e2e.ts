// The project journey in Chromium: a bid won (made through the calls, its stages up to 定标) gets
// its project with 生成项目 on the bid's page; the project's plan gets a task in the task dialog,
// is saved, and the task dragged a day later on the Gantt chart is saved there too (read back
// through the call); a demo project carrying documents shows them on its detail with their sums.
import crypto from 'node:crypto';
import { HEADER_HEIGHT } from '../../../../renderers/gantt/core/constants';
import { barRect, buildLayout, buildModel, layoutSpan, makeScale } from '../../../../renderers/gantt/core';
import { expect, test } from '../../../../tests/e2e/fixtures';
import { apiLogin, button, login } from '../../../../tests/e2e/journey-kit';
import type { PlanView } from '../../contracts';
import { ganttTasks } from '../../web/plan-tasks';

const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
const DAY = 86_400_000;
const wall = (s: string) => Date.UTC(+s.slice(0, 4), +s.slice(5, 7) - 1, +s.slice(8, 10), +s.slice(11, 13) || 0);

test('a won bid makes its project, whose plan is edited on the Gantt chart; a project shows its documents', async ({ page, request }) => {
  test.setTimeout(300_000);
  const call = await apiLogin(request);
  const stamp = `${Date.now().toString(36)}${crypto.randomBytes(2).toString('hex')}`.toUpperCase();
  const customer = (await call('datax.MetaDynamic', 'summaryPage', [{ entityCode: 'Customer', pageSize: 1 }])).itemList[0];
  const person = (await call('datax.MetaDynamic', 'summaryPage', [{ entityCode: 'Person', pageSize: 1 }])).itemList[0];
  const stages = ['Register', 'BuyDocs', 'Submit', 'Opening', 'Award'].map((stage, i) => ({ stage, stage_date: day(i - 8), person_id: person.id }));
  const name = `旅程招标${stamp}`;
  const bid = await call('datax.MetaDynamic', 'saveValue', ['Bid', { name, customer_id: customer.id, amount: '250000.00', outcome: 'Won', stages }]);

  // -- 投标详情: 生成项目
  await login(page);
  await page.goto(`/demo/project/bid?id=${bid.id}`);
  await button(page, /生成项目/).click();
  await page.getByRole('dialog').getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByText(/已生成项目 P\d+/)).toBeVisible();
  const project = (await call('datax.MetaDynamic', 'summaryPage', [{ entityCode: 'Project', fuzzyMap: { name } }])).itemList[0];
  expect(project.start_date).toBe(day(-4));

  // -- 项目详情: a task added in the dialog and saved
  await page.goto(`/demo/project/detail?id=${project.id}`);
  const plan = page.getByTestId('project-plan');
  await expect(plan.getByText('还没有任务')).toBeVisible();
  await plan.getByTestId('project-plan-add').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('任务名称').fill('现场勘察');
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await plan.getByTestId('project-plan-save').click();
  await expect(page.getByText('计划已保存')).toBeVisible();
  const load = async () => (await call('project.Plan', 'load', [{ projectId: project.id }])) as PlanView;
  const first = (await load()).tasks[0];
  expect(first).toMatchObject({ name: '现场勘察', start: day(0), end: day(0) });

  // -- dragged a day later on the chart (where the widget draws it: its own core over the same tasks), saved
  const tasks = ganttTasks((await load()).tasks, day(0));
  const layout = buildLayout(buildModel(tasks), new Set());
  const [min, max] = layoutSpan(layout);
  const scale = makeScale('week', min, max);
  const rect = barRect(scale, 'leaf', layout.rowOf.get(first.key)!, wall(tasks[0].start!), wall(tasks[0].end!));
  const scroller = plan.getByTestId('gantt-scroller');
  await scroller.evaluate((el, r) => {
    el.scrollLeft = Math.max(0, r.x - 200);
  }, rect);
  await page.waitForTimeout(300);
  const view = await scroller.evaluate((el) => ({ left: el.scrollLeft, top: el.scrollTop, box: el.getBoundingClientRect().toJSON() as DOMRect }));
  const x = view.box.left + rect.x - view.left + Math.min(6, rect.width / 3);
  const y = view.box.top + HEADER_HEIGHT + rect.y - view.top + rect.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + scale.colWidth / 2, y, { steps: 4 });
  await page.mouse.move(x + scale.colWidth, y, { steps: 4 });
  await page.mouse.up();
  await plan.getByTestId('project-plan-save').click();
  await expect.poll(async () => (await load()).tasks[0].start, { timeout: 15_000 }).toBe(new Date(Date.parse(`${day(0)}T00:00:00Z`) + DAY).toISOString().slice(0, 10));

  // -- a project the demo documents carry: its documents and sums on its detail
  const p2 = (await call('datax.MetaDynamic', 'summaryPage', [{ entityCode: 'Project', filterMap: { code: 'P002' } }])).itemList[0];
  await page.goto(`/demo/project/detail?id=${p2.id}`);
  const docs = page.getByTestId('project-documents');
  await expect(docs.getByTestId('project-docs-SaleOrder').locator('tr.ant-table-row').first()).toBeVisible({ timeout: 30_000 });
  await expect(docs.getByText(/^订单 \(\d+\)$/)).toBeVisible();
  await expect(docs.getByTestId('project-sum-ordered')).not.toContainText(/^销售订单金额0\.00$/);
  // and its plan with its phases and late installation
  await expect(page.getByTestId('project-plan-tasks').getByRole('row', { name: /^产线安装/ })).toContainText('逾期');
});
