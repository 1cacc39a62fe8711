// The CSV DuckDB writes for a SQLite target, read back row by row in the file thread: an empty
// field is null, "" an empty text, quotes and line breaks inside quotes kept, digits as written.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { forEachCsvRow } from '../../server/csv-rows';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'csv-rows-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
const rowsOf = (text: string, width: number) => {
  const file = path.join(dir, `${Math.random()}.csv`);
  fs.writeFileSync(file, text);
  const out: Array<Array<string | null>> = [];
  forEachCsvRow(file, width, (r) => out.push(r));
  return out;
};

describe('forEachCsvRow', () => {
  it('tells null from empty text and keeps quotes, commas and line breaks inside quotes', () => {
    expect(rowsOf('A01,12.34,\n"",0.10,"say ""hi"", then\r\nbye"\n', 3)).toEqual([
      ['A01', '12.34', null],
      ['', '0.10', 'say "hi", then\r\nbye'],
    ]);
  });
  it('reads a one-column null as an empty line, and a last line without its line break', () => {
    expect(rowsOf('x\n\n""\ny', 1)).toEqual([['x'], [null], [''], ['y']]);
  });
});
