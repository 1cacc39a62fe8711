// Money forms compute as the user types, and the server agrees, as the demo admin in Chromium:
// an expense claim (travel = accommodation + fares + local traffic; total = the five costs − the
// loan deduction) and an invoice (tax = total × rate %, exclude-tax = total − tax).
import { expect, type Locator, type Page, test } from '../../../../tests/e2e/fixtures';
import { login } from '../../../../tests/e2e/journey-kit';

function item(page: Page, label: string): Locator {
  return page.locator('.ant-formily-item').filter({ has: page.locator('.ant-formily-item-label', { hasText: new RegExp(`^\\s*\\*?\\s*${label}`) }) }).first();
}

async function type(page: Page, label: string, value: string) {
  const input = item(page, label).locator('input').first();
  await input.fill(value);
  await input.blur();
}

/** A computed field shows its value read-only: as text or in a disabled input. */
async function shown(page: Page, label: string): Promise<string> {
  const it = item(page, label);
  const input = it.locator('input');
  if (await input.count()) return (await input.first().inputValue()).replace(/,/g, '');
  return ((await it.locator('.ant-formily-item-control').textContent()) ?? '').replace(/[,\s]/g, '');
}

async function pick(page: Page, label: string, search?: string) {
  await item(page, label).locator('.ant-select').click();
  if (search) await page.keyboard.type(search);
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').first().click();
  // the list closes (animated) before the next picker opens its own
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
}

async function newDocument(page: Page, url: string) {
  await page.goto(`/demo/${url}`);
  await expect(page.getByTestId('list-VformList').locator('.ant-table')).toBeVisible();
  await page.getByRole('button', { name: /新\s*增/ }).click();
  await expect(page.getByTestId('record-status')).toHaveText('新增');
}

// biome-ignore lint/suspicious/noExplicitAny: a record of any document, read back as JSON; the test's assertions check its fields
async function savedRecord(page: Page, service: string): Promise<Record<string, any>> {
  await page.getByRole('button', { name: /保\s*存/ }).click();
  await expect(page.getByText('保存数据成功。')).toBeVisible();
  await expect(page).toHaveURL(/[?&]id=\d+/);
  const id = Number(new URL(page.url()).searchParams.get('id'));
  // read it back through the page's own session, as the server stored it
  return page.evaluate(
    async ([svc, recordId]) => {
      const session = JSON.parse(localStorage.getItem('plantform.session') ?? sessionStorage.getItem('plantform.session') ?? '{}');
      const res = await fetch(`/${svc}/detail`, {
        method: 'POST',
        body: JSON.stringify([recordId]),
        headers: { 'content-type': 'application/json', access_token: session.token ?? '', 'tenant-id': session.tenant?.id ?? '' },
      });
      return (await res.json()).body;
    },
    [service, id] as const,
  );
}

test('an expense claim and an invoice total themselves as the user types, and the server agrees', async ({ page }) => {
  test.setTimeout(240_000);
  await login(page);

  await newDocument(page, 'finance/Expense');
  await pick(page, '报销人');
  await pick(page, '付款账户');
  await type(page, '报销事由', '上海客户拜访');
  await type(page, '交通费', '10.1');
  await type(page, '住宿费', '200.2');
  await type(page, '车船费', '0.1');
  await type(page, '市内交通费', '0.2');
  await type(page, '办公费', '5');
  await type(page, '借款抵扣', '100');
  // 0.2 + 0.1 is 0.30 here, not 0.30000000000000004
  await expect.poll(() => shown(page, '差旅费')).toBe('200.50');
  await expect.poll(() => shown(page, '报销合计')).toBe('115.60');
  const claim = await savedRecord(page, 'erp.ExpenseClaim');
  expect([claim.travel_cost, claim.total_amount]).toEqual([200.5, 115.6]);

  await newDocument(page, 'finance/Invoice');
  await type(page, '发票号码', `E2E${Date.now()}`);
  await type(page, '价税合计', '113');
  await expect.poll(() => shown(page, '税额')).toBe('14.69');
  await expect.poll(() => shown(page, '不含税金额')).toBe('98.31');
  const invoice = await savedRecord(page, 'erp.Invoice');
  expect([invoice.total_price, invoice.tax, invoice.exclude_tax]).toEqual([113, 14.69, 98.31]);
});
