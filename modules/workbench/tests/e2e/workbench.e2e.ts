// The workbench in Chromium: home shows my flow task; BI分析 builds a pivot of sale orders by
// customer, saves it shared with 集团经理 and the group manager reopens it in his own session; a
// pivot filtered to one customer picked from the source's values exports to .xlsx and PNG; 三维工厂
// names a machine under the pointer and a click on it (or on the list beside) opens its history.
import crypto from 'node:crypto';
import fs from 'node:fs';
import { sheetRows } from '../../../../tests/kit/sheets';
import { expect, type Page, test } from '../../../../tests/e2e/fixtures';
import { apiLogin, login, separatePage } from '../../../../tests/e2e/journey-kit';

async function pick(page: Page, testId: string, option: string | RegExp) {
  await page.getByTestId(testId).click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: option }).first().click();
  await page.keyboard.press('Escape');
}

test('home shows my flow task beside my messages and documents', async ({ page, request }) => {
  const call = await apiLogin(request);
  const todo = await call('flow.FlowableTask', 'todoList', [{ page: 1, pageSize: 1 }]);
  // the demo's purchase orders in approval wait for the administrator
  expect(todo.total).toBeGreaterThan(0);
  await login(page);
  const tasks = page.getByTestId('home-tasks');
  await expect(tasks.getByTestId('home-task').first()).toContainText(todo.itemList[0].procDefName);
  await expect(page.getByTestId('home-alerts')).toBeVisible();
  await expect(page.getByTestId('home-documents')).toBeVisible();
  await tasks.getByText('全部').click();
  await expect(page).toHaveURL(/\/demo\/flowable\/Todo$/);
});

test('a pivot built, saved shared with a role, and reopened by a member of that role', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const name = `客户订单数-${crypto.randomBytes(3).toString('hex')}`;
  await login(page);
  await page.goto('/demo/report/react');
  await pick(page, 'bi-source', '销售汇总表（按客户）');
  await pick(page, 'bi-rows', /^客户$/);
  await page.getByTestId('bi-run').click();
  const pivot = page.getByTestId('bi-pivot');
  await expect(pivot.locator('tr.ant-table-row').first()).toBeVisible();
  await expect(pivot.getByText('合计').first()).toBeVisible();
  await expect(page.getByTestId('bi-chart')).toBeVisible();
  const firstCustomer = ((await pivot.locator('tr.ant-table-row').first().locator('td').first().textContent()) ?? '').trim();

  await page.getByTestId('bi-save').click();
  await page.getByTestId('bi-save-name').fill(name);
  await pick(page, 'bi-save-roles', '集团经理');
  await page.getByRole('dialog').getByRole('button', { name: /保\s*存/ }).click();
  await expect(page.getByTestId(`bi-saved-${name}`)).toBeVisible();

  const other = await separatePage(browser, { baseURL: new URL(page.url()).origin });
  await login(other.page, 'qianwei');
  await other.page.goto('/demo/report/react');
  const saved = other.page.getByTestId(`bi-saved-${name}`);
  await expect(saved).toContainText('系统管理员 共享');
  await saved.getByText(name).click();
  const theirs = other.page.getByTestId('bi-pivot');
  await expect(theirs.locator('tr.ant-table-row').first()).toBeVisible();
  await expect(theirs.getByText(firstCustomer).first()).toBeVisible();
  // his copy is read-only to him: no delete on the author's analysis
  await expect(saved.getByRole('button', { name: '删除' })).toHaveCount(0);
  expect(other.errors).toEqual([]);
  await other.context.close();
});

test('a pivot filtered to a customer picked from its values exports to .xlsx and its chart to PNG', async ({ page }) => {
  test.setTimeout(180_000);
  await login(page);
  await page.goto('/demo/report/react');
  await pick(page, 'bi-source', '销售汇总表（按客户）');
  await pick(page, 'bi-rows', /^客户$/);
  await page.getByTestId('bi-add-filter').click();
  const filter = page.getByTestId('bi-filters').locator('[data-testid^="bi-filter-"]').first();
  // the first field offered may be any: choose 客户, filtered by picked values
  // chosen by typing (the field picker searches): a click on its option raced the dropdown's own opening
  await filter.locator('.ant-select').first().click();
  await page.keyboard.type('客户');
  await expect(page.locator('.ant-select-dropdown:visible .ant-select-item-option-active')).toHaveText('客户');
  await page.keyboard.press('Enter');
  await page.getByTestId('bi-filter-values').click();
  const firstValue = page.locator('.ant-select-dropdown:visible .ant-select-item-option').first();
  const customer = ((await firstValue.textContent()) ?? '').trim();
  await firstValue.click();
  await page.keyboard.press('Escape');
  await page.getByTestId('bi-run').click();
  const pivot = page.getByTestId('bi-pivot');
  // one customer's line, then the totals line
  await expect(pivot.locator('tr.ant-table-row')).toHaveCount(2);
  await expect(pivot.locator('tr.ant-table-row').first()).toContainText(customer);

  const [xlsx] = await Promise.all([page.waitForEvent('download'), page.getByTestId('bi-export-xlsx').click()]);
  expect(xlsx.suggestedFilename()).toMatch(/\.xlsx$/);
  const sheet = await sheetRows(fs.readFileSync((await xlsx.path())!));
  expect(sheet.map((r) => r[0])).toEqual(['客户', customer, '合计']);
  await expect(page.getByTestId('bi-chart').locator('canvas').first()).toBeVisible();
  const [png] = await Promise.all([page.waitForEvent('download'), page.getByTestId('bi-export-png').click()]);
  expect(png.suggestedFilename()).toMatch(/\.png$/);
  expect(fs.readFileSync((await png.path())!).subarray(1, 4).toString()).toBe('PNG');
});

test('the 3D factory names a machine under the pointer and opens its history on a click', async ({ page }) => {
  test.setTimeout(180_000);
  await login(page);
  await page.goto('/demo/portal/3D');
  const list = page.getByTestId('factory-list');
  await expect(list.locator('[data-testid^="factory-machine-"]').first()).toBeVisible();
  const canvas = page.getByTestId('factory-canvas');
  let clicked = false;
  if (await canvas.isVisible()) {
    // find a machine by moving the pointer over the floor until its name shows
    const box = (await canvas.boundingBox())!;
    const tooltip = page.getByTestId('factory-tooltip');
    outer: for (let y = 0.2; y < 0.9; y += 0.05) {
      for (let x = 0.1; x < 0.9; x += 0.03) {
        await page.mouse.move(box.x + box.width * x, box.y + box.height * y);
        if (await tooltip.isVisible()) {
          const text = ((await tooltip.textContent()) ?? '').trim();
          const code = text.split(' ')[0];
          await page.mouse.down();
          await page.mouse.up();
          await expect(page).toHaveURL(/\/demo\/equipment\/EquipmentResume\?open=/);
          expect(decodeURIComponent(page.url())).toContain(`"code":"${code}"`);
          clicked = true;
          break outer;
        }
      }
    }
  }
  if (!clicked) {
    // no WebGL in this browser: the list beside is the way to a machine
    const first = list.locator('[data-testid^="factory-machine-"]').first();
    const code = (await first.getAttribute('data-testid'))!.replace('factory-machine-', '');
    await first.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/demo\/equipment\/EquipmentResume\?open=/);
    expect(decodeURIComponent(page.url())).toContain(`"code":"${code}"`);
  }
  test.info().annotations.push({ type: 'machine picked', description: clicked ? 'on the 3D canvas' : 'on the list (no WebGL)' });
  await expect(page.locator('tr.ant-table-row').first()).toBeVisible();
});
