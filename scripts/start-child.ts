// `npm start`'s script in a child process, as an operator starts Plantform: shared by the test
// kit's instances (tests/kit/instances.ts) and the load bench and soak (scripts/bench-load-fleet.ts).
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

/**
 * `npm start`'s script in a child process with `env`; `ready` settles once it serves (or rejects
 * when it exits first). `checkout`: another checkout's script (the load bench's baseline commit).
 */
export function spawnStart(env: Record<string, string>, checkout = root) {
  const child = spawn(process.execPath, [path.join(checkout, 'scripts/start.mjs')], {
    cwd: checkout,
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
