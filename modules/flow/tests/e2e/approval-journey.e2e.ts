// The whole approval loop in Chromium against the real server (issue 10's "done means"): the demo
// admin, as implementer, draws a two-level approval in 流程设计 — the buyers' role group first, then
// an exclusive gateway on the order's amount to 钱伟 (up to a limit) or to himself (above it) —
// deploys it and binds it to 采购订单 in 流程定义. 李娜 submits two of her orders from their detail
// pages (提交 starts the bound flow) and agrees both as a member of the group, copying the admin
// on one. The admin's todo badge goes up while he watches; he returns the big order to the group,
// and refuses it when it comes back: it ends 驳回. 钱伟 adds the admin as a signer before her on the
// small one; the admin agrees, 钱伟 agrees: it ends 已审核. The task screens' diagrams mark done and
// pending steps; 已办任务 and 抄送我的 show what happened. The demo binding is put back afterwards.
import { expect, type Page, test } from '../../../../tests/e2e/fixtures';
import { apiLogin, button, expectDone, login, status } from '../../../../tests/e2e/journey-kit';
import type { DesignerChoices, FlowDefinitionView, FlowTaskRow } from '../../contracts';
import { appendUserTask, badge, callsAs, choose, connectTo, downloadedXml, fill, flowBetween, loginAs, openDesigner, openList, otherBrowser, pad, type Paged, rowOf, selectedId, selectFlow, selectProcess, selectShape } from './flow-kit';

type Order = { id: number; code: string; total_price: string };

const marked = (page: Page, id: string, mark: 'flow-done' | 'flow-todo') => page.getByTestId('task-screen').locator(`.djs-element[data-element-id="${id}"].${mark}`);
const unmarked = (page: Page, id: string) => page.getByTestId('task-screen').locator(`.djs-element[data-element-id="${id}"]:is(.flow-done, .flow-todo)`);
const dialogNamed = (page: Page, name: string) => page.getByRole('dialog', { name });
const confirmDialog = (page: Page, name: string) => dialogNamed(page, name).getByRole('button', { name: /确\s*定/ }).click();

/** Opens a task list filtered by an order's code and that order's task screen from its row. */
async function openTask(page: Page, code: string) {
  await openList(page, 'flowable/Todo', code);
  await expect(rowOf(page, code)).toHaveCount(1);
  await rowOf(page, code).getByTestId('row-handle').click();
  await expect(page.getByTestId('receipt-view')).toContainText(code);
}

/** 提交 on an order's detail page: the bound flow starts, the order is 审批中. */
async function submit(page: Page, order: Order) {
  await page.goto(`/demo/purchase/PurchaseDetail?id=${order.id}`);
  await expect(status(page)).toHaveText('保存');
  await expect(button(page, /(?<!反)审\s*核$/)).toHaveCount(0);
  await button(page, /提\s*交/).click();
  await expectDone(page, '提交成功。');
  await expect(status(page)).toHaveText('审批中');
}

