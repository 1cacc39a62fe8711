// Labels and barcode operations in Chromium against the real server: a label template designed on
// 打印设计器 (settings typed, a text bound to the material's name, a Code128 moved with the mouse and
// the arrow keys and resized by its corner, a QR code), previewed as a PDF at 50×30 mm, saved, then
// two barcodes printed from 条码档案 with it — the downloaded PDF has one page per barcode, each
// rendered (pdftoppm) non-blank at the template's aspect ratio — and the print shows in 标签打印记录.
// Then 拆分 and 合并 through the list's operation dialog. The barcodes are this run's own.
import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, type Page, test } from '../../../../tests/e2e/fixtures';
import { apiLogin, button, type Call, expectDone, login, someMaterials } from '../../../../tests/e2e/journey-kit';

interface Row {
  id: number;
  code: string;
  count: string;
}

const stampOf = () => `${Date.now().toString(36)}${crypto.randomBytes(2).toString('hex')}`.toUpperCase();

async function freshBarcodes(call: Call, n: number, batch: string, count = '10'): Promise<Row[]> {
  const [material] = await someMaterials(call, 1);
  return call('barcode.Barcode', 'generate', [{ ruleCode: 'WLTM', number: n, materialId: material.id, count, batchNo: batch, qualityResult: 'Qualified' }]);
}

/** 条码档案 filtered to one batch */
async function barcodeList(page: Page, batch: string, rows: number) {
  await page.goto('/demo/barcode/Barcode');
  const filters = page.getByTestId('filter-bar');
  await filters.locator('.ant-formily-item').filter({ hasText: '批次号' }).first().locator('input').fill(batch);
  await filters.getByRole('button', { name: /查\s*询/ }).click();
  const list = page.getByTestId('list-VformList');
  await expect(list.locator('.ant-table-row', { hasText: batch })).toHaveCount(rows);
  return list;
}

/** box of an element on the canvas, in mm, as the designer keeps it */
const box = async (page: Page, id: string) => (await page.getByTestId(`label-element-${id}`).getAttribute('data-box'))!.split(',').map(Number);

/** A page rendered by poppler: the PNG's size, and the share of dark pixels (from a grey render). */
function rendered(file: string, pageNo: number, dir: string) {
  const prefix = path.join(dir, `p${pageNo}`);
  execFileSync('pdftoppm', ['-png', '-r', '150', '-f', String(pageNo), '-l', String(pageNo), '-singlefile', file, prefix]);
  const png = fs.readFileSync(`${prefix}.png`);
  const [width, height] = [png.readUInt32BE(16), png.readUInt32BE(20)];
  execFileSync('pdftoppm', ['-gray', '-r', '150', '-f', String(pageNo), '-l', String(pageNo), '-singlefile', file, `${prefix}g`]);
  const pgm = fs.readFileSync(`${prefix}g.pgm`);
  const header = /^P5\s+(\d+)\s+(\d+)\s+(\d+)\s/.exec(pgm.subarray(0, 40).toString('latin1'))!;
  const pixels = pgm.subarray(header[0].length);
  const dark = pixels.reduce((n, v) => n + (v < 128 ? 1 : 0), 0);
  return { width, height, dark: dark / pixels.length };
}

