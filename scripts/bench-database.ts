// The database a bench measures against: an embedded PostgreSQL in a throwaway folder with a
// `bench` database, migrated and seeded as a fresh install is (the demo tenant and its data).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { migrate, openDatabase } from '../server/db';
import { startEmbedded } from '../server/db/embedded';
import { seed } from '../server/seed';

/** The folder (for the server's DATA_DIR and files), the embedded server (to stop), and the bench database's URL. */
export async function benchDatabase(prefix: string): Promise<{ dir: string; server: Awaited<ReturnType<typeof startEmbedded>>; url: string }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `plantform-bench-${prefix}-`));
  const server = await startEmbedded(path.join(dir, 'pg'));
  const admin = new pg.Client(server.url);
  await admin.connect();
  await admin.query('create database bench');
  await admin.end();
  const url = server.url.replace(/\/postgres$/, '/bench');
  await migrate(url);
  const db = openDatabase(url, { max: 4 });
  await seed(db.system);
  await db.close();
  return { dir, server, url };
}
