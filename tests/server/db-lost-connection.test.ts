// A connection the database ends (a restart, a failover, an operator's pg_terminate_backend) while
// the server holds it between two statements of a transaction must not take the process down: pg
// emits an 'error' on a checked-out client, which is a crash unless someone listens. The call that
// held it fails; the server and its next calls go on.
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { fileServer, ok } from '../kit';

const srv = await fileServer({}, { withoutFlows: true });
const demo = await srv.session('demo', 'admin');
afterAll(() => srv.close());

const terminate = async (pid: number) => {
  const admin = new pg.Client({ connectionString: srv.databaseUrl });
  await admin.connect();
  try {
    await admin.query('select pg_terminate_backend($1)', [pid]);
  } finally {
    await admin.end();
  }
};

describe('a connection ended by the database', () => {
  it('held between statements (main pool, and a tenant’s walled checkout), does not crash the server', async () => {
    const unhandled: unknown[] = [];
    const onUncaught = (e: unknown) => unhandled.push(e);
    process.on('uncaughtException', onUncaught);
    try {
      for (const checkout of [() => srv.env.db.pool.connect(), () => (srv.env.db.pool as unknown as { forTenant(t: string): { connect(): Promise<pg.PoolClient> } }).forTenant(demo.tenant.id).connect()]) {
        const client = await checkout();
        const { rows } = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
        await terminate(rows[0]!.pid);
        await new Promise((r) => setTimeout(r, 300));
        await expect(client.query('select 1')).rejects.toThrow();
        client.release(true);
      }
    } finally {
      process.off('uncaughtException', onUncaught);
    }
    expect(unhandled).toEqual([]);
    // the next call is served on a fresh connection
    expect(ok(await srv.call<{ itemList: unknown[] }>(demo, 'erp.Purchase', 'summaryPage', [{ page: 1, pageSize: 1 }])).itemList.length).toBe(1);
  });
});
