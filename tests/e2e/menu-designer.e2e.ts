// The menu designer and a role's allocation, end to end: the demo admin designs a module and a
// low-code page over the Supplier entity in system/App (a wrong template parameter is flagged in
// the editor, not saved), gives the page to the 只读访客 role with some fields unticked and one of
// its two buttons, copies it for the role, and 赵磊 (that role) finds the page in his menu with
// exactly those columns and that button, and the copy with the button under its `code@` function
// — no restart, no rebuild.
import { expect, type Page, test } from './fixtures';
import { login, logon, openMenuPage } from './journey-kit';

const saved = (page: Page) => expect(page.locator('.ant-message-success').getByText('保存数据成功。').last()).toBeVisible();
const treeNode = (page: Page, code: string) => page.getByTestId('menu-tree').locator('.ant-tree-treenode', { has: page.getByTestId(`menu-node-${code}`) });

/** Adds an item with the designer's toolbar and fills its form (it holds the literal id tmpId until saved). */
async function addItem(page: Page, kind: 'module' | 'page' | 'button', defaultName: string, values: { name: string; code: string; url?: string }) {
  await page.getByTestId(`add-${kind}`).click();
  const form = page.getByTestId('menu-form');
  await expect(form.getByTestId('menu-item-id')).toHaveText('tmpId');
  await expect(form.getByTestId('menu-name')).toHaveValue(defaultName);
  await expect(page.getByTestId('menu-tree').getByText(defaultName).last()).toBeVisible();
  await expect(page.getByTestId('menu-tree').getByTestId('unsaved-mark').first()).toBeVisible();
  await form.getByTestId('menu-name').fill(values.name);
  await form.getByTestId('menu-code').fill(values.code);
  if (values.url) await form.getByTestId('menu-url').fill(values.url);
}

async function save(page: Page, code: string) {
  await page.getByTestId('menu-save').click();
  await saved(page);
  await expect(page.getByTestId('menu-item-id')).toHaveText(/^\d+$/);
  await expect(treeNode(page, code).getByTestId('unsaved-mark')).toHaveCount(0);
}

