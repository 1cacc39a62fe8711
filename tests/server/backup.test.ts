// Backup and restore (server/ops/backup, npm run backup / npm run restore): a whole backup of the
// seeded database restored into a new empty one gives every row back (counts, every row's text,
// documents field by field, an uploaded file's bytes, sequences) and a server logs in on it; a
// tenant's backup brings its altered documents back and leaves the other tenants' rows alone;
// refusals (non-empty target, other migrations); the npm scripts themselves as child processes.
import { execFile } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import type { Session } from '../../schemas/rpc/portal';
import { countRelations, listTables, readSequences } from '../../server/ops/backup/catalog';
import { backup } from '../../server/ops/backup/dump';
import { BackupRefusal, readManifest, type TableDone, writeManifest } from '../../server/ops/backup/manifest';
import { restoreWhole } from '../../server/ops/backup/restore';
import { restoreTenant } from '../../server/ops/backup/restore-tenant';
import { tenantColumn } from '../../server/ops/backup/tenant-rows';
import { cloneTemplate, okCall, startServer, type TestServer, upload } from '../kit';

const root = path.resolve(__dirname, '../..');
const DEMO = '00000002';
const ACME = '00000003';
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'plantform-backup-test-'));
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));
const dirOf = (name: string) => path.join(work, name);

/**
 * A fresh clone of the seeded database after `prepare` ran on a server over it, the server closed
 * again: nothing changes its rows any more (a running server's robot simulator moves rows every second).
 */
async function quietDatabase(prepare: (srv: TestServer) => Promise<void> = async () => {}): Promise<string> {
  const srv = await startServer();
  try {
    await prepare(srv);
  } finally {
    await srv.close();
  }
  return srv.databaseUrl;
}

/** `work` on a server over `url`, closed after it. */
async function withServer<T>(url: string, work: (srv: TestServer) => Promise<T>): Promise<T> {
  const srv = await startServer({}, { databaseUrl: url });
  try {
    return await work(srv);
  } finally {
    await srv.close();
  }
}

async function query<T extends pg.QueryResultRow>(url: string, text: string, params: unknown[] = []): Promise<T[]> {
  const client = new pg.Client(url);
  await client.connect();
  try {
    return (await client.query<T>(text, params)).rows;
  } finally {
    await client.end();
  }
}

/** A new, empty database on the test cluster. */
async function emptyDatabase(): Promise<string> {
  const name = `b_${crypto.randomBytes(6).toString('hex')}`;
  await query(inject('pgServerUrl'), `create database ${name} template template0 encoding 'UTF8'`);
  const url = new URL(inject('pgServerUrl'));
  url.pathname = `/${name}`;
  return url.toString();
}

/** Per table: its row count and a digest of every row's text (of one tenant's rows when `tenant` is given). */
async function rowDigests(url: string, tenant?: string): Promise<Record<string, { rows: number; digest: string }>> {
  const client = new pg.Client(url);
  await client.connect();
  try {
    const out: Record<string, { rows: number; digest: string }> = {};
    for (const t of await listTables(client)) {
      const column = tenant ? tenantColumn(t.name) : null;
      if (tenant && !column) continue;
      const where = column ? ` where ${client.escapeIdentifier(column)} = $1` : '';
      const { rows } = await client.query<{ n: number; d: string }>(
        `select count(*)::int as n, md5(coalesce(string_agg(r::text, E'\\n' order by r::text), '')) as d from public.${client.escapeIdentifier(t.name)} r${where}`,
        tenant ? [tenant] : [],
      );
      out[t.name] = { rows: rows[0].n, digest: rows[0].d };
    }
    return out;
  } finally {
    await client.end();
  }
}

const counts = (d: Record<string, { rows: number }>) => Object.fromEntries(Object.entries(d).map(([t, v]) => [t, v.rows]));

/** A purchase order of the demo tenant with its lines, the uploaded file with its bytes, the admin user: as stored. */
async function documents(url: string, fileId: number) {
  const [order] = await query(url, 'select * from erp_purchase where tenant_id = $1 order by id limit 1', [DEMO]);
  const lines = await query(url, 'select * from erp_purchase_item where tenant_id = $1 and owner_id = $2 order by id', [DEMO, order.id]);
  const [file] = await query(url, 'select * from file where tenant_id = $1 and id = $2', [DEMO, fileId]);
  // the uploaded file's own chunks (the demo has files of its own: the document library's)
  const chunks = await query<{ bytes: Buffer }>(url, 'select * from file_chunk where tenant_id = $1 and storage_key = $2 order by seq', [DEMO, file.storage_key]);
  const [user] = await query(url, "select * from app_user where tenant_id = $1 and code = 'admin'", [DEMO]);
  return { order, lines, file, chunks, user };
}

