// Sheet imports are capped before memory grows: a sheet past the row cap is refused while it is
// read (entity imports and the lines of documents alike), and a zip that inflates past the cap is
// refused from its central directory before inflating, or by the running count while inflating
// when its directory understates the sizes.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { Paged } from '../../schemas/rpc/define';
import type { ImportResult, RecordValue } from '../../schemas/rpc/datax';
import { IMPORT_CAPS } from '../../server/records/excel/import';
import { XlsxStreamWriter } from '../../server/records/excel/xlsx-writer';
import { fileServer, said, upload as uploadFile } from '../kit';

const srv = await fileServer({}, { withoutFlows: true });
const admin = await srv.session('demo', 'admin');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'caps-'));

const upload = async (bytes: Buffer, name?: string) => (await uploadFile(srv, admin, bytes, name)).id;
const leadIn = (fileId: number, headers?: Record<string, string>) => srv.call<ImportResult>(admin, 'datax.MetaDynamic', 'leadIn', [{ entityCode: 'Supplier', fileId }], headers);
const suppliers = async () => (await srv.call<Paged<RecordValue>>(admin, 'datax.MetaDynamic', 'summaryPage', [{ entityCode: 'Supplier', pageSize: 1 }])).json.body.total;

/** a sheet of the given data rows under the headers, written as a stream (as exports are) */
async function bigSheet(headers: string[], rows: number, row: (i: number) => unknown[]): Promise<Buffer> {
  const file = path.join(dir, `big-${rows}.xlsx`);
  const out = fs.createWriteStream(file);
  const w = new XlsxStreamWriter(out, { sheetName: 'Sheet1', columns: headers.map((header) => ({ header, width: 12 })) });
  await w.start();
  for (let i = 0; i < rows; i++) await w.addRow(row(i) as never);
  await w.finish();
  await new Promise<void>((r) => out.on('close', () => r()));
  return fs.readFileSync(file);
}

/** A zip of deflated entries; `understate` names entries whose central-directory size claims 100 bytes. */
function zip(entries: Array<[string, Buffer]>, understate: string[] = []): Buffer {
  const locals: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const [name, raw] of entries) {
    const data = zlib.deflateRawSync(raw, { level: 9 });
    const nameBuf = Buffer.from(name);
    const head = Buffer.alloc(30);
    head.writeUInt32LE(0x04034b50, 0);
    head.writeUInt16LE(20, 4);
    head.writeUInt16LE(8, 8);
    head.writeUInt32LE(zlib.crc32(raw), 14);
    head.writeUInt32LE(data.length, 18);
    head.writeUInt32LE(raw.length, 22);
    head.writeUInt16LE(nameBuf.length, 26);
    const cd = Buffer.alloc(46);
    cd.writeUInt32LE(0x02014b50, 0);
    cd.writeUInt16LE(20, 4);
    cd.writeUInt16LE(20, 6);
    cd.writeUInt16LE(8, 10);
    cd.writeUInt32LE(zlib.crc32(raw), 16);
    cd.writeUInt32LE(data.length, 20);
    cd.writeUInt32LE(understate.includes(name) ? 100 : raw.length, 24);
    cd.writeUInt16LE(nameBuf.length, 28);
    cd.writeUInt32LE(offset, 42);
    locals.push(head, nameBuf, data);
    central.push(cd, nameBuf);
    offset += 30 + nameBuf.length + data.length;
  }
  const cdBuf = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(cdBuf.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, cdBuf, end]);
}

const NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG = 'http://schemas.openxmlformats.org/package/2006/relationships';
const cell = (ref: string, text: string) => `<c r="${ref}" t="inlineStr"><is><t>${text}</t></is></c>`;
const HEADER_ROW = `<row r="1">${cell('A1', '供应商编码*')}${cell('B1', '供应商名称*')}</row>`;

