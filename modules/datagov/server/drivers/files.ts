// CSV and .xlsx files as sources: each file (CSV) or sheet (.xlsx) becomes a table of an in-memory
// SQLite database, its first row the column names, each column typed INTEGER, REAL or TEXT by what
// all its values are. The console then queries them with SQL like any other source.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { Utf8SafeWorkbookReader } from '../../../../server/records/excel/reader';
import { withRegexp } from './sqlite-regexp';

export type Sheet = { name: string; rows: unknown[][] };

/** RFC 4180 CSV: quoted fields with doubled quotes and line breaks, CRLF or LF, a BOM dropped. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const s = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const endField = () => {
    row.push(field);
    field = '';
  };
  const endRow = () => {
    endField();
    rows.push(row);
    row = [];
  };
  for (let i = 0; i < s.length; i++) {
    const c = s[i]!;
    if (quoted) {
      if (c === '"' && s[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') endField();
    else if (c === '\n' || c === '\r') {
      if (c === '\r' && s[i + 1] === '\n') i++;
      endRow();
    } else field += c;
  }
  if (field !== '' || row.length) endRow();
  return rows.filter((r) => r.some((v) => v !== ''));
}

export async function readXlsx(bytes: Buffer): Promise<Sheet[]> {
  const dir = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'plantform-dg-'));
  const file = path.join(dir, 'book.xlsx');
  await fs.promises.writeFile(file, bytes);
  try {
    const sheets: Sheet[] = [];
    const reader = new Utf8SafeWorkbookReader(file, { sharedStrings: 'cache', worksheets: 'emit', hyperlinks: 'ignore', styles: 'ignore', entries: 'emit' });
    let n = 0;
    for await (const ws of reader as unknown as AsyncIterable<AsyncIterable<{ values: unknown[] }> & { name?: string }>) {
      n++;
      const rows: unknown[][] = [];
      for await (const r of ws) rows.push((r.values as unknown[]).slice(1).map((v) => (v && typeof v === 'object' && 'result' in v ? (v as { result: unknown }).result : v && typeof v === 'object' && 'text' in v ? (v as { text: unknown }).text : v)));
      sheets.push({ name: ws.name || `Sheet${n}`, rows });
    }
    return sheets;
  } finally {
    await fs.promises.rm(dir, { recursive: true, force: true });
  }
}

const q = (name: string) => `"${name.replace(/"/g, '""')}"`;

function typeOf(values: unknown[]): 'INTEGER' | 'REAL' | 'TEXT' {
  const present = values.filter((v) => v !== null && v !== undefined && v !== '');
  if (!present.length) return 'TEXT';
  if (present.every((v) => /^-?\d{1,15}$/.test(String(v)))) return 'INTEGER';
  if (present.every((v) => /^-?\d+(\.\d+)?([eE][-+]?\d+)?$/.test(String(v)))) return 'REAL';
  return 'TEXT';
}

/** Loads sheets into a new in-memory SQLite database, one table per sheet. */
export function loadSheets(sheets: Sheet[]): DatabaseSync {
  const db = withRegexp(new DatabaseSync(':memory:'));
  for (const sheet of sheets) {
    const [head = [], ...body] = sheet.rows;
    const names = head.map((h, i) => String(h ?? '').trim() || `column${i + 1}`);
    const seen = new Set<string>();
    const cols = names.map((n) => {
      let m = n;
      for (let k = 2; seen.has(m.toLowerCase()); k++) m = `${n}_${k}`;
      seen.add(m.toLowerCase());
      return m;
    });
    if (!cols.length) continue;
    const types = cols.map((_, i) => typeOf(body.map((r) => r[i])));
    db.exec(`create table ${q(sheet.name)} (${cols.map((c, i) => `${q(c)} ${types[i]}`).join(', ')})`);
    const ins = db.prepare(`insert into ${q(sheet.name)} values (${cols.map(() => '?').join(', ')})`);
    db.exec('begin');
    for (const r of body) {
      ins.run(
        ...cols.map((_, i) => {
          const v = r[i];
          if (v === null || v === undefined || v === '') return null;
          if (v instanceof Date) return v.toISOString();
          return types[i] === 'TEXT' ? String(v) : Number(v);
        }),
      );
    }
    db.exec('commit');
  }
  return db;
}
