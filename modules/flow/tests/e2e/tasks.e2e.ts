// The task lists and the task screen 流程处理详情 in Chromium against the real server and its demo
// flows: 李娜 (a buyer, candidate of 采购主管审核) claims the demo purchase order's task in 待办任务,
// opens it — the order's own view, the diagram with 提交申请 done and 采购主管审核 to do, the
// approval record, the full-screen dialog titled 采购订单审批 — and agrees, copying 系统管理员; the
// screen goes on to her next task (an order above 20,000 she submitted through the calls), which
// she claims and agrees, so it reaches 总经理审批: 系统管理员's todo badge goes up while he watches.
// He refuses it (a comment is required); 已办任务, 抄送我的 (unread until opened) and 我的流程 show
// what happened.
import { expect, test } from '../../../../tests/e2e/fixtures';
import { login, separatePage } from '../../../../tests/e2e/journey-kit';
import type { FlowTaskRow } from '../../contracts';
import { badge, callsAs, loginAs, openList, type Paged, rowOf } from './flow-kit';

test('待办 → claim → the task screen → agree → next task → the approver’s badge, refusal, 已办, 抄送, 我的流程', async ({ page, browser, request }) => {
  test.setTimeout(240_000);
  const lina = await callsAs(request, 'lina', 'Demo@123');
  const mineBefore = await lina<Paged<FlowTaskRow>>('flow.FlowableTask', 'todoList', [{ keyword: '李娜', pageSize: 50 }]);
  const demo = mineBefore.itemList.find((r) => r.claimable && r.entityCode === 'PurchaseOrder' && r.taskName === '采购主管审核');
  expect(demo, 'the demo purchase order waiting for the buyers').toBeTruthy();
  const demoCode = demo!.receiptCode!;
  // an order of hers above 20,000 (so it goes on to 总经理审批), submitted through the calls
  const saved = await lina<Paged<{ id: number; code: string; total_price: number }>>('datax.MetaDynamic', 'summaryPage', [{ entityCode: 'PurchaseOrder', pageSize: 50, filterMap: { status_dict: 'Saved' } }]);
  const big = saved.itemList.find((o) => Number(o.total_price) > 20000);
  expect(big, 'a saved purchase order above 20,000').toBeTruthy();
  await lina('flow.FlowableTask', 'start', [{ procDefId: 'purchaseOrderApproval', entityCode: 'PurchaseOrder', receiptId: big!.id, receiptCode: big!.code }]);
  const bigCode = big!.code;

  // 系统管理员 watches his badge in a browser of his own
  const { context: adminContext, page: admin, errors: adminErrors } = await separatePage(browser);
  await login(admin);
  await expect(admin.getByRole('button', { name: /^待办 \d+$/ })).toBeVisible();
  // the count to start from is the server's, awaited on the badge (read at once, the badge may
  // still show what it had before its first count arrived)
  const adminCalls = await callsAs(request, 'admin', 'Admin@123');
  const { total: before } = await adminCalls<{ total: number }>('portal.MenuAlloc', 'todoCount', []);
  await expect.poll(() => badge(admin)).toBe(before);

  // -- 李娜: 待办任务, her two flows (newest first); 签收 the demo one, 取消签收, 签收 again
  await loginAs(page, 'lina', 'Demo@123');
  await openList(page, 'flowable/Todo', '李娜');
  const rows = page.getByTestId('task-table').locator('tbody tr.ant-table-row');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText(bigCode);
  await expect(rows.nth(1)).toContainText(demoCode);
  await expect(rowOf(page, demoCode)).toContainText('待签收');
  await rowOf(page, demoCode).getByTestId('row-claim').click();
  await expect(page.getByText('签收成功。')).toBeVisible();
  await rowOf(page, demoCode).getByTestId('row-unclaim').click();
  await expect(page.getByText('取消签收成功。')).toBeVisible();
  await rowOf(page, demoCode).getByTestId('row-claim').click();
  await expect(rowOf(page, demoCode).getByTestId('row-unclaim')).toBeVisible();
  await expect(rowOf(page, demoCode).getByTestId('row-delegate')).toBeVisible();

  // -- the task screen: the order's view, the diagram, the record
  await rowOf(page, demoCode).getByTestId('row-handle').click();
  await expect(page).toHaveURL(new RegExp(`/demo/flow/taskDetail\\?.*taskId=${demo!.taskId}`));
  const screen = page.getByTestId('task-screen');
  await expect(screen.getByRole('heading', { name: '流程处理详情' })).toBeVisible();
  await expect(screen.getByTestId('receipt-view')).toContainText(demoCode);
  await expect(screen.getByTestId('receipt-status')).toContainText('审批中');
  await expect(screen.locator('.djs-element[data-element-id="submit"].flow-done')).toHaveCount(1);
  await expect(screen.locator('.djs-element[data-element-id="review"].flow-todo')).toHaveCount(1);
  await expect(screen.locator('.djs-element[data-element-id="boss"].flow-todo, .djs-element[data-element-id="boss"].flow-done')).toHaveCount(0);
  const record = screen.locator('.ant-table').last();
  await expect(record).toContainText('提交申请');
  await expect(record).toContainText('采购主管审核');
  await expect(screen.getByTestId('task-unclaim')).toBeVisible();
  for (const op of ['agree', 'refuse', 'return', 'addSign', 'delegate', 'assign']) await expect(screen.getByTestId(`task-${op}`)).toBeVisible();
  await expect(screen.getByTestId('task-start')).toHaveCount(0);
  // the full-screen dialog, titled with the process definition's name
  await screen.getByRole('button', { name: /流程图/ }).click();
  const full = page.getByRole('dialog', { name: '采购订单审批' });
  await expect(full.getByTestId('task-fullscreen').locator('.djs-element[data-element-id="review"].flow-todo')).toHaveCount(1);
  await full.getByRole('button', { name: 'Close' }).click();
  await expect(full).toBeHidden();

  // -- 同意, copying 系统管理员: the screen goes on to her next task of the list
  await screen.getByTestId('task-agree').click();
  const agree = page.getByRole('dialog', { name: '审批同意' });
  await agree.locator('.ant-form-item', { hasText: '抄送人' }).locator('.ant-select').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '系统管理员' }).first().click();
  await agree.getByRole('textbox').last().fill('价格合理，同意');
  await agree.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByText('成功', { exact: true })).toBeVisible();
  await expect(page).not.toHaveURL(new RegExp(`taskId=${demo!.taskId}`));
  await expect(page.getByTestId('receipt-view')).toContainText(bigCode);

  // the next one waits to be claimed: 签收 on the screen, then 同意
  await expect(page.getByTestId('task-claim')).toBeVisible();
  await expect(page.getByTestId('task-agree')).toHaveCount(0);
  await page.getByTestId('task-claim').click();
  await expect(page.getByText('签收成功。')).toBeVisible();
  await page.getByTestId('task-agree').click();
  await page.getByRole('dialog', { name: '审批同意' }).getByRole('button', { name: /确\s*定/ }).click();
  // nothing left on her list: back to 待办任务
  await expect(page).toHaveURL(/\/demo\/flowable\/Todo$/);

  // -- 系统管理员's badge went up while he watched (web socket, no reload)
  // the big order reached 总经理审批; the demo order too when its amount is over 20,000 (the demo's
  // orders are made for the day the database was seeded: its amount is not fixed)
  const demoTotal = Number((await lina<Paged<{ total_price: number }>>('datax.MetaDynamic', 'summaryPage', [{ entityCode: 'PurchaseOrder', pageSize: 1, filterMap: { code: demoCode } }])).itemList[0].total_price);
  await expect.poll(() => badge(admin), { timeout: 15_000 }).toBe(before + 1 + (demoTotal > 20000 ? 1 : 0));

  // -- he refuses it: a comment is required
  await openList(admin, 'flowable/Todo', bigCode);
  await rowOf(admin, bigCode).dblclick();
  await expect(admin.getByTestId('receipt-view')).toContainText(bigCode);
  await expect(admin.locator('.djs-element[data-element-id="review"].flow-done')).toHaveCount(1);
  await expect(admin.locator('.djs-element[data-element-id="boss"].flow-todo')).toHaveCount(1);
  await admin.getByTestId('task-refuse').click();
  const refuse = admin.getByRole('dialog', { name: '驳回' });
  await refuse.getByRole('button', { name: /确\s*定/ }).click();
  await expect(refuse.getByText('请输入处理意见', { exact: true })).toBeVisible();
  await refuse.getByRole('textbox').fill('超出本月预算');
  await refuse.getByRole('button', { name: /确\s*定/ }).click();
  await expect(admin.getByText('驳回成功')).toBeVisible();
  await expect.poll(() => badge(admin)).toBe(before + (demoTotal > 20000 ? 1 : 0));

  // 已办任务: his refusal
  await openList(admin, 'flowable/Finish', bigCode);
  await expect(rowOf(admin, bigCode)).toContainText('总经理审批');
  await expect(rowOf(admin, bigCode).getByTestId('flow-status')).toHaveText('已驳回');
  // 抄送我的: 李娜's copy, unread until opened
  await openList(admin, 'flowable/CopySend', demoCode);
  await expect(rowOf(admin, demoCode)).toHaveAttribute('data-unread', 'true');
  await rowOf(admin, demoCode).getByTestId('row-view').click();
  await expect(admin.getByTestId('task-screen')).toBeVisible();
  await expect(admin.getByTestId('task-screen').locator('.ant-table').last()).toContainText('价格合理，同意');
  await openList(admin, 'flowable/CopySend', demoCode);
  await expect(rowOf(admin, demoCode)).not.toHaveAttribute('data-unread', 'true');

  // 我的流程 (李娜): the demo order's flow finished (or waits at 总经理审批 when over 20,000), hers refused
  await openList(page, 'flowable/Process', demoCode);
  await expect(rowOf(page, demoCode).getByTestId('flow-status')).toHaveText(demoTotal > 20000 ? '审批中' : '已完成');
  await openList(page, 'flowable/Process', bigCode);
  await expect(rowOf(page, bigCode).getByTestId('flow-status')).toHaveText('已驳回');
  await rowOf(page, bigCode).getByTestId('row-view').click();
  await expect(page.getByTestId('receipt-status')).toContainText('驳回');
  await expect(page.getByTestId('task-screen').locator('.ant-table').last()).toContainText('超出本月预算');

  expect(adminErrors, 'the approver’s browser console').toEqual([]);
  await adminContext.close();
});