test('a label designed on 打印设计器 prints two barcodes from 条码档案 as a PDF at its size', async ({ page, request }) => {
  test.setTimeout(240_000);
  const call = await apiLogin(request);
  const stamp = stampOf();
  const batch = `LB${stamp}`;
  const barcodes = await freshBarcodes(call, 2, batch);
  const code = `E2E${stamp}`;

  // -- 标签模板 → 新增 opens the designer
  await login(page);
  await page.goto('/demo/identity/Label');
  await expect(page.getByTestId('list-VformList').locator('.ant-table-row', { hasText: 'WLBQ' })).toBeVisible();
  await button(page, /新\s*增/).click();
  await expect(page).toHaveURL(/\/demo\/identity\/PrintDesigner/);
  const settings = page.getByTestId('label-settings');
  await settings.getByLabel('标签编码').fill(code);
  await settings.getByLabel('标签名称').fill(`端到端标签${stamp}`);
  for (const [label, value] of [
    ['宽度', '50'],
    ['高度', '30'],
  ]) {
    const input = settings.getByLabel(label);
    await input.fill(value);
    await input.blur();
  }
  await expect(page.getByTestId('label-canvas')).toBeVisible();

  // a text showing 物料：<material name>
  await page.getByTestId('designer-add-text').click();
  const props = page.getByTestId('label-element-settings');
  await props.getByLabel('文本').fill('物料：');
  await props.getByRole('combobox', { name: '绑定字段' }).click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '物料名称' }).click();
  await expect(page.getByTestId('label-element-text1')).toContainText('物料：深沟球轴承');

  // a Code128: dragged 5 mm right and 8 mm down, nudged with the arrow keys, resized by its corner,
  // then dragged far right: it stops at the label's edge
  await page.getByTestId('designer-add-barcode').click();
  const [x0, y0, w0, h0] = await box(page, 'barcode2');
  const scale = Number(await page.getByTestId('label-canvas').getAttribute('data-scale'));
  const drag = async (testId: string, dx: number, dy: number) => {
    const at = (await page.getByTestId(testId).boundingBox())!;
    const [sx, sy] = [at.x + Math.min(5, at.width / 2), at.y + Math.min(5, at.height / 2)];
    await page.mouse.move(sx, sy);
    await page.mouse.down();
    await page.mouse.move(sx + (dx * scale) / 2, sy + (dy * scale) / 2, { steps: 4 });
    await page.mouse.move(sx + dx * scale, sy + dy * scale, { steps: 4 });
    await page.mouse.up();
  };
  await drag('label-element-barcode2', 5, 8);
  const [x1, y1] = await box(page, 'barcode2');
  expect(Math.abs(x1 - (x0 + 5))).toBeLessThanOrEqual(0.2);
  expect(Math.abs(y1 - (y0 + 8))).toBeLessThanOrEqual(0.2);
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowUp');
  expect((await box(page, 'barcode2')).slice(0, 2)).toEqual([x1 - 1, y1 - 0.5]);
  await page.keyboard.press('Shift+ArrowDown');
  expect((await box(page, 'barcode2'))[3]).toBe(h0 + 0.5);
  await drag('label-resize-handle', -15, 0);
  const [, , w2] = await box(page, 'barcode2');
  expect(Math.abs(w2 - (w0 - 15))).toBeLessThanOrEqual(0.2);
  await drag('label-element-barcode2', 40, 0);
  expect((await box(page, 'barcode2'))[0]).toBeCloseTo(50 - w2, 5);

  await page.getByTestId('designer-add-qrcode').click();
  await expect(page.getByTestId('label-element-qrcode3')).toBeVisible();
  // 预览: one label with the sample values, as the server prints it
  const previewed = page.waitForEvent('download');
  await page.getByTestId('designer-preview').click();
  const previewFile = path.join(os.tmpdir(), `label-preview-${stamp}.pdf`);
  await (await previewed).saveAs(previewFile);
  const previewInfo = execFileSync('pdfinfo', [previewFile], { encoding: 'utf8' });
  fs.rmSync(previewFile, { force: true });
  expect(previewInfo).toMatch(/Pages:\s+1\n/);
  const [, pw, ph] = /Page size:\s+([\d.]+) x ([\d.]+) pts/.exec(previewInfo)!;
  // 50 × 30 mm in points (1 mm = 72/25.4 pt)
  expect(Number(pw)).toBeCloseTo((50 * 72) / 25.4, 2);
  expect(Number(ph)).toBeCloseTo((30 * 72) / 25.4, 2);

  await page.getByTestId('designer-save').click();
  await expectDone(page, '保存成功');
  await expect(page).toHaveURL(/[?&]id=\d+/);
  const saved = await call('identity.Label', 'getByCode', [code]);
  expect(saved).toMatchObject({ width_mm: 50, height_mm: 30, state: 'Enable' });
  expect(saved.layout.elements.map((e: { type: string }) => e.type)).toEqual(['text', 'barcode', 'qrcode']);

  // -- 条码档案: both barcodes selected → 打印标签 with the new template → the PDF
  const list = await barcodeList(page, batch, 2);
  await list.locator('.ant-table-thead .ant-checkbox-input').check();
  await button(page, '打印标签').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel('条码')).not.toHaveValue('');
  expect((await dialog.getByLabel('条码').inputValue()).split('\n').sort()).toEqual(barcodes.map((b) => b.code).sort());
  await dialog.locator('.ant-select', { has: page.getByRole('combobox', { name: '标签模板' }) }).click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: code }).click();
  const downloaded = page.waitForEvent('download');
  await dialog.getByTestId('barcode-tag-print').click();
  const download = await downloaded;
  await expectDone(page, '已打印 2 张标签');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'plantform-labels-e2e-'));
  const file = path.join(dir, 'labels.pdf');
  await download.saveAs(file);
  expect(execFileSync('pdfinfo', [file], { encoding: 'utf8' })).toMatch(/Pages:\s+2\n/);
  for (const p of [1, 2]) {
    const img = rendered(file, p, dir);
    expect(Math.abs(img.width / img.height - 50 / 30)).toBeLessThan(0.02);
    expect(img.dark).toBeGreaterThan(0.02);
  }
  expect(execFileSync('pdftotext', ['-f', '1', '-l', '1', file, '-'], { encoding: 'utf8' })).toContain('物料：');
  fs.rmSync(dir, { recursive: true, force: true });

  // -- 标签打印记录 has the print
  await page.goto('/demo/barcode/Tag');
  await page.getByRole('button', { name: '打印记录' }).click();
  await expect(page).toHaveURL(/\/demo\/barcode\/TagDetail/);
  const history = page.getByTestId('list-VformList').locator('.ant-table-row', { hasText: code });
  await expect(history).toHaveCount(1);
  await expect(history).toContainText(barcodes[0].code);
});