test('an implementer draws, deploys and binds an approval; a buyer submits; approvers agree, add a signer, return and refuse; the orders end 已审核 and 驳回', async ({ page, browser, request }) => {
  test.setTimeout(420_000);
  const admin = await apiLogin(request);
  const choices: DesignerChoices = await admin('flow.FlowableDef', 'choices', []);
  const buyers = choices.roles.find((r) => r.name === '采购员');
  const qianwei = choices.users.find((u) => u.code === 'qianwei');
  const boss = choices.users.find((u) => u.code === 'admin');
  expect(buyers && qianwei && boss, 'the demo buyers’ role, 钱伟 and 系统管理员').toBeTruthy();
  const category = choices.categories.find((c) => c.code === 'purchase') ?? choices.categories[0];

  // two saved orders of 李娜 below the demo approval's own limit: the drawn limit lies between them
  const lina = await callsAs(request, 'lina', 'Demo@123');
  const saved = await lina<Paged<Order>>('datax.MetaDynamic', 'summaryPage', [{ entityCode: 'PurchaseOrder', pageSize: 200, filterMap: { status_dict: 'Saved' } }]);
  const byAmount = saved.itemList.filter((o) => Number(o.total_price) > 0 && Number(o.total_price) < 20000).sort((a, b) => Number(a.total_price) - Number(b.total_price));
  const small = byAmount[0];
  const limit = Math.ceil(Number(small?.total_price));
  const big = byAmount.reverse().find((o) => Number(o.total_price) > limit + 1);
  expect(small && big, 'two saved purchase orders of different amounts').toBeTruthy();

  const key = `journey${Date.now().toString(36)}`;
  const name = `采购两级审批${key}`;
  try {
    // -- 1. the implementer draws: start → 部门审批 (采购员) → gateway → 经理审批 (钱伟) / 总监审批 (系统管理员) → end
    await login(page);
    await openDesigner(page);
    await selectShape(page, 'StartEvent_1');
    const group = await appendUserTask(page, '部门审批');
    await page.locator('label.ant-radio-button-wrapper', { hasText: '候选组' }).click();
    await choose(page, '角色', buyers!.name);
    await selectShape(page, group);
    await pad(page, 'append.gateway');
    const gateway = (await selectedId(page))!;
    const manager = await appendUserTask(page, '经理审批');
    await choose(page, '指定人员', `${qianwei!.name} (${qianwei!.code})`);
    await selectShape(page, gateway);
    const director = await appendUserTask(page, '总监审批');
    await choose(page, '指定人员', `${boss!.name} (${boss!.code})`);
    await selectShape(page, manager);
    await pad(page, 'append.end-event');
    const end = (await selectedId(page))!;
    await connectTo(page, director, end);
    const drawn = await downloadedXml(page);
    await selectFlow(page, flowBetween(drawn, gateway, manager));
    await fill(page, '条件表达式', `\${total_price <= ${limit}}`);
    await selectFlow(page, flowBetween(drawn, gateway, director));
    await fill(page, '条件表达式', `\${total_price > ${limit}}`);
    await selectProcess(page);
    await fill(page, '流程标识', key);
    await fill(page, '流程名称', name);
    await choose(page, '流程分类', category.name);
    await page.getByRole('button', { name: '保存' }).click();
    await expect(page.getByText('发布流程成功')).toBeVisible();

    // -- 2. 流程定义: bound to 采购订单 (the demo approval loses it: one flow per document type)
    await page.goto('/demo/flowable/FlowList');
    const row = page.getByTestId('flow-list-page').getByRole('row').filter({ hasText: key });
    await row.getByRole('button', { name: '绑定单据' }).click();
    const bind = page.getByTestId('flow-bind-form');
    await expect(bind).toContainText('当前绑定：采购订单审批');
    const modal = page.locator('.ant-modal:visible').last();
    await expect(modal).not.toHaveClass(/ant-zoom/);
    await bind.getByRole('checkbox', { name: /采购订单/ }).click();
    await modal.getByRole('button', { name: /确\s*定/ }).click();
    await expect(page.getByText('绑定已保存')).toBeVisible();
    await expect(row.locator('.ant-tag', { hasText: '采购订单' })).toBeVisible();
    const deployed: { itemList: FlowDefinitionView[] } = await admin('flow.FlowableDef', 'list', [{ key, latestOnly: true }]);
    expect(deployed.itemList[0].entityCodes).toEqual(['PurchaseOrder']);

    // the admin watches his todo badge. It shows 0 until his first count arrives, so the count to
    // start from is the server's, awaited on the badge (read at once it may still be that 0, and one
    // new task would then seem to raise it by his whole count plus one)
    await page.goto('/demo/home');
    const { total: before }: { total: number } = await admin('portal.MenuAlloc', 'todoCount', []);
    await expect.poll(() => badge(page)).toBe(before);

    // -- 3. 李娜 submits both orders from their detail pages and agrees them in the group's step
    const buyer = await otherBrowser(browser);
    await loginAs(buyer.page, 'lina', 'Demo@123');
    await submit(buyer.page, small!);
    await submit(buyer.page, big!);
    for (const order of [small!, big!]) {
      await openList(buyer.page, 'flowable/Todo', order.code);
      await expect(rowOf(buyer.page, order.code)).toContainText('部门审批');
      await rowOf(buyer.page, order.code).getByTestId('row-claim').click();
      await expect(buyer.page.getByText('签收成功。').last()).toBeVisible();
      await rowOf(buyer.page, order.code).getByTestId('row-handle').click();
      await expect(marked(buyer.page, group, 'flow-todo')).toHaveCount(1);
      await expect(unmarked(buyer.page, manager)).toHaveCount(0);
      await buyer.page.getByTestId('task-agree').click();
      const agree = dialogNamed(buyer.page, '审批同意');
      if (order === small) {
        await agree.locator('.ant-form-item', { hasText: '抄送人' }).locator('.ant-select').click();
        await buyer.page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: boss!.name }).first().click();
      }
      await agree.getByRole('textbox').last().fill('已核对');
      await confirmDialog(buyer.page, '审批同意');
      await expect(buyer.page).toHaveURL(/\/demo\/flowable\/Todo$/);
    }

    // -- 4. the big order reached the admin: his badge went up without a reload
    await expect.poll(() => badge(page), { timeout: 15_000 }).toBe(before + 1);
    await openTask(page, big!.code);
    await expect(marked(page, group, 'flow-done')).toHaveCount(1);
    await expect(marked(page, director, 'flow-todo')).toHaveCount(1);
    await expect(unmarked(page, manager)).toHaveCount(0);
    // 退回 to the group's step
    await page.getByTestId('task-return').click();
    const back = dialogNamed(page, '退回');
    await back.locator('.ant-form-item', { hasText: '退回节点' }).locator('.ant-select').click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '部门审批' }).click();
    await back.getByRole('textbox').fill('请附上比价单');
    await confirmDialog(page, '退回');
    await expect(page.getByText('退回成功。')).toBeVisible();
    await expect.poll(() => badge(page)).toBe(before);

    // 李娜 finds it back in the group's step and agrees again (through the calls)
    const again = await lina<Paged<FlowTaskRow>>('flow.FlowableTask', 'todoList', [{ keyword: big!.code }]);
    expect(again.itemList.map((r) => r.taskName)).toEqual(['部门审批']);
    await lina('flow.FlowableTask', 'claim', [{ taskId: again.itemList[0].taskId }]);
    await lina('flow.FlowableTask', 'complete', [{ taskId: again.itemList[0].taskId, instanceId: again.itemList[0].procInsId, comment: '比价单已附' }]);

    // -- 5. the admin refuses it: the order ends 驳回
    await openTask(page, big!.code);
    await page.getByTestId('task-refuse').click();
    await dialogNamed(page, '驳回').getByRole('textbox').fill('预算不足');
    await confirmDialog(page, '驳回');
    await expect(page.getByText('驳回成功')).toBeVisible();

    // -- 6. 钱伟 adds the admin as a signer before her on the small order
    const manage = await otherBrowser(browser);
    await loginAs(manage.page, 'qianwei', 'Demo@123');
    await openTask(manage.page, small!.code);
    await expect(marked(manage.page, group, 'flow-done')).toHaveCount(1);
    await expect(marked(manage.page, manager, 'flow-todo')).toHaveCount(1);
    await expect(unmarked(manage.page, director)).toHaveCount(0);
    await manage.page.getByTestId('task-addSign').click();
    const sign = dialogNamed(manage.page, '加签');
    await sign.getByRole('radio', { name: '前加签' }).check();
    await sign.locator('.ant-form-item', { hasText: '加签人员' }).locator('.ant-select').click();
    await manage.page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: boss!.name }).first().click();
    await sign.getByRole('textbox').last().fill('金额接近限额，请总监先看');
    await confirmDialog(manage.page, '加签');
    await expect(manage.page.getByText('成功', { exact: true })).toBeVisible();
    // her task waits for the signer: no 同意 until he has signed
    await expect(manage.page.getByTestId('task-agree')).toHaveCount(0);
    await expect(manage.page.getByTestId('task-removeSign')).toBeVisible();

    // the admin signs (agrees his add-sign task)
    await openTask(page, small!.code);
    await expect(page.getByTestId('task-facts')).toContainText('经理审批');
    await page.getByTestId('task-agree').click();
    await confirmDialog(page, '审批同意');
    await expect(page.getByText('成功', { exact: true })).toBeVisible();

    // 钱伟 has her task back and agrees: the order ends 已审核
    await openTask(manage.page, small!.code);
    await manage.page.getByTestId('task-agree').click();
    await confirmDialog(manage.page, '审批同意');
    await expect(manage.page.getByText('成功', { exact: true })).toBeVisible();

    // -- 7. the orders as their buyer sees them
    await buyer.page.goto(`/demo/purchase/PurchaseDetail?id=${small!.id}`);
    await expect(status(buyer.page)).toHaveText('已审核');
    await buyer.page.goto(`/demo/purchase/PurchaseDetail?id=${big!.id}`);
    await expect(status(buyer.page)).toHaveText('驳回');

    // -- 8. 已办任务 and 抄送我的 of the admin
    await openList(page, 'flowable/Finish', big!.code);
    await expect(rowOf(page, big!.code).first()).toContainText('总监审批');
    await expect(rowOf(page, big!.code).first().getByTestId('flow-status')).toHaveText('已驳回');
    await openList(page, 'flowable/Finish', small!.code);
    await expect(rowOf(page, small!.code)).toContainText('经理审批');
    await expect(rowOf(page, small!.code).getByTestId('flow-status')).toHaveText('已完成');
    await openList(page, 'flowable/CopySend', small!.code);
    await expect(rowOf(page, small!.code)).toHaveAttribute('data-unread', 'true');

    expect(buyer.errors, '李娜’s browser console').toEqual([]);
    expect(manage.errors, '钱伟’s browser console').toEqual([]);
    await buyer.close();
    await manage.close();
  } finally {
    await admin('flow.FlowableDef', 'bind', [{ key: 'purchaseOrderApproval', entityCodes: ['PurchaseOrder'] }]);
  }
});
