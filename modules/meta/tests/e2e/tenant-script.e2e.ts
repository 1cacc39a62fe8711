// Tenant form scripts in the browser: the demo admin writes a script on 实体管理 › 表单脚本 for an
// entity of this run; its detail form then makes 联系电话 required once 联系人 has a value and
// refuses names containing 测试 with the script's message, saving nothing. A second script tries
// the obvious escapes from its sandbox (cookies, storage, the app's window, the network, the
// host's prototypes, top navigation, calls it was not allowed) and reports what it got: nothing.
import { apiLogin, type Call, item, login } from '../../../../tests/e2e/journey-kit';
import { expect, type Page, test } from '../../../../tests/e2e/fixtures';

/** The README's example (API v1). */
const EXAMPLE = `// 联系人 (contact) filled in → 联系电话 (phone) required; a name with 测试 is refused
const phoneRule = (values) => plantform.setRequired('phone', !!values.contact);
plantform.onLoad(({ values }) => phoneRule(values));
plantform.onFieldChange('contact', ({ values }) => phoneRule(values));
plantform.beforeSubmit(({ values }) =>
  String(values.name ?? '').includes('测试')
    ? { veto: true, message: '名称不能包含“测试”' }
    : { veto: false });
plantform.addButton({ code: 'defaultContact', label: '填入默认联系人' }, () => plantform.setValue('contact', '前台'));`;

const ESCAPES = (entityCode: string) => `
plantform.onLoad(async () => {
  const report = {};
  const attempt = async (name, f) => {
    try { report[name] = 'GOT ' + JSON.stringify(await f()); }
    catch (e) { report[name] = 'blocked ' + (e && e.name); }
  };
  await attempt('cookie', () => document.cookie);
  await attempt('localStorage', () => localStorage.getItem('plantform.session'));
  await attempt('parentDocument', () => window.parent.document.title);
  await attempt('parentStorage', () => parent.localStorage.getItem('plantform.session'));
  await attempt('fetch', () => fetch('/portal.User/listPage', { method: 'POST', body: '[{}]' }).then((r) => r.status));
  await attempt('topNavigation', () => { top.location.href = '/demo/login?hijacked=1'; return 'navigated'; });
  await attempt('notAllowedCall', () => plantform.call('portal.User/listPage', [{}]).catch((e) => Promise.reject({ name: 'refused ' + e.code })));
  await attempt('allowedCall', async () => (await plantform.call('datax.Metadata/attributes', ['${entityCode}'])).length);
  await attempt('replaceApi', () => { const original = plantform.setValue; plantform.setValue = () => {}; return plantform.setValue === original ? 'unchanged' : 'replaced'; });
  Object.prototype.polluted = 'yes';
  Array.prototype.push = function () { return 'hijacked'; };
  plantform.setValue('report', JSON.stringify(report));
});`;

async function tenantEntity(call: Call, code: string, name: string, attrs: Array<[string, string, number?]>) {
  await call('datax.Metadata', 'saveEntity', [{ code, name }]);
  for (const [attr, label, max] of attrs) await call('datax.Metadata', 'saveAttribute', [code, { code: attr, name: label, dataType: 'String', ...(max ? { max } : {}) }]);
}

async function openNewRecord(page: Page, code: string, name: string) {
  await page.goto(`/demo/meta/AppDataDetail?entityCode=${code}&titleName=${encodeURIComponent(name)}`);
  await expect(page.getByTestId('list-DataList')).toBeVisible();
  await page.getByRole('button', { name: /新\s*增/ }).click();
  await expect(page.getByTestId('detail-DataDetail')).toBeVisible();
}

const label = (page: Page, text: string) => item(page, text).locator('.ant-formily-item-label');
const requiredMark = (page: Page, text: string) => item(page, text).locator('.ant-formily-item-asterisk');
const saveButton = (page: Page) => page.getByRole('button', { name: /保\s*存$/ });

