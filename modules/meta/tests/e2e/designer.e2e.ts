// The form designer in Chromium, no code and no restart: the demo admin defines an entity with
// three attributes (through the calls), opens 设计表单 on 实体管理, lays out two tabs with a grid
// by keyboard, drag and click, makes a field required, saves; the entity's record detail
// (应用数据详情) then shows the designed layout with the required mark and keeps a record.
import { apiLogin, item, login } from '../../../../tests/e2e/journey-kit';
import { expect, test } from '../../../../tests/e2e/fixtures';

test('an implementer designs the form of a new entity and its detail page shows it', async ({ page, request }) => {
  test.setTimeout(180_000);
  const stamp = Date.now().toString(36);
  const code = `Crane${stamp}`;
  const call = await apiLogin(request);
  await call('datax.Metadata', 'saveEntity', [{ code, name: `起重机${stamp}` }]);
  for (const attr of [
    { code: 'serial', name: '出厂编号', dataType: 'String' },
    { code: 'tonnage', name: '额定起重量', dataType: 'Number' },
    { code: 'operator', name: '操作员', dataType: 'String' },
  ]) {
    await call('datax.Metadata', 'saveAttribute', [code, attr]);
  }

  await login(page);
  await page.goto('/demo/meta/Entity');
  await page.getByPlaceholder('输入实体编码或名称搜索').fill(code);
  await page.getByPlaceholder('输入实体编码或名称搜索').press('Enter');
  const row = page.getByTestId('entity-table').locator('.ant-table-row', { hasText: code });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: '设计表单' }).click();
  await expect(page).toHaveURL(new RegExp(`/demo/meta/Designer\\?formId=${code}&entityCode=${code}$`));
  await expect(page.getByTestId('designer-subtitle')).toContainText(`表单 ${code}`);

  // tabs, then a grid in the first pane (the tab set is selected), by keyboard
  await page.getByTestId('palette-layout-tabs').focus();
  await page.keyboard.press('Enter');
  await page.getByTestId('palette-layout-grid').focus();
  await page.keyboard.press('Enter');
  // the grid is selected: 出厂编号 goes into its first column
  await page.getByTestId('palette-attr-serial').click();
  // 额定起重量 dragged into the second column
  await page.getByTestId('palette-attr-tonnage').dragTo(page.getByTestId('drop-col2'));
  const canvas = page.getByTestId('designer-canvas');
  await expect(page.getByTestId('design-part-col2').getByText('额定起重量')).toBeVisible();
  // the second tab, chosen by keyboard, takes 操作员
  await page.getByTestId('design-part-pane2').focus();
  await page.keyboard.press('Enter');
  await page.getByTestId('palette-attr-operator').focus();
  await page.keyboard.press('Enter');
  await expect(canvas.getByText('操作员')).toBeVisible();
  await expect(page.getByTestId('designer-palette').getByTestId(/^palette-attr-/)).toHaveCount(0);

  // 出厂编号 required
  await page.getByTestId('design-part-pane1').click();
  await canvas.getByText('出厂编号').click();
  await page.getByTestId('field-properties').getByRole('checkbox', { name: '必填' }).check();
  await page.getByTestId('designer-save').click();
  await expect(page.getByText('表单已保存（版本 1）')).toBeVisible();

  // the record detail of the entity draws the design
  await page.goto(`/demo/meta/AppDataDetail?${new URLSearchParams({ formId: code, entityCode: code, title: `起重机${stamp}` })}`);
  const detail = page.getByTestId('detail-DataDetail');
  await expect(detail).toBeVisible();
  const tabs = detail.getByTestId('design-tabs-tabs1');
  await expect(tabs.getByRole('tab')).toHaveText(['标签页1', '标签页2']);
  const grid = detail.getByTestId('design-grid-grid1');
  await expect(item(page, '出厂编号').locator('.ant-formily-item-asterisk')).toBeVisible();
  await expect(grid.locator('.ant-formily-item-label', { hasText: '额定起重量' })).toBeVisible();
  await expect(item(page, '额定起重量').locator('.ant-formily-item-asterisk')).toHaveCount(0);

  // the required mark is enforced; filled, the record is kept
  await page.getByRole('button', { name: /保\s*存/ }).click();
  await expect(item(page, '出厂编号').locator('.ant-formily-item-error-help')).toBeVisible();
  await item(page, '出厂编号').locator('input').fill(`SN-${stamp}`);
  await item(page, '额定起重量').locator('input').fill('25');
  await tabs.getByRole('tab', { name: '标签页2' }).click();
  await item(page, '操作员').locator('input').fill('王师傅');
  await page.getByRole('button', { name: /保\s*存/ }).click();
  await expect(page.getByText('保存数据成功。')).toBeVisible();
  const saved = await call('datax.MetaDynamic', 'summaryPage', [{ entityCode: code, filterMap: {} }]);
  expect(saved.itemList.map((r: Record<string, unknown>) => [r.serial, Number(r.tonnage), r.operator])).toEqual([[`SN-${stamp}`, 25, '王师傅']]);
});
