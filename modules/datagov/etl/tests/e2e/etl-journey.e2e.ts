// ETL与调度's journey in Chromium on the demo as it starts: a transformation designed on the canvas
// (read the tenant's sales orders, keep the priced ones, write them into the MES file), saved, run,
// and its run found in 调度日志 with each step's rows; 数据血缘 follows the orders' price through the
// steps to the MES table. 调度监控 follows a run live over the web socket, and 停止 stops it.
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

test('调度监控 follows a run live, without reloading, and 停止 stops it', async ({ page, request }) => {
  test.setTimeout(180_000);
  const call = await apiLogin(request);
  const repo = (await call('datagov.EtlRepo', 'summaryPage', [{ pageSize: 200 }])).itemList.find((r: { code: string }) => r.code === 'DEMO');
  const sources: Array<{ id: number; code: string; kind: string }> = await call('datagov.EtlTran', 'sources', []);
  const own = sources.find((s) => s.kind === 'own')!;
  const mes = sources.find((s) => s.code === 'MES-LEGACY')!;
  // a transformation whose transform keeps DuckDB busy for minutes: it is still running when stopped
  const tran = await call('datagov.EtlTran', 'save', [{
    repoId: repo.id, code: 'E2E-SLOW', name: '慢转换',
    steps: [
      { kind: 'read', key: 'src', name: '读取', sourceId: own.id, sql: 'select code from erp_sale' },
      { kind: 'transform', key: 'slow', name: '慢计算', inputs: ['src'], sql: 'select count(*) as n from src cross join range(10000000000) r' },
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
  await expect(card.getByRole('row', { name: /慢转换 \/ 慢计算.*运行中/ })).toBeVisible({ timeout: 20_000 });
  await card.getByTestId(`etl-stop-${run.id}`).click();
  await page.locator('.ant-popconfirm').getByRole('button', { name: /确\s*定|OK/ }).click();
  await expect(page.locator('.ant-message')).toContainText('已请求停止');
  await expect(card).toBeHidden({ timeout: 15_000 });

  await page.goto('/demo/etl/ScheduleLog');
  const row = page.getByRole('row', { name: /慢转换/ }).first();
  await expect(row).toContainText('已停止');
  await expect(row).toContainText('已由');
});