/** the parts of a one-sheet workbook whose sheet holds the header row, `padding` and one data row */
function workbook(padding: Buffer): Array<[string, Buffer]> {
  const xml = (s: string) => Buffer.from(`<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n${s}`);
  const sheet = Buffer.concat([xml(`<worksheet xmlns="${NS}"><sheetData>${HEADER_ROW}`), padding, Buffer.from(`<row r="2">${cell('A2', 'BOMB-1')}${cell('B2', '炸弹')}</row></sheetData></worksheet>`)]);
  return [
    ['[Content_Types].xml', xml(`<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>`)],
    ['_rels/.rels', xml(`<Relationships xmlns="${PKG}"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`)],
    ['xl/workbook.xml', xml(`<workbook xmlns="${NS}" xmlns:r="${REL}"><sheets><sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>`)],
    ['xl/_rels/workbook.xml.rels', xml(`<Relationships xmlns="${PKG}"><Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`)],
    ['xl/worksheets/sheet1.xml', sheet],
  ];
}

describe('sheet import caps', () => {
  it('reads a hand-made workbook (the files below differ from it only in size)', async () => {
    const r = await leadIn(await upload(zip(workbook(Buffer.from(' '.repeat(1000))))));
    expect(said(r)).toBe('200 success');
    expect(r.json.body).toMatchObject({ total: 1, successCnt: 1 });
  });

  it('refuses a sheet past the row cap while reading it, naming the cap, and writes nothing', async () => {
    const before = await suppliers();
    const file = await upload(await bigSheet(['供应商编码*', '供应商名称*'], IMPORT_CAPS.maxRows + 1, (i) => [`CAP-${i}`]));
    expect(said(await leadIn(file))).toBe('400 最多导入 100000 行数据，请拆分文件后导入');
    expect(await suppliers()).toBe(before);
  });

  it('refuses lines of a document past their own cap of 5000', async () => {
    const file = await upload(await bigSheet(['物料', '数量', '单价'], 5001, () => ['M-NONE', 1, 1]));
    expect(said(await srv.call(admin, 'erp.Sale', 'saleItemLeadIn', [file]))).toBe('400 最多导入 5000 行数据，请拆分文件后导入');
    expect(said(await srv.call(admin, 'erp.Sale', 'saleItemLeadIn', [file], { language: 'en_US' }))).toBe('400 import: at most 5000 rows can be imported at once');
  });

  it('refuses a zip whose directory declares more than the inflated cap, before inflating it', async () => {
    const parts = workbook(Buffer.from(' '.repeat(1000)));
    const bytes = zip(parts);
    // the sheet's uncompressed size in the central directory: 300 MB
    const at = bytes.lastIndexOf(Buffer.from('xl/worksheets/sheet1.xml')) - 46;
    bytes.writeUInt32LE(300 * 1024 * 1024, at + 24);
    expect(said(await leadIn(await upload(bytes)))).toBe('400 导入文件解压后超过 200MB，请拆分文件后导入');
  });

  it('refuses a zip that inflates past the cap although its directory understates it, by counting', async () => {
    const cap = IMPORT_CAPS.maxInflatedBytes;
    IMPORT_CAPS.maxInflatedBytes = 1024 * 1024;
    try {
      const bomb = zip(workbook(Buffer.alloc(4 * 1024 * 1024, ' ')), ['xl/worksheets/sheet1.xml']);
      expect(bomb.length).toBeLessThan(20 * 1024);
      expect(said(await leadIn(await upload(bomb)))).toBe('400 导入文件解压后超过 1MB，请拆分文件后导入');
    } finally {
      IMPORT_CAPS.maxInflatedBytes = cap;
    }
  });

  it('refuses bytes the zip directory does not name (a streaming reader would parse them)', async () => {
    const parts = workbook(Buffer.from(' '));
    const hidden = zip([['xl/worksheets/sheet2.xml', Buffer.alloc(1000, ' ')]]);
    const bytes = zip(parts);
    // a local entry slipped in front of the archive, outside the directory's offsets
    const smuggled = Buffer.concat([hidden.subarray(0, hidden.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]))), bytes]);
    expect(said(await leadIn(await upload(smuggled)))).toMatch(/^400 导入文件不是有效的 Excel 文件/);
  });
});
