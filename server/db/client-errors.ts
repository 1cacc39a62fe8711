// pg emits 'error' on a client the database ends (a restart, a failover, pg_terminate_backend). For
// an idle pooled client the pool listens and drops it; for a checked-out one between two statements
// nobody does, and an 'error' event nobody listens to ends the process. Every client of our pools
// gets a listener: the statement in flight (or the next one) still fails with the error, the call
// holding it fails alone, and the broken client is dropped when it goes back to the pool.
import type pg from 'pg';

export function survivesLostClients<P extends pg.Pool>(pool: P): P {
  pool.on('connect', (client) => {
    client.on('error', () => {
      /* the caller's statement reports it; the pool drops the client on release */
    });
  });
  return pool;
}
