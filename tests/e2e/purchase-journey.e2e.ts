// The purchase journey of the business documents, in Chromium, as the demo admin: a purchase order
// of five lines typed in the browser (line table, keyboard), saved and audited; 生成到货单 keeps
// three lines with partial quantities; the order then shows what arrived and what remains; 付款
// from the arrival pays part of its payable; the payable summary, the supplier statement and the
// trace agree. Every expected figure is computed from what the test typed, in integer cents; the
// journey has a supplier and an account of its own, so demo data never mixes into the reports.
import { expect, test } from './fixtures';
import { apiLogin, approveFlow, audit, button, expectDone, cents, codeOf, convert, freshMasterData, item, lineBlock, lineCells, lineInputs, login, money, openReport, pick, removeLines, reportRows, save, setQuantities, shown, shownMoney, someMaterials, status, sum, today, typed } from './journey-kit';

// ---- 1. purchase → payment ------------------------------------------------------------------------------

test('purchase → payment: a five-line order, a partial arrival of three lines, a part payment; reports and trace agree', async ({ page, request }) => {
  // five lines typed, four documents saved and audited, three reports and the x6 graph
  test.setTimeout(360_000);
  const call = await apiLogin(request);
  const { who: supplier, account } = await freshMasterData(call, 'Supplier');
  const materials = await someMaterials(call, 5);

  // what the order says: quantity and unit price per line
  const ordered = [
    { quantity: 10, price: '12.50' },
    { quantity: 4, price: '3.33' },
    { quantity: 7, price: '0.10' },
    { quantity: 3, price: '20.05' },
    { quantity: 12, price: '1.99' },
  ];
  const lineAmount = (l: { quantity: number; price: string }) => l.quantity * cents(l.price);
  const orderTotal = sum(ordered.map(lineAmount));
  // the arrival keeps lines 1, 3 and 4 (indexes 0, 2, 3), each partly
  const kept = [0, 2, 3];
  const arrivedQty = [6, 5, 2];
  const arrivalTotal = sum(kept.map((line, i) => arrivedQty[i] * cents(ordered[line].price)));
  const arrivedPerLine = ordered.map((_l, line) => (kept.includes(line) ? arrivedQty[kept.indexOf(line)] : 0));
  const remainingPerLine = ordered.map((l, line) => l.quantity - arrivedPerLine[line]);
  // the payment pays part of the arrival's payable (no discount, nothing paid with the arrival)
  const paid = cents('50.35');
  expect(paid).toBeLessThan(arrivalTotal);

  await login(page);

  // -- the order, typed in the browser
  await page.goto('/demo/purchase/order');
  await expect(page.getByTestId('list-VformList').locator('.ant-table')).toBeVisible();
  await button(page, /新\s*增/).click();
  await expect(status(page)).toHaveText('新增');
  // 单据日期 defaults to today (the entity's default: TODAY)
  await expect(item(page, '单据日期').locator('input')).toHaveValue(today());
  await pick(page, '供应商', supplier.code, supplier.name);
  // 仓库 stays empty: it is optional
  for (const [i, line] of ordered.entries()) {
    // 添加一行 focuses the new row's first cell (物料); Tab goes to the next editable cell
    await lineBlock(page, 'items').getByRole('button', { name: '添加一行' }).click();
    await expect(page.getByTestId('lines-items').locator(`tr[data-row="${i}"] td[data-col="0"] input`)).toBeFocused();
    await page.keyboard.type(materials[i].code);
    // Enter picks the active option: wait for the search's answer (the code names one material)
    const options = page.locator('.ant-select-dropdown:visible .ant-select-item-option');
    await expect(options).toHaveCount(1);
    await expect(options).toContainText(materials[i].code);
    await page.keyboard.press('Enter');
    const quantity = (await lineInputs(page, 'items', '数量')).nth(i);
    await quantity.click();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type(String(line.quantity));
    await page.keyboard.press('Tab');
    await expect((await lineInputs(page, 'items', '单价')).nth(i)).toBeFocused();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type(line.price);
    await page.keyboard.press('Tab');
  }
  await expect(await lineCells(page, 'items', '物料')).toContainText(materials.map((m) => m.code));
  const amounts = await lineInputs(page, 'items', '金额');
  for (const [i, line] of ordered.entries()) await expect(amounts.nth(i)).toHaveValue(typed(lineAmount(line)));
  await expect.poll(() => shown(page, '合计金额')).toBe(typed(orderTotal));

  const orderId = await save(page);
  const orderUrl = page.url();
  const orderCode = await codeOf(page);
  // purchase orders are bound to an approval flow (with a flow, 提交 and no 审核): the buyer
  // submits it — the flow starts from his one department — and the approvers agree
  await expect(button(page, /(?<!反)审\s*核$/)).toHaveCount(0);
  await button(page, /提\s*交/).click();
  await expectDone(page, '提交成功。');
  await expect(status(page)).toHaveText('审批中');
  const flow = await call('flow.FlowableTask', 'getInstanceByReceipt', [{ entityCode: 'PurchaseOrder', receiptId: orderId }]);
  await approveFlow(request, flow.instanceId);
  await page.reload();
  await expect(status(page)).toHaveText('已审核');

  // -- 生成到货单: three of the five lines, each partly
  await convert(page, '生成到货单', 'purchase/PurchaseArrivalDetail', orderCode);
  await expect(await lineInputs(page, 'items', '数量')).toHaveCount(5);
  await removeLines(page, [2, 5]);
  await expect(await lineCells(page, 'items', '物料')).toContainText(kept.map((line) => materials[line].code));
  await setQuantities(page, arrivedQty);
  const arrivalId = await save(page);
  const arrivalUrl = page.url();
  const arrivalCode = await codeOf(page);
  await audit(page);
  await expect.poll(() => shown(page, '合计金额')).toBe(money(arrivalTotal));
  await expect.poll(() => shown(page, '应付金额')).toBe(money(arrivalTotal));

  // -- back on the order: arrived and remaining per line
  await page.goto(orderUrl);
  await expect(status(page)).toHaveText('已审核');
  await expect(await lineCells(page, 'items', '已到货数量')).toHaveText(arrivedPerLine.map(String));
  await expect(await lineCells(page, 'items', '未到货数量')).toHaveText(remainingPerLine.map(String));
  await expect.poll(() => shown(page, '已到货数量')).toBe(String(sum(arrivedQty)));

  // -- 付款 from the arrival: part of its payable
  await page.goto(arrivalUrl);
  await expect(status(page)).toHaveText('已审核');
  await convert(page, '付款', 'finance/PaymentDetail', arrivalCode);
  await expect(item(page, '供应商')).toContainText(supplier.name);
  await expect(await lineCells(page, 'items', '采购到货单')).toContainText([arrivalCode]);
  const payInputs = await lineInputs(page, 'items', '本次付款');
  await expect(payInputs).toHaveCount(1);
  // the draft offers what the arrival still has to be paid
  await expect(payInputs.first()).toHaveValue(typed(arrivalTotal));
  await pick(page, '付款账户', account.code, account.name);
  await payInputs.first().fill(money(paid));
  await payInputs.first().blur();
  await expect.poll(() => shown(page, '付款金额')).toBe(typed(paid));
  const paymentId = await save(page);
  const paymentUrl = page.url();
  const paymentCode = await codeOf(page);
  await audit(page);

  // -- 应付账款汇总表, this supplier's row (a supplier of this run: nothing else is in it)
  await openReport(page, 'finance/PayableSummaryReport', '应付账款汇总表', { 供应商: supplier });
  await expect.poll(() => reportRows(page)).toEqual([
    { 供应商: expect.stringContaining(supplier.name), 应收应付: shownMoney(arrivalTotal), 已结算: shownMoney(paid), 余额: shownMoney(arrivalTotal - paid) },
  ]);

  // -- 供应商对账单: the arrival, then the payment, the running balance moving by their amounts
  await openReport(page, 'finance/SupplierStatement', '供应商对账单', { 供应商: supplier });
  await expect.poll(async () => (await reportRows(page)).length).toBe(2);
  const statement = await reportRows(page);
  const arrivalRow = statement.find((r) => r.单据编号 === arrivalCode);
  const paymentRow = statement.find((r) => r.单据编号 === paymentCode);
  expect(arrivalRow, `the arrival among ${JSON.stringify(statement)}`).toMatchObject({ 单据类型: '采购到货单', 单据日期: today(), 应收应付: shownMoney(arrivalTotal), 已结算: shownMoney(0), 余额: shownMoney(arrivalTotal) });
  expect(paymentRow, `the payment among ${JSON.stringify(statement)}`).toMatchObject({ 单据类型: '付款单', 单据日期: today(), 应收应付: shownMoney(0), 已结算: shownMoney(paid), 余额: shownMoney(arrivalTotal - paid) });
  // the payment comes after the arrival (same day: by document id)
  expect(statement.map((r) => r.单据编号)).toEqual([arrivalCode, paymentCode]);

  // -- 溯源图谱 from the payment: order → arrival → payment
  await page.goto(paymentUrl);
  await expect(status(page)).toHaveText('已审核');
  await button(page, /溯源图谱/).click();
  await expect(page).toHaveURL(new RegExp(`/demo/dcm/trace\\?receiptId=${paymentId}$`));
  const graph = page.getByTestId('trace-graph');
  for (const id of [orderId, arrivalId, paymentId]) await expect(graph.locator(`[data-cell-id="${id}"]`)).toBeVisible();
  const documents = page.getByTestId('trace-documents');
  for (const code of [orderCode, arrivalCode, paymentCode]) await expect(documents).toContainText(code);
});
