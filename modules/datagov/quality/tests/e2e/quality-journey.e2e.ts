// 数据质量's journey in Chromium on the demo as it starts: the demo's rules are there with their last
// runs, a new completeness rule on the old MES's quality notes (one of three has no text) is defined,
// run with 立即运行 — it fails — and its issue is open under 数据质量问题 for its owner; the MES's
// unmapped line code is mapped to the standard (字典对照), and the mapping statistics and the quality
// report show it and the demo's year.
import { expect, test } from '../../../../../tests/e2e/fixtures';
import { login } from '../../../../../tests/e2e/journey-kit';

test('a rule that fails opens its issue', async ({ page }) => {
  test.setTimeout(180_000);
  await login(page);
  await page.goto('/demo/dataquality/Rule');
  const rules = page.getByTestId('dq-rules-table');
  await expect(rules.getByRole('row', { name: /MES-LINE-STD/ })).toContainText('未通过 66.67%');

  await page.getByTestId('dq-rule-add').click();
  const form = page.locator('.ant-modal:visible');
  await form.locator('#dq-rules-form_code').fill('E2E-NOTE');
  await form.locator('#dq-rules-form_name').fill('质量记录须有说明（E2E）');
  const pick = async (field: string, option: string) => {
    await form.locator(`#dq-rules-form_${field}`).click();
    const options = page.locator('.ant-select-dropdown:visible .ant-select-item-option');
    await (option ? options.and(page.getByTitle(option, { exact: true })) : options.first()).click();
  };
  await pick('kind', '完整性');
  await pick('sourceId', '旧MES产线数据（MES-LEGACY）');
  await form.locator('#dq-rules-form_table').fill('quality_note');
  await form.locator('#dq-rules-form_column').fill('note');
  await pick('ownerId', '');
  await form.locator('.ant-modal-footer .ant-btn-primary').click();
  await expect(page.locator('.ant-message')).toContainText('已保存');

  await page.getByTestId('dq-run-E2E-NOTE').click();
  await expect(page.locator('.ant-message')).toContainText('运行完成：未通过（检查 3 行，不合格 1 行），已登记质量问题');
  await expect(rules.getByRole('row', { name: /E2E-NOTE/ })).toContainText('未通过 66.67%');

  await page.goto('/demo/dataquality/Issue');
  await expect(page.getByTestId('dq-issue-status-E2E-NOTE')).toHaveText('待处理');
  await expect(page.getByTestId('dq-issues-table').getByRole('row', { name: /E2E-NOTE/ })).toContainText('旧MES产线数据 · main.quality_note.note');

  // the MES's line L3 is not in the standard yet: mapped here to 二号线, the coverage is whole
  await page.goto('/demo/standard/Dict');
  await expect(page.getByTestId('dq-dicts-table').getByRole('row', { name: /LINE/ })).toContainText('L2 二号线');
  await page.goto('/demo/standard/Contrast');
  const line = page.getByTestId('dq-contrasts-table').getByRole('row', { name: /main\.line_output\.line/ });
  await expect(line).toContainText('66.7%');
  await line.getByRole('button', { name: '字典对照' }).click();
  await expect(page).toHaveURL(/standard\/DictContrast\?contrast=\d+$/);
  await page.getByTestId('dq-map-L3').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').and(page.getByTitle('L2 二号线', { exact: true })).click();
  await page.getByTestId('dq-mapping-save').click();
  await expect(page.getByTestId('dq-dict-contrast')).toContainText('100.0%');

  await page.goto('/demo/standard/ContrastStatistics');
  await expect(page.getByRole('row', { name: /main\.line_output\.line/ })).toContainText('100.0');
  await page.goto('/demo/dataquality/Report');
  await expect(page.getByTestId('widget-worst').getByRole('row').nth(1)).toBeVisible();
});
