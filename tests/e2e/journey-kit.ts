// What the browser journeys share (tests/e2e/*-journey.e2e.ts and the other document specs): setup
// calls through the API (login with the RSA-OAEP password, fresh parties and materials), money in
// integer cents, and the page helpers for forms, line tables, conversions and report pages.
import crypto from 'node:crypto';
import type { APIRequestContext, Browser, BrowserContextOptions } from '@playwright/test';
import { expect, type Locator, type Page } from './fixtures';

// ---- calls for the setup ----------------------------------------------------------------------------

export async function post<T>(request: APIRequestContext, path: string, args: unknown[], headers: Record<string, string>): Promise<T> {
  const answer = await request.post(path, { data: args, headers });
  const json = (await answer.json()) as { code: number; msg: string; body: T };
  if (json.code !== 200) throw new Error(`${path}: ${json.code} ${json.msg}`);
  return json.body;
}

/** A password as the login page sends it: RSA-OAEP SHA-256 under the server's public key, in base64. */
export async function encryptedPassword(request: APIRequestContext, plain: string): Promise<string> {
  const { publicKey: pem } = await post<{ publicKey: string }>(request, '/portal.Login/publicKey', [], {});
  return crypto.publicEncrypt({ key: pem, padding: crypto.constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from(plain, 'utf8')).toString('base64');
}

interface Session {
  token: string;
  tenant: { id: string };
  role: { id: number };
}

/** Logs on through the call as the browser does; the whole envelope, so a refusal is a code to check. */
export async function logon(request: APIRequestContext, user: string, plain: string, tenant = 'demo') {
  const answer = await request.post('/portal.Login/logon', { data: [user, await encryptedPassword(request, plain), null, 'Web'], headers: { 'tenant-code': tenant } });
  return (await answer.json()) as { code: number; msg: string; body: Session };
}

/** Logs in through the calls as the browser does (RSA-OAEP SHA-256 password), for the test's own setup calls. */
export async function apiLogin(request: APIRequestContext, user = 'admin', plain = user === 'admin' ? 'Admin@123' : 'Demo@123') {
  const { code, msg, body: s } = await logon(request, user, plain);
  if (code !== 200) throw new Error(`/portal.Login/logon: ${code} ${msg}`);
  const headers = { access_token: s.token, 'tenant-id': s.tenant.id, rid: String(s.role.id) };
  // biome-ignore lint/suspicious/noExplicitAny: setup calls answer many shapes
  return (service: string, method: string, args: unknown[]) => post<any>(request, `/${service}/${method}`, args, headers);
}

export type Call = Awaited<ReturnType<typeof apiLogin>>;

/**
 * Audits a purchase or sale order of the demo tenant the way its tenant must: through the approval
 * flow its type is bound to (started by the admin, each task handled by whichever demo approver —
 * 系统管理员 or the buyers' group's 李娜 — holds it).
 */
export async function auditThroughFlow(request: APIRequestContext, entityCode: 'PurchaseOrder' | 'SaleOrder', receiptId: number) {
  const admin = await apiLogin(request);
  const type = await admin('datax.ReceiptType', 'getByEntity', [entityCode]);
  const { instanceId } = await admin('flow.FlowableTask', 'start', [{ procDefId: type.flow_id, entityCode, receiptId }]);
  await approveFlow(request, instanceId);
}

/** Agrees every task of a running flow as it comes, as whichever demo approver (系统管理员, 李娜) holds it. */
export async function approveFlow(request: APIRequestContext, instanceId: string) {
  const approvers = [await apiLogin(request), await apiLogin(request, 'lina')];
  for (let round = 0; round < 6; round++) {
    let handled = false;
    for (const who of approvers) {
      // (an approver's todo list: someone with no task there may not even see the instance)
      const todo = await who('flow.FlowableTask', 'todoList', [{ page: 1, pageSize: 500 }]);
      const task = todo.itemList.find((r: { procInsId: string }) => r.procInsId === instanceId);
      if (!task) continue;
      if (task.claimable) await who('flow.FlowableTask', 'claim', [{ taskId: task.taskId }]);
      await who('flow.FlowableTask', 'complete', [{ taskId: task.taskId, instanceId, comment: '同意' }]);
      handled = true;
    }
    if (!handled) return;
  }
}
export interface Ref {
  id: number;
  code: string;
  name: string;
}

/** A party and an account of this run only (codes unique per run). */
export async function freshMasterData(call: Call, party: 'Supplier' | 'Customer') {
  const stamp = `${Date.now().toString(36)}${crypto.randomBytes(2).toString('hex')}`.toUpperCase();
  const who: Ref = await call('datax.MetaDynamic', 'saveValue', [party, { code: `J${party[0]}${stamp}`, name: `旅程${party === 'Supplier' ? '供应商' : '客户'}${stamp}` }]);
  const account: Ref = await call('datax.MetaDynamic', 'saveValue', ['Settlement', { code: `JA${stamp}`, name: `旅程账户${stamp}`, account_type: 'BankAccount', initial_amount: 0, state: 'Normal' }]);
  return { who, account };
}

/** `count` distinct materials of the demo data (any will do: the lines say their own prices). */
export async function someMaterials(call: Call, count: number): Promise<Ref[]> {
  const list: Ref[] = (await call('datax.MetaDynamic', 'summaryPage', [{ entityCode: 'Material', pageSize: 40 }])).itemList;
  const distinct = list.filter((m, i) => list.findIndex((o) => o.name === m.name) === i);
  expect(distinct.length, 'materials in the demo data').toBeGreaterThanOrEqual(count);
  return distinct.slice(0, count);
}

// ---- money in cents ---------------------------------------------------------------------------------

/** '12.5' / '3.33' → cents (no float arithmetic anywhere). */
export function cents(price: string): number {
  const m = /^(\d+)(?:\.(\d{1,2}))?$/.exec(price);
  if (!m) throw new Error(`not a price: ${price}`);
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

/** cents → '1234.50' (as the server answers) */
export function money(c: number): string {
  const sign = c < 0 ? '-' : '';
  const a = Math.abs(c);
  return `${sign}${Math.floor(a / 100)}.${String(a % 100).padStart(2, '0')}`;
}

/** cents → '1234.5' (as a number input shows it: no trailing zeros) */
export const typed = (c: number) => money(c).replace(/\.?0+$/, '');

/** cents → '1,234.50' (as pages show money) */
export function shownMoney(c: number): string {
  return money(c).replace(/^(-?)(\d+)/, (_all, s: string, d: string) => s + d.replace(/\B(?=(\d{3})+(?!\d))/g, ','));
}

/** numerator × 100 / denominator, rounded half up to two decimals, as '29.99' (a percentage of cents). */
export function percent(numerator: number, denominator: number): string {
  const basisPoints = (BigInt(numerator) * 10000n * 2n + BigInt(denominator)) / (BigInt(denominator) * 2n);
  return money(Number(basisPoints));
}

/** a quantity as reports show it (4 decimals) */
export const quantity = (q: number) => `${q}.0000`;

export const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

/** The browser's day as YYYY-MM-DD (the server runs on the same machine). */
export function today(): string {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

// ---- the browser --------------------------------------------------------------------------------------

/** Logs in on the login page of `tenant` and waits for its home page (the demo users' passwords by default). */
export async function login(page: Page, user = 'admin', password = user === 'admin' ? 'Admin@123' : 'Demo@123', tenant = 'demo') {
  await page.goto(`/${tenant}/login`);
  await page.getByPlaceholder('请输入账号').fill(user);
  await page.getByPlaceholder('请输入密码').fill(password);
  await page.getByRole('button', { name: /登\s*录/ }).click();
  await expect(page).toHaveURL(new RegExp(`/${tenant}/home$`));
}

/** The console errors and uncaught errors of a page of another context (the fixture watches the test's own). */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

/** A page in a browser context of its own (a second user beside the test's page), its errors watched. */
export async function separatePage(browser: Browser, options: BrowserContextOptions = {}) {
  const context = await browser.newContext({ locale: 'zh-CN', ...options });
  const page = await context.newPage();
  return { context, page, errors: watchErrors(page) };
}

/**
 * Opens a page from the side menu: its module is expanded first when the page's item is not shown
 * (again if a click fell in the menu's animation on a busy machine).
 */
export async function openMenuPage(page: Page, module: string, name: string, url: RegExp) {
  const item = page.getByRole('menuitem', { name, exact: true });
  await expect(async () => {
    if (!(await item.isVisible())) await page.getByRole('menuitem', { name: new RegExp(`(^|\\s)${module}$`) }).click({ timeout: 5000 });
    await item.click({ timeout: 5000 });
  }).toPass({ timeout: 40_000 });
  await expect(page).toHaveURL(url);
}

/**
 * Adds a field to the entity open on 实体管理 through the 新增字段 dialog (its type when not the
 * default String; ticked as a query condition when `queryable`) and waits for it in the attribute table.
 */
export async function addAttribute(page: Page, code: string, name: string, opts: { type?: string; queryable?: boolean } = {}) {
  await page.getByRole('button', { name: /新增字段/ }).click();
  const form = page.locator('.ant-modal-content:visible').last();
  await form.getByLabel('字段编码').fill(code);
  await form.getByLabel('字段名称').fill(name);
  if (opts.type) {
    await form.getByTestId('attr-data-type').click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: opts.type }).click();
  }
  if (opts.queryable) await form.getByLabel('作为查询条件').check();
  await form.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByTestId('attribute-table').getByRole('cell', { name: code, exact: true })).toBeVisible();
}

