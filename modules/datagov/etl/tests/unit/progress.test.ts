// A step's rows so far: CSV records are counted as they stream (a newline inside quotes is part of
// its field, a record split across chunks counts once), and the pushes are throttled — the first
// at once, then at most one per interval, whatever the number of counts told.
import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { describe, expect, it } from 'vitest';
import { csvRowCounter, throttled } from '../../server/progress';

async function counted(chunks: string[]): Promise<{ told: number[]; out: string }> {
  const told: number[] = [];
  let out = '';
  await pipeline(
    Readable.from(chunks.map((c) => Buffer.from(c))),
    csvRowCounter((n) => told.push(n)),
    new Writable({
      write(chunk: Buffer, _e, done) {
        out += chunk.toString();
        done();
      },
    }),
  );
  return { told, out };
}

describe('rows so far', () => {
  it('counts CSV records as they pass, quoted newlines and doubled quotes inside a field, records split across chunks', async () => {
    const csv = ['1,"a\nb",3\n2,"say ""hi""\n', '",4\n3,x', ',5\n'];
    const { told, out } = await counted(csv);
    expect(told).toEqual([1, 2, 3]);
    expect(out).toBe(csv.join(''));
  });

  it('tells at most once per interval: the first at once, the ones between dropped', () => {
    let clock = 0;
    const heard: Array<[number, number]> = [];
    const tell = throttled((step: number, rows: number) => heard.push([step, rows]), 500, () => clock);
    for (let rows = 1000; rows <= 20_000; rows += 1000) {
      tell(7, rows);
      clock += 100;
    }
    expect(heard).toEqual([[7, 1000], [7, 6000], [7, 11000], [7, 16000]]);
  });
});
