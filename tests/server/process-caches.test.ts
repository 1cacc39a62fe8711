// One process, two databases one after the other (the test runner's workers run many files, each
// over its own clone of the seeded database, where tenant ids and version counters are equal): a
// server built over the second must not serve what the first cached of the same tenant.
import { expect, it } from 'vitest';
import type { EntityMeta } from '../../schemas/rpc/datax';
import { startServer } from '../kit/server';

it('a server over another database does not serve the tenant metadata an earlier server cached', async () => {
  const first = await startServer();
  const admin = await first.session('demo', 'admin');
  const added = await first.call(admin, 'datax.Metadata', 'saveAttribute', ['Supplier', { code: 'only_in_first', name: '仅第一库', dataType: 'String' }]);
  expect(added.json.code).toBe(200);
  const seen = await first.call<EntityMeta>(admin, 'datax.Entity', 'detail', ['Supplier']);
  expect(seen.json.body.attrs.map((a) => a.code)).toContain('only_in_first');
  await first.close();

  const second = await startServer();
  const again = await second.session('demo', 'admin');
  const detail = await second.call<EntityMeta>(again, 'datax.Entity', 'detail', ['Supplier']);
  expect(detail.json.code).toBe(200);
  expect(detail.json.body.attrs.map((a) => a.code)).not.toContain('only_in_first');
  await second.close();
});
