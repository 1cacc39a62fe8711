// exceljs's streaming reader decodes every raw chunk on its own, so a multi-byte character split
// across two chunks becomes '��' (exceljs issues #2063, #2084; unfixed in 4.4.0): about one row
// in a few thousand of a Chinese import was corrupted. This reader hands its XML parser text
// decoded across chunk boundaries instead (the parser passes strings through untouched).
import type { Readable } from 'node:stream';
import ExcelJS from 'exceljs';

async function* decodeUtf8(chunks: AsyncIterable<Buffer | string>): AsyncGenerator<string> {
  const decoder = new TextDecoder('utf-8');
  for await (const c of chunks) {
    const text = typeof c === 'string' ? c : decoder.decode(c, { stream: true });
    if (text) yield text;
  }
  const tail = decoder.decode();
  if (tail) yield tail;
}

type ReaderInternals = {
  _parseSharedStrings(entry: Readable): AsyncGenerator<unknown>;
  _parseWorksheet(iterator: AsyncIterable<Buffer>, sheetNo: number): Generator<unknown>;
};
const Base = ExcelJS.stream.xlsx.WorkbookReader as unknown as new (input: string, options: object) => ExcelJS.stream.xlsx.WorkbookReader & ReaderInternals;

export class Utf8SafeWorkbookReader extends Base {
  override _parseSharedStrings(entry: Readable) {
    entry.setEncoding('utf8'); // Node's StringDecoder keeps split characters whole
    return super._parseSharedStrings(entry);
  }
  override _parseWorksheet(iterator: AsyncIterable<Buffer>, sheetNo: number) {
    return super._parseWorksheet(decodeUtf8(iterator) as unknown as AsyncIterable<Buffer>, sheetNo);
  }
}
