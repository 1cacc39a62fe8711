// 流程分类, 流程定义 and 流程定义详情 in Chromium against the real server: the demo admin adds a process
// category; the definitions list shows the two demo approvals bound to 采购订单 and 销售订单; one is
// suspended and activated again; its diagram opens in a drawer; a process of this run (deployed
// twice through the calls) is bound to 销售订单 through the dialog, which says the type was bound to
// the sale approval; its detail shows both versions, switches between them, and keeps a node form;
// the flow form's 设计 previews the purchase order's generated form.
import { approvalXml } from '../../server/demo-processes';
import { expect, type Page, test } from '../../../../tests/e2e/fixtures';
import { apiLogin, login, openMenuPage } from '../../../../tests/e2e/journey-kit';
import type { FlowDefinitionView } from '../../contracts';

const dialog = (page: Page) => page.locator('.ant-modal-content:visible').last();
const ok = (page: Page) => dialog(page).getByRole('button', { name: /确\s*定/ });
const spaced = (text: string) => new RegExp(`^${[...text].join('\\s*')}$`);

/** antd dialogs zoom in: a click before the animation ends can be lost on a busy machine */
async function settled(page: Page, modal = page.locator('.ant-modal:visible').last()) {
  await expect(modal).toBeVisible();
  await expect(modal).not.toHaveClass(/ant-zoom/);
  return modal;
}

/** Answers 确定 in the confirmation titled 注意; it closes. */
async function confirm(page: Page) {
  const box = await settled(page, page.locator('.ant-modal-confirm:visible'));
  await expect(box.locator('.ant-modal-confirm-title')).toHaveText('注意');
  await box.getByRole('button', { name: /确\s*定/ }).click();
  await expect(box).toBeHidden();
}

const openFlowPage = (page: Page, name: string, url: RegExp) => openMenuPage(page, '流程管理', name, url);

