// What the production server tests share: answers that must succeed or fail with a message, the
// demo's materials by name (the first of each name), a real .xlsx and its upload as the caller.
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { expect } from 'vitest';
import type { Session, UploadedFile } from '../../../../schemas/rpc/portal';
import { type Answer, authHeaders, type TestServer } from '../../../../tests/server/harness';

export const ok = <T>(a: Answer<T>): T => {
  expect(a.json.code === 200 ? 200 : `${a.json.code} ${a.json.msg}`).toBe(200);
  return a.json.body;
};

/** The answer's code and message (a refusal). */
export const refusal = (a: Answer<unknown>) => ({ code: a.json.code, msg: a.json.msg });

export async function idsByName(srv: TestServer, tenantId: string, table: string, names: string[]): Promise<Record<string, number>> {
  const rows = (await sql<{ id: number; name: string }>`select id::int as id, name from ${sql.table(table)} where tenant_id = ${tenantId} and name in (${sql.join(names)}) order by code`.execute(srv.db.system)).rows;
  const out: Record<string, number> = {};
  for (const r of rows) out[r.name] ??= r.id;
  return out;
}

export async function codesOf(srv: TestServer, tenantId: string, ids: number[]): Promise<Record<number, string>> {
  const rows = (await sql<{ id: number; code: string }>`select id::int as id, code from mdm_material where tenant_id = ${tenantId} and id in (${sql.join(ids)})`.execute(srv.db.system)).rows;
  return Object.fromEntries(rows.map((r) => [r.id, r.code]));
}

export async function xlsx(rows: unknown[][]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Sheet1');
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

export async function upload(srv: TestServer, s: Session, bytes: Buffer, name = 'bom.xlsx'): Promise<UploadedFile> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), name);
  const res = await fetch(`${srv.base}/portal.File/upload2`, { method: 'POST', body: form, headers: authHeaders(s) });
  const answer = (await res.json()) as { code: number; msg: string; body: UploadedFile };
  expect(answer.code).toBe(200);
  return answer.body;
}