test('拆分 and 合并 through the operation dialog of 条码档案', async ({ page, request }) => {
  test.setTimeout(180_000);
  const call = await apiLogin(request);
  const batch = `SM${stampOf()}`;
  const [original] = await freshBarcodes(call, 1, batch, '10');
  await login(page);
  let list = await barcodeList(page, batch, 1);

  // 拆分 10 into 4 + 6: the original keeps 4, a new barcode by the rule takes 6
  await list.locator('.ant-table-row', { hasText: original.code }).getByRole('button', { name: /拆\s*分/ }).click();
  const split = page.getByTestId('barcode-op-split');
  await split.getByLabel('数量').fill('4,6');
  await page.getByRole('dialog').getByRole('button', { name: /确\s*定/ }).click();
  await expectDone(page, '操作成功');
  list = await barcodeList(page, batch, 2);
  expect((await call('barcode.Barcode', 'getByCode', [original.code])).count).toBe('4');
  const page2 = await call('barcode.Barcode', 'fuzzyPage', [{ text: original.code.slice(0, -4), page: 1, pageSize: 100 }]);
  const piece = page2.itemList.find((r: Row & { batch_no: string }) => r.batch_no === batch && r.code !== original.code) as Row;
  expect(piece.count).toBe('6');

  // 合并 both: the first takes the other's count
  await list.locator('.ant-table-thead .ant-checkbox-input').check();
  await button(page, /合\s*并/).click();
  const merge = page.getByTestId('barcode-op-merge');
  const codes = (await merge.getByLabel('条码').inputValue()).split('\n');
  expect([...codes].sort()).toEqual([original.code, piece.code].sort());
  await page.getByRole('dialog').getByRole('button', { name: /确\s*定/ }).click();
  await expectDone(page, '操作成功');
  const [first, second] = codes;
  expect((await call('barcode.Barcode', 'getByCode', [first])).count).toBe('10');
  expect((await call('barcode.Barcode', 'getByCode', [second])).count).toBe('0');

  // a refusal keeps the dialog open with the server's message: merging a barcode with itself
  await barcodeList(page, batch, 2);
  await page.getByTestId('list-VformList').locator('.ant-table-thead .ant-checkbox-input').check();
  await button(page, /合\s*并/).click();
  await page.getByTestId('barcode-op-merge').getByLabel('条码').fill(`${first}\n${first}`);
  await page.getByRole('dialog').getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByTestId('barcode-op-error')).toHaveText(`条码重复：${first}`);
});
