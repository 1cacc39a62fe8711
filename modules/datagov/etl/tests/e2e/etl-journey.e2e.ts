// ETL与调度's journey in Chromium on the demo as it starts: a transformation designed on the canvas
// (read the tenant's sales orders, keep the priced ones, write them into the MES file), saved, run,
// and its run found in 调度日志 with each step's rows; 数据血缘 follows the orders' price through the
// steps to the MES table. 调度监控 follows a run live over the web socket (a long read's rows so far
// among it), and 停止 stops it.
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../../../../../tests/e2e/fixtures';
import { apiLogin, login } from '../../../../../tests/e2e/journey-kit';

const pick = async (page: import('@playwright/test').Page, testId: string, option: string | RegExp) => {
  await page.getByTestId(testId).click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: option }).first().click();
};

test('a transformation is designed, saved, run, and its run is logged step by step', async ({ page }) => {
  test.setTimeout(180_000);
  await login(page);
  await page.goto('/demo/etl/Tran');
  // the demo's transformations are there at first start
  await expect(page.getByTestId('etl-tran-SALES-MONTHLY')).toBeVisible();
  await page.getByTestId('etl-tran-add').click();
  await expect(page).toHaveURL(/etl\/TranDesign$/);

  await pick(page, 'etl-tran-repo', '生产数据资源库（DEMO）');
  await page.getByTestId('etl-tran-code').fill('E2E-PRICED');
  await page.getByTestId('etl-tran-name').fill('有价订单到MES');

  await page.getByTestId('etl-add-read').click();
  await pick(page, 'etl-step-source', '本系统数据库（PLANTFORM）');
  await page.getByTestId('etl-step-sql').fill('select code, real_price from erp_sale');
  await page.getByTestId('etl-add-transform').click();
  await page.getByTestId('etl-step-sql').fill('select code, real_price from read1 where real_price > 0');
  await page.getByTestId('etl-add-write').click();
  await pick(page, 'etl-step-target', '旧MES产线数据（MES-LEGACY）');
  await page.getByTestId('etl-step-table').fill('e2e_priced');
  const graph = page.getByTestId('etl-graph');
  for (const key of ['read1', 'transform2', 'write3']) await expect(graph.getByText(key, { exact: true })).toBeVisible();

  await page.getByTestId('etl-save').click();
  await expect(page.locator('.ant-message')).toContainText('已保存');
  await page.getByTestId('etl-run').click();
  await expect(page.locator('.ant-message')).toContainText('已加入运行队列');

  await page.goto('/demo/etl/ScheduleLog');
  const row = page.getByRole('row', { name: /有价订单到MES/ }).first();
  await expect(async () => {
    await page.reload();
    await expect(row).toContainText('成功', { timeout: 2000 });
  }).toPass({ timeout: 60_000 });
  await row.getByRole('button', { name: '日志' }).click();
  const steps = page.getByTestId('etl-run-steps');
  await expect(steps.getByRole('row', { name: /有价订单到MES \/ 读取.*成功/ })).toBeVisible();
  await expect(steps.getByRole('row', { name: /有价订单到MES \/ 写入.*成功.*写入 \d+ 行/ })).toBeVisible();

  // 数据血缘: the sales orders' real_price is followed through the three steps to the MES table
  await page.goto('/demo/meta/DataBlood');
  const box = page.getByTestId('dl-find').locator('input');
  await box.fill('erp_sale');
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: /本系统数据库 · public\.erp_sale$/ }).first().click();
  const lineage = page.getByTestId('dl-graph');
  await lineage.getByRole('button', { name: '选择字段 erp_sale.real_price' }).click();
  const impact = page.getByTestId('dl-impact');
  await expect(impact.getByRole('row', { name: /有价订单到MES \/ 读取/ }).first()).toBeVisible();
  await expect(impact.getByRole('row', { name: /e2e_priced\s*real_price.*有价订单到MES \/ 写入/ }).first()).toBeVisible();
});

/** The API as the admin, the demo repository, and the two demo sources a test transformation reads and writes. */
async function demoPlaces(request: APIRequestContext) {
  const call = await apiLogin(request);
  const repo = (await call('datagov.EtlRepo', 'summaryPage', [{ pageSize: 200 }])).itemList.find((r: { code: string }) => r.code === 'DEMO');
  const sources: Array<{ id: number; code: string; kind: string }> = await call('datagov.EtlTran', 'sources', []);
  return { call, repo, own: sources.find((s) => s.kind === 'own')!, mes: sources.find((s) => s.code === 'MES-LEGACY')! };
}

