// Helpers of the report tests: report pages read whole, the independent SQL they are checked
// against (plain GROUP BY on the tables, straight through the pool: nothing of the engine), dates
// of the default ranges, and exported sheets as bytes.
import { expect } from 'vitest';
import type { Session } from '../../schemas/rpc/portal';
import type { ReportPage, ReportRow } from '../../schemas/rpc/report';
import { authHeaders, ok, type TestServer } from '../kit';

/** Every row of a report call (pages of 1000), with the last answer's total and totals. */
export async function allRows(srv: TestServer, s: Session, service: string, method: string, args: (query: object) => unknown[], query: object = {}) {
  const rows: ReportRow[] = [];
  let last: ReportPage | null = null;
  for (let page = 1; ; page++) {
    last = ok(await srv.call<ReportPage>(s, service, method, args({ ...query, page, pageSize: 1000 })));
    rows.push(...last.itemList);
    if (rows.length >= last.total || !last.itemList.length) break;
  }
  expect(rows).toHaveLength(last!.total);
  return { rows, totals: last!.totals ?? {}, total: last!.total };
}

/** The rows of an independent query (the pool: no tenant layer, no report engine). */
export async function sqlRows(srv: TestServer, text: string, params: unknown[]): Promise<Array<Record<string, unknown>>> {
  return (await srv.db.pool.query(text, params)).rows;
}

/** A dimension value as a map key: a reference by its id. */
export const keyOf = (v: unknown) => (v && typeof v === 'object' && 'id' in v ? String((v as { id: unknown }).id) : String(v));

/** Report rows by their dimension keys → measure strings (the same shape sqlByKey makes). */
export function byKey(rows: ReportRow[], dims: string[], measures: string[]): Record<string, Record<string, unknown>> {
  return Object.fromEntries(rows.map((r) => [dims.map((d) => keyOf(r[d])).join('|'), Object.fromEntries(measures.map((m) => [m, r[m]]))]));
}

/** SQL rows by their key columns (k0, k1 …) → the named columns. */
export function sqlByKey(rows: Array<Record<string, unknown>>, keys: number, measures: string[]): Record<string, Record<string, unknown>> {
  return Object.fromEntries(rows.map((r) => [Array.from({ length: keys }, (_, i) => String(r[`k${i}`])).join('|'), Object.fromEntries(measures.map((m) => [m, r[m]]))]));
}

const pad = (n: number) => String(n).padStart(2, '0');
/** 'YYYY-MM-DD' in this machine's time zone (the server's: same process). */
export const localDay = (d = new Date()) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
export const today = () => localDay();
export const monthStart = () => `${today().slice(0, 8)}01`;
export const yearStart = () => `${today().slice(0, 5)}01-01`;
/** the 15th of the month before this one: outside a month range, inside a year range unless it is January */
export function lastMonthDay(): string {
  const d = new Date();
  return localDay(new Date(d.getFullYear(), d.getMonth() - 1, 15));
}

/** POST /download/report.xlsx as the session: the answer's status, type and bytes. */
export async function exportReport(srv: TestServer, s: Session, body: unknown[], headers: Record<string, string> = {}) {
  const res = await fetch(`${srv.base}/download/report.xlsx`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', language: 'zh_CN', ...authHeaders(s), ...headers },
    body: JSON.stringify(body),
  });
  return { status: res.status, type: res.headers.get('content-type') ?? '', disposition: res.headers.get('content-disposition') ?? '', bytes: Buffer.from(await res.arrayBuffer()) };
}
