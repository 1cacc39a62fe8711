// The second half of the registry's calls under the malformed-argument fuzzing of fuzz.test.ts
// (tests/server/fuzz-kit.ts): a file of its own so that the two halves run on two workers.
import { describe, expect, it } from 'vitest';
import { fuzzServer, fuzzShard } from './fuzz-kit';

const { srv, admin } = await fuzzServer();

describe('every call answers malformed arguments with a clean envelope (second half of the calls)', () => {
  it('no 500; always JSON with a numeric code; NUL bytes, lone surrogates and deep nesting refused naming the argument', async () => {
    const { calls, problems } = await fuzzShard(1, 2);
    expect(calls).toBeGreaterThan(30);
    expect(problems).toEqual([]);
    const ok = await srv.call(admin, 'datax.MetaDynamic', 'summaryPage', [{ entityCode: 'Supplier', page: 1, pageSize: 5 }]);
    expect(ok.json.code).toBe(200);
  }, 480_000);
});
