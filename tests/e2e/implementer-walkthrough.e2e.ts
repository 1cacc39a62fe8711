// Issue 9's "done means", timed: with no code and no restart, the demo admin (an implementer)
// defines an entity with ten attributes on 实体管理, designs its form, adds a menu page for it in
// 菜单管理, and gives the page to the 只读访客 role with five of its fields and two of its three
// buttons. 赵磊 (that role) then finds the page with exactly those columns and buttons, keeps a
// record through the designed form showing only his fields, and the server refuses him the rest
// (4003 for the button he was not given) and never sends him the other fields.
import type { APIRequestContext } from '@playwright/test';
import { expect, type Locator, type Page, test } from './fixtures';
import { addAttribute, item, login, logon, openMenuPage } from './journey-kit';

const ATTRS = [
  ['station', '站点'],
  ['inspector', '巡检人'],
  ['shift', '班次'],
  ['area', '区域'],
  ['finding', '发现问题'],
  ['measure', '处理措施'],
  ['note', '备注说明'],
  ['temperature', '温度', '数字 (Number)'],
  ['pressure', '压力', '数字 (Number)'],
  ['score', '评分', '数字 (Number)'],
] as const;
const KEPT = ['站点', '巡检人', '班次', '温度', '评分'];
const KEPT_CODES = ['station', 'inspector', 'shift', 'temperature', 'score'];
const HIDDEN_CODES = ATTRS.map(([c]) => c).filter((c) => !KEPT_CODES.includes(c));

/** A user's calls as its browser makes them (RSA-OAEP password), to check what the server answers it. */
async function callsOf(request: APIRequestContext, user: string, password: string) {
  const { body: s } = await logon(request, user, password);
  const headers = { access_token: s.token, 'tenant-id': s.tenant.id, rid: String(s.role.id) };
  return {
    roleId: s.role.id,
    // biome-ignore lint/suspicious/noExplicitAny: answers of many shapes
    call: async (path: string, args: unknown[]) => (await (await request.post(path, { data: args, headers })).json()) as { code: number; msg: string; body: any },
  };
}

const dialog = (page: Page) => page.locator('.ant-modal-content:visible').last();
const ok = (scope: Locator) => scope.getByRole('button', { name: /确\s*定/ });
const saved = (page: Page) => expect(page.locator('.ant-message-success').getByText('保存数据成功。').last()).toBeVisible();

/** A new item of the menu designer's toolbar, named and saved. */
async function addMenuItem(page: Page, kind: 'module' | 'page' | 'button', values: { name: string; code: string; url?: string; params?: unknown }) {
  await page.getByTestId(`add-${kind}`).click();
  const form = page.getByTestId('menu-form');
  await expect(form.getByTestId('menu-item-id')).toHaveText('tmpId');
  await form.getByTestId('menu-name').fill(values.name);
  await form.getByTestId('menu-code').fill(values.code);
  if (values.url) await form.getByTestId('menu-url').fill(values.url);
  if (values.params) {
    await page.getByTestId('params-editor').fill(JSON.stringify(values.params));
    await expect(page.getByTestId('params-ok')).toBeVisible();
  }
  await page.getByTestId('menu-save').click();
  await saved(page);
  await expect(form.getByTestId('menu-item-id')).toHaveText(/^\d+$/);
}

