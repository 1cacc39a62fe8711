// The first module of every pool thread (thread-pool.ts starts it): it loads the pool's script —
// a TypeScript one through tsx, which a thread does not inherit from the server, under `npm start`
// and vitest alike — and then answers jobs one at a time: { id, input } in; what the script's
// default export returns (or throws) out, after any messages it posted on the way (progress).
// Plain JavaScript, so the thread needs no loader to start.
import { parentPort, workerData } from 'node:worker_threads';

const port = parentPort;
/** @type {(input: unknown, post: (message: unknown) => void) => unknown} */
let handler;
try {
  if (/\.[cm]?ts$/.test(workerData.script)) (await import('tsx/esm/api')).register();
  handler = (await import(workerData.script)).default;
  if (typeof handler !== 'function') throw new Error(`${workerData.script} has no default export function`);
} catch (e) {
  // the pool fails this job and those waiting (they would fail the same way)
  port.postMessage({ t: 'broken', error: String(e?.message ?? e).slice(0, 2000) });
  handler = null;
}

if (handler) {
  port.on('message', async ({ id, input }) => {
    try {
      const value = await handler(input, (m) => port.postMessage({ t: 'message', id, m }));
      port.postMessage({ t: 'done', id, value });
    } catch (e) {
      port.postMessage({ t: 'failed', id, error: String(e?.message ?? e).slice(0, 2000) });
    }
  });
  port.postMessage({ t: 'ready' });
}
