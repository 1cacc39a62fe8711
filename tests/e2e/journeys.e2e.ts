// The "Done means" journeys of the business documents, in Chromium, as the demo admin:
//
// 1. Purchase → payment: a purchase order of five lines typed in the browser (line table, keyboard),
//    saved and audited; 生成到货单 keeps three lines with partial quantities; the order then shows
//    what arrived and what remains; 付款 from the arrival pays part of its payable; the payable
//    summary, the supplier statement and the trace agree.
// 2. Sale → receipt: an audited sale order (made through the calls), two deliveries made from it in
//    the browser (生成发货单 twice, the quantities split), a return from the first (生成退货单), a
//    receipt from the second (收款); the receivable summary, 销售毛利表 and 销售排行榜 agree.
//
// Every expected figure is computed here from what the test typed, in integer cents (quantities
// are whole numbers, prices have at most two decimals), never read back from the screen. Each
// journey has a party of its own (a supplier / customer created through the calls) and a fresh
// settlement account, so the demo data never mixes into the reports: the reports are filtered to
// that party and the figures are exact.
import crypto from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { expect, type Locator, type Page, test } from './fixtures';

// ---- calls for the setup ----------------------------------------------------------------------------

async function post<T>(request: APIRequestContext, path: string, args: unknown[], headers: Record<string, string>): Promise<T> {
  const answer = await request.post(path, { data: args, headers });
  const json = (await answer.json()) as { code: number; msg: string; body: T };
  if (json.code !== 200) throw new Error(`${path}: ${json.code} ${json.msg}`);
  return json.body;
}

