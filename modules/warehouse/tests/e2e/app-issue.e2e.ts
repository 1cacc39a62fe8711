// 领料 on the App portal in Chromium on a 375×667 phone: two lots of a material lie in a warehouse, the
// one expiring sooner too small for the apply; the keeper opens the audited apply, its delivery is
// made with 推荐拣货 (the sooner lot first, the rest from the later one), he scans a pack of each
// lot and confirms — the delivery is out and the apply issued. Master data and lots are this run's own.
import crypto from 'node:crypto';
import { expect, test } from '../../../../tests/e2e/fixtures';
import { apiLogin } from '../../../../tests/e2e/journey-kit';
import { portalLogin, scan } from '../../../../tests/e2e/portal-kit';

// biome-ignore lint/suspicious/noExplicitAny: setup answers many shapes
type Any = any;

const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

test.use({ viewport: { width: 375, height: 667 }, hasTouch: true, isMobile: true });

test('a keeper picks an apply’s delivery by scan, the lot expiring first first, and issues it', async ({ page, request }) => {
  test.setTimeout(240_000);
  const admin = await apiLogin(request);
  const keeper = await apiLogin(request, 'wangqiang');
  const stamp = `${Date.now().toString(36)}${crypto.randomBytes(2).toString('hex')}`.toUpperCase();
  const material: Any = await admin('datax.MetaDynamic', 'saveValue', ['Material', { code: `AM${stamp}`, name: `App领料${stamp}`, unit: 'PCS' }]);
  const warehouse: Any = await admin('datax.MetaDynamic', 'saveValue', ['Warehouse', { code: `AW${stamp}`, name: `App领料仓${stamp}`, type: 'Raw', locations: [{ name: 'A区' }] }]);
  const area: Any = await admin('datax.MetaDynamic', 'saveValue', ['WmsArea', { code: `AA${stamp}`, name: 'A区', warehouse_id: warehouse.id }]);
  const positions: Any[] = [];
  for (const n of [1, 2]) positions.push(await admin('datax.MetaDynamic', 'saveValue', ['WmsPosition', { code: `AP${stamp}${n}`, name: `A-0${n}`, warehouse_id: warehouse.id, area_id: area.id, platoon_num: 1, column_num: n, layer_num: 1 }]));
  const [late, soon] = [`LATE${stamp}`, `SOON${stamp}`];
  const entry: Any = await admin('wms.SimpleEntry', 'create', [
    {
      warehouse_id: warehouse.id,
      items: [
        { material_id: material.id, quantity: 10, unit_price: '2.00', batch_no: late, position_id: positions[0].id, expiry_date: day(300) },
        { material_id: material.id, quantity: 4, unit_price: '2.00', batch_no: soon, position_id: positions[1].id, expiry_date: day(12) },
      ],
    },
  ]);
  await admin('wms.SimpleEntry', 'audit', [entry.id]);
  const apply: Any = await keeper('wms.DeliveryApply', 'create', [{ apply_type: 'Production', warehouse_id: warehouse.id, items: [{ material_id: material.id, quantity: 6, unit_price: '2.00' }] }]);
  await admin('wms.DeliveryApply', 'audit', [apply.id]);
  const pack = async (batch: string, count: string) =>
    ((await keeper('barcode.Barcode', 'generate', [{ ruleCode: 'WLTM', number: 1, materialId: material.id, count, batchNo: batch, qualityResult: 'Qualified', state: 'InStock' }])) as Any[])[0];
  const [soonPack, latePack] = [await pack(soon, '4'), await pack(late, '2')];

  await portalLogin(page, '/demo/m/login', 'wangqiang');
  await expect(page).toHaveURL(/\/demo\/m$/);
  await page.getByRole('button', { name: /领料/ }).first().click();
  await page.getByRole('button', { name: new RegExp(apply.code) }).click();
  // the delivery is made with the stock suggested: the sooner lot first, the rest from the later one
  const lines = page.getByTestId('pick-line');
  await expect(lines).toHaveCount(2);
  await expect(lines.nth(0)).toContainText(`推荐批次 ${soon}`);
  await expect(lines.nth(1)).toContainText(`推荐批次 ${late}`);
  await scan(page, soonPack.code);
  await expect(lines.nth(0)).toContainText('已拣 4 / 4');
  await scan(page, latePack.code);
  await expect(lines.nth(1)).toContainText('已拣 2 / 2');
  await page.getByRole('button', { name: '确认出库' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '确认出库' }).click();
  await expect(page.getByText(/出库单 \S+ 已出库/)).toBeVisible();

  const issued: Any = await keeper('wms.DeliveryApply', 'detail', [apply.id]);
  expect(Number(issued.items[0].issued_qty)).toBe(6);
});