/** The form item of a header field, by its label. */
export function item(page: Page, label: string): Locator {
  return page.locator('.ant-formily-item').filter({ has: page.locator('.ant-formily-item-label', { hasText: new RegExp(`^\\s*\\*?\\s*${label}`) }) }).first();
}

/** A header field's value as shown: a (disabled) input's value, or the read-only text. */
export async function shown(page: Page, label: string): Promise<string> {
  const it = item(page, label);
  const input = it.locator('input');
  if (await input.count()) return (await input.first().inputValue()).replace(/,/g, '');
  return ((await it.locator('.ant-formily-item-control').textContent()) ?? '').replace(/[,\s]/g, '');
}

/** Picks a reference in a header field: types the search text, clicks the option holding `option`. */
export async function pick(page: Page, label: string, search: string, option: string) {
  await item(page, label).locator('.ant-select').click();
  await page.keyboard.type(search);
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: option }).first().click();
  await expect(item(page, label).locator('.ant-select-selection-item')).toContainText(option);
}

/** The cells of one column of a line table (by its title), row by row. */
export async function lineCells(page: Page, table: string, title: string): Promise<Locator> {
  const lines = page.getByTestId(`lines-${table}`);
  await expect(lines.locator('thead th[title]').first()).toBeVisible();
  const titles = await lines.locator('thead th[title]').evaluateAll((ths) => ths.map((th) => th.getAttribute('title')));
  const col = titles.indexOf(title);
  expect(col, `column ${title} among ${titles.join(', ')}`).toBeGreaterThanOrEqual(0);
  return lines.locator(`tbody tr[data-row] td[data-col="${col}"]`);
}

