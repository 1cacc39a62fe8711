// @vitest-environment node
// The streaming .xlsx writer of the export: what it writes reads back with exceljs (in-memory and
// streaming readers), and it waits for a slow output instead of piling XML up in memory.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PassThrough, Writable } from 'node:stream';
import zlib from 'node:zlib';
import ExcelJS from 'exceljs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Utf8SafeWorkbookReader } from '../../../server/records/excel/reader';
import { columnLetter, sheetName, XlsxStreamWriter } from '../../../server/records/excel/xlsx-writer';
import { holdsSignature, ZipClosedError } from '../../../server/records/excel/zip-writer';

function collect() {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => out.on('end', () => resolve(Buffer.concat(chunks))));
  return { out, done };
}

const columns = [
  { header: '物料编码', width: 14 },
  { header: '物料名称', width: 30 },
  { header: '参考售价', width: 12 },
  { header: '创建时间', width: 20 },
];

afterEach(() => {
  vi.restoreAllMocks();
});

describe('XlsxStreamWriter', () => {
  it('writes headers, widths, inline strings, numbers and dates that exceljs reads back', async () => {
    const { out, done } = collect();
    const w = new XlsxStreamWriter(out, { sheetName: '物料/清单', columns });
    await w.start();
    const when = new Date('2026-01-31T08:30:00Z');
    await w.addRow(['M0001', '深沟球轴承 <6204> & "ZZ"', 12.5, when]);
    await w.addRow(['  lead and trail  ', 'bad\u0001control\u0008chars 😀', 0, null]);
    await w.addRow([null, 'line one\nline two', -3.25e-7, undefined]);
    await w.finish();
    const bytes = await done;

    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(bytes as unknown as ArrayBuffer);
    const ws = wb.worksheets[0];
    expect(ws.name).toBe('物料 清单');
    expect((ws.getRow(1).values as unknown[]).slice(1)).toEqual(columns.map((c) => c.header));
    expect(ws.getRow(1).getCell(1).font?.bold).toBe(true);
    expect(ws.getColumn(2).width).toBe(30);
    expect(ws.getCell('A2').value).toBe('M0001');
    expect(ws.getCell('B2').value).toBe('深沟球轴承 <6204> & "ZZ"');
    expect(ws.getCell('C2').value).toBe(12.5);
    expect(ws.getCell('D2').value).toEqual(when);
    expect(ws.getCell('D2').numFmt).toBe('mm-dd-yy');
    expect(ws.getCell('A3').value).toBe('  lead and trail  ');
    expect(ws.getCell('B3').value).toBe('badcontrolchars 😀');
    expect(ws.getCell('C3').value).toBe(0);
    expect(ws.getCell('A4').value).toBe(null);
    expect(ws.getCell('B4').value).toBe('line one\nline two');
    expect(ws.getCell('C4').value).toBe(-3.25e-7);
    expect(ws.rowCount).toBe(4);
  });

  it('reads back through the streaming reader the import uses, past many chunks', async () => {
    const { out, done } = collect();
    const wide = Array.from({ length: 30 }, (_, i) => ({ header: `列${i}`, width: 10 }));
    const w = new XlsxStreamWriter(out, { sheetName: 'Sheet', columns: wide });
    await w.start();
    const N = 5000;
    for (let r = 0; r < N; r++) await w.addRow(wide.map((_, c) => (c % 2 ? `文本${r}-${c}` : r * 100 + c)));
    await w.finish();
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'xlsx-writer-')), 'out.xlsx');
    fs.writeFileSync(file, await done);
    const reader = new Utf8SafeWorkbookReader(file, { sharedStrings: 'cache', hyperlinks: 'ignore', styles: 'ignore', worksheets: 'emit', entries: 'emit' });
    let rows = 0;
    let last: unknown[] = [];
    for await (const sheet of reader) {
      for await (const row of sheet) {
        rows++;
        last = row.values as unknown[];
      }
    }
    expect(rows).toBe(N + 1);
    expect(last[1]).toBe((N - 1) * 100);
    expect(last[30]).toBe(`文本${N - 1}-29`); // column AD
    fs.rmSync(path.dirname(file), { recursive: true, force: true });
  });

  it('waits for a slow output instead of buffering: rows stop while the output is stuck', async () => {
    let release: (() => void) | null = null;
    const chunks: Buffer[] = [];
    let stuck = true;
    const out = new Writable({
      highWaterMark: 16 * 1024,
      write(chunk, _enc, cb) {
        chunks.push(chunk);
        if (stuck) release = cb;
        else cb();
      },
    });
    const w = new XlsxStreamWriter(out, { sheetName: 'S', columns });
    let written = 0;
    const run = (async () => {
      await w.start();
      for (let i = 0; i < 30_000; i++) {
        await w.addRow([`M${i}`, `一个相当长的物料名称，用来填满缓冲区 ${i}`, i / 7, new Date(i * 1000)]);
        written++;
      }
      await w.finish();
    })();
    await new Promise((r) => setTimeout(r, 300));
    const atStall = written;
    await new Promise((r) => setTimeout(r, 300));
    expect(written).toBe(atStall); // nothing more is accepted while the output is stuck
    expect(written).toBeLessThan(20_000); // and only a bounded amount was accepted before
    stuck = false;
    (release as (() => void) | null)?.();
    await run;
    expect(written).toBe(30_000);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(Buffer.concat(chunks) as unknown as ArrayBuffer);
    expect(wb.worksheets[0].rowCount).toBe(30_001);
  }, 60_000);

  it('fails instead of hanging when the output goes away mid-stream', async () => {
    const out = new Writable({ highWaterMark: 1024, write: () => {} }); // never drains
    const w = new XlsxStreamWriter(out, { sheetName: 'S', columns });
    const run = (async () => {
      await w.start();
      for (let i = 0; i < 100_000; i++) await w.addRow([`M${i}`, `名称${i}`, i, null]);
      await w.finish();
    })();
    await new Promise((r) => setTimeout(r, 100));
    out.destroy();
    await expect(run).rejects.toBeInstanceOf(ZipClosedError);
  });

  it('never lets the data descriptor signature appear inside the sheet (the streaming reader ends an entry there)', async () => {
    const signature = Buffer.from('PK\x07\x08', 'latin1');
    expect(holdsSignature(Buffer.alloc(0), Buffer.concat([Buffer.from('ab'), signature]))).toBe(true);
    expect(holdsSignature(Buffer.from('xPK'), Buffer.from([0x07, 0x08, 0x41]))).toBe(true); // across two pieces
    expect(holdsSignature(Buffer.from('xxP'), Buffer.from([0x4b, 0x07, 0x08]))).toBe(true);
    expect(holdsSignature(Buffer.from('PK\x07', 'latin1'), Buffer.from('A'))).toBe(false);
    // a piece whose deflated bytes hold the signature is written again as stored blocks
    const real = zlib.deflateRaw;
    let forged = 0;
    vi.spyOn(zlib, 'deflateRaw').mockImplementation(((buf: Buffer, opts: zlib.ZlibOptions, cb: (e: Error | null, r: Buffer) => void) => {
      if (opts.level !== 0 && forged++ === 1) return cb(null, Buffer.concat([Buffer.from('garbage'), signature]));
      return real(buf, opts, cb);
    }) as typeof zlib.deflateRaw);
    const { out, done } = collect();
    const w = new XlsxStreamWriter(out, { sheetName: 'S', columns });
    await w.start();
    for (let i = 0; i < 5000; i++) await w.addRow([`M${i}`, `名称${i}`, i, null]);
    await w.finish();
    const bytes = await done;
    expect(forged).toBeGreaterThan(2);
    // the first signature after the sheet's local header is its data descriptor, right before the central directory
    const descriptor = bytes.indexOf(signature, bytes.indexOf('xl/worksheets/sheet1.xml'));
    expect(bytes.readUInt32LE(descriptor + 16)).toBe(0x02014b50);
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'xlsx-writer-')), 'out.xlsx');
    fs.writeFileSync(file, bytes);
    let rows = 0;
    for await (const sheet of new Utf8SafeWorkbookReader(file, { sharedStrings: 'cache', hyperlinks: 'ignore', styles: 'ignore', worksheets: 'emit', entries: 'emit' })) for await (const _ of sheet) rows++;
    expect(rows).toBe(5001);
    fs.rmSync(path.dirname(file), { recursive: true, force: true });
  });

  it('names columns and sheets as Excel wants them', () => {
    expect([0, 25, 26, 51, 52, 701, 702].map(columnLetter)).toEqual(['A', 'Z', 'AA', 'AZ', 'BA', 'ZZ', 'AAA']);
    expect(sheetName('a[b]c:d*e?f/g\\h')).toBe('a b c d e f g h');
    expect(sheetName('x'.repeat(40))).toHaveLength(31);
    expect(sheetName('')).toBe('Sheet1');
  });
});
