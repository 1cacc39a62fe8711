// 标识管理 in the browser, as the demo admin: the demo rules on 编码规则 with their sample codes, a
// rule's detail previewing its code live as a segment is edited (then saved), 批量生成 on a row
// making codes shown in its dialog, and 标识字段 listing each rule type's fields.
import { button, expectDone, item, lineInputs, login, openMenuPage, save } from '../../../../tests/e2e/journey-kit';
import { expect, type Page, test } from '../../../../tests/e2e/fixtures';

const openMenu = (page: Page, name: string, url: RegExp) => openMenuPage(page, '标识管理', name, url);

/** yyyyMMdd of the server's (UTC) day, as date segments show it */
const utcDay = () => new Date().toISOString().slice(0, 10).replace(/-/g, '');

test('coding rules: a live preview while editing, codes generated in batch, the identity fields', async ({ page }) => {
  test.setTimeout(180_000);
  await login(page);
  await openMenu(page, '编码规则', /\/demo\/identity\/Rule$/);
  const row = (code: string) => page.getByTestId('list-VformList').locator('.ant-table-row', { hasText: code });
  await expect(row('PCH')).toContainText('批次号');
  await expect(row('PCH')).toContainText(`PC${utcDay()}0001`);

  // 批量生成: 5 codes of the batch rule, continuing serials
  await row('RQM').getByRole('button', { name: '批量生成' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('批量生成编码 · RQM 容器码');
  await dialog.getByLabel('生成数量').fill('5');
  await dialog.getByTestId('identity-generate-run').click();
  await expect(dialog.getByTestId('identity-generate-codes')).toHaveValue('RQ-000001\nRQ-000002\nRQ-000003\nRQ-000004\nRQ-000005');
  await dialog.getByTestId('identity-generate-run').click();
  await expect(dialog.getByTestId('identity-generate-codes')).toHaveValue(/^RQ-000006\n(.*\n){3}RQ-000010$/);
  await dialog.getByRole('button', { name: /关\s*闭/ }).click();
  await expectDone(page, '已生成 10 个编码');

  // the detail previews the code as the rule is edited, and keeps it when saved
  await row('PCH').getByRole('button', { name: /编\s*辑/ }).click();
  await expect(page).toHaveURL(/\/demo\/identity\/RuleDetail\?/);
  await expect(item(page, '规则编码').locator('input')).toHaveValue('PCH');
  const preview = page.getByTestId('identity-rule-preview-code');
  await expect(preview).toHaveText(`PC${utcDay()}0001`);
  const fixed = (await lineInputs(page, 'segments', '固定文本/分隔符')).first();
  await fixed.fill('LOT');
  await expect(preview).toHaveText(`LOT${utcDay()}0001`);
  await fixed.fill('');
  await expect(page.getByTestId('identity-rule-preview-error')).toHaveText('编码段第1行：固定文本不能为空');
  await fixed.fill('PCX');
  await save(page);
  await expect(preview).toHaveText(`PCX${utcDay()}0001`);
  await button(page, /返\s*回/).click();
  await expect(row('PCH')).toContainText(`PCX${utcDay()}0001`);

  await openMenu(page, '标识字段', /\/demo\/identity\/Field$/);
  const fields = page.getByTestId('identity-fields');
  await expect(fields.locator('.ant-table-row', { hasText: '规格型号' })).toBeVisible();
  await fields.getByTitle('仓库', { exact: true }).click();
  await expect(fields.locator('.ant-table-row')).toHaveCount(4);
  await expect(fields.locator('.ant-table-row').first()).toContainText('仓库编码');
});
