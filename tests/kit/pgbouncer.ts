// Debian's pgbouncer in transaction mode in front of a test database, as an operator runs it in
// front of a managed PostgreSQL. `npm test` installs the package (scripts/test.mjs).
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../server/db/embedded';

export const PGBOUNCER = '/usr/sbin/pgbouncer';

export interface Pgbouncer {
  /** `databaseUrl` with pgbouncer's host and port */
  url: string;
  stop(): Promise<void>;
}

const listening = (port: number) =>
  new Promise<boolean>((resolve) => {
    const s = net.connect(port, '127.0.0.1', () => {
      s.end();
      resolve(true);
    });
    s.on('error', () => resolve(false));
  });

export async function startPgbouncer(databaseUrl: string): Promise<Pgbouncer> {
  const target = new URL(databaseUrl);
  const port = await freePort();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'plantform-pgbouncer-'));
  const users = path.join(dir, 'users.txt');
  fs.writeFileSync(users, `"${decodeURIComponent(target.username)}" "${decodeURIComponent(target.password)}"\n`);
  const ini = path.join(dir, 'pgbouncer.ini');
  fs.writeFileSync(
    ini,
    [
      '[databases]',
      `* = host=${target.hostname} port=${target.port}`,
      '[pgbouncer]',
      'listen_addr = 127.0.0.1',
      `listen_port = ${port}`,
      'auth_type = plain',
      `auth_file = ${users}`,
      'pool_mode = transaction',
      'default_pool_size = 8',
      'max_client_conn = 400',
      'unix_socket_dir =',
      // pg sends these at startup; pgbouncer passes on only the parameters it tracks
      'ignore_startup_parameters = extra_float_digits,options',
    ].join('\n'),
  );
  // pgbouncer refuses to run as root: then it runs as the postgres user Debian's package made
  const asRoot = process.getuid?.() === 0;
  if (asRoot) fs.chmodSync(dir, 0o755);
  const child: ChildProcess = asRoot ? spawn('runuser', ['-u', 'postgres', '--', PGBOUNCER, ini]) : spawn(PGBOUNCER, [ini]);
  let out = '';
  child.stdout?.on('data', (d) => (out += d));
  child.stderr?.on('data', (d) => (out += d));
  const exited = new Promise<void>((r) => child.on('exit', () => r()));
  for (let i = 0; !(await listening(port)); i++) {
    if (i > 100 || child.exitCode !== null) throw new Error(`pgbouncer did not start: ${out}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  const url = new URL(databaseUrl);
  url.hostname = '127.0.0.1';
  url.port = String(port);
  return {
    url: url.toString(),
    async stop() {
      child.kill('SIGTERM');
      await exited;
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