test('an implementer builds and allocates a page for a new entity; its user gets exactly that part (timed)', async ({ page, request }) => {
  test.setTimeout(420_000);
  const started = Date.now();
  const stamp = Date.now().toString(36);
  const code = `Inspect${stamp}`;
  const name = `巡检记录${stamp}`;
  const url = `walk${stamp}/inspections`;
  const fn = `walk${stamp}.inspections`;
  const moduleName = `巡检管理${stamp}`;
  const viewer = await callsOf(request, 'zhaolei', 'Demo@123');

  // ---- 1. the entity and its ten attributes (实体管理) ------------------------------------------------
  await login(page, 'admin', 'Admin@123');
  await page.goto('/demo/meta/Entity');
  await page.getByRole('button', { name: /新\s*增/ }).click();
  const entityForm = dialog(page);
  await entityForm.getByLabel('实体编码').fill(code);
  await entityForm.getByLabel('实体名称').fill(name);
  await ok(entityForm).click();
  await expect(page.getByTestId('attribute-table')).toBeVisible();
  for (const [c, n, type] of ATTRS) await addAttribute(page, c, n, { type });
  await page.locator('.ant-drawer-close').click();

  // ---- 2. its form (设计表单): every attribute, 站点 required ------------------------------------------
  await page.getByPlaceholder('输入实体编码或名称搜索').fill(code);
  await page.getByPlaceholder('输入实体编码或名称搜索').press('Enter');
  await page.getByTestId('entity-table').locator('.ant-table-row', { hasText: code }).getByRole('button', { name: '设计表单' }).click();
  await expect(page.getByTestId('designer-subtitle')).toContainText(`表单 ${code}`);
  await page.getByTestId('palette-layout-grid').focus();
  await page.keyboard.press('Enter');
  for (const [c] of ATTRS) await page.getByTestId(`palette-attr-${c}`).click();
  await expect(page.getByTestId('designer-palette').getByTestId(/^palette-attr-/)).toHaveCount(0);
  const canvas = page.getByTestId('designer-canvas');
  await canvas.getByText('站点', { exact: true }).click();
  await page.getByTestId('field-properties').getByRole('checkbox', { name: '必填' }).check();
  await page.getByTestId('designer-save').click();
  await expect(page.getByText('表单已保存（版本 1）')).toBeVisible();

  // ---- 3. a menu page for it (菜单管理): list + detail templates, three buttons ----------------------
  await page.goto('/demo/system/App');
  await expect(page.getByTestId('menu-tree')).toBeVisible();
  await addMenuItem(page, 'module', { name: moduleName, code: `walk_mod_${stamp}` });
  await addMenuItem(page, 'page', {
    name,
    code: `walk_page_${stamp}`,
    url,
    params: { class: 'VformList', entityCode: code, detailClass: 'VformDetail', detailUrl: `${url}Detail` },
  });
  await addMenuItem(page, 'button', { name: '新增', code: `${fn}.create` });
  await page.getByTestId('menu-tree').getByTestId(`menu-node-walk_page_${stamp}`).click();
  await addMenuItem(page, 'button', { name: '删除', code: `${fn}.delete` });
  await page.getByTestId('menu-tree').getByTestId(`menu-node-walk_page_${stamp}`).click();
  await addMenuItem(page, 'button', { name: '导出', code: `${fn}.export` });

  // ---- 4. the page for 只读访客: five of its fields, 新增 and 导出 but not 删除 --------------------------
  // (系统管理 is open already: 菜单管理 is in it)
  const roles = page.getByRole('menuitem', { name: '角色管理', exact: true });
  if (!(await roles.isVisible())) await page.getByRole('menuitem', { name: /系统管理/ }).click();
  await roles.click();
  await page.getByTestId('role-keyword').fill('viewer');
  await page.getByRole('button', { name: /查\s*询/ }).click();
  await page.getByTestId('allocate-viewer').click();
  await expect(page).toHaveURL(new RegExp(`/demo/system/RoleAllocation\\?roleId=${viewer.roleId}$`));
  await expect(page.getByTestId('allocation-page')).toBeVisible();
  await page.getByPlaceholder('搜索名称、编码或地址').fill(name);
  const pageNode = page.getByTestId('alloc-tree').locator('.ant-tree-treenode', { has: page.getByTestId(`alloc-node-walk_page_${stamp}`) });
  await pageNode.locator('.ant-tree-checkbox').click();
  await expect(page.locator('.ant-message-success').getByText('已分配')).toBeVisible();
  await page.getByTestId(`alloc-node-walk_page_${stamp}`).click();
  const buttons = page.getByTestId('alloc-buttons');
  await buttons.getByRole('checkbox', { name: '分配按钮 删除' }).click();
  await expect(page.locator('.ant-message-success').getByText('按钮已取消')).toBeVisible();
  await expect(buttons.getByRole('checkbox', { name: '分配按钮 新增' })).toBeChecked();
  await expect(buttons.getByRole('checkbox', { name: '分配按钮 导出' })).toBeChecked();
  const settings = page.getByTestId('field-settings');
  for (const [, n] of ATTRS) if (!KEPT.includes(n)) await settings.getByRole('checkbox', { name: `分配字段 ${n}` }).uncheck();
  await page.getByTestId('save-fields').click();
  await saved(page);
  const implementerDone = Date.now();

  // ---- 5. 赵磊 (只读访客) on his next login ----------------------------------------------------------
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await login(page, 'zhaolei', 'Demo@123');
  const firstList = page.waitForResponse((r) => r.url().endsWith('/datax.MetaDynamic/summaryPage'));
  await openMenuPage(page, moduleName, name, new RegExp(`/demo/${url}$`));
  const list = page.getByTestId('list-VformList');
  await expect(list.getByRole('columnheader', { name: KEPT[0], exact: true })).toBeVisible();
  const headers = (await list.getByRole('columnheader').allTextContents()).map((h) => h.trim()).filter(Boolean);
  expect(headers).toEqual([...KEPT, '状态', '操作']);
  await expect(list.getByRole('button', { name: /导\s*出/ })).toBeVisible();
  expect(((await (await firstList).json()) as { code: number }).code).toBe(200);

  // a record through the designed form: his five fields, 站点 required
  await list.getByRole('button', { name: /新\s*增/ }).click();
  const detail = page.getByTestId('detail-VformDetail');
  await expect(detail).toBeVisible();
  for (const n of KEPT) await expect(item(page, n)).toBeVisible();
  const labels = (await detail.locator('.ant-formily-item-label').allTextContents()).map((l) => l.replace(/[*:：\s]/g, ''));
  expect(labels.sort()).toEqual([...KEPT].sort());
  await expect(item(page, '站点').locator('.ant-formily-item-asterisk')).toBeVisible();
  await item(page, '站点').locator('input').fill(`一号站${stamp}`);
  await item(page, '巡检人').locator('input').fill('赵磊');
  await item(page, '温度').locator('input').fill('36.5');
  await page.getByRole('button', { name: /保\s*存/ }).click();
  await saved(page);
  await page.getByRole('button', { name: /返\s*回/ }).click();
  const row = list.locator('.ant-table-row', { hasText: `一号站${stamp}` });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('button', { name: /删\s*除/ })).toHaveCount(0);

  // the server: the other fields are never sent, the button he was not given is refused
  const answer = await viewer.call('/datax.MetaDynamic/summaryPage', [{ entityCode: code, page: 1, pageSize: 20 }]);
  expect(answer.code).toBe(200);
  expect(answer.body.itemList).toHaveLength(1);
  const record = answer.body.itemList[0] as Record<string, unknown>;
  expect(record).toMatchObject({ station: `一号站${stamp}`, inspector: '赵磊' });
  for (const hidden of HIDDEN_CODES) expect(record).not.toHaveProperty(hidden);
  const one = await viewer.call('/datax.MetaDynamic/getValue', [code, record.id]);
  for (const hidden of HIDDEN_CODES) expect(one.body).not.toHaveProperty(hidden);
  const removed = await viewer.call('/datax.MetaDynamic/removeValue', [code, [record.id]]);
  expect(removed.code).toBe(4003);
  // a hidden field sent anyway is not written
  await viewer.call('/datax.MetaDynamic/saveValue', [code, { id: record.id, version: record.version, station: `一号站${stamp}`, finding: '越权写入' }]);
  const admin = await callsOf(request, 'admin', 'Admin@123');
  const full = await admin.call('/datax.MetaDynamic/getValue', [code, record.id]);
  expect(full.body.finding ?? null).toBeNull();

  const total = (Date.now() - started) / 1000;
  console.log(
    `implementer walk-through: ${total.toFixed(1)} s in Chromium (entity with 10 attributes, form, menu page, allocation: ${((implementerDone - started) / 1000).toFixed(1)} s; the user's part: ${((Date.now() - implementerDone) / 1000).toFixed(1)} s)`,
  );
});
