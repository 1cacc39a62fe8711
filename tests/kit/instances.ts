// Server instances as an operator runs them beside each other: `npm start`'s script in child
// processes, each with its own DATA_DIR and port, all on one external database (DATABASE_URL).
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../server/db/embedded';

const root = path.resolve(import.meta.dirname, '../..');

export interface Instance {
  base: string;
  child: ChildProcess;
  exited: Promise<number | null>;
  output(): string;
  /** SIGKILL: the instance dies mid-work, as a crashed machine's does */
  kill(): Promise<void>;
  /** SIGTERM and its exit */
  stop(): Promise<number | null>;
}

/** `npm start`'s script in a child process with `env`; `ready` settles once it serves (or rejects when it exits first). */
export function spawnStart(env: Record<string, string>) {
  const child = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
    cwd: root,
    env: { ...process.env, SKIP_WEB_BUILD: '1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  const exited = new Promise<number | null>((r) => child.on('exit', (code) => r(code)));
  const ready = new Promise<void>((resolve, reject) => {
    const timer = setInterval(() => {
      if (out.includes('Plantform is serving')) {
        clearInterval(timer);
        resolve();
      }
    }, 50);
    exited.then((code) => {
      clearInterval(timer);
      reject(new Error(`the server exited (${code}) before serving: ${out}`));
    });
  });
  ready.catch(() => {}); // a start expected to fail is awaited through `exited`
  return { child, ready, exited, output: () => out };
}

export async function startInstance(databaseUrl: string, env: Record<string, string> = {}): Promise<Instance> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'plantform-instance-'));
  const { child, ready, exited, output } = spawnStart({ DATA_DIR: dataDir, PORT: String(port), DATABASE_URL: databaseUrl, ...env });
  await ready;
  return {
    base: `http://127.0.0.1:${port}`,
    child,
    exited,
    output,
    async kill() {
      child.kill('SIGKILL');
      await exited;
    },
    async stop() {
      child.kill('SIGTERM');
      return exited;
    },
  };
}
