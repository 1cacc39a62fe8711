// Malformed arguments thrown at every registered call: a caller's mistake is an envelope (400 for
// bad arguments, 401/403 without a session), never a 500 and never something that is not JSON.
// The list of calls comes from the registry itself, so a call added later is fuzzed too. The calls
// are split in two halves, this file's and fuzz-second-half.test.ts's (tests/server/fuzz-kit.ts).
import { describe, expect, it } from 'vitest';
import { authHeaders } from '../kit';
import { fuzzServer, fuzzShard } from './fuzz-kit';

const { srv, admin } = await fuzzServer();

describe('every call answers malformed arguments with a clean envelope (first half of the calls)', () => {
  it('no 500; always JSON with a numeric code; NUL bytes, lone surrogates and deep nesting refused naming the argument', async () => {
    const { calls, problems } = await fuzzShard(0, 2);
    expect(calls).toBeGreaterThan(30);
    expect(problems).toEqual([]);

    // the server still answers normally afterwards
    const ok = await srv.call(admin, 'datax.MetaDynamic', 'summaryPage', [{ entityCode: 'Supplier', page: 1, pageSize: 5 }]);
    expect(ok.json.code).toBe(200);
    // half the calls of the product, dozens of inputs each: ~1.5 min alone, twice that beside the
    // other server test files on two cores
  }, 480_000);

  it('a body nested 400,000 deep (just under the body limit) is refused with a 400', async () => {
    const deep = '['.repeat(400_000) + ']'.repeat(400_000);
    const withArg = await srv.raw('datax.Dict', 'listByCode', `[${deep}]`, authHeaders(admin));
    expect(withArg.json).toMatchObject({ code: 400, msg: 'dictCode: nested deeper than 32 levels' });
    const publicCall = await srv.raw('portal.Login', 'logon', `[${deep}]`);
    expect(publicCall.json).toMatchObject({ code: 400, msg: 'userCode: nested deeper than 32 levels' });
  });
});