describe('a whole backup', () => {
  it('restores into a new empty database with every row, document, file byte and sequence as it was', async () => {
    const bytes = crypto.randomBytes(2_500_000); // several chunks of a MiB
    let fileId = 0;
    const sourceUrl = await quietDatabase(async (srv) => {
      fileId = (await upload(srv, await srv.session('demo', 'admin'), bytes, 'drawing.bin')).id as unknown as number;
    });
    const dumped: TableDone[] = [];
    const manifest = await backup(sourceUrl, dirOf('whole'), { onTable: (d) => dumped.push(d) });
    const source = await rowDigests(sourceUrl);
    expect(Object.fromEntries(manifest.tables.map((t) => [t.name, t.rows]))).toEqual(counts(source));
    expect(dumped.map((d) => d.table).sort()).toEqual(Object.keys(source).sort());
    expect(source.kysely_migration).toBeUndefined();

    const target = await emptyDatabase();
    const restored: TableDone[] = [];
    await restoreWhole(target, dirOf('whole'), { onTable: (d) => restored.push(d) });
    expect(restored.length).toBe(manifest.tables.length);
    const copy = await rowDigests(target);
    expect(counts(copy)).toEqual(counts(source));
    expect(copy).toEqual(source);

    const before = await documents(sourceUrl, fileId);
    const after = await documents(target, fileId);
    expect(before.lines.length).toBeGreaterThan(0);
    expect(after.order).toEqual(before.order);
    expect(after.lines).toEqual(before.lines);
    expect(after.file).toEqual(before.file);
    expect(after.user).toEqual(before.user);
    expect(after.chunks).toEqual(before.chunks);
    expect(Buffer.concat(after.chunks.map((c) => c.bytes))).toEqual(bytes);

    const sequences = async (url: string) => {
      const client = new pg.Client(url);
      await client.connect();
      try {
        return await readSequences(client);
      } finally {
        await client.end();
      }
    };
    expect(await sequences(target)).toEqual(await sequences(sourceUrl));

    // a server on the restored database: the shared keys, users and passwords came back
    const user = await withServer(target, async (srv) => (await srv.session('demo', 'admin')).user);
    expect(user.code).toBe('admin');
  }, 240_000);

  it('refuses a database that is not empty, and names both sides of a migration mismatch', async () => {
    const seeded = await cloneTemplate();
    await backup(seeded, dirOf('small'));
    await expect(restoreWhole(seeded, dirOf('small'))).rejects.toThrow(/is not empty/);

    const manifest = readManifest(dirOf('small'));
    const last = manifest.migrations[manifest.migrations.length - 1];
    fs.cpSync(dirOf('small'), dirOf('other-migrations'), { recursive: true });
    writeManifest(dirOf('other-migrations'), { ...manifest, migrations: [...manifest.migrations.slice(0, -1), '999-from-the-future'] });
    const target = await emptyDatabase();
    const refused = restoreWhole(target, dirOf('other-migrations'));
    await expect(refused).rejects.toBeInstanceOf(BackupRefusal);
    await expect(refused).rejects.toThrow(`only in the backup: 999-from-the-future; only in this code: ${last}`);
    // refused before anything was done: the target is still empty
    const client = new pg.Client(target);
    await client.connect();
    expect(await countRelations(client)).toBe(0);
    await client.end();
  });
});

