// The rows of a headerless CSV file as DuckDB's writer makes them (RFC 4180; an empty unquoted field
// is null, "" an empty text), read in blocks so a file of any size takes little memory.
import fs from 'node:fs';

/** `width`: the columns of a row (a one-column row holding null is an empty line) */
export function forEachCsvRow(file: string, width: number, each: (row: Array<string | null>) => void): void {
  const fd = fs.openSync(file, 'r');
  const buf = Buffer.alloc(1 << 20);
  const decoder = new TextDecoder('utf-8');
  let row: Array<string | null> = [];
  let field = '';
  let quoted = false; // inside quotes now
  let wasQuoted = false; // the field had quotes (so empty means '', not null)
  let pendingQuote = false; // a quote inside quotes: the end, or the first of a doubled one
  let fresh = true; // nothing of the row read yet
  const endField = () => {
    row.push(field === '' && !wasQuoted ? null : field);
    field = '';
    wasQuoted = false;
  };
  const take = (s: string) => {
    for (let i = 0; i < s.length; i++) {
      const c = s[i]!;
      if (pendingQuote) {
        pendingQuote = false;
        if (c === '"') {
          field += '"';
          continue;
        }
        quoted = false;
      }
      if (quoted) {
        if (c === '"') pendingQuote = true;
        else field += c;
        continue;
      }
      if (c === '"') {
        quoted = true;
        wasQuoted = true;
        fresh = false;
      } else if (c === ',') {
        endField();
        fresh = false;
      } else if (c === '\n') {
        if (!fresh) {
          endField();
          each(row);
        } else if (width === 1) each([null]);
        row = [];
        fresh = true;
      } else if (c !== '\r') {
        field += c;
        fresh = false;
      }
    }
  };
  try {
    for (;;) {
      const n = fs.readSync(fd, buf, 0, buf.length, null);
      if (n <= 0) break;
      take(decoder.decode(buf.subarray(0, n), { stream: true }));
    }
    take(decoder.decode());
    if (pendingQuote) quoted = false;
    if (!fresh) {
      endField();
      each(row);
    }
  } finally {
    fs.closeSync(fd);
  }
}