/** The inputs of one column of an editable line table. */
export async function lineInputs(page: Page, table: string, title: string): Promise<Locator> {
  return (await lineCells(page, table, title)).locator('input');
}

export const status = (page: Page) => page.getByTestId('record-status');
export const button = (page: Page, name: string | RegExp) => page.getByRole('button', { name });

/**
 * Waits for an action's success message; a refusal fails the test with the server's message and
 * the fields it marked (not with a bare timeout).
 */
export async function expectDone(page: Page, success: string) {
  const done = page.getByText(success);
  // only a message with words in it is a refusal: a form re-rendering under an action can show an
  // empty error line for a moment, which is nothing the user reads (a journey failed on one with
  // the action's success on the screen)
  const refused = page.locator('.ant-message-error').filter({ hasText: /\S/ });
  const fieldErrors = page.locator('.ant-formily-item-error-help').filter({ hasText: /\S/ });
  await expect(done.or(refused).or(fieldErrors).first()).toBeVisible();
  if (await done.isVisible()) return;
  const errors = [...(await refused.allTextContents()), ...(await fieldErrors.allTextContents())].map((t) => t.trim()).filter(Boolean);
  throw new Error(`expected 「${success}」, the page says: ${errors.join(' | ')}`);
}

/** 保存 a detail page; answers the saved record's id (from the address the page moves to). */
export async function save(page: Page): Promise<number> {
  await button(page, /保\s*存$/).click();
  await expectDone(page, '保存数据成功。');
  await expect(status(page)).toHaveText('保存');
  await expect(page).toHaveURL(/[?&]id=\d+/);
  await expect(page).not.toHaveURL(/draft=/);
  return Number(new URL(page.url()).searchParams.get('id'));
}

/** 审核 a saved document on its detail page. */
export async function audit(page: Page) {
  await button(page, /审\s*核/).click();
  await expectDone(page, '审核成功。');
  await expect(status(page)).toHaveText('已审核');
}

