// Liveness and readiness as a load balancer sees them: /healthz answers without the database,
// /readyz only when the database answers quickly and every migration of this build is applied.
import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { fileServer, startServer } from '../kit';

const srv = await fileServer();
const get = async (path: string) => {
  const res = await fetch(`${srv.base}${path}`);
  return { status: res.status, json: (await res.json()) as { status: string; reason?: string } };
};

describe('/healthz and /readyz', () => {
  it('are open without a login and say ok and ready', async () => {
    expect(await get('/healthz')).toEqual({ status: 200, json: { status: 'ok' } });
    expect(await get('/readyz')).toEqual({ status: 200, json: { status: 'ready' } });
  });

  it('is not ready while a migration of this build is missing from the database', async () => {
    const { rows } = await srv.db.pool.query<{ name: string; timestamp: string }>('select name, timestamp from kysely_migration order by name desc limit 1');
    await srv.db.pool.query('delete from kysely_migration where name = $1', [rows[0].name]);
    const fresh = await startServer({}, { databaseUrl: srv.databaseUrl });
    try {
      const res = await fetch(`${fresh.base}/readyz`);
      expect(res.status).toBe(503);
      expect(await res.json()).toMatchObject({ status: 'unavailable', reason: 'migrations pending', pending: 1 });
      await srv.db.pool.query('insert into kysely_migration (name, timestamp) values ($1, $2)', [rows[0].name, rows[0].timestamp]);
      expect((await fetch(`${fresh.base}/readyz`)).status).toBe(200);
    } finally {
      await srv.db.pool.query('insert into kysely_migration (name, timestamp) values ($1, $2) on conflict do nothing', [rows[0].name, rows[0].timestamp]);
      await fresh.close();
    }
  });

  it('is not ready when the database does not answer in time, while still alive', async () => {
    // every client of the pool held: `select 1` cannot even start
    const held: pg.PoolClient[] = [];
    for (let i = 0; i < 10; i++) held.push(await srv.db.pool.connect());
    try {
      const [ready, health] = await Promise.all([get('/readyz'), get('/healthz')]);
      expect(health.status).toBe(200);
      expect(ready).toEqual({ status: 503, json: { status: 'unavailable', reason: 'database did not answer within 2000 ms' } });
    } finally {
      for (const c of held) c.release();
    }
    expect((await get('/readyz')).status).toBe(200);
  });
});
