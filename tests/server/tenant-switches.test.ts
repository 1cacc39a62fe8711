// A signed-in caller's call runs wholly as its tenant: the session check and the rights are read
// under the tenant's role too, so a pooled connection that served the same tenant last is used
// as it is. Before, every call's session check ran as the owner and then its work as the tenant:
// two extra round trips (role and tenant switched back and forth) on most calls.
import { describe, expect, it } from 'vitest';
import type { WalledPool } from '../../server/db/tenant-wall';
import { fileServer, ok } from '../kit';

const srv = await fileServer();

describe('role switches of the pooled connections', () => {
  it('twenty list calls of one tenant switch no connection once warm (only the system’s own ticks may)', async () => {
    const admin = await srv.session('demo', 'admin');
    const pool = srv.db.pool as WalledPool;
    const list = () => srv.call(admin, 'datax.MetaDynamic', 'summaryPage', [{ entityCode: 'Supplier', page: 1, pageSize: 10 }]);
    for (let i = 0; i < 3; i++) ok(await list()); // warm: grants and caches read, connections made
    const before = pool.switches;
    for (let i = 0; i < 20; i++) ok(await list());
    // the system's own ticks (flow timers, the robot simulator) may take a connection in between and
    // switch it back once each; the calls themselves switch none (it was 41: two per call)
    expect(pool.switches - before).toBeLessThan(6);
  });
});
