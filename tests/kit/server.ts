// A real server on a loopback port over a fresh clone of the seeded template database.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import type { Session } from '../../schemas/rpc/portal';
import { buildApp } from '../../server/app';
import { loadSharedKeys } from '../../server/auth/keys';
import { type Database, openDatabase } from '../../server/db';
import type { AppConfig, AppEnv } from '../../server/env';

export interface Answer<T = unknown> {
  status: number;
  json: { code: number; msg: string; body: T };
  headers: Headers;
}

export interface TestServer {
  base: string;
  /** the database it runs on (start another server on it with StartOptions.databaseUrl) */
  databaseUrl: string;
  env: AppEnv;
  db: Database;
  dataDir: string;
  publicKey: string;
  raw(service: string, method: string, body: unknown, headers?: Record<string, string>): Promise<Answer>;
  call<T = unknown>(session: Session | null, service: string, method: string, args: unknown[], headers?: Record<string, string>): Promise<Answer<T>>;
  login(tenant: string, user: string, password: string, roleId?: number | null, headers?: Record<string, string>): Promise<Answer<Session>>;
  session(tenant: string, user: string, password?: string): Promise<Session>;
  encrypt(password: string): string;
  close(): Promise<void>;
}

export function authHeaders(s: Session): Record<string, string> {
  return {
    access_token: s.token,
    'tenant-id': s.tenant.id,
    rid: String(s.role.id),
    'tenant-name': encodeURIComponent(s.tenant.name),
    'user-name': encodeURIComponent(s.user.name),
    'user-account': encodeURIComponent(s.user.code),
  };
}

/** the databases this test file cloned: dropped when it ends (a full run's clones once filled the disk) */
const clones = new Set<string>();

export async function cloneTemplate(): Promise<string> {
  const serverUrl = inject('pgServerUrl');
  const name = `t_${crypto.randomBytes(6).toString('hex')}`;
  clones.add(name);
  const admin = new pg.Client(serverUrl);
  await admin.connect();
  try {
    for (let attempt = 0; ; attempt++) {
      try {
        await admin.query(`create database ${name} template ${inject('templateDb')}`);
        break;
      } catch (e) {
        // two files cloning at the same instant: "source database is being accessed by other users"
        if (attempt > 20) throw e;
        await new Promise((r) => setTimeout(r, 100 + Math.random() * 200));
      }
    }
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * Drops the file's clones (tests/kit/drop-clones.ts runs it after each server test file, after the
 * file's own afterAll hooks closed its servers); with force, so a server a test left open does not
 * keep its database. A restart within the file reuses its database, so nothing drops earlier.
 */
export async function dropClones(): Promise<void> {
  if (!clones.size) return;
  const admin = new pg.Client(inject('pgServerUrl'));
  await admin.connect();
  try {
    for (const name of clones) await admin.query(`drop database if exists ${name} with (force)`);
    clones.clear();
  } finally {
    await admin.end();
  }
}

export interface StartOptions {
  tokenTtlSeconds?: number;
  /** how long /ws waits for the auth frame */
  wsAuthTimeoutMs?: number;
  /** the server's log (level info) goes here instead of nowhere */
  logStream?: NodeJS.WritableStream;
  /**
   * The demo tenant's receipt types without their approval flows (flow_binding emptied): for tests
   * of the documents themselves, which audit and un-audit them directly as a tenant without flows does.
   */
  withoutFlows?: boolean;
  /** run on this database (another test server's: a restart, or a second instance) instead of a fresh clone */
  databaseUrl?: string;
}

export async function startServer(config: Partial<AppConfig> = {}, opts: StartOptions = {}): Promise<TestServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'plantform-test-data-'));
  const databaseUrl = opts.databaseUrl ?? (await cloneTemplate());
  const db = openDatabase(databaseUrl, { max: 10 });
  if (opts.withoutFlows) await db.system.deleteFrom('flow_binding').where('tenant_id', 'is not', null).execute();
  // the template's keys (global-setup stored them), as every instance of a database shares them
  const keys = await loadSharedKeys(db.pool, dataDir);
  const { app, env } = await buildApp({
    db,
    keys,
    logLevel: opts.logStream ? 'info' : 'silent',
    logStream: opts.logStream,
    tokenTtlSeconds: opts.tokenTtlSeconds,
    wsAuthTimeoutMs: opts.wsAuthTimeoutMs,
    config: {
      dataDir,
      webDir: null,
      build: 'plantform',
      uploadLimitBytes: 30 * 1024 * 1024,
      bodyLimitBytes: 1024 * 1024,
      trustProxy: true, // lets tests log in "from" several addresses
      ...config,
    },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  const encrypt = (password: string) =>
    crypto
      .publicEncrypt({ key: keys.publicKeyPem, padding: crypto.constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from(password, 'utf8'))
      .toString('base64');

  const raw: TestServer['raw'] = async (service, method, body, headers = {}) => {
    const res = await fetch(`${base}/${service}/${method}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', language: 'zh_CN', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
    const text = await res.text();
    let json: Answer['json'];
    try {
      json = JSON.parse(text);
    } catch {
      throw new Error(`not JSON (HTTP ${res.status}): ${text.slice(0, 200)}`);
    }
    return { status: res.status, json, headers: res.headers };
  };
  const server: TestServer = {
    base,
    databaseUrl,
    env,
    db,
    dataDir,
    publicKey: keys.publicKeyPem,
    raw,
    encrypt,
    call: (session, service, method, args, headers = {}) =>
      raw(service, method, args, { ...(session ? authHeaders(session) : {}), ...headers }) as Promise<Answer<never>>,
    login: (tenant, user, password, roleId = null, headers = {}) =>
      raw('portal.Login', 'logon', [user, encrypt(password), roleId, 'Web'], { 'tenant-code': tenant, ...headers }) as Promise<Answer<Session>>,
    async session(tenant, user, password = user === 'admin' ? 'Admin@123' : 'Demo@123') {
      const r = await server.login(tenant, user, password);
      if (r.json.code !== 200) throw new Error(`login ${tenant}/${user}: ${r.json.code} ${r.json.msg}`);
      return r.json.body;
    },
    async close() {
      await app.close();
      await db.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return server;
}

/** All nodes of a nav tree, depth first. */
export function walk<T extends { children?: T[] }>(nodes: T[], out: T[] = []): T[] {
  for (const n of nodes) {
    out.push(n);
    walk(n.children ?? [], out);
  }
  return out;
}
