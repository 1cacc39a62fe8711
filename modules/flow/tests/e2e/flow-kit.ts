// What the flow module's browser tests share: the designer's gestures (select a shape or a flow,
// append a user task, fill and pick in the property panel), other users' calls and browsers, and
// the task lists (search, a row, the todo badge).
import type { APIRequestContext, Browser } from '@playwright/test';
import { expect, type Locator, type Page } from '../../../../tests/e2e/fixtures';
import { apiLogin } from '../../../../tests/e2e/journey-kit';

export type Paged<T> = { total: number; itemList: T[] };

// ---- the designer (flow/job) ---------------------------------------------------------------------

export const panel = (page: Page) => page.getByTestId('property-panel');
export const selectedId = (page: Page) => panel(page).getAttribute('data-element');
export const pad = (page: Page, action: string) => page.locator(`.djs-context-pad [data-action="${action}"]`).click();

/** Selects a shape (clicking the selected one would deselect it: diagram-js toggles). */
export async function selectShape(page: Page, id: string) {
  if ((await selectedId(page)) !== id) await page.locator(`.djs-shape[data-element-id="${id}"]`).click();
  await expect(panel(page)).toHaveAttribute('data-element', id);
}
/** Clicks the middle of a flow's line (again if the click fell in the 400 ms diagram-js swallows after a drag, such as connecting). */
export async function selectFlow(page: Page, id: string) {
  const at = await page
    .locator(`.djs-connection[data-element-id="${id}"] .djs-hit`)
    .first()
    .evaluate((line: SVGGeometryElement) => {
      const p = line.getPointAtLength(line.getTotalLength() / 2);
      const m = line.getScreenCTM()!;
      return { x: p.x * m.a + p.y * m.c + m.e, y: p.x * m.b + p.y * m.d + m.f };
    });
  await expect(async () => {
    await page.mouse.click(at.x, at.y);
    await expect(panel(page)).toHaveAttribute('data-element', id, { timeout: 1000 });
  }).toPass({ timeout: 10_000 });
}
/** Nothing selected: the panel shows the process. */
export async function selectProcess(page: Page) {
  const box = (await page.getByTestId('bpmn-canvas').boundingBox())!;
  await page.mouse.click(box.x + 200, box.y + box.height - 40);
  await expect(panel(page)).toHaveAttribute('data-element', '');
}
/** Types a property panel text field and confirms it (Enter). */
export async function fill(page: Page, label: string, value: string) {
  const input = page.getByRole('textbox', { name: label, exact: true });
  await input.fill(value);
  await input.press('Enter');
}
/** Picks an option of a property panel select. */
export async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: option }).first().click();
}
/** Appends a task to the selected element, makes it a user task and names it; answers its id. */
export async function appendUserTask(page: Page, name: string): Promise<string> {
  await pad(page, 'append.append-task');
  await expect(panel(page)).toHaveAttribute('data-element', /^Activity_/);
  await pad(page, 'replace');
  await page.locator('.djs-popup [data-id="replace-with-user-task"]').click();
  await expect(page.getByText('审批人', { exact: true })).toBeVisible();
  await fill(page, '名称', name);
  return (await selectedId(page))!;
}
/** Connects the selected shape to another one (the context pad's connect, dropped on its middle). */
export async function connectTo(page: Page, from: string, to: string) {
  await selectShape(page, from);
  await pad(page, 'connect');
  const target = (await page.locator(`.djs-shape[data-element-id="${to}"]`).boundingBox())!;
  await page.mouse.move(target.x + target.width / 2, target.y + target.height / 2, { steps: 5 });
  await page.mouse.click(target.x + target.width / 2, target.y + target.height / 2);
}
/** The designer's XML as 下载XML saves it. */
export async function downloadedXml(page: Page): Promise<string> {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: '下载XML' }).click()]);
  const chunks: Buffer[] = [];
  for await (const chunk of await file.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}
/** The id of the sequence flow drawn from one shape to another, read from the designer's XML. */
export function flowBetween(xml: string, from: string, to: string): string {
  const found = new RegExp(`<bpmn:sequenceFlow id="([^"]+)" sourceRef="${from}" targetRef="${to}"`).exec(xml);
  expect(found, `a flow from ${from} to ${to}`).toBeTruthy();
  return found![1];
}
export async function openDesigner(page: Page, query = '') {
  await page.goto(`/demo/flow/job${query}`);
  await expect(page.locator('.djs-palette .entry')).toHaveCount(12);
}

// ---- other users -----------------------------------------------------------------------------------

/** One user's calls as the browser makes them, typed by the caller, for a test's own setup. */
export async function callsAs(request: APIRequestContext, user: string, password: string) {
  const call = await apiLogin(request, user, password);
  return <T>(service: string, method: string, args: unknown[]) => call(service, method, args) as Promise<T>;
}

/** Logs a browser in; a user with several roles enters with the default one. */
export async function loginAs(page: Page, user: string, password: string) {
  await page.goto('/demo/login');
  await page.getByPlaceholder('请输入账号').fill(user);
  await page.getByPlaceholder('请输入密码').fill(password);
  await page.getByRole('button', { name: /登\s*录/ }).click();
  const enter = page.getByRole('button', { name: /进入系统/ });
  await expect(enter.or(page.locator('.ant-layout-sider')).first()).toBeVisible();
  if (await enter.isVisible()) await enter.click();
  await expect(page).toHaveURL(/\/demo\/home$/);
}

/** A second user's browser (its own context), its console errors and page errors collected. */
export async function otherBrowser(browser: Browser) {
  const context = await browser.newContext({ locale: 'zh-CN' });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(e.message));
  return { page, errors, close: () => context.close() };
}

// ---- the task lists ---------------------------------------------------------------------------------

/** Opens a task list and searches it by keyword (Enter in the filter). */
export async function openList(page: Page, url: string, keyword: string) {
  await page.goto(`/demo/${url}`);
  const input = page.getByPlaceholder('流程名称 / 单据编号 / 发起人');
  await input.fill(keyword);
  const answered = page.waitForResponse((r) => r.url().includes('/flow.FlowableTask/') && (r.request().postData() ?? '').includes(JSON.stringify(keyword)));
  await input.press('Enter');
  await answered;
  await expect(page.getByTestId('task-table').locator('.ant-spin-spinning')).toHaveCount(0);
}

export const rowOf = (page: Page, code: string): Locator => page.getByTestId('task-table').locator('tbody tr.ant-table-row', { hasText: code });

/** The badge's count (todo + unread messages), from the bell's label 待办 N. */
export async function badge(page: Page): Promise<number> {
  const label = (await page.getByRole('button', { name: /^待办 \d+$/ }).getAttribute('aria-label')) ?? '';
  return Number(label.replace(/\D+/g, ''));
}
