// What the 系统管理 server tests share: the answer of a call that must succeed, a small real .xlsx
// and its upload as the caller.
import ExcelJS from 'exceljs';
import { expect } from 'vitest';
import type { Session, UploadedFile } from '../../../../schemas/rpc/portal';
import { type Answer, authHeaders, type TestServer } from '../../../../tests/server/harness';

export const ok = <T>(a: Answer<T>): T => {
  expect(a.json.code === 200 ? 200 : `${a.json.code} ${a.json.msg}`).toBe(200);
  return a.json.body;
};

export async function xlsx(rows: unknown[][]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Sheet1');
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

export async function upload(srv: TestServer, s: Session, bytes: Buffer, name = 'import.xlsx'): Promise<UploadedFile> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), name);
  const res = await fetch(`${srv.base}/portal.File/upload2`, { method: 'POST', body: form, headers: authHeaders(s) });
  const answer = (await res.json()) as { code: number; msg: string; body: UploadedFile };
  expect(answer.code).toBe(200);
  return answer.body;
}
