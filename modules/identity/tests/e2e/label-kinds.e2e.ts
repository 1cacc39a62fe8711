// Labels of positions, with a picture, in Chromium against the real server: a 库位 label template
// designed on 打印设计器 (标签对象 库位, a text bound to 库位编码, an image chosen from a file — a picture
// over 512 KB refused with its message first), saved; then two positions selected on 库位
// (warehouse/Position) and printed with it through 打印标签 — the downloaded PDF has two pages
// (pdfinfo), each with its position's code (pdftotext) and the picture (pdfimages) — and the print
// is in 标签打印记录 as a position print.
import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '../../../../tests/e2e/fixtures';
import { apiLogin, button, expectDone, login } from '../../../../tests/e2e/journey-kit';
import { png } from '../support/png';

test('a 库位 label with a picture, designed on 打印设计器, prints two positions from 库位', async ({ page, request }) => {
  test.setTimeout(240_000);
  const call = await apiLogin(request);
  const stamp = `${Date.now().toString(36)}${crypto.randomBytes(2).toString('hex')}`.toUpperCase();
  const code = `KW${stamp}`;

  // -- 打印设计器: a new template printing positions
  await login(page);
  await page.goto('/demo/identity/PrintDesigner');
  const settings = page.getByTestId('label-settings');
  await settings.getByLabel('标签编码').fill(code);
  await settings.getByLabel('标签名称').fill(`库位图片标签${stamp}`);
  for (const [label, value] of [
    ['宽度', '80'],
    ['高度', '40'],
  ]) {
    const input = settings.getByLabel(label);
    await input.fill(value);
    await input.blur();
  }
  await settings.locator('.ant-select', { has: page.getByRole('combobox', { name: '标签对象' }) }).click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '库位' }).click();

  // a text showing 库位：<the position's code>, with the position samples on the canvas
  await page.getByTestId('designer-add-text').click();
  const props = page.getByTestId('label-element-settings');
  await props.getByLabel('文本').fill('库位：');
  await props.getByRole('combobox', { name: '绑定字段' }).click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '库位编码' }).click();
  await expect(page.getByTestId('label-element-text1')).toContainText('库位：KW-A-01-01-01');
  // wide enough for the longest position code on one line
  const width = props.getByLabel('宽 (mm)');
  await width.fill('60');
  await width.blur();
  await expect(page.getByTestId('label-element-text1')).toHaveAttribute('data-box', /^[\d.]+,[\d.]+,60,/);

  // 图片: a picture over 512 KB is refused, a small PNG is drawn in the element's box
  await page.getByTestId('designer-add-image').click();
  const file = page.getByTestId('designer-image-file');
  await file.setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: png(450, 400, 'noise') });
  await expect(page.getByTestId('designer-image-error')).toHaveText('图片不能超过 512 KB');
  await file.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: png(60, 30, [200, 0, 0]) });
  await expect(page.getByTestId('label-element-image2').locator('img')).toHaveAttribute('src', /^data:image\/png;base64,iVBORw0KGgo/);
  await expect(page.getByTestId('designer-image-error')).toHaveCount(0);

  await page.getByTestId('designer-save').click();
  await expectDone(page, '保存成功');
  await expect(page).toHaveURL(/[?&]id=\d+/);
  const saved = await call('identity.Label', 'getByCode', [code]);
  expect(saved).toMatchObject({ target_kind: 'position', width_mm: 80, height_mm: 40, state: 'Enable' });
  expect(saved.layout.elements.map((e: { type: string }) => e.type)).toEqual(['text', 'image']);

  // -- 库位: two positions selected → 打印标签 with the new template → the PDF
  await page.goto('/demo/warehouse/Position');
  const list = page.getByTestId('list-VformList');
  const rows = list.locator('.ant-table-tbody .ant-table-row');
  await expect(rows.nth(1)).toBeVisible();
  await rows.nth(0).locator('.ant-checkbox-input').check();
  await rows.nth(1).locator('.ant-checkbox-input').check();
  await button(page, '打印标签').click();
  const dialog = page.getByRole('dialog');
  const codes = (await dialog.getByLabel('库位编码').inputValue()).split('\n');
  expect(codes).toHaveLength(2);
  await dialog.locator('.ant-select', { has: page.getByRole('combobox', { name: '标签模板' }) }).click();
  // only 库位 templates are offered
  await expect(page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '物料标签' })).toHaveCount(0);
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: code }).click();
  const downloaded = page.waitForEvent('download');
  await dialog.getByTestId('barcode-tag-print').click();
  const download = await downloaded;
  await expectDone(page, '已打印 2 张标签');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'plantform-label-kinds-e2e-'));
  const pdf = path.join(dir, 'positions.pdf');
  await download.saveAs(pdf);
  const run = (tool: string, args: string[]) => execFileSync(tool, args, { encoding: 'utf8' });
  expect(run('pdfinfo', [pdf])).toMatch(/Pages:\s+2\n/);
  for (const [i, c] of codes.entries()) expect(run('pdftotext', ['-f', String(i + 1), '-l', String(i + 1), pdf, '-'])).toContain(`库位：${c}`);
  const images = run('pdfimages', ['-list', pdf]).split('\n').slice(2).filter((l) => l.trim());
  expect(images.map((l) => l.trim().split(/\s+/).slice(0, 5))).toEqual([
    ['1', '0', 'image', '60', '30'],
    ['2', '1', 'image', '60', '30'],
  ]);
  fs.rmSync(dir, { recursive: true, force: true });

  // -- 标签打印记录 has the print, as positions
  const history = await call('barcode.Tag', 'summaryPage', [{ pageSize: 1, sortField: 'id', sortOrder: 'descend' }]);
  expect(history.itemList[0]).toMatchObject({ target_kind: 'position', label_code: code, barcode_count: 2, label_count: 2, barcodes: codes.join(', ') });
});