/** Logs in through the calls as the browser does (RSA-OAEP SHA-256 password), for the test's own setup calls. */
async function apiLogin(request: APIRequestContext) {
  const { publicKey: pem } = await post<{ publicKey: string }>(request, '/portal.Login/publicKey', [], {});
  const password = crypto.publicEncrypt({ key: pem, padding: crypto.constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from('Admin@123', 'utf8')).toString('base64');
  const s = await post<{ token: string; tenant: { id: string }; role: { id: number } }>(request, '/portal.Login/logon', ['admin', password, null, 'Web'], { 'tenant-code': 'demo' });
  const headers = { access_token: s.token, 'tenant-id': s.tenant.id, rid: String(s.role.id) };
  // biome-ignore lint: setup calls answer many shapes
  return (service: string, method: string, args: unknown[]) => post<any>(request, `/${service}/${method}`, args, headers);
}

type Call = Awaited<ReturnType<typeof apiLogin>>;
interface Ref {
  id: number;
  code: string;
  name: string;
}

/** A party and an account of this run only (codes unique per run). */
async function freshMasterData(call: Call, party: 'Supplier' | 'Customer') {
  const stamp = `${Date.now().toString(36)}${crypto.randomBytes(2).toString('hex')}`.toUpperCase();
  const who: Ref = await call('datax.MetaDynamic', 'saveValue', [party, { code: `J${party[0]}${stamp}`, name: `旅程${party === 'Supplier' ? '供应商' : '客户'}${stamp}` }]);
  const account: Ref = await call('datax.MetaDynamic', 'saveValue', ['Settlement', { code: `JA${stamp}`, name: `旅程账户${stamp}`, account_type: 'BankAccount', initial_amount: 0, state: 'Normal' }]);
  return { who, account };
}

/** `count` distinct materials of the demo data (any will do: the lines say their own prices). */
async function someMaterials(call: Call, count: number): Promise<Ref[]> {
  const list: Ref[] = (await call('datax.MetaDynamic', 'summaryPage', [{ entityCode: 'Material', pageSize: 40 }])).itemList;
  const distinct = list.filter((m, i) => list.findIndex((o) => o.name === m.name) === i);
  expect(distinct.length, 'materials in the demo data').toBeGreaterThanOrEqual(count);
  return distinct.slice(0, count);
}

// ---- money in cents ---------------------------------------------------------------------------------

/** '12.5' / '3.33' → cents (no float arithmetic anywhere). */
function cents(price: string): number {
  const m = /^(\d+)(?:\.(\d{1,2}))?$/.exec(price);
  if (!m) throw new Error(`not a price: ${price}`);
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

/** cents → '1234.50' (as the server answers) */
function money(c: number): string {
  const sign = c < 0 ? '-' : '';
  const a = Math.abs(c);
  return `${sign}${Math.floor(a / 100)}.${String(a % 100).padStart(2, '0')}`;
}

/** cents → '1234.5' (as a number input shows it: no trailing zeros) */
const typed = (c: number) => money(c).replace(/\.?0+$/, '');

/** cents → '1,234.50' (as pages show money) */
function shownMoney(c: number): string {
  return money(c).replace(/^(-?)(\d+)/, (_all, s: string, d: string) => s + d.replace(/\B(?=(\d{3})+(?!\d))/g, ','));
}

/** numerator × 100 / denominator, rounded half up to two decimals, as '29.99' (a percentage of cents). */
function percent(numerator: number, denominator: number): string {
  const basisPoints = (BigInt(numerator) * 10000n * 2n + BigInt(denominator)) / (BigInt(denominator) * 2n);
  return money(Number(basisPoints));
}

/** a quantity as reports show it (4 decimals) */
const quantity = (q: number) => `${q}.0000`;

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

/** The browser's day as YYYY-MM-DD (the server runs on the same machine). */
function today(): string {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

// ---- the browser --------------------------------------------------------------------------------------

async function login(page: Page) {
  await page.goto('/demo/login');
  await page.getByPlaceholder('请输入账号').fill('admin');
  await page.getByPlaceholder('请输入密码').fill('Admin@123');
  await page.getByRole('button', { name: /登\s*录/ }).click();
  await expect(page).toHaveURL(/\/demo\/home$/);
}

/** The form item of a header field, by its label. */
function item(page: Page, label: string): Locator {
  return page.locator('.ant-formily-item').filter({ has: page.locator('.ant-formily-item-label', { hasText: new RegExp(`^\\s*\\*?\\s*${label}`) }) }).first();
}

/** A header field's value as shown: a (disabled) input's value, or the read-only text. */
async function shown(page: Page, label: string): Promise<string> {
  const it = item(page, label);
  const input = it.locator('input');
  if (await input.count()) return (await input.first().inputValue()).replace(/,/g, '');
  return ((await it.locator('.ant-formily-item-control').textContent()) ?? '').replace(/[,\s]/g, '');
}

/** Picks a reference in a header field: types the search text, clicks the option holding `option`. */
async function pick(page: Page, label: string, search: string, option: string) {
  await item(page, label).locator('.ant-select').click();
  await page.keyboard.type(search);
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: option }).first().click();
  await expect(item(page, label).locator('.ant-select-selection-item')).toContainText(option);
}

/** The cells of one column of a line table (by its title), row by row. */
async function lineCells(page: Page, table: string, title: string): Promise<Locator> {
  const lines = page.getByTestId(`lines-${table}`);
  await expect(lines.locator('thead th[title]').first()).toBeVisible();
  const titles = await lines.locator('thead th[title]').evaluateAll((ths) => ths.map((th) => th.getAttribute('title')));
  const col = titles.indexOf(title);
  expect(col, `column ${title} among ${titles.join(', ')}`).toBeGreaterThanOrEqual(0);
  return lines.locator(`tbody tr[data-row] td[data-col="${col}"]`);
}

/** The inputs of one column of an editable line table. */
async function lineInputs(page: Page, table: string, title: string): Promise<Locator> {
  return (await lineCells(page, table, title)).locator('input');
}

const status = (page: Page) => page.getByTestId('record-status');
const button = (page: Page, name: string | RegExp) => page.getByRole('button', { name });

/**
 * Waits for an action's success message; a refusal fails the test with the server's message and
 * the fields it marked (not with a bare timeout).
 */
async function expectDone(page: Page, success: string) {
  const done = page.getByText(success);
  const refused = page.locator('.ant-message-error');
  const fieldErrors = page.locator('.ant-formily-item-error-help');
  await expect(done.or(refused).or(fieldErrors).first()).toBeVisible();
  if (await done.isVisible()) return;
  const errors = [...(await refused.allTextContents()), ...(await fieldErrors.allTextContents())].map((t) => t.trim()).filter(Boolean);
  throw new Error(`expected 「${success}」, the page says: ${errors.join(' | ')}`);
}

/** 保存 a detail page; answers the saved record's id (from the address the page moves to). */
async function save(page: Page): Promise<number> {
  await button(page, /保\s*存$/).click();
  await expectDone(page, '保存数据成功。');
  await expect(status(page)).toHaveText('保存');
  await expect(page).toHaveURL(/[?&]id=\d+/);
  await expect(page).not.toHaveURL(/draft=/);
  return Number(new URL(page.url()).searchParams.get('id'));
}

/** 审核 a saved document on its detail page. */
async function audit(page: Page) {
  await button(page, /审\s*核/).click();
  await expectDone(page, '审核成功。');
  await expect(status(page)).toHaveText('已审核');
}

/** Presses a "create from" button (生成到货单, 付款 …) and waits for the target's unsaved draft. */
async function convert(page: Page, label: string, detailPath: string, sourceCode: string) {
  // antd spaces two-character labels (付 款)
  await button(page, new RegExp(`^${[...label].join('\\s*')}$`)).click();
  await expect(page).toHaveURL(new RegExp(`/demo/${detailPath}\\?.*draft=`));
  await expect(status(page)).toHaveText('新增');
  await expect(page.getByTestId('draft-notice')).toContainText(sourceCode);
}

/** A line table with its toolbar (添加一行, 复制所选行, 删除所选行): the block around `lines-{table}`. */
const lineBlock = (page: Page, table: string) => page.getByTestId(`lines-${table}`).locator('xpath=..');

/** Removes rows of the goods lines (1-based row numbers) with the toolbar's 删除所选行. */
async function removeLines(page: Page, rows: number[]) {
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
async function setQuantities(page: Page, quantities: number[]) {
  const inputs = await lineInputs(page, 'items', '数量');
  await expect(inputs).toHaveCount(quantities.length);
  for (const [i, q] of quantities.entries()) {
    await inputs.nth(i).fill(String(q));
    await inputs.nth(i).blur();
  }
  for (const [i, q] of quantities.entries()) await expect(inputs.nth(i)).toHaveValue(String(q));
}

/** The document's code as the server gave it (read-only after the save). */
async function codeOf(page: Page): Promise<string> {
  await expect.poll(() => shown(page, '单据编号')).toMatch(/^[A-Z]{2}\d{12}$/);
  return shown(page, '单据编号');
}

/** The rows of the report page's table, each as {column title: text}. */
async function reportRows(page: Page): Promise<Record<string, string>[]> {
  const table = page.getByTestId('report-page').locator('.ant-table');
  const titles = await table.locator('thead th').evaluateAll((ths) => ths.map((th) => (th.textContent ?? '').trim()));
  const rows = await table.locator('tbody tr.ant-table-row').evaluateAll((trs) => trs.map((tr) => Array.from(tr.querySelectorAll('td')).map((td) => (td.textContent ?? '').trim())));
  return rows.map((cells) => Object.fromEntries(titles.map((t, i) => [t, cells[i] ?? ''])));
}

/** The totals row of the report page, {column title: text}. */
async function reportTotals(page: Page): Promise<Record<string, string>> {
  const table = page.getByTestId('report-page').locator('.ant-table');
  const titles = await table.locator('thead th').evaluateAll((ths) => ths.map((th) => (th.textContent ?? '').trim()));
  const cells = await page.getByTestId('report-totals').locator('td').evaluateAll((tds) => tds.map((td) => (td.textContent ?? '').trim()));
  return Object.fromEntries(titles.map((t, i) => [t, cells[i] ?? '']));
}

/** Opens a report page and filters it to one party (picked by its code in the filter bar's picker). */
async function openReport(page: Page, url: string, heading: string, filters: Record<string, Ref> = {}) {
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

// ---- 1. purchase → payment ------------------------------------------------------------------------------

test('purchase → payment: a five-line order, a partial arrival of three lines, a part payment; reports and trace agree', async ({ page, request }) => {
  // five lines typed, four documents saved and audited, three reports and the x6 graph
  test.setTimeout(360_000);
  const call = await apiLogin(request);
  const { who: supplier, account } = await freshMasterData(call, 'Supplier');
  const materials = await someMaterials(call, 5);

  // what the order says: quantity and unit price per line
  const ordered = [
    { quantity: 10, price: '12.50' },
    { quantity: 4, price: '3.33' },
    { quantity: 7, price: '0.10' },
    { quantity: 3, price: '20.05' },
    { quantity: 12, price: '1.99' },
  ];
  const lineAmount = (l: { quantity: number; price: string }) => l.quantity * cents(l.price);
  const orderTotal = sum(ordered.map(lineAmount));
  // the arrival keeps lines 1, 3 and 4 (indexes 0, 2, 3), each partly
  const kept = [0, 2, 3];
  const arrivedQty = [6, 5, 2];
  const arrivalTotal = sum(kept.map((line, i) => arrivedQty[i] * cents(ordered[line].price)));
  const arrivedPerLine = ordered.map((_l, line) => (kept.includes(line) ? arrivedQty[kept.indexOf(line)] : 0));
  const remainingPerLine = ordered.map((l, line) => l.quantity - arrivedPerLine[line]);
  // the payment pays part of the arrival's payable (no discount, nothing paid with the arrival)
  const paid = cents('50.35');
  expect(paid).toBeLessThan(arrivalTotal);

  await login(page);

  // -- the order, typed in the browser
  await page.goto('/demo/purchase/order');
  await expect(page.getByTestId('list-VformList').locator('.ant-table')).toBeVisible();
  await button(page, /新\s*增/).click();
  await expect(status(page)).toHaveText('新增');
  // 单据日期 defaults to today (the entity's default: TODAY)
  await expect(item(page, '单据日期').locator('input')).toHaveValue(today());
  await pick(page, '供应商', supplier.code, supplier.name);
  // 仓库 stays empty: it is optional
  for (const [i, line] of ordered.entries()) {
    // 添加一行 focuses the new row's first cell (物料); Tab goes to the next editable cell
    await lineBlock(page, 'items').getByRole('button', { name: '添加一行' }).click();
    await expect(page.getByTestId('lines-items').locator(`tr[data-row="${i}"] td[data-col="0"] input`)).toBeFocused();
    await page.keyboard.type(materials[i].code);
    // Enter picks the active option: wait for the search's answer (the code names one material)
    const options = page.locator('.ant-select-dropdown:visible .ant-select-item-option');
    await expect(options).toHaveCount(1);
    await expect(options).toContainText(materials[i].code);
    await page.keyboard.press('Enter');
    const quantity = (await lineInputs(page, 'items', '数量')).nth(i);
    await quantity.click();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type(String(line.quantity));
    await page.keyboard.press('Tab');
    await expect((await lineInputs(page, 'items', '单价')).nth(i)).toBeFocused();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type(line.price);
    await page.keyboard.press('Tab');
  }
  await expect(await lineCells(page, 'items', '物料')).toContainText(materials.map((m) => m.code));
  const amounts = await lineInputs(page, 'items', '金额');
  for (const [i, line] of ordered.entries()) await expect(amounts.nth(i)).toHaveValue(typed(lineAmount(line)));
  await expect.poll(() => shown(page, '合计金额')).toBe(typed(orderTotal));

  const orderId = await save(page);
  const orderUrl = page.url();
  const orderCode = await codeOf(page);
  // no approval flow on purchase orders: 审核 straight from 保存 (spec §4: no 提交 without a flow)
  await expect(button(page, /提\s*交/)).toHaveCount(0);
  await audit(page);

  // -- 生成到货单: three of the five lines, each partly
  await convert(page, '生成到货单', 'purchase/PurchaseArrivalDetail', orderCode);
  await expect(await lineInputs(page, 'items', '数量')).toHaveCount(5);
  await removeLines(page, [2, 5]);
  await expect(await lineCells(page, 'items', '物料')).toContainText(kept.map((line) => materials[line].code));
  await setQuantities(page, arrivedQty);
  const arrivalId = await save(page);
  const arrivalUrl = page.url();
  const arrivalCode = await codeOf(page);
  await audit(page);
  await expect.poll(() => shown(page, '合计金额')).toBe(money(arrivalTotal));
  await expect.poll(() => shown(page, '应付金额')).toBe(money(arrivalTotal));

  // -- back on the order: arrived and remaining per line
  await page.goto(orderUrl);
  await expect(status(page)).toHaveText('已审核');
  await expect(await lineCells(page, 'items', '已到货数量')).toHaveText(arrivedPerLine.map(String));
  await expect(await lineCells(page, 'items', '未到货数量')).toHaveText(remainingPerLine.map(String));
  await expect.poll(() => shown(page, '已到货数量')).toBe(String(sum(arrivedQty)));

  // -- 付款 from the arrival: part of its payable
  await page.goto(arrivalUrl);
  await expect(status(page)).toHaveText('已审核');
  await convert(page, '付款', 'finance/PaymentDetail', arrivalCode);
  await expect(item(page, '供应商')).toContainText(supplier.name);
  await expect(await lineCells(page, 'items', '采购到货单')).toContainText([arrivalCode]);
  const payInputs = await lineInputs(page, 'items', '本次付款');
  await expect(payInputs).toHaveCount(1);
  // the draft offers what the arrival still has to be paid
  await expect(payInputs.first()).toHaveValue(typed(arrivalTotal));
  await pick(page, '付款账户', account.code, account.name);
  await payInputs.first().fill(money(paid));
  await payInputs.first().blur();
  await expect.poll(() => shown(page, '付款金额')).toBe(typed(paid));
  const paymentId = await save(page);
  const paymentUrl = page.url();
  const paymentCode = await codeOf(page);
  await audit(page);

  // -- 应付账款汇总表, this supplier's row (a supplier of this run: nothing else is in it)
  await openReport(page, 'finance/PayableSummaryReport', '应付账款汇总表', { 供应商: supplier });
  await expect.poll(() => reportRows(page)).toEqual([
    { 供应商: expect.stringContaining(supplier.name), 应收应付: shownMoney(arrivalTotal), 已结算: shownMoney(paid), 余额: shownMoney(arrivalTotal - paid) },
  ]);

  // -- 供应商对账单: the arrival, then the payment, the running balance moving by their amounts
  await openReport(page, 'finance/SupplierStatement', '供应商对账单', { 供应商: supplier });
  await expect.poll(async () => (await reportRows(page)).length).toBe(2);
  const statement = await reportRows(page);
  const arrivalRow = statement.find((r) => r.单据编号 === arrivalCode);
  const paymentRow = statement.find((r) => r.单据编号 === paymentCode);
  expect(arrivalRow, `the arrival among ${JSON.stringify(statement)}`).toMatchObject({ 单据类型: '采购到货单', 单据日期: today(), 应收应付: shownMoney(arrivalTotal), 已结算: shownMoney(0), 余额: shownMoney(arrivalTotal) });
  expect(paymentRow, `the payment among ${JSON.stringify(statement)}`).toMatchObject({ 单据类型: '付款单', 单据日期: today(), 应收应付: shownMoney(0), 已结算: shownMoney(paid), 余额: shownMoney(arrivalTotal - paid) });
  // the payment comes after the arrival (same day: by document id)
  expect(statement.map((r) => r.单据编号)).toEqual([arrivalCode, paymentCode]);

  // -- 溯源图谱 from the payment: order → arrival → payment
  await page.goto(paymentUrl);
  await expect(status(page)).toHaveText('已审核');
  await button(page, /溯源图谱/).click();
  await expect(page).toHaveURL(new RegExp(`/demo/dcm/trace\\?receiptId=${paymentId}$`));
  const graph = page.getByTestId('trace-graph');
  for (const id of [orderId, arrivalId, paymentId]) await expect(graph.locator(`[data-cell-id="${id}"]`)).toBeVisible();
  const documents = page.getByTestId('trace-documents');
  for (const code of [orderCode, arrivalCode, paymentCode]) await expect(documents).toContainText(code);
});

// ---- 2. sale → receipt ----------------------------------------------------------------------------------

test('sale → receipt: two deliveries split from one order, a return, a receipt; receivables, gross profit and ranking agree', async ({ page, request }) => {
  test.setTimeout(420_000);
  const call = await apiLogin(request);
  const { who: customer, account } = await freshMasterData(call, 'Customer');
  const materials = await someMaterials(call, 3);

  // the order: quantity, unit price and cost price per line
  const ordered = [
    { quantity: 10, price: '25.50', cost: '18.20' },
    { quantity: 6, price: '99.99', cost: '70.00' },
    { quantity: 4, price: '12.35', cost: '8.10' },
  ];
  const order = await call('erp.Sale', 'create', [
    {
      customer_id: customer.id,
      remark: '端到端：销售到收款',
      items: ordered.map((l, i) => ({ material_id: materials[i].id, quantity: l.quantity, unit_price: l.price, cost_price: l.cost })),
    },
  ]);
  await call('erp.Sale', 'auditByIds', [[order.id]]);

  // the first delivery: part of lines 1 and 3, all of line 2; the second: what remains (lines 1
  // and 3: a line with nothing left is not offered)
  const first = [6, 6, 1];
  const rest = ordered.map((l, i) => l.quantity - first[i]);
  const secondLines = rest.flatMap((q, i) => (q > 0 ? [i] : []));
  const second = secondLines.map((i) => rest[i]);
  expect(secondLines).toEqual([0, 2]);
  const worth = (quantities: number[], key: 'price' | 'cost') => sum(quantities.map((q, i) => q * cents(ordered[i][key])));
  const d1 = { amount: worth(first, 'price'), cost: worth(first, 'cost') };
  const d2 = { amount: worth(rest, 'price'), cost: worth(rest, 'cost') };
  // the return takes back 2 of line 2 from the first delivery
  const returned = { line: 1, quantity: 2 };
  const returnAmount = returned.quantity * cents(ordered[returned.line].price);
  // the receipt pays part of the second delivery
  const received = cents('100.00');
  expect(received).toBeLessThan(d2.amount);

  await login(page);

  // -- the order, from its list
  await page.goto('/demo/sale/Order');
  // found by its number in the filter bar (the demo data may list many orders of this month)
  const filters = page.getByTestId('filter-bar');
  await item(page, '单据编号').locator('input').fill(order.code);
  await filters.getByRole('button', { name: /查\s*询/ }).click();
  const row = page.locator('.ant-table-row', { hasText: order.code });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: /编\s*辑|详\s*情/ }).click();
  await expect(page).toHaveURL(new RegExp(`/demo/sale/OrderDetail\\?.*id=${order.id}`));
  await expect(status(page)).toHaveText('已审核');
  const orderUrl = page.url();

  // -- 生成发货单 ×2, the quantities split
  await convert(page, '生成发货单', 'sale/DeliveryDetail', order.code);
  await expect(await lineInputs(page, 'items', '数量')).toHaveCount(3);
  for (const [i, l] of ordered.entries()) await expect((await lineInputs(page, 'items', '数量')).nth(i)).toHaveValue(String(l.quantity));
  await setQuantities(page, first);
  const d1Id = await save(page);
  const d1Url = page.url();
  const d1Code = await codeOf(page);
  await audit(page);
  await expect.poll(() => shown(page, '合计金额')).toBe(money(d1.amount));
  await expect.poll(() => shown(page, '成本金额')).toBe(money(d1.cost));

  await page.goto(orderUrl);
  await expect(status(page)).toHaveText('已审核');
  await expect(await lineCells(page, 'items', '已发货数量')).toHaveText(first.map(String));
  await convert(page, '生成发货单', 'sale/DeliveryDetail', order.code);
  // the draft offers what remains: line 2 went out whole with the first delivery
  const remaining = await lineInputs(page, 'items', '数量');
  await expect(remaining).toHaveCount(second.length);
  for (const [i, q] of second.entries()) await expect(remaining.nth(i)).toHaveValue(String(q));
  await expect(await lineCells(page, 'items', '物料')).toContainText(secondLines.map((line) => materials[line].code));
  const d2Id = await save(page);
  const d2Url = page.url();
  const d2Code = await codeOf(page);
  await audit(page);
  await expect.poll(() => shown(page, '合计金额')).toBe(money(d2.amount));

  // everything delivered: the order is finished
  await page.goto(orderUrl);
  await expect(status(page)).toHaveText('完成');
  await expect(await lineCells(page, 'items', '已发货数量')).toHaveText(ordered.map((l) => String(l.quantity)));
  await expect(await lineCells(page, 'items', '未发货数量')).toHaveText(ordered.map(() => '0'));

  // -- 生成退货单 from the first delivery: 2 of line 2
  await page.goto(d1Url);
  await expect(status(page)).toHaveText('已审核');
  await convert(page, '生成退货单', 'sale/RejectDetail', d1Code);
  await expect(await lineInputs(page, 'items', '数量')).toHaveCount(3);
  await removeLines(page, [1, 3]);
  await expect(await lineCells(page, 'items', '物料')).toContainText([materials[returned.line].code]);
  await setQuantities(page, [returned.quantity]);
  const rejectId = await save(page);
  const rejectCode = await codeOf(page);
  await audit(page);
  await expect.poll(() => shown(page, '合计金额')).toBe(money(returnAmount));
  await page.goto(d1Url);
  await expect(await lineCells(page, 'items', '已退货数量')).toHaveText(first.map((_q, i) => String(i === returned.line ? returned.quantity : 0)));
  await expect(item(page, '退货状态')).toContainText('部分退货');

  // -- 收款 from the second delivery: part of its receivable
  await page.goto(d2Url);
  await expect(status(page)).toHaveText('已审核');
  await convert(page, '收款', 'finance/IncomeDetail', d2Code);
  await expect(item(page, '客户')).toContainText(customer.name);
  await expect(await lineCells(page, 'items', '销售发货单')).toContainText([d2Code]);
  const receiptInputs = await lineInputs(page, 'items', '本次收款');
  await expect(receiptInputs).toHaveCount(1);
  await expect(receiptInputs.first()).toHaveValue(typed(d2.amount));
  await pick(page, '收款账户', account.code, account.name);
  await receiptInputs.first().fill(money(received));
  await receiptInputs.first().blur();
  await expect.poll(() => shown(page, '收款金额')).toBe(typed(received));
  const incomeId = await save(page);
  await audit(page);

  // -- 应收账款汇总表: deliveries − the return − the receipt
  const due = d1.amount + d2.amount - returnAmount;
  await openReport(page, 'finance/ReceivableSummaryReport', '应收账款汇总表', { 客户: customer });
  await expect.poll(() => reportRows(page)).toEqual([
    { 客户: expect.stringContaining(customer.name), 应收应付: shownMoney(due), 已结算: shownMoney(received), 余额: shownMoney(due - received) },
  ]);

  // -- 销售毛利表: the delivery lines by material (returns are not netted there: the report's
  // declaration), each material once per line of the order here
  const byDelivery = ordered.map((l, i) => {
    const q = first[i] + rest[i];
    return { material: materials[i], quantity: q, amount: q * cents(l.price), cost: q * cents(l.cost) };
  });
  const profitRows = [...byDelivery].sort((a, b) => b.amount - a.amount);
  await openReport(page, 'sale/ProfitReport', '销售毛利表', { 客户: customer });
  await expect.poll(async () => (await reportRows(page)).length).toBe(3);
  const profit = await reportRows(page);
  expect(profit).toEqual(
    profitRows.map((d) => ({
      物料: expect.stringContaining(d.material.code),
      发货数量: quantity(d.quantity),
      销售金额: shownMoney(d.amount),
      成本金额: shownMoney(d.cost),
      毛利: shownMoney(d.amount - d.cost),
      '毛利率(%)': percent(d.amount - d.cost, d.amount),
    })),
  );
  const delivered = { quantity: sum(byDelivery.map((d) => d.quantity)), amount: sum(byDelivery.map((d) => d.amount)), cost: sum(byDelivery.map((d) => d.cost)) };
  expect(await reportTotals(page)).toEqual({
    物料: '合计',
    发货数量: quantity(delivered.quantity),
    销售金额: shownMoney(delivered.amount),
    成本金额: shownMoney(delivered.cost),
    毛利: shownMoney(delivered.amount - delivered.cost),
    '毛利率(%)': percent(delivered.amount - delivered.cost, delivered.amount),
  });

  // -- 销售排行榜: the order lines' amounts by material, then by customer
  const byOrder = ordered.map((l, i) => ({ material: materials[i], quantity: l.quantity, amount: l.quantity * cents(l.price) }));
  const rankRows = [...byOrder].sort((a, b) => b.amount - a.amount);
  const orderedTotal = { quantity: sum(byOrder.map((o) => o.quantity)), amount: sum(byOrder.map((o) => o.amount)) };
  await openReport(page, 'sale/RankReport', '销售排行榜', { 客户: customer });
  await expect.poll(async () => (await reportRows(page)).length).toBe(3);
  expect(await reportRows(page)).toEqual(
    rankRows.map((o, i) => ({ 排名: String(i + 1), 物料: expect.stringContaining(o.material.code), 销售金额: shownMoney(o.amount), 销售数量: quantity(o.quantity) })),
  );
  expect(await reportTotals(page)).toMatchObject({ 销售金额: shownMoney(orderedTotal.amount), 销售数量: quantity(orderedTotal.quantity) });
  await page.getByTestId('report-page').getByText('按客户').click();
  await expect
    .poll(() => reportRows(page))
    .toEqual([{ 排名: '1', 客户: expect.stringContaining(customer.name), 销售金额: shownMoney(orderedTotal.amount), 销售数量: quantity(orderedTotal.quantity) }]);

  // -- 溯源图谱 from the first delivery: the order, both deliveries, the return and the receipt
  await page.goto(d1Url);
  await button(page, /溯源图谱/).click();
  const graph = page.getByTestId('trace-graph');
  for (const id of [order.id, d1Id, d2Id, rejectId, incomeId]) await expect(graph.locator(`[data-cell-id="${id}"]`)).toBeVisible();
  await expect(page.getByTestId('trace-documents')).toContainText(rejectCode);
});