test('发起 on the task screen (init), 退回 to the initiator, 重新提交', async ({ page, browser, request }) => {
  test.setTimeout(240_000);
  const lina = await callsAs(request, 'lina', 'Demo@123');
  const saved = await lina<Paged<{ id: number; code: string; total_price: number }>>('datax.MetaDynamic', 'summaryPage', [{ entityCode: 'PurchaseOrder', pageSize: 50, filterMap: { status_dict: 'Saved' } }]);
  const order = saved.itemList.find((o) => Number(o.total_price) > 20000);
  expect(order, 'a saved purchase order above 20,000').toBeTruthy();
  const mine = await lina<Paged<FlowTaskRow>>('flow.FlowableTask', 'myProcess', [{ keyword: '采购订单审批', pageSize: 1 }]);
  const procDefId = mine.itemList[0].procDefId;

  // -- 发起: the order's form, editable, with 发起 and 保存; the diagram without marks
  await loginAs(page, 'lina', 'Demo@123');
  await page.goto(`/demo/flow/taskDetail?init=true&procDefId=${encodeURIComponent(procDefId)}&entityCode=PurchaseOrder&receiptId=${order!.id}`);
  const screen = page.getByTestId('task-screen');
  await expect(screen.getByTestId('task-start')).toBeVisible();
  await expect(screen.getByTestId('task-save')).toBeVisible();
  await expect(screen.getByTestId('task-agree')).toHaveCount(0);
  await expect(screen.getByTestId('task-form').locator('input:not([disabled])').first()).toBeVisible();
  await expect(screen.locator('.djs-element[data-element-id="review"]')).toHaveCount(1);
  await expect(screen.locator('.flow-done, .flow-todo')).toHaveCount(0);
  await screen.getByTestId('task-start').click();
  await expect(page.getByText('发布流程成功')).toBeVisible();
  // opened directly (no list behind it): back to 我的流程, where the started flow now is
  await expect(page).toHaveURL(/\/demo\/flowable\/Process$/);
  await expect(rowOf(page, order!.code).getByTestId('flow-status')).toHaveText('审批中');

  // 李娜 passes 采购主管审核 through the calls: the order reaches 总经理审批
  const todo = await lina<Paged<FlowTaskRow>>('flow.FlowableTask', 'todoList', [{ keyword: order!.code }]);
  expect(todo.itemList.map((r) => r.taskName)).toEqual(['采购主管审核']);
  await lina('flow.FlowableTask', 'complete', [{ taskId: todo.itemList[0].taskId, comment: '核对无误' }]);

  // -- 系统管理员 returns it to 提交申请 (a target and a comment are required)
  const { context: adminContext, page: admin, errors: adminErrors } = await separatePage(browser);
  await login(admin);
  await openList(admin, 'flowable/Todo', order!.code);
  await rowOf(admin, order!.code).getByTestId('row-handle').click();
  await admin.getByTestId('task-return').click();
  const back = admin.getByRole('dialog', { name: '退回' });
  await back.getByRole('button', { name: /确\s*定/ }).click();
  await expect(back.getByText('请选择退回节点')).toBeVisible();
  await expect(back.getByText('请输入处理意见', { exact: true })).toBeVisible();
  await back.locator('.ant-form-item', { hasText: '退回节点' }).locator('.ant-select').click();
  await admin.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '提交申请' }).click();
  await back.getByRole('textbox').fill('请补充供应商报价单');
  await back.getByRole('button', { name: /确\s*定/ }).click();
  await expect(admin.getByText('退回成功。')).toBeVisible();

  // -- 李娜 finds it back on her first node: 重新提交 (after a confirm), no 同意
  await openList(page, 'flowable/Todo', order!.code);
  await expect(rowOf(page, order!.code)).toContainText('提交申请');
  await rowOf(page, order!.code).getByTestId('row-handle').click();
  await expect(page.getByTestId('task-recommit')).toBeVisible();
  await expect(page.getByTestId('task-agree')).toHaveCount(0);
  await expect(page.getByTestId('task-screen').locator('.ant-table').last()).toContainText('请补充供应商报价单');
  await page.getByTestId('task-recommit').click();
  const confirm = page.getByRole('dialog').filter({ hasText: '确定重新提交吗？' });
  await expect(confirm.locator('.ant-modal-confirm-title')).toHaveText('注意');
  await confirm.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByText('成功', { exact: true })).toBeVisible();
  // back at 采购主管审核, where she is a candidate again: the screen goes on to that task
  const again = await lina<Paged<FlowTaskRow>>('flow.FlowableTask', 'todoList', [{ keyword: order!.code }]);
  expect(again.itemList.map((r) => [r.taskName, r.claimable])).toEqual([['采购主管审核', true]]);
  await expect(page).toHaveURL(new RegExp(`taskId=${again.itemList[0].taskId}`));
  await expect(page.getByTestId('task-claim')).toBeVisible();
  await expect(page.getByTestId('task-facts')).toContainText('采购主管审核');

  expect(adminErrors, 'the approver’s browser console').toEqual([]);
  await adminContext.close();
});
