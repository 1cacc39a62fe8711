// `npm start`'s script on a bench database, for the benches that time calls through the server
// (equipment, BI, IoT, search): started on a free port, answering once it serves, with a caller's
// login and a stop that waits for the process to end.
import crypto from 'node:crypto';
import { spawn } from 'node:child_process';
import path from 'node:path';
import { freePort } from '../server/db/embedded';

const root = path.resolve(import.meta.dirname, '..');

// biome-ignore lint/suspicious/noExplicitAny: a bench reads a few fields of the answers
export type BenchPost = (p: string, body: unknown, headers?: Record<string, string>) => Promise<any>;
export type BenchAuth = { access_token: string; 'tenant-id': string };

export interface BenchServer {
  /** http://127.0.0.1:port */
  base: string;
  post: BenchPost;
  /** a demo user's call headers, logged in on the Web portal */
  login(user?: string, password?: string): Promise<BenchAuth>;
  stop(): Promise<void>;
}

/** The server on `databaseUrl` with DATA_DIR under `dir`; `env` adds settings (IoT's ports …). */
export async function serveBench(databaseUrl: string, dir: string, env: Record<string, string> = {}): Promise<BenchServer> {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: databaseUrl, DATA_DIR: path.join(dir, 'data'), PORT: String(port), SKIP_WEB_BUILD: '1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const stop = () =>
    new Promise<void>((r) => {
      if (child.exitCode !== null) return r();
      child.on('exit', () => r());
      child.kill('SIGINT');
    });
  try {
    await new Promise<void>((resolve, reject) => {
      let out = '';
      child.stdout!.on('data', (d) => {
        out += d;
        if (out.includes('Plantform is serving')) resolve();
      });
      child.on('exit', (c) => reject(new Error(`server exited ${c}: ${out}`)));
    });
  } catch (e) {
    await stop();
    throw e;
  }
  const base = `http://127.0.0.1:${port}`;
  const post: BenchPost = async (p, body, headers = {}) =>
    (await fetch(`${base}/${p}`, { method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json', ...headers } })).json();
  const login = async (user = 'admin', password = 'Admin@123') => {
    const pk = (await post('portal.Login/publicKey', [])).body.publicKey;
    const cipher = crypto.publicEncrypt({ key: pk, padding: crypto.constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from(password)).toString('base64');
    const s = (await post('portal.Login/logon', [user, cipher, null, 'Web'], { 'tenant-code': 'demo' })).body;
    return { access_token: s.token, 'tenant-id': s.tenant.id };
  };
  return { base, post, login, stop };
}