/** Presses a "create from" button (生成到货单, 付款 …) and waits for the target's unsaved draft. */
export async function convert(page: Page, label: string, detailPath: string, sourceCode: string) {
  // antd spaces two-character labels (付 款)
  await button(page, new RegExp(`^${[...label].join('\\s*')}$`)).click();
  await expect(page).toHaveURL(new RegExp(`/demo/${detailPath}\\?.*draft=`));
  await expect(status(page)).toHaveText('新增');
  await expect(page.getByTestId('draft-notice')).toContainText(sourceCode);
}

/** A line table with its toolbar (添加一行, 复制所选行, 删除所选行): the block around `lines-{table}`. */
export const lineBlock = (page: Page, table: string) => page.getByTestId(`lines-${table}`).locator('xpath=..');

/** Removes rows of the goods lines (1-based row numbers) with the toolbar's 删除所选行. */
export async function removeLines(page: Page, rows: number[]) {
  const block = lineBlock(page, 'items');
  for (const row of rows) await block.getByRole('checkbox', { name: `选择第${row}行` }).check();
  await block.getByRole('button', { name: '删除所选行' }).click();
  if (rows.length > 1) {
    const confirm = page.locator('.ant-modal-confirm');
    await expect(confirm).toContainText(`确定删除所选的 ${rows.length} 行吗？`);
    await confirm.getByRole('button', { name: /确\s*定/ }).click();
  }
}

/** Sets quantities of an editable line table, row by row. */
export async function setQuantities(page: Page, quantities: number[]) {
  const inputs = await lineInputs(page, 'items', '数量');
  await expect(inputs).toHaveCount(quantities.length);
  for (const [i, q] of quantities.entries()) {
    await inputs.nth(i).fill(String(q));
    await inputs.nth(i).blur();
  }
  for (const [i, q] of quantities.entries()) await expect(inputs.nth(i)).toHaveValue(String(q));
}

/** The document's code as the server gave it (read-only after the save). */
export async function codeOf(page: Page): Promise<string> {
  await expect.poll(() => shown(page, '单据编号')).toMatch(/^[A-Z]{2}\d{12}$/);
  return shown(page, '单据编号');
}

/** The rows of the report page's table, each as {column title: text}. */
export async function reportRows(page: Page): Promise<Record<string, string>[]> {
  const table = page.getByTestId('report-page').locator('.ant-table');
  const titles = await table.locator('thead th').evaluateAll((ths) => ths.map((th) => (th.textContent ?? '').trim()));
  const rows = await table.locator('tbody tr.ant-table-row').evaluateAll((trs) => trs.map((tr) => Array.from(tr.querySelectorAll('td')).map((td) => (td.textContent ?? '').trim())));
  return rows.map((cells) => Object.fromEntries(titles.map((t, i) => [t, cells[i] ?? ''])));
}

/** The totals row of the report page, {column title: text}. */
export async function reportTotals(page: Page): Promise<Record<string, string>> {
  const table = page.getByTestId('report-page').locator('.ant-table');
  const titles = await table.locator('thead th').evaluateAll((ths) => ths.map((th) => (th.textContent ?? '').trim()));
  const cells = await page.getByTestId('report-totals').locator('td').evaluateAll((tds) => tds.map((td) => (td.textContent ?? '').trim()));
  return Object.fromEntries(titles.map((t, i) => [t, cells[i] ?? '']));
}

/** Opens a report page and filters it to one party (picked by its code in the filter bar's picker). */
export async function openReport(page: Page, url: string, heading: string, filters: Record<string, Ref> = {}) {
  await page.goto(`/demo/${url}`);
  const report = page.getByTestId('report-page');
  await expect(report.getByRole('heading', { name: heading })).toBeVisible();
  const bar = page.getByTestId('report-filters');
  for (const [label, ref] of Object.entries(filters)) {
    await bar.locator('.ant-form-item').filter({ has: page.locator('.ant-form-item-label', { hasText: label }) }).locator('.ant-select').click();
    await page.keyboard.type(ref.code);
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: ref.code }).first().click();
  }
  // the answer to this query (the page's first, unfiltered one may still be on its way)
  const answered = page.waitForResponse((r) => {
    if (!r.url().includes('/report.Report/')) return false;
    const filterMap = (JSON.parse(r.request().postData() ?? '[]') as Array<{ filterMap?: Record<string, unknown> }>).find((a) => a && typeof a === 'object' && 'filterMap' in a)?.filterMap ?? {};
    return Object.keys(filterMap).length === Object.keys(filters).length;
  });
  await bar.getByRole('button', { name: /查\s*询/ }).click();
  await answered;
  await expect(report.locator('.ant-spin-spinning')).toHaveCount(0);
}
