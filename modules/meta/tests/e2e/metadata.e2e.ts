// Tenant metadata in the browser (元数据 › 实体管理): the demo admin adds a field to 物料 and sees
// it on the material list, then defines an entity with two fields and keeps a record of it on
// 应用数据详情 (查看数据). Codes carry a timestamp, so reruns on the same data pass.
import { expect, type Locator, type Page, test } from '../../../../tests/e2e/fixtures';
import { addAttribute, login } from '../../../../tests/e2e/journey-kit';

/** The Formily form item labelled `label` on the page. */
function item(page: Page, label: string): Locator {
  return page.locator('.ant-formily-item').filter({ has: page.locator('.ant-formily-item-label', { hasText: label }) }).first();
}
const dialog = (page: Page) => page.locator('.ant-modal-content:visible').last();
const ok = (scope: Locator) => scope.getByRole('button', { name: /确\s*定/ });

async function openEntity(page: Page, search: string, name: string) {
  await page.goto('/demo/meta/Entity');
  await page.getByPlaceholder('输入实体编码或名称搜索').fill(search);
  await page.getByPlaceholder('输入实体编码或名称搜索').press('Enter');
  await page.getByTestId('entity-table').getByRole('button', { name, exact: true }).click();
  await expect(page.getByTestId('attribute-table')).toBeVisible();
}

test('an implementer extends 物料 and defines an entity whose records are kept on 应用数据详情', async ({ page }) => {
  test.setTimeout(240_000);
  const stamp = Date.now().toString(36);
  await login(page);

  // 1. a String field on Material, shown on the material list
  const field = `surface${stamp}`;
  const fieldName = `表面处理${stamp}`;
  await openEntity(page, '物料', '物料');
  await addAttribute(page, field, fieldName, { queryable: true });
  await page.goto('/demo/mdm/Material');
  const list = page.getByTestId('list-VformList');
  await expect(list.getByText(/^M\d+$/).first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('filter-bar').getByText(fieldName)).toBeVisible();
  // wide lists draw only the columns in view: scroll right to the last ones
  await list.getByText(/^M\d+$/).first().hover();
  await page.mouse.wheel(4000, 0);
  await expect(list.locator('th', { hasText: fieldName }).first()).toBeVisible();

  // 2. a tenant entity with two fields
  const code = `Truck${stamp}`;
  const name = `卡车${stamp}`;
  await page.goto('/demo/meta/Entity');
  await page.getByRole('button', { name: /新\s*增/ }).click();
  const form = dialog(page);
  await form.getByLabel('实体编码').fill(code);
  await form.getByLabel('实体名称').fill(name);
  await ok(form).click();
  await expect(page.getByTestId('attribute-table')).toBeVisible();
  await addAttribute(page, 'plate', '车牌号', { queryable: true });
  await addAttribute(page, 'capacity', '载重', { type: '数字 (Number)', queryable: true });
  await page.locator('.ant-drawer-close').click();

  // 3. 查看数据: add a record and find it in the list
  await page.getByPlaceholder('输入实体编码或名称搜索').fill(code);
  await page.getByPlaceholder('输入实体编码或名称搜索').press('Enter');
  const row = page.getByTestId('entity-table').locator('.ant-table-row', { hasText: code });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: '查看数据' }).click();
  await expect(page).toHaveURL(/\/demo\/meta\/AppDataDetail\?entityCode=/);
  const records = page.getByTestId('list-DataList');
  await expect(records).toBeVisible();
  await page.getByRole('button', { name: /新\s*增/ }).click();
  await expect(page.getByTestId('detail-DataDetail')).toBeVisible();
  await item(page, '车牌号').locator('input').fill(`沪E${stamp}`);
  await item(page, '载重').locator('input').fill('12.5');
  await page.getByRole('button', { name: /保\s*存/ }).click();
  await expect(page.getByText('保存数据成功。')).toBeVisible();
  await page.getByRole('button', { name: /返\s*回/ }).click();
  await expect(records.locator('.ant-table-row', { hasText: `沪E${stamp}` })).toHaveCount(1);
  await expect(records.locator('.ant-table-row', { hasText: `沪E${stamp}` })).toContainText('12.5');
});
