// The text of one attached file, read in a worker thread (extract.ts runs it through the engine's
// thread pool: a thread per file, with a memory cap, ended when the time cap passes): a big or
// hostile PDF parses here, never on the server's event loop. Plain JavaScript so the thread needs
// no TypeScript loader.

/** @param {Uint8Array} bytes */
async function pdfText(bytes) {
  const { extractText, getDocumentProxy } = await import('unpdf');
  const pdf = await getDocumentProxy(bytes, { isEvalSupported: false, verbosity: 0 });
  const { text } = await extractText(pdf, { mergePages: true });
  return text;
}

/** @param {Uint8Array} bytes */
async function docxText(bytes) {
  const mammoth = (await import('mammoth')).default;
  const { value } = await mammoth.extractRawText({ buffer: Buffer.from(bytes) });
  return value;
}

/** @param {Uint8Array} bytes */
async function xlsxText(bytes) {
  const ExcelJS = (await import('exceljs')).default;
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(Buffer.from(bytes));
  const lines = [];
  wb.eachSheet((sheet) => {
    lines.push(sheet.name);
    sheet.eachRow((row) => {
      const cells = [];
      row.eachCell((cell) => cells.push(cell.text));
      lines.push(cells.join(' '));
    });
  });
  return lines.join('\n');
}

const READERS = { pdf: pdfText, docx: docxText, xlsx: xlsxText };

/** the file's text; a reader's failure is the job's error (its message becomes the note) */
export default function extract({ kind, bytes }) {
  const read = READERS[kind] ?? (async (b) => new TextDecoder('utf-8').decode(b));
  return read(bytes);
}