describe("a tenant's backup", () => {
  it("brings the tenant's deleted and altered documents back and leaves the other tenants' rows alone", async () => {
    const url = await cloneTemplate();
    const demoBefore = await rowDigests(url, DEMO);
    const [tenantBefore] = await query<{ menu_version: number }>(url, 'select * from tenant where id = $1', [DEMO]);
    const manifest = await backup(url, dirOf('demo'), { tenant: 'demo' });
    expect(manifest.scope).toEqual({ kind: 'tenant', code: 'demo', id: DEMO });
    expect(Object.fromEntries(manifest.tables.map((t) => [t.name, t.rows]))).toEqual(counts(demoBefore));
    expect(manifest.tables.find((t) => t.name === 'tenant')?.rows).toBe(1);

    // the tenant's documents change: an order and its lines deleted, a material renamed, a new order
    const [order] = await query<{ id: number }>(url, 'select id from erp_purchase where tenant_id = $1 order by id limit 1', [DEMO]);
    await query(url, 'delete from erp_purchase_item where tenant_id = $1 and owner_id = $2', [DEMO, order.id]);
    await query(url, 'delete from erp_purchase where tenant_id = $1 and id = $2', [DEMO, order.id]);
    await query(url, "update mdm_material set name = 'renamed after the backup' where tenant_id = $1 and id = (select min(id) from mdm_material where tenant_id = $1)", [DEMO]);
    const newOrder = async (srv: TestServer, s: Session) => {
      const call = okCall(srv);
      const first = async (entityCode: string) => (await call<{ itemList: Array<{ id: number }> }>(s, 'datax.MetaDynamic', 'summaryPage', [{ entityCode, pageSize: 1 }])).itemList[0].id;
      const order = { supplier_id: await first('Supplier'), items: [{ material_id: await first('Material'), quantity: 2, unit_price: '3.5' }] };
      return call<{ id: number }>(s, 'erp.Purchase', 'create', [order]);
    };
    const { created, session } = await withServer(url, async (srv) => {
      const s = await srv.session('demo', 'admin');
      return { created: await newOrder(srv, s), session: s };
    });
    expect(await rowDigests(url, DEMO)).not.toEqual(demoBefore);
    // the other tenant as the restore finds it: the server above may have run its scheduled jobs
    // (their run times move with the hour), which is not what the restore is judged on
    const acmeBefore = await rowDigests(url, ACME);

    const restored: TableDone[] = [];
    await restoreTenant(url, dirOf('demo'), { tenant: 'demo', onTable: (d) => restored.push(d) });
    expect(restored.length).toBe(manifest.tables.length);
    const { tenant: demoTenant, ...demoAfter } = await rowDigests(url, DEMO);
    const { tenant: _, ...demoExpected } = demoBefore;
    expect(demoAfter).toEqual(demoExpected);
    expect(await query(url, 'select id from erp_purchase where tenant_id = $1 and id = $2', [DEMO, created.id])).toEqual([]);
    expect(await rowDigests(url, ACME)).toEqual(acmeBefore);
    // the tenant row is back, its cache counters moved forward (servers drop what they cached)
    expect(demoTenant.rows).toBe(1);
    const [tenantAfter] = await query<{ menu_version: number }>(url, 'select * from tenant where id = $1', [DEMO]);
    const counters = { menu_version: 0, meta_version: 0, config_version: 0 };
    expect({ ...tenantAfter, ...counters }).toEqual({ ...tenantBefore, ...counters });
    expect(tenantAfter.menu_version).toBeGreaterThan(tenantBefore.menu_version);

    await withServer(url, async (srv) => {
      // a session opened after the backup ended with the restore
      const old = await srv.call(session, 'erp.Purchase', 'create', [{}]);
      expect(old.json.code).toBe(401);
      // the sequences passed the restored ids: a new order is saved
      const again = await newOrder(srv, await srv.session('demo', 'admin'));
      expect(again.id).toBeGreaterThan(created.id);
    });
  }, 240_000);

  it('refuses another tenant, a whole restore of it, and other migrations', async () => {
    const url = await cloneTemplate();
    await backup(url, dirOf('demo-refusals'), { tenant: 'demo' });
    await expect(restoreTenant(url, dirOf('demo-refusals'), { tenant: 'acme' })).rejects.toThrow('this is a backup of tenant demo, not of acme');
    await expect(restoreWhole(await emptyDatabase(), dirOf('demo-refusals'))).rejects.toThrow('restore it with --tenant demo');
    const manifest = readManifest(dirOf('demo-refusals'));
    writeManifest(dirOf('demo-refusals'), { ...manifest, migrations: manifest.migrations.slice(1) });
    await expect(restoreTenant(url, dirOf('demo-refusals'))).rejects.toThrow(`only in database ${new URL(url).pathname.slice(1)}: ${manifest.migrations[0]}`);
  });
});

describe('npm run backup / npm run restore', () => {
  const script = (name: string, args: string[], env: Record<string, string>) =>
    promisify(execFile)(process.execPath, [path.join(root, 'scripts', 'backup.mjs'), name, ...args], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: '', ...env },
    }).then(
      (r) => ({ code: 0, out: r.stdout, err: r.stderr }),
      (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, out: e.stdout, err: e.stderr }),
    );

  it('back up a database and restore it into an empty one, a line per table and a total', async () => {
    const source = await cloneTemplate();
    const dumped = await script('backup', ['--out', dirOf('by-script')], { DATABASE_URL: source });
    expect(dumped.err).toBe('');
    expect(dumped.code).toBe(0);
    expect(dumped.out).toMatch(/^ {2}mdm_material +\d+ rows +\d+ ms$/m);
    expect(dumped.out).toMatch(/Backup done: \d+ tables, \d+ rows in [\d.]+ s\./);
    const target = await emptyDatabase();
    const restored = await script('restore', ['--from', dirOf('by-script')], { DATABASE_URL: target });
    expect(restored.code).toBe(0);
    expect(restored.out).toMatch(/Restore done: \d+ tables, \d+ rows in [\d.]+ s\./);
    expect(counts(await rowDigests(target))).toEqual(counts(await rowDigests(source)));
  }, 240_000);

  it('refuses clearly: a missing directory option, a DATA_DIR a running Plantform holds', async () => {
    const noDir = await script('backup', [], { DATABASE_URL: inject('pgServerUrl') });
    expect(noDir.code).toBe(1);
    expect(noDir.err).toContain('--out DIR is required');
    // this test process stands for the running instance that holds the lock
    const dataDir = fs.mkdtempSync(path.join(work, 'data-'));
    fs.mkdirSync(path.join(dataDir, 'pg'));
    fs.writeFileSync(path.join(dataDir, 'pg', 'PG_VERSION'), '18\n');
    fs.writeFileSync(path.join(dataDir, 'plantform.lock'), String(process.pid));
    const held = await script('backup', ['--out', dirOf('held')], { DATA_DIR: dataDir });
    expect(held.code).toBe(1);
    expect(held.err).toContain(`a running Plantform (pid ${process.pid}) holds DATA_DIR ${dataDir}: stop it first, or set DATABASE_URL`);
    expect(fs.existsSync(dirOf('held'))).toBe(false);
  }, 60_000);
});
