// The quality journey in Chromium (incoming inspection): an arrival registration (到货登记) of a
// material that needs inspection is audited on its page; its 来料检验 appears 待检 in the list; the
// inspector opens it, enters the counts and a reading outside the key item's limits and saves; 判定
// judges the lot 不合格; 条码档案 shows the barcodes 不合格; a stock-in to an ordinary warehouse is
// refused (只能入不合格品仓) and the same entry into a 不合格品仓 is audited, the barcodes 已入库.
// The material, its scheme, the warehouses and the arrival are this run's own, made through the calls.
import crypto from 'node:crypto';
import { expect, test } from '../../../../tests/e2e/fixtures';
import { apiLogin, audit, button, expectDone, item, lineBlock, lineCells, lineInputs, login, pick, save, shown, status, today } from '../../../../tests/e2e/journey-kit';

test('an audited arrival waits for inspection; judged unqualified, its barcodes go only into the 不合格品仓', async ({ page, request }) => {
  test.setTimeout(300_000);
  const call = await apiLogin(request);
  const stamp = `${Date.now().toString(36)}${crypto.randomBytes(2).toString('hex')}`.toUpperCase();
  const material = await call('datax.MetaDynamic', 'saveValue', ['Material', { code: `JQM${stamp}`, name: `来料旅程料${stamp}`, unit: 'PCS', count_type: 'Num', need_quality: true }]);
  const length = await call('datax.MetaDynamic', 'saveValue', ['QualityItem', { code: `JQL${stamp}`, name: `长度${stamp}`, kind: 'Numeric' }]);
  // a key item 10 ± 0.2, no sampling plan: the lot passes at a 100 % qualified rate
  const scheme = await call('quality.InspectScheme', 'create', [
    {
      code: `JQS${stamp}`,
      scheme_name: `来料旅程方案${stamp}`,
      inspect_kind: 'Incoming',
      target_type: 'Material',
      material_id: material.id,
      schedule: 'PeriodicByMaterial',
      schedule_value: 1,
      measure: 'QualifiedRate',
      measure_value: 100,
      lines: [{ item_id: length.id, standard_value: 10, lower_limit: 9.8, upper_limit: 10.2, key_item: true }],
    },
  ]);
  for (const s of ['Passed', 'Start']) await call('quality.InspectScheme', 'statusSwitch', [{ ids: [scheme.id], status: s }]);
  const store = (type: string, name: string) => call('datax.MetaDynamic', 'saveValue', ['Warehouse', { code: `JQ${type[0]}${stamp}`, name: `${name}${stamp}`, type, locations: [{ name: 'A区' }] }]);
  const rawStore = await store('Raw', '旅程原料仓');
  const badStore = await store('Unqualified', '旅程不合格品仓');
  const batch = `JQB${stamp}`;
  const codes = [`JQ${stamp}A`, `JQ${stamp}B`];
  const arrival = await call('wms.Arrival', 'create', [{ arrival_batch: batch, material_id: material.id, quantity: 30, arrival_date: today(), barcodes: [{ code: codes[0], count: 12 }, { code: codes[1], count: 18 }] }]);

  // -- 到货登记: the registration audited on its page
  await login(page);
  await page.goto(`/demo/warehouse/ArrivalDetail?id=${arrival.id}`);
  await expect(status(page)).toHaveText('保存');
  await audit(page);

  // -- 来料检验: the arrival's inspection waits (待检), opened from the list
  await page.goto('/demo/quality/IncomingOrder');
  const row = page.locator('tr.ant-table-row', { hasText: batch });
  await expect(row).toBeVisible();
  await expect(row).toContainText('待检');
  await expect(row).toContainText(material.code);
  await row.getByRole('button', { name: /编\s*辑|详\s*情/ }).first().click();
  await expect(page).toHaveURL(/\/demo\/quality\/IncomingInspectDetail\?.*id=\d+/);
  await expect.poll(() => shown(page, '到货批次')).toBe(batch);

  // five pieces inspected, four qualified; the key item read at 10.6 (above its upper limit 10.2)
  await item(page, '检验数量').locator('input').fill('5');
  await item(page, '合格数量').locator('input').fill('4');
  const readings = await lineInputs(page, 'readings', '实测值');
  await expect(readings).toHaveCount(1);
  await readings.first().fill('10.6');
  await readings.first().blur();
  await button(page, /保\s*存$/).click();
  await expectDone(page, '保存数据成功。');
  await expect(item(page, '检验状态')).toContainText('检验中');

  // -- 判定 from the list: unqualified
  await page.goto('/demo/quality/IncomingOrder');
  await expect(row).toContainText('检验中');
  await row.getByRole('button', { name: /判\s*定/ }).click();
  await expect(page.locator('.ant-message')).toContainText('判定为不合格');
  await expect(row).toContainText('已检');
  await expect(row).toContainText('不合格');

  // -- 条码档案: both barcodes unqualified, no longer awaiting inspection
  await page.goto('/demo/barcode/Barcode');
  for (const code of codes) {
    const line = page.locator('tr.ant-table-row', { hasText: code });
    await expect(line).toBeVisible();
    await expect(line).toContainText('不合格');
    await expect(line).not.toContainText('待检验');
  }

  // -- 入库单: the barcodes into the ordinary warehouse are refused, into the 不合格品仓 taken
  await page.goto('/demo/warehouse/Entry');
  await button(page, /新\s*增/).click();
  await expect(status(page)).toHaveText('新增');
  await pick(page, '仓库', rawStore.code, rawStore.name);
  await lineBlock(page, 'items').getByRole('button', { name: '添加一行' }).click();
  await page.keyboard.type(material.code);
  const options = page.locator('.ant-select-dropdown:visible .ant-select-item-option');
  await expect(options).toHaveCount(1);
  await page.keyboard.press('Enter');
  const qty = (await lineInputs(page, 'items', '数量')).first();
  await qty.fill('30');
  await qty.blur();
  const price = (await lineInputs(page, 'items', '单价')).first();
  await price.fill('2');
  await price.blur();
  const barcodes = (await lineCells(page, 'items', '条码')).first().locator('input, textarea');
  await barcodes.fill(codes.join(', '));
  await barcodes.blur();
  await button(page, /保\s*存$/).click();
  await expect(page.locator('.ant-message-error')).toContainText(`入库明细第1行：条码${codes[0]}为不合格品，只能入不合格品仓`);
  await expect(status(page)).toHaveText('新增');
  await pick(page, '仓库', badStore.code, badStore.name);
  // the refusal's message gone first: the save's own answer is the one read below
  await expect(page.locator('.ant-message-error')).toHaveCount(0);
  await save(page);
  await audit(page);

  await page.goto('/demo/barcode/Barcode');
  for (const code of codes) {
    const line = page.locator('tr.ant-table-row', { hasText: code });
    await expect(line).toContainText('已入库');
    await expect(line).toContainText('不合格');
  }
});
