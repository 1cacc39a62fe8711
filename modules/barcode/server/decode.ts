// Barcodes read from an image on the server with zxing-wasm's reader, off the main thread: a
// picture is decoded by a worker thread (decode-worker.mjs), so one large or hostile picture
// never stalls the other requests. Before a picture reaches the reader its header is read and
// refused over the pixel cap; a decode running past the time limit has its thread terminated
// and replaced. Pictures wait in a short queue for a free thread; past it they are refused.
import os from 'node:os';
import { Worker } from 'node:worker_threads';
import { imageDimensions } from '../../../schemas/image-size';

export interface Symbol {
  text: string;
  format: string;
}

/**
 * 4096×4096 (16.7 Mpx) covers the 12 Mpx photos of phone cameras (4032×3024) and every scanner
 * page at 300 dpi (A4 is 2480×3508), decodes in well under a second and needs at most 64 MB of
 * RGBA in the thread; the reader's cost grows with pixels (a 100 Mpx picture took 4 s and more).
 */
export const DECODE_LIMITS = {
  maxPixels: 4096 * 4096,
  /**
   * an allowed picture decodes in one to two seconds on an idle core, several times that on a
   * crowded machine: twenty seconds refuses only a picture the reader cannot finish
   */
  timeLimitMs: 20_000,
  /** one core stays with the server */
  threads: Math.max(1, Math.min(2, os.availableParallelism() - 1)),
  /** pictures waiting for a thread (each at most 2 MB) */
  maxQueued: 16,
};

export type DecodeFailure = 'unreadable' | 'tooLarge' | 'timeout' | 'busy';

export class DecodeRefused extends Error {
  constructor(
    readonly reason: DecodeFailure,
    readonly vars: Record<string, string | number> = {},
  ) {
    super(reason);
  }
}

interface Job {
  id: number;
  image: Uint8Array;
  resolve(symbols: Symbol[]): void;
  reject(e: Error): void;
}

interface Thread {
  worker: Worker;
  ready: boolean;
  job: Job | null;
  timer: NodeJS.Timeout | null;
}

const queue: Job[] = [];
const threads: Thread[] = [];
let nextId = 0;

function spawn(): Thread {
  const worker = new Worker(new URL('./decode-worker.mjs', import.meta.url));
  worker.unref();
  const thread: Thread = { worker, ready: false, job: null, timer: null };
  worker.on('message', (m: { ready?: true; id?: number; symbols?: Symbol[]; error?: string }) => {
    if (m.ready) thread.ready = true;
    else if (thread.job && m.id === thread.job.id) settle(thread, m.symbols ?? null);
    pump();
  });
  // a thread that dies (out of memory, a crash in the reader) fails its picture and is replaced
  worker.on('error', () => replace(thread, new DecodeRefused('unreadable')));
  worker.on('exit', () => replace(thread, new DecodeRefused('unreadable')));
  return thread;
}

function settle(thread: Thread, symbols: Symbol[] | null): void {
  const job = thread.job!;
  if (thread.timer) clearTimeout(thread.timer);
  thread.job = null;
  thread.timer = null;
  if (symbols) job.resolve(symbols);
  else job.reject(new DecodeRefused('unreadable'));
}

function replace(thread: Thread, failure: Error): void {
  const at = threads.indexOf(thread);
  if (at < 0) return;
  threads.splice(at, 1);
  // a thread that could not even load the reader would fail every picture: do not wait for it
  if (!thread.ready) for (const job of queue.splice(0)) job.reject(failure);
  if (thread.timer) clearTimeout(thread.timer);
  thread.job?.reject(failure);
  thread.job = null;
  thread.worker.removeAllListeners();
  void thread.worker.terminate();
  pump();
}

function pump(): void {
  while (queue.length && threads.length < DECODE_LIMITS.threads && !threads.some((t) => !t.job)) threads.push(spawn());
  for (const thread of threads) {
    if (!thread.ready || thread.job || !queue.length) continue;
    const job = queue.shift()!;
    thread.job = job;
    thread.timer = setTimeout(() => replace(thread, new DecodeRefused('timeout', { seconds: DECODE_LIMITS.timeLimitMs / 1000 })), DECODE_LIMITS.timeLimitMs);
    thread.worker.postMessage({ id: job.id, image: job.image });
  }
}

/** The valid symbols in an encoded image (PNG, JPEG, GIF, BMP), in the reader's order; DecodeRefused otherwise. */
export function decodeImage(image: Uint8Array): Promise<Symbol[]> {
  const size = imageDimensions(image);
  if (!size?.width || !size.height) return Promise.reject(new DecodeRefused('unreadable'));
  if (size.width * size.height > DECODE_LIMITS.maxPixels) {
    const cap = Math.sqrt(DECODE_LIMITS.maxPixels);
    return Promise.reject(new DecodeRefused('tooLarge', { width: size.width, height: size.height, max: `${cap}×${cap}` }));
  }
  if (queue.length >= DECODE_LIMITS.maxQueued) return Promise.reject(new DecodeRefused('busy'));
  return new Promise((resolve, reject) => {
    queue.push({ id: ++nextId, image, resolve, reject });
    pump();
  });
}