test('a tenant form script makes a field required and vetoes a save; its sandbox holds', async ({ page, request, consoleErrors }) => {
  test.setTimeout(180_000);
  const stamp = Date.now().toString(36).toUpperCase();
  const call = await apiLogin(request);
  const visit = { code: `Visit${stamp}`, name: `来访${stamp}` };
  const probe = { code: `Probe${stamp}`, name: `探测${stamp}` };
  await tenantEntity(call, visit.code, visit.name, [
    ['name', '名称'],
    ['contact', '联系人'],
    ['phone', '联系电话'],
  ]);
  await tenantEntity(call, probe.code, probe.name, [
    ['name', '名称'],
    ['report', '报告', 4000],
  ]);
  await login(page);

  try {
    // 1. the admin writes the script on 实体管理 › 表单脚本
    await page.goto('/demo/meta/Entity');
    await page.getByPlaceholder('输入实体编码或名称搜索').fill(visit.code);
    await page.getByPlaceholder('输入实体编码或名称搜索').press('Enter');
    await page.getByTestId('entity-table').getByRole('button', { name: visit.name, exact: true }).click();
    await page.getByRole('tab', { name: '表单脚本' }).click();
    await expect(page.getByText('该实体还没有表单脚本')).toBeVisible();
    await page.getByTestId('script-source').fill(EXAMPLE);
    await page.getByRole('button', { name: '保存为新版本' }).click();
    await expect(page.getByText('已保存为第 1 版')).toBeVisible();
    await expect(page.getByTestId('script-history').locator('.ant-table-row')).toHaveCount(1);
    await expect(page.getByText('详情表单当前运行第 1 版')).toBeVisible();

    // 2. its detail form: 联系人 makes 联系电话 required
    await openNewRecord(page, visit.code, visit.name);
    await expect(page.getByTestId('tenant-script-buttons')).toBeVisible();
    await expect(label(page, '联系电话')).toBeVisible();
    await expect(requiredMark(page, '联系电话')).toHaveCount(0);
    await item(page, '名称').locator('input').fill(`访客${stamp}`);
    await item(page, '联系人').locator('input').fill('王五');
    await expect(requiredMark(page, '联系电话')).toHaveCount(1);
    await saveButton(page).click();
    await expect(item(page, '联系电话').locator('.ant-formily-item-error-help')).toBeVisible();
    await item(page, '联系人').locator('input').fill('');
    await expect(requiredMark(page, '联系电话')).toHaveCount(0);
    // the script's button: a default contact, and the rule follows
    await page.getByTestId('tenant-script-buttons').getByRole('button', { name: '填入默认联系人' }).click();
    await expect(item(page, '联系人').locator('input')).toHaveValue('前台');
    await expect(requiredMark(page, '联系电话')).toHaveCount(1);
    await item(page, '联系电话').locator('input').fill('021-5555');

    // 3. the veto: its message, and nothing saved
    await item(page, '名称').locator('input').fill(`测试${stamp}`);
    await saveButton(page).click();
    await expect(page.locator('.ant-message').getByText('名称不能包含“测试”')).toBeVisible();
    await expect(page).not.toHaveURL(/[?&]id=\d+/);
    expect((await call('datax.MetaDynamic', 'summaryPage', [{ entityCode: visit.code }])).total).toBe(0);
    // without the veto's condition it saves, and the saved form is scripted again
    await item(page, '名称').locator('input').fill(`访客${stamp}`);
    await saveButton(page).click();
    await expect(page.getByText('保存数据成功。')).toBeVisible();
    await expect(page).toHaveURL(/[?&]id=\d+/);
    await expect(requiredMark(page, '联系电话')).toHaveCount(1);
    expect((await call('datax.MetaDynamic', 'summaryPage', [{ entityCode: visit.code }])).itemList[0]).toMatchObject({ contact: '前台', phone: '021-5555' });

    // 4. the escapes, from a script allowed one call
    await call('meta.TenantScript', 'save', [{ entityCode: probe.code, source: ESCAPES(probe.code), allowedCalls: ['datax.Metadata/attributes'] }]);
    const sessionBefore = await page.evaluate(() => JSON.parse(localStorage.getItem('plantform.session') ?? 'null'));
    // what the browser itself says about the blocked attempts
    consoleErrors.expect(/Refused to connect|Content Security Policy/);
    consoleErrors.expect(/Unsafe attempt to initiate navigation|allow-top-navigation/);
    await openNewRecord(page, probe.code, probe.name);
    const reportInput = item(page, '报告').locator('input');
    await expect(reportInput).not.toHaveValue('', { timeout: 15_000 });
    const report = JSON.parse(await reportInput.inputValue()) as Record<string, string>;
    expect(report).toEqual({
      // an opaque origin: no cookies, no storage, no reach into the app's window
      cookie: 'blocked SecurityError',
      localStorage: 'blocked SecurityError',
      parentDocument: 'blocked SecurityError',
      parentStorage: 'blocked SecurityError',
      // no network (the sandbox's policy), no top navigation (the sandbox flags)
      fetch: 'blocked TypeError',
      topNavigation: 'blocked SecurityError',
      // the host refuses a call the script was not allowed, and makes the one it was, with the
      // user's own session (Probe has two fields)
      notAllowedCall: 'blocked refused 4003',
      allowedCall: 'GOT 2',
      // the API object is frozen
      replaceApi: 'GOT "unchanged"',
    });

    // the host saw none of it: its prototypes, its address, its session
    expect(await page.evaluate(() => [Object.hasOwn(Object.prototype, 'polluted'), [1].push(2)])).toEqual([false, 2]);
    await expect(page).toHaveURL(/AppDataDetail/);
    await expect(page).not.toHaveURL(/hijacked/);
    const sessionAfter = await page.evaluate(() => JSON.parse(localStorage.getItem('plantform.session') ?? 'null'));
    const sid = (s: { token: string }) => JSON.parse(Buffer.from(s.token.split('.')[1], 'base64url').toString()).sid;
    expect(sessionAfter.user).toEqual(sessionBefore.user);
    expect(sid(sessionAfter)).toBe(sid(sessionBefore));

    // and the app still works: the probe saves its report
    await item(page, '名称').locator('input').fill(`探测${stamp}`);
    await saveButton(page).click();
    await expect(page.getByText('保存数据成功。')).toBeVisible();
  } finally {
    for (const entityCode of [visit.code, probe.code]) await call('meta.TenantScript', 'remove', [entityCode]);
  }
});