test('a page designed in system/App and allocated to the viewer role reaches its user at once', async ({ page, request }) => {
  test.setTimeout(240_000);
  const started = Date.now();
  const stamp = Date.now().toString(36);
  const url = `e2e${stamp}/suppliers`;
  const moduleName = `端到端模块${stamp}`;
  const pageName = `供应商一览${stamp}`;
  // (the allocation screen is opened per role id: the role 赵磊 logs in with)
  const viewerRole = (await logon(request, 'zhaolei', 'Demo@123')).body.role.id;

  // ---- the designer: a module, a page with template params, two buttons --------------------------
  await login(page, 'admin', 'Admin@123');
  await page.goto('/demo/system/App');
  await expect(page.getByTestId('menu-designer')).toBeVisible();
  await expect(page.getByTestId('menu-tree')).toBeVisible();
  // the product's items are locked
  await expect(page.getByTestId('menu-tree').getByLabel('系统内置菜单（只读）').first()).toBeVisible();

  await addItem(page, 'module', '新功能', { name: moduleName, code: `e2e_mod_${stamp}` });
  await save(page, `e2e_mod_${stamp}`);

  await addItem(page, 'page', '新页面', { name: pageName, code: `e2e_page_${stamp}`, url });
  const editor = page.getByTestId('params-editor');
  await page.getByTestId('params-skeleton').click();
  await expect(editor).toHaveValue(/"class": "VformList"/);
  // the skeleton names no entity yet: flagged where it is wrong, and nothing can be saved
  await expect(page.getByTestId('params-problems')).toContainText('entityCode');
  await expect(page.getByTestId('menu-save')).toBeDisabled();
  await editor.fill(JSON.stringify({ class: 'VformList', entityCode: 'Supplier', pageSizeOptions: ['x'] }));
  await expect(page.getByTestId('params-problems')).toContainText('pageSizeOptions.0');
  await expect(page.getByTestId('menu-save')).toBeDisabled();
  await editor.fill(JSON.stringify({ class: 'VformList', entityCode: 'Supplier', detailClass: 'VformDetail', detailUrl: `e2e${stamp}/supplierDetail` }));
  await expect(page.getByTestId('params-ok')).toBeVisible();
  await save(page, `e2e_page_${stamp}`);

  await addItem(page, 'button', '新按钮', { name: '导出', code: `e2e${stamp}.suppliers.export` });
  await save(page, `e2e${stamp}.suppliers.export`);
  await treeNode(page, `e2e_page_${stamp}`).getByTestId(`menu-node-e2e_page_${stamp}`).click();
  await addItem(page, 'button', '新按钮', { name: '打印', code: `e2e${stamp}.suppliers.print` });
  await save(page, `e2e${stamp}.suppliers.print`);

  // drag: a second module (made at the top: the selection is a button) into the first; the first
  // never under its own child (refused before any call)
  await addItem(page, 'module', '新功能', { name: `${moduleName}二`, code: `e2e_mod2_${stamp}` });
  await save(page, `e2e_mod2_${stamp}`);
  const depth = (code: string) => treeNode(page, code).locator('.ant-tree-indent-unit').count();
  const title = (code: string) => page.getByTestId('menu-tree').getByTestId(`menu-node-${code}`);
  expect(await depth(`e2e_mod2_${stamp}`)).toBe(0);
  const drags: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/portal.Menu/drag')) drags.push(r.postData() ?? '');
  });
  // onto the lower half of the target, moving right: inside it
  const inside = async (from: string, onto: string) => {
    const box = (await title(onto).boundingBox())!;
    await title(from).dragTo(title(onto), { sourcePosition: { x: 8, y: 8 }, targetPosition: { x: Math.min(box.width - 2, 70), y: box.height - 3 } });
  };
  await inside(`e2e_mod2_${stamp}`, `e2e_mod_${stamp}`);
  await expect.poll(() => depth(`e2e_mod2_${stamp}`)).toBe(1);
  expect(drags.map((d) => JSON.parse(d)[0].position)).toEqual(['inner']);
  await inside(`e2e_mod_${stamp}`, `e2e_mod2_${stamp}`);
  await page.waitForTimeout(300);
  expect(drags).toHaveLength(1);
  expect(await depth(`e2e_mod_${stamp}`)).toBe(0);

  // ---- the allocation: the page for 只读访客, six of its columns, one button --------------------------
  await page.goto(`/demo/system/RoleAllocation?roleId=${viewerRole}`);
  await expect(page.getByTestId('allocation-page')).toBeVisible();
  await page.getByPlaceholder('搜索名称、编码或地址').fill(pageName);
  const pageNode = page.getByTestId('alloc-tree').locator('.ant-tree-treenode', { has: page.getByTestId(`alloc-node-e2e_page_${stamp}`) });
  await pageNode.locator('.ant-tree-checkbox').click();
  await expect(page.locator('.ant-message-success').getByText('已分配')).toBeVisible();
  await expect(pageNode.locator('.ant-tree-checkbox-checked')).toBeVisible();
  // its module came with it
  await expect(page.getByTestId('alloc-tree').locator('.ant-tree-treenode', { has: page.getByTestId(`alloc-node-e2e_mod_${stamp}`) }).locator('.ant-tree-checkbox-checked')).toBeVisible();
  await page.getByTestId(`alloc-node-e2e_page_${stamp}`).click();

  const buttons = page.getByTestId('alloc-buttons');
  await expect(buttons.getByRole('checkbox', { name: '分配按钮 打印' })).toBeChecked();
  await buttons.getByRole('checkbox', { name: '分配按钮 打印' }).click();
  await expect(page.locator('.ant-message-success').getByText('按钮已取消')).toBeVisible();
  await expect(buttons.getByRole('checkbox', { name: '分配按钮 打印' })).not.toBeChecked();
  await expect(buttons.getByRole('checkbox', { name: '分配按钮 导出' })).toBeChecked();

  const kept = ['供应商编码', '供应商名称', '联系电话', '地址'];
  const settings = page.getByTestId('field-settings');
  const giveBoxes = settings.getByRole('checkbox', { name: /^分配字段 / });
  await expect(giveBoxes.first()).toBeVisible();
  const names = (await giveBoxes.evaluateAll((boxes) => boxes.map((b) => b.getAttribute('aria-label') ?? ''))).map((n) => n.replace(/^分配字段 /, ''));
  expect(names).toEqual(expect.arrayContaining(kept));
  const dropped = names.filter((n) => !kept.includes(n));
  for (const name of dropped) await settings.getByRole('checkbox', { name: `分配字段 ${name}` }).uncheck();
  await expect(page.getByTestId('fields-unsaved')).toBeVisible();
  // the preview follows the settings before they are saved
  const previewHeaders = () => page.getByTestId('preview-table').locator('thead th').allTextContents();
  await expect.poll(async () => (await previewHeaders()).map((h) => h.trim()).filter(Boolean)).toEqual(kept);
  // a wrong default value is flagged and blocks the save
  const defaultOf = (name: string) => settings.locator('tr', { has: page.getByRole('checkbox', { name: `分配字段 ${name}` }) }).getByRole('textbox', { name: '默认值' });
  await defaultOf('地址').fill('{"value":"x"}');
  await expect(settings.getByTestId('default-value-problem')).toHaveText('只能包含 dictValue、commonValue、normalValue');
  await expect(page.getByTestId('save-fields')).toBeDisabled();
  await defaultOf('地址').fill('');
  await page.getByTestId('save-fields').click();
  await saved(page);
  await expect(page.getByTestId('fields-unsaved')).toHaveCount(0);
  await expect(settings.getByRole('checkbox', { name: `分配字段 ${dropped[0]}` })).not.toBeChecked();

  // a copy of the page for the role: its own route, its functions prefixed `{code}@`
  await page.getByTestId('copy-page').click();
  const copyForm = page.getByTestId('copy-page-form');
  await copyForm.getByLabel('编码').fill(`sup${stamp}`);
  await copyForm.getByLabel('名称').fill(`${pageName}B`);
  await copyForm.getByLabel('页面地址').fill(`${url}B`);
  await page.getByRole('dialog').getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.locator('.ant-message-success').getByText('页面已复制')).toBeVisible();
  await page.getByTestId('page-allocation').getByText(`${pageName}B (sup${stamp}@)`).click();
  await expect(buttons.getByText(`sup${stamp}@e2e${stamp}.suppliers.export`)).toBeVisible();

  // ---- 赵磊 (只读访客) on his next login -----------------------------------------------------------
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await login(page, 'zhaolei', 'Demo@123');
  await openMenuPage(page, moduleName, pageName, new RegExp(`/demo/${url}$`));
  const list = page.getByTestId('list-VformList');
  // (the role's data scope is Self: the suppliers others made are not listed, the columns are)
  await expect(list.getByRole('columnheader', { name: kept[0], exact: true })).toBeVisible();
  const headers = (await list.getByRole('columnheader').allTextContents()).map((h) => h.trim()).filter(Boolean);
  // exactly the allocated columns, in order, then what the template adds: the document status
  // (状态, VformList always shows it) and the row actions
  expect(headers).toEqual([...kept, '状态', '操作']);
  await expect(list.getByRole('button', { name: /导\s*出/ })).toBeVisible();
  await expect(list.getByRole('button', { name: /打\s*印/ })).toHaveCount(0);
  await expect(list.getByRole('button', { name: /新\s*增/ })).toHaveCount(0);

  // the copy, with the page's button under its prefixed function code
  await page.getByRole('menuitem', { name: `${pageName}B` }).click();
  await expect(page).toHaveURL(new RegExp(`/demo/${url}B$`));
  const copy = page.getByTestId('list-VformList');
  await expect(copy.getByRole('heading', { name: `${pageName}B` })).toBeVisible();
  await expect(copy.getByRole('button', { name: /导\s*出/ })).toBeVisible();
  await expect(copy.getByRole('button', { name: /打\s*印/ })).toHaveCount(0);

  console.log(`menu designer walk-through: ${((Date.now() - started) / 1000).toFixed(1)} s`);
});
