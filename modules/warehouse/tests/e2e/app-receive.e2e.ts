// 收货 and 上架 on the App portal in Chromium on a 375×667 phone: the keeper scans an arrival's number,
// scans a pack of its first line and confirms — the entry is in stock — then on 上架 scans the same
// pack, is told the suggested position, scans it and the pack is on it. The arrival is the demo's
// (audited, goods still to receive); the pack is this run's own.
import { expect, test } from '../../../../tests/e2e/fixtures';
import { apiLogin } from '../../../../tests/e2e/journey-kit';
import { portalLogin, scan } from '../../../../tests/e2e/portal-kit';

// biome-ignore lint/suspicious/noExplicitAny: setup answers many shapes
type Any = any;

test.use({ viewport: { width: 375, height: 667 }, hasTouch: true, isMobile: true });

test('a keeper receives an arrival by scanning its pack and puts the pack away by scanning its position', async ({ page, request }) => {
  test.setTimeout(240_000);
  const keeper = await apiLogin(request, 'wangqiang');
  const waiting: Any[] = (await keeper('wms.Entry', 'fuzzyArrivalNotFinishedPage', [{ page: 1, pageSize: 50 }])).itemList;
  const arrival = waiting.find((a) => a.warehouseId);
  expect(arrival, 'a demo arrival with goods to receive').toBeTruthy();
  const draft: Any = await keeper('wms.Entry', 'arrivalToEntry', [{ arrivalId: arrival.id }]);
  const line = draft.items[0];
  const batch = line.batch_no || `APP${Date.now().toString(36).toUpperCase()}`;
  const [pack]: Any[] = await keeper('barcode.Barcode', 'generate', [{ ruleCode: 'WLTM', number: 1, materialId: line.material_id.id, count: '1', batchNo: batch, qualityResult: 'Qualified' }]);

  await portalLogin(page, '/demo/m/login', 'wangqiang');
  await expect(page).toHaveURL(/\/demo\/m$/);
  const tile = page.getByRole('button', { name: /收货/ }).first();
  expect((await tile.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await tile.click();

  // -- 收货: the arrival by its number, the pack, 确认收货
  await scan(page, arrival.code);
  await expect(page.getByTestId('receive-head')).toContainText(arrival.code);
  await scan(page, pack.code);
  await expect(page.getByTestId('receive-notice')).toContainText(`已收：${pack.code}`);
  await expect(page.getByTestId('receive-line').first()).toContainText(pack.code);
  // the same pack again is refused
  await scan(page, pack.code);
  await expect(page.getByTestId('receive-notice')).toHaveText(`条码 ${pack.code} 已扫描`);
  await page.getByRole('button', { name: '确认收货' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '确认收货' }).click();
  await expect(page.getByText(/入库单 RK\S+ 已入库/)).toBeVisible();
  const inStock: Any = await keeper('mdm.barcode', 'getBarcodeFromStr', [pack.code]);
  expect(inStock.state).toBe('InStock');

  // -- 上架: the pack, the suggested position scanned to confirm
  await page.goto('/demo/m/warehouse/PutOn');
  await scan(page, pack.code);
  const target = page.getByTestId('putaway-target');
  await expect(target).toContainText('推荐库位：');
  const position = (await target.textContent())!.replace(/^推荐库位：/, '').split(' ')[0];
  await scan(page, position);
  await expect(page.getByTestId('putaway-notice')).toHaveText(`已上架：${pack.code} → ${position}`);

  const onIt: Any[] = (await keeper('wms.PutOn', 'summaryPage', [{ page: 1, pageSize: 5, filterMap: { status_dict: 'Audit' } }])).itemList;
  const putOn: Any = await keeper('wms.PutOn', 'detail', [onIt[0].id]);
  expect(putOn.items[0].to_position_id.code).toBe(position);
  expect(putOn.items[0].batch_no).toBe(batch);
});
