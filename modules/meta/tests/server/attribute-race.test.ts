// Saving one new attribute from two places at once (two tabs, a retried request): both answer, one row
// is kept — the second save updates what the first inserted (was a 500 from the unique index).
import { expect, it } from 'vitest';
import { startServer } from '../../../../tests/kit/server';
it('two saves of the same new attribute at once both answer 200', async () => {
  const srv = await startServer();
  const admin = await srv.session('demo', 'admin');
  const rs = await Promise.all(Array.from({ length: 6 }, (_, i) => srv.call(admin, 'datax.Metadata', 'saveAttribute', ['Supplier', { code: 'race_attr', name: `x${i}`, dataType: 'String' }])));
  expect(rs.map((r) => r.json.code)).toEqual([200, 200, 200, 200, 200, 200]);
  await srv.close();
});
