// Instances starting together on one database take turns to migrate and seed it: the first does
// the work, the next finds it done. A session advisory lock of its own connection, released when
// the work ends (or when the connection drops with a dying process).
import pg from 'pg';

/** an arbitrary constant of this product: the lock's name */
const START_LOCK = 7_324_011;

export async function whileStartLocked<T>(url: string, work: () => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, application_name: 'plantform-start' });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [START_LOCK]);
    return await work();
  } finally {
    await client.query('select pg_advisory_unlock($1)', [START_LOCK]).catch(() => {});
    await client.end().catch(() => {});
  }
}
