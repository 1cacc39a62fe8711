// Regression: exceljs's streaming reader corrupted a Chinese character split across two chunks
// ('数量' read as '���量' at row 8 332 of a 12 000-row file). Both inline and shared strings.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { Utf8SafeWorkbookReader } from '../../server/records/excel/reader';

async function readAll(file: string): Promise<string[]> {
  const out: string[] = [];
  const reader = new Utf8SafeWorkbookReader(file, { sharedStrings: 'cache', hyperlinks: 'ignore', styles: 'ignore', worksheets: 'emit', entries: 'emit' });
  for await (const sheet of reader) for await (const row of sheet) out.push((row.values as unknown[]).slice(1).join('|'));
  return out;
}

describe('the streaming .xlsx reader', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'xlsx-'));
  const rows = Array.from({ length: 12_000 }, (_, i) => [`物料编码${i}`, `深沟球轴承（${i}型）`, '数量', '原材料仓库区']);
  const expected = rows.map((r) => r.join('|'));

  it('keeps every multi-byte character of inline strings whole', async () => {
    const file = path.join(dir, 'inline.xlsx');
    const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: file, useSharedStrings: false, useStyles: false });
    const ws = wb.addWorksheet('s');
    for (const r of rows) ws.addRow(r).commit();
    ws.commit();
    await wb.commit();
    expect(await readAll(file)).toEqual(expected);
  }, 60_000);

  it('keeps every multi-byte character of shared strings whole', async () => {
    const file = path.join(dir, 'shared.xlsx');
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('s');
    for (const r of rows) ws.addRow(r);
    await wb.xlsx.writeFile(file);
    expect(await readAll(file)).toEqual(expected);
  }, 60_000);
});
