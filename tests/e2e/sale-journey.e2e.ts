// The sale journey of the business documents, in Chromium, as the demo admin: an audited sale
// order (made through the calls), two deliveries made from it in the browser (生成发货单 twice, the
// quantities split), a return from the first (生成退货单), a receipt from the second (收款); the
// receivable summary, 销售毛利表 and 销售排行榜 agree with figures computed here in integer cents,
// for a customer of its own.
import { expect, test } from './fixtures';
import { apiLogin, auditThroughFlow, audit, button, cents, codeOf, convert, freshMasterData, item, lineCells, lineInputs, login, money, openReport, percent, pick, quantity, removeLines, reportRows, reportTotals, save, setQuantities, shown, shownMoney, someMaterials, status, sum, typed } from './journey-kit';

// ---- 2. sale → receipt ----------------------------------------------------------------------------------

test('sale → receipt: two deliveries split from one order, a return, a receipt; receivables, gross profit and ranking agree', async ({ page, request }) => {
  test.setTimeout(420_000);
  const call = await apiLogin(request);
  const { who: customer, account } = await freshMasterData(call, 'Customer');
  const materials = await someMaterials(call, 3);

  // the order: quantity, unit price and cost price per line
  const ordered = [
    { quantity: 10, price: '25.50', cost: '18.20' },
    { quantity: 6, price: '99.99', cost: '70.00' },
    { quantity: 4, price: '12.35', cost: '8.10' },
  ];
  const order = await call('erp.Sale', 'create', [
    {
      customer_id: customer.id,
      remark: '端到端：销售到收款',
      items: ordered.map((l, i) => ({ material_id: materials[i].id, quantity: l.quantity, unit_price: l.price, cost_price: l.cost })),
    },
  ]);
  await auditThroughFlow(request, 'SaleOrder', order.id);

  // the first delivery: part of lines 1 and 3, all of line 2; the second: what remains (lines 1
  // and 3: a line with nothing left is not offered)
  const first = [6, 6, 1];
  const rest = ordered.map((l, i) => l.quantity - first[i]);
  const secondLines = rest.flatMap((q, i) => (q > 0 ? [i] : []));
  const second = secondLines.map((i) => rest[i]);
  expect(secondLines).toEqual([0, 2]);
  const worth = (quantities: number[], key: 'price' | 'cost') => sum(quantities.map((q, i) => q * cents(ordered[i][key])));
  const d1 = { amount: worth(first, 'price'), cost: worth(first, 'cost') };
  const d2 = { amount: worth(rest, 'price'), cost: worth(rest, 'cost') };
  // the return takes back 2 of line 2 from the first delivery
  const returned = { line: 1, quantity: 2 };
  const returnAmount = returned.quantity * cents(ordered[returned.line].price);
  // the receipt pays part of the second delivery
  const received = cents('100.00');
  expect(received).toBeLessThan(d2.amount);

  await login(page);

  // -- the order, from its list
  await page.goto('/demo/sale/Order');
  // found by its number in the filter bar (the demo data may list many orders of this month)
  const filters = page.getByTestId('filter-bar');
  await item(page, '单据编号').locator('input').fill(order.code);
  await filters.getByRole('button', { name: /查\s*询/ }).click();
  const row = page.locator('.ant-table-row', { hasText: order.code });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: /编\s*辑|详\s*情/ }).click();
  await expect(page).toHaveURL(new RegExp(`/demo/sale/OrderDetail\\?.*id=${order.id}`));
  await expect(status(page)).toHaveText('已审核');
  const orderUrl = page.url();

  // -- 生成发货单 ×2, the quantities split
  await convert(page, '生成发货单', 'sale/DeliveryDetail', order.code);
  await expect(await lineInputs(page, 'items', '数量')).toHaveCount(3);
  for (const [i, l] of ordered.entries()) await expect((await lineInputs(page, 'items', '数量')).nth(i)).toHaveValue(String(l.quantity));
  await setQuantities(page, first);
  const d1Id = await save(page);
  const d1Url = page.url();
  const d1Code = await codeOf(page);
  await audit(page);
  await expect.poll(() => shown(page, '合计金额')).toBe(money(d1.amount));
  await expect.poll(() => shown(page, '成本金额')).toBe(money(d1.cost));

  await page.goto(orderUrl);
  await expect(status(page)).toHaveText('已审核');
  await expect(await lineCells(page, 'items', '已发货数量')).toHaveText(first.map(String));
  await convert(page, '生成发货单', 'sale/DeliveryDetail', order.code);
  // the draft offers what remains: line 2 went out whole with the first delivery
  const remaining = await lineInputs(page, 'items', '数量');
  await expect(remaining).toHaveCount(second.length);
  for (const [i, q] of second.entries()) await expect(remaining.nth(i)).toHaveValue(String(q));
  await expect(await lineCells(page, 'items', '物料')).toContainText(secondLines.map((line) => materials[line].code));
  const d2Id = await save(page);
  const d2Url = page.url();
  const d2Code = await codeOf(page);
  await audit(page);
  await expect.poll(() => shown(page, '合计金额')).toBe(money(d2.amount));

  // everything delivered: the order is finished
  await page.goto(orderUrl);
  await expect(status(page)).toHaveText('完成');
  await expect(await lineCells(page, 'items', '已发货数量')).toHaveText(ordered.map((l) => String(l.quantity)));
  await expect(await lineCells(page, 'items', '未发货数量')).toHaveText(ordered.map(() => '0'));

  // -- 生成退货单 from the first delivery: 2 of line 2
  await page.goto(d1Url);
  await expect(status(page)).toHaveText('已审核');
  await convert(page, '生成退货单', 'sale/RejectDetail', d1Code);
  await expect(await lineInputs(page, 'items', '数量')).toHaveCount(3);
  await removeLines(page, [1, 3]);
  await expect(await lineCells(page, 'items', '物料')).toContainText([materials[returned.line].code]);
  await setQuantities(page, [returned.quantity]);
  const rejectId = await save(page);
  const rejectCode = await codeOf(page);
  await audit(page);
  await expect.poll(() => shown(page, '合计金额')).toBe(money(returnAmount));
  await page.goto(d1Url);
  await expect(await lineCells(page, 'items', '已退货数量')).toHaveText(first.map((_q, i) => String(i === returned.line ? returned.quantity : 0)));
  await expect(item(page, '退货状态')).toContainText('部分退货');

  // -- 收款 from the second delivery: part of its receivable
  await page.goto(d2Url);
  await expect(status(page)).toHaveText('已审核');
  await convert(page, '收款', 'finance/IncomeDetail', d2Code);
  await expect(item(page, '客户')).toContainText(customer.name);
  await expect(await lineCells(page, 'items', '销售发货单')).toContainText([d2Code]);
  const receiptInputs = await lineInputs(page, 'items', '本次收款');
  await expect(receiptInputs).toHaveCount(1);
  await expect(receiptInputs.first()).toHaveValue(typed(d2.amount));
  await pick(page, '收款账户', account.code, account.name);
  await receiptInputs.first().fill(money(received));
  await receiptInputs.first().blur();
  await expect.poll(() => shown(page, '收款金额')).toBe(typed(received));
  const incomeId = await save(page);
  await audit(page);

  // -- 应收账款汇总表: deliveries − the return − the receipt
  const due = d1.amount + d2.amount - returnAmount;
  await openReport(page, 'finance/ReceivableSummaryReport', '应收账款汇总表', { 客户: customer });
  await expect.poll(() => reportRows(page)).toEqual([
    { 客户: expect.stringContaining(customer.name), 应收应付: shownMoney(due), 已结算: shownMoney(received), 余额: shownMoney(due - received) },
  ]);

  // -- 销售毛利表: the delivery lines by material (returns are not netted there: the report's
  // declaration), each material once per line of the order here
  const byDelivery = ordered.map((l, i) => {
    const q = first[i] + rest[i];
    return { material: materials[i], quantity: q, amount: q * cents(l.price), cost: q * cents(l.cost) };
  });
  const profitRows = [...byDelivery].sort((a, b) => b.amount - a.amount);
  await openReport(page, 'sale/ProfitReport', '销售毛利表', { 客户: customer });
  await expect.poll(async () => (await reportRows(page)).length).toBe(3);
  const profit = await reportRows(page);
  expect(profit).toEqual(
    profitRows.map((d) => ({
      物料: expect.stringContaining(d.material.code),
      发货数量: quantity(d.quantity),
      销售金额: shownMoney(d.amount),
      成本金额: shownMoney(d.cost),
      毛利: shownMoney(d.amount - d.cost),
      '毛利率(%)': percent(d.amount - d.cost, d.amount),
    })),
  );
  const delivered = { quantity: sum(byDelivery.map((d) => d.quantity)), amount: sum(byDelivery.map((d) => d.amount)), cost: sum(byDelivery.map((d) => d.cost)) };
  expect(await reportTotals(page)).toEqual({
    物料: '合计',
    发货数量: quantity(delivered.quantity),
    销售金额: shownMoney(delivered.amount),
    成本金额: shownMoney(delivered.cost),
    毛利: shownMoney(delivered.amount - delivered.cost),
    '毛利率(%)': percent(delivered.amount - delivered.cost, delivered.amount),
  });

  // -- 销售排行榜: the order lines' amounts by material, then by customer
  const byOrder = ordered.map((l, i) => ({ material: materials[i], quantity: l.quantity, amount: l.quantity * cents(l.price) }));
  const rankRows = [...byOrder].sort((a, b) => b.amount - a.amount);
  const orderedTotal = { quantity: sum(byOrder.map((o) => o.quantity)), amount: sum(byOrder.map((o) => o.amount)) };
  await openReport(page, 'sale/RankReport', '销售排行榜', { 客户: customer });
  await expect.poll(async () => (await reportRows(page)).length).toBe(3);
  expect(await reportRows(page)).toEqual(
    rankRows.map((o, i) => ({ 排名: String(i + 1), 物料: expect.stringContaining(o.material.code), 销售金额: shownMoney(o.amount), 销售数量: quantity(o.quantity) })),
  );
  expect(await reportTotals(page)).toMatchObject({ 销售金额: shownMoney(orderedTotal.amount), 销售数量: quantity(orderedTotal.quantity) });
  await page.getByTestId('report-page').getByText('按客户').click();
  await expect
    .poll(() => reportRows(page))
    .toEqual([{ 排名: '1', 客户: expect.stringContaining(customer.name), 销售金额: shownMoney(orderedTotal.amount), 销售数量: quantity(orderedTotal.quantity) }]);

  // -- 溯源图谱 from the first delivery: the order, both deliveries, the return and the receipt
  await page.goto(d1Url);
  await button(page, /溯源图谱/).click();
  const graph = page.getByTestId('trace-graph');
  for (const id of [order.id, d1Id, d2Id, rejectId, incomeId]) await expect(graph.locator(`[data-cell-id="${id}"]`)).toBeVisible();
  await expect(page.getByTestId('trace-documents')).toContainText(rejectCode);
});