test('categories, the definitions with their states, diagram and bindings, and a definition’s versions', async ({ page, request }) => {
  test.setTimeout(240_000);
  const stamp = Date.now().toString(36).toUpperCase();
  const call = await apiLogin(request);
  // a process of this run, deployed twice (two versions of one key), drawn with a diagram
  const key = `e2eDefs${stamp}`;
  const name = `报销审批${stamp}`;
  const xml = approvalXml(key, name, 'office', { groupTask: '部门审核', group: 'ROLE1', bossTask: '总经理审批', boss: 1, amountOver: 5000, copyTo: 1 });
  const first: FlowDefinitionView = await call('flow.FlowableDef', 'save', [{ process: { id: key, name, category: 'office' }, xml }]);
  const second: FlowDefinitionView = await call('flow.FlowableDef', 'save', [{ process: { id: key, name, category: 'office' }, xml }]);
  expect([first.version, second.version]).toEqual([1, 2]);
  const formName = `审批单${stamp}`;
  await call('flow.FlowableForm', 'add', [{ formName, formKey: 'PurchaseOrder', entityCode: 'PurchaseOrder' }]);
  await login(page);

  // 1. 流程分类: a new category, listed with its code
  await openFlowPage(page, '流程分类', /\/demo\/flowable\/Class$/);
  const categories = page.getByTestId('flow-category-page');
  await expect(categories.getByRole('row', { name: /purchase\s*采购审批/ })).toBeVisible();
  await categories.getByRole('button', { name: '新增分类' }).click();
  await settled(page);
  await dialog(page).getByLabel('分类编码').fill(`hr${stamp}`);
  await dialog(page).getByLabel('分类名称').fill(`人事审批${stamp}`);
  await dialog(page).getByLabel('排序').fill('9');
  await ok(page).click();
  await expect(page.getByText('保存成功').last()).toBeVisible();
  await expect(categories.getByRole('row', { name: new RegExp(`hr${stamp}\\s*人事审批${stamp}\\s*9`) })).toBeVisible();

  // 2. 流程定义: the demo approvals, bound to the purchase and sale orders
  await openFlowPage(page, '流程定义', /\/demo\/flowable\/FlowList$/);
  const list = page.getByTestId('flow-list-page');
  const purchase = list.getByRole('row').filter({ hasText: 'purchaseOrderApproval' });
  const sale = list.getByRole('row').filter({ hasText: 'saleOrderApproval' });
  await expect(purchase).toContainText('采购订单审批');
  await expect(purchase).toContainText('采购审批');
  await expect(purchase.locator('.ant-tag', { hasText: '采购订单' })).toBeVisible();
  await expect(sale.locator('.ant-tag', { hasText: '销售订单' })).toBeVisible();
  await expect(sale.locator('.ant-tag', { hasText: '激活' })).toBeVisible();

  // 3. 挂起 and 激活 again, each confirmed
  await sale.getByRole('button', { name: spaced('挂起') }).click();
  await confirm(page);
  await expect(sale.locator('.ant-tag', { hasText: '挂起' })).toBeVisible();
  const suspended: { itemList: FlowDefinitionView[] } = await call('flow.FlowableDef', 'list', [{ key: 'saleOrderApproval', latestOnly: true }]);
  expect(suspended.itemList[0].suspended).toBe(true);
  await sale.getByRole('button', { name: spaced('激活') }).click();
  await confirm(page);
  await expect(sale.locator('.ant-tag', { hasText: '激活' })).toBeVisible();

  // 4. 流程图: the deployed diagram, drawn by the viewer
  await purchase.getByRole('button', { name: '流程图' }).click();
  const drawer = page.getByTestId('flow-diagram-drawer');
  await expect(page.getByText('流程图：采购订单审批 v1')).toBeVisible();
  await expect(drawer.locator('.djs-shape[data-element-id="review"]')).toBeVisible();
  await page.locator('.ant-drawer-close').click();
  await expect(drawer).toBeHidden();

  // 5. 绑定单据: this run's process takes 销售订单 (one flow per document type)
  const mine = list.getByRole('row').filter({ hasText: key });
  await expect(mine.locator('.ant-tag', { hasText: 'v2' })).toBeVisible();
  await mine.getByRole('button', { name: '绑定单据' }).click();
  const bind = page.getByTestId('flow-bind-form');
  await expect(bind).toContainText('每种单据类型只能绑定一个流程');
  await expect(bind).toContainText('当前绑定：销售订单审批');
  await settled(page);
  const saleBox = bind.getByRole('checkbox', { name: /销售订单/ });
  await saleBox.click();
  await expect(saleBox).toBeChecked();
  await ok(page).click();
  await expect(page.getByText('绑定已保存')).toBeVisible();
  await expect(mine.locator('.ant-tag', { hasText: '销售订单' })).toBeVisible();
  await expect(sale.locator('.ant-tag', { hasText: '销售订单' })).toHaveCount(0);

  // 6. 流程定义详情 (double click): both versions, one click to the other, a node form kept
  await mine.dblclick();
  await expect(page).toHaveURL(new RegExp(`/demo/flowable/FlowDetail\\?deployId=${encodeURIComponent(second.deployId)}$`));
  const header = page.getByTestId('flow-detail-header');
  await expect(header).toContainText(key);
  await expect(header).toContainText('v2');
  await expect(header).toContainText('销售订单');
  await expect(page.getByTestId('flow-detail-diagram').locator('.djs-shape[data-element-id="boss"]')).toBeVisible();
  const versions = page.getByTestId('flow-detail-versions');
  await expect(versions.getByRole('row')).toHaveCount(3);
  await expect(versions.getByRole('row').nth(1)).toContainText('v2当前');
  const forms = page.getByTestId('flow-node-forms');
  await forms.getByRole('combobox', { name: '表单 部门审核' }).click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: formName }).click();
  await forms.getByRole('button', { name: '保存表单' }).click();
  await expect(page.getByText('节点表单已保存')).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('flow-node-forms').locator('.ant-select-selection-item', { hasText: formName })).toBeVisible();
  await page.getByTestId('flow-detail-versions').getByRole('button', { name: /查\s*看/ }).click();
  await expect(page).toHaveURL(new RegExp(`deployId=${encodeURIComponent(first.deployId)}$`));
  await expect(page.getByTestId('flow-detail-header')).toContainText('v1');
  await expect(page.getByTestId('flow-detail-versions').getByRole('row').nth(2)).toContainText('v1当前');

  // 7. 流程表单 › 设计: the purchase order has no designed form, so its generated form is previewed
  await openFlowPage(page, '流程表单', /\/demo\/flowable\/Form$/);
  const formRow = page.getByTestId('flow-form-page').getByRole('row').filter({ hasText: formName });
  await formRow.getByRole('button', { name: spaced('设计') }).click();
  await expect(page).toHaveURL(/\/demo\/flowable\/FormDesigner\?formId=\d+$/);
  await expect(page.getByTestId('flow-form-designer')).toContainText('表单「PurchaseOrder」还没有设计');
  await expect(page.getByTestId('flow-form-preview')).toContainText('供应商');

  // leave the sale order with its demo approval
  await call('flow.FlowableDef', 'bind', [{ key: 'saleOrderApproval', entityCodes: ['SaleOrder'] }]);
});