test('调度监控 follows a run live, without reloading, and 停止 stops it', async ({ page, request }) => {
  test.setTimeout(180_000);
  const { call, repo, own, mes } = await demoPlaces(request);
  // a transformation with a long read (ten million rows made by the MES file's SQLite: its rows so far
  // show while it runs) and a transform that keeps DuckDB busy for minutes: it is still running when stopped
  const tran = await call('datagov.EtlTran', 'save', [{
    repoId: repo.id, code: 'E2E-SLOW', name: '慢转换',
    steps: [
      { kind: 'read', key: 'src', name: '读取', sourceId: own.id, sql: 'select code from erp_sale' },
      { kind: 'read', key: 'many', name: '多行读取', sourceId: mes.id, sql: 'with recursive n(i) as (select 1 union all select i + 1 from n where i < 10000000) select i from n' },
      { kind: 'transform', key: 'slow', name: '慢计算', inputs: ['src', 'many'], sql: 'select count(*) as n from src cross join range(10000000000) r' },
      { kind: 'write', key: 'out', name: '写入', input: 'slow', sourceId: mes.id, table: 'e2e_slow', mode: 'create', keys: [] },
    ],
  }]);
  await login(page);
  await page.goto('/demo/etl/ScheduleMonitor');
  await expect(page.getByTestId('etl-monitor-empty').or(page.locator('[data-testid^="etl-live-"]').first())).toBeVisible();
  const run = await call('datagov.EtlTran', 'run', [tran.id]);
  // pushed over the socket: the run shows and moves to its running step without a reload (the fallback refresh is 30 s)
  const card = page.getByTestId(`etl-live-${run.id}`);
  await expect(card).toBeVisible({ timeout: 10_000 });
  await expect(card.getByRole('row', { name: /慢转换 \/ 多行读取.*运行中.*已处理 \d+ 行/ })).toBeVisible({ timeout: 20_000 });
  // stopped while the long read runs in its thread (the slow transform keeps a fast machine's run alive)
  await card.getByTestId(`etl-stop-${run.id}`).click();
  await page.locator('.ant-popconfirm').getByRole('button', { name: /确\s*定|OK/ }).click();
  await expect(page.locator('.ant-message')).toContainText('已请求停止');
  await expect(card).toBeHidden({ timeout: 15_000 });

  await page.goto('/demo/etl/ScheduleLog');
  const row = page.getByRole('row', { name: /慢转换/ }).first();
  await expect(row).toContainText('已停止');
  await expect(row).toContainText('已由');
});

test('the designer draws an edge by dragging, refuses one into a read in words, keeps a moved step where it was put, and removes an edge with Delete', async ({ page, request }) => {
  test.setTimeout(120_000);
  const { call, repo, own, mes } = await demoPlaces(request);
  const tran = await call('datagov.EtlTran', 'save', [{
    repoId: repo.id, code: 'E2E-DRAW', name: '连线转换',
    steps: [
      { kind: 'read', key: 'a', name: '订单', sourceId: own.id, sql: 'select code from erp_sale' },
      { kind: 'read', key: 'b', name: '订单二', sourceId: own.id, sql: 'select code from erp_sale' },
      { kind: 'transform', key: 't', name: '合并', inputs: ['a'], sql: 'select code from a union all select code from b' },
      { kind: 'write', key: 'w', name: '写入', input: 't', sourceId: mes.id, table: 'e2e_draw', mode: 'create', keys: [] },
    ],
  }]);
  await login(page);
  await page.goto(`/demo/etl/TranDesign?id=${tran.id}`);
  const graph = page.getByTestId('etl-graph');
  await expect(graph.getByText('合并', { exact: false })).toBeVisible();
  const drag = async (from: import('@playwright/test').Locator, to: import('@playwright/test').Locator, dy = 0) => {
    const a = (await from.boundingBox())!;
    const b = (await to.boundingBox())!;
    await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
    await page.mouse.down();
    await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2 + dy, { steps: 12 });
    await page.mouse.up();
  };
  const node = (key: string) => graph.locator(`[data-cell-id="${key}"]`);
  const edges = graph.locator('.x6-edge');
  await expect(edges).toHaveCount(2);
  // b's output onto the transform: b becomes one of its inputs
  await drag(node('b').locator('[port-group="out"]').first(), node('t').locator('rect').first());
  await expect(edges).toHaveCount(3);
  // the transform's output onto a read: refused, in words
  await drag(node('t').locator('[port-group="out"]').first(), node('a').locator('rect').first());
  await expect(page.locator('.ant-message')).toContainText('读取步骤没有输入，不能连入');
  await expect(edges).toHaveCount(3);
  // the second read moved down by 120 px, saved, and found there after a reload
  const before = (await node('b').boundingBox())!;
  await drag(node('b').locator('rect').first(), node('b').locator('rect').first(), 120);
  await page.getByTestId('etl-save').click();
  await expect(page.locator('.ant-message')).toContainText('已保存');
  await page.reload();
  await expect(edges).toHaveCount(3);
  const after = (await node('b').boundingBox())!;
  expect(Math.round(after.y - before.y)).toBeGreaterThan(100);

  // the edge a → t clicked on the canvas shows selected; Delete removes it; saved, it stays gone
  await expect(page.getByTestId('etl-unsaved')).toBeHidden();
  const edge = graph.locator('[data-cell-id="a->t"]');
  await edge.locator('path').first().click({ force: true });
  await expect(edge).toHaveAttribute('data-selected', 'true');
  await page.keyboard.press('Delete');
  await expect(edges).toHaveCount(2);
  await expect(edge).toHaveCount(0);
  await expect(page.getByTestId('etl-edge-a-t')).toHaveCount(0);
  await expect(page.getByTestId('etl-unsaved')).toHaveText('未保存');
  await page.getByTestId('etl-save').click();
  await expect(page.locator('.ant-message')).toContainText('已保存');
  await expect(page.getByTestId('etl-unsaved')).toBeHidden();
  await page.reload();
  await expect(edges).toHaveCount(2);
  await expect(graph.locator('[data-cell-id="b->t"]')).toHaveCount(1);
  await expect(graph.locator('[data-cell-id="a->t"]')).toHaveCount(0);
  // the canvas keeps its height (the list of edges below it does not make it grow)
  expect((await graph.boundingBox())!.height).toBeLessThan(400);
  await page.waitForTimeout(500);
  expect((await graph.boundingBox())!.height).toBeLessThan(400);
});
