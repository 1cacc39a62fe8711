// 到货登记 in Chromium against the real server: a registration of two barcoded packs is entered on the
// generated detail page, saved and audited; 条码档案 then lists both barcodes awaiting inspection
// (待检验). The material is the demo's; the codes are this run's own.
import crypto from 'node:crypto';
import { expect, test } from '../../../../tests/e2e/fixtures';
import { apiLogin, audit, button, item, lineBlock, lineInputs, login, openMenuPage, pick, save, someMaterials, status } from '../../../../tests/e2e/journey-kit';

test('an arrival registered with two barcodes and audited shows them 待检验 in 条码档案', async ({ page, request }) => {
  test.setTimeout(180_000);
  const call = await apiLogin(request);
  const stamp = `${Date.now().toString(36)}${crypto.randomBytes(2).toString('hex')}`.toUpperCase();
  const [material] = await someMaterials(call, 1);
  const codes = [`E2E${stamp}A`, `E2E${stamp}B`];

  await login(page);
  await openMenuPage(page, '仓储管理', '到货登记', /\/demo\/warehouse\/Arrival$/);
  await button(page, /新\s*增/).click();
  await expect(status(page)).toHaveText('新增');
  await item(page, '到货批次').locator('input').fill(`DH${stamp}`);
  await pick(page, '物料', material.code, material.code);
  await item(page, '到货数量').locator('input').fill('30');
  const block = lineBlock(page, 'barcodes');
  for (const [i, code] of codes.entries()) {
    await block.getByRole('button', { name: '添加一行' }).click();
    await (await lineInputs(page, 'barcodes', '条码')).nth(i).fill(code);
    const count = (await lineInputs(page, 'barcodes', '数量')).nth(i);
    await count.fill(i === 0 ? '12' : '18');
    await count.blur();
  }
  await save(page);
  await audit(page);

  await page.goto('/demo/barcode/Barcode');
  for (const code of codes) {
    const row = page.locator('tr', { hasText: code });
    await expect(row).toBeVisible();
    await expect(row).toContainText('待检验');
    await expect(row).toContainText(`DH${stamp}`);
  }
});
