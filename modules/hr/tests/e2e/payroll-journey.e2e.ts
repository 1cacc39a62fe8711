// A month's payroll in Chromium, from imported attendance to the payslips: the daily attendance
// template downloaded from 日考勤 (下载导入模板), filled and imported there (导入); 由日考勤生成 on
// 月度考勤 builds April 2030; 计算工资 on 工资表 computes it (2 people, net 3150.00: 8800 × 5/22 plus
// 2 h overtime at 1.5 × 8800/176 plus allowances — 岗位津贴 300 and 餐补 20 a day for 5 days — and
// 6600 × 2/22); reviewed and audited, 发放 pays it (asked
// first); 工资条 downloads the payslips, whose text pdftotext reads, a page per person; its detail
// shows the lines.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { expect, type Page, test } from '../../../../tests/e2e/fixtures';
import { apiLogin, expectDone, login, watchErrors } from '../../../../tests/e2e/journey-kit';

const MONTH = '2030-04';

/** a month action's dialog: the month typed into its picker, then 确定 */
async function runForMonth(page: Page, button: RegExp, month: string) {
  await page.getByRole('button', { name: button }).click();
  const dialog = page.getByTestId('hr-month-dialog');
  await expect(dialog).toBeVisible();
  const input = dialog.getByLabel('月份');
  await input.click();
  await input.fill(month);
  await input.press('Enter');
  await page.getByRole('dialog').getByRole('button', { name: /确\s*定/ }).click();
}

test('a month’s payroll from imported attendance to the payslips', async ({ page, request }) => {
  test.setTimeout(300_000);
  const errors = watchErrors(page);
  const call = await apiLogin(request);
  // two demo persons without borrowings (the demo lends to P0003 and P0005), April 2030 theirs alone
  const personOf = async (code: string) => (await call('datax.MetaDynamic', 'summaryPage', [{ entityCode: 'Person', filterMap: { code }, pageSize: 1 }])).itemList[0];
  const [qian, sun] = [await personOf('P0007'), await personOf('P0006')];
  await call('datax.MetaDynamic', 'saveValue', ['HrBasicSalary', { person_id: qian.id, effective_month: MONTH, basic_salary: '8800.00', post_allowance: '300.00', meal_allowance_day: '20.00' }]);
  await call('datax.MetaDynamic', 'saveValue', ['HrBasicSalary', { person_id: sun.id, effective_month: MONTH, basic_salary: '6600.00' }]);

  // -- 日考勤: the template from the list, filled, imported back
  await login(page);
  await page.goto('/demo/hr/AttendanceDay');
  const [template] = await Promise.all([page.waitForEvent('download'), page.getByText('下载导入模板').click()]);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile(await template.path());
  const ws = wb.worksheets[0];
  const headers = (ws.getRow(1).values as unknown[]).map((h) => String(h ?? '').replace('*', ''));
  const put = (row: number, values: Record<string, unknown>) => {
    for (const [k, v] of Object.entries(values)) ws.getRow(row).getCell(headers.indexOf(k)).value = v as ExcelJS.CellValue;
  };
  const days = ['01', '02', '03', '04', '05'];
  for (const [i, d] of days.entries()) put(i + 2, { 人员: 'P0007', 日期: `${MONTH}-${d}`, 出勤工时: 8, 加班工时: d === '03' ? 2 : 0, 项目: '新产线建设' });
  put(7, { 人员: 'P0006', 日期: `${MONTH}-01`, 出勤工时: 8, 项目: 'P001' });
  put(8, { 人员: 'P0006', 日期: `${MONTH}-02`, 出勤工时: 8, 项目: 'P001' });
  await page.locator('input[type=file]').setInputFiles({ name: '日考勤.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: Buffer.from(await wb.xlsx.writeBuffer()) });
  const totals = page.getByTestId('import-totals');
  await expect(totals).toBeVisible();
  await expect(totals).toContainText('7');
  await page.getByRole('dialog').getByRole('button', { name: /确\s*定|OK/ }).click();

  // -- 月度考勤: the month from the days
  await page.goto('/demo/hr/Attendance');
  await runForMonth(page, /由日考勤生成/, MONTH);
  await expectDone(page, `已由日考勤生成 ${MONTH} 月度考勤 2 条`);

  // -- 工资表: computed, reviewed and audited, paid
  await page.goto('/demo/hr/Salary');
  await runForMonth(page, /计算工资/, MONTH);
  await expectDone(page, `已计算 ${MONTH} 工资表 GZ203004：2 人，实发合计 3150.00`);
  const payroll = (await call('datax.MetaDynamic', 'summaryPage', [{ entityCode: 'HrPayroll', filterMap: { code: 'GZ203004' }, pageSize: 1 }])).itemList[0];
  await call('datax.MetaDynamic', 'commitValue', [{ entityCode: 'HrPayroll', recordId: payroll.id }]);
  await call('datax.MetaDynamic', 'auditValue', [{ entityCode: 'HrPayroll', recordId: payroll.id }]);
  await page.reload();
  const row = page.locator('tr.ant-table-row', { hasText: 'GZ203004' });
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: /发\s*放/ }).click();
  await page.locator('.ant-modal-confirm').getByRole('button', { name: /确\s*定|OK/ }).click();
  await expectDone(page, '工资表 GZ203004 已发放，借支扣回 0.00');

  // -- 工资条: the PDF, a page per person, its words real text (paid, the payroll is in the list's 历史)
  await page.getByText('历史', { exact: true }).click();
  const paidRow = page.locator('tr.ant-table-row', { hasText: 'GZ203004' });
  const [slips] = await Promise.all([page.waitForEvent('download'), paidRow.getByRole('button', { name: /工资条/ }).click()]);
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'hr-e2e-')), 'slips.pdf');
  await slips.saveAs(file);
  expect(execFileSync('pdfinfo', [file], { encoding: 'utf8' })).toMatch(/Pages:\s+2\n/);
  const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  expect(text).toContain(`${MONTH} 工资条`);
  expect(text).toContain(`${qian.name}（P0007）`);
  expect(text).toMatch(/加班工资\s+150\.00/);
  expect(text).toMatch(/岗位津贴\s+300\.00/);
  expect(text).toMatch(/餐补\s+100\.00/);
  expect(text).toMatch(/实发工资\s+2550\.00/);
  expect(text).toMatch(/实发工资\s+600\.00/);

  // -- the paid payroll's detail shows its lines
  await paidRow.getByRole('button', { name: /详\s*情/ }).or(paidRow.getByText('详情', { exact: true })).first().click();
  await expect(page.getByText(/2,?550\.00/).first()).toBeVisible();
  await expect(page.getByText(/600\.00/).first()).toBeVisible();
  expect(errors).toEqual([]);
});
