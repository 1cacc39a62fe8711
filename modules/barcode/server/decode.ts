// Barcodes read from an image on the server with zxing-wasm's reader, off the main thread: a
// picture is decoded by a worker thread (decode-worker.mjs, in the engine's thread pool), so one
// large or hostile picture never stalls the other requests. Before a picture reaches the reader
// its header is read and refused over the pixel cap; a decode running past the time limit has its
// thread terminated (the next picture gets a new one). Pictures wait in a short queue for a free
// thread; past it they are refused.
import os from 'node:os';
import { imageDimensions } from '../../../schemas/image-size';
import { defineThreadPool, ThreadJobError } from '../../../server/workers/thread-pool';

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

const readers = defineThreadPool<Uint8Array, Symbol[]>({
  name: 'barcode reader',
  script: new URL('./decode-worker.mjs', import.meta.url),
  maxThreads: DECODE_LIMITS.threads,
  maxQueued: DECODE_LIMITS.maxQueued,
  // a 4096×4096 picture is 64 MB of RGBA (in the wasm's memory, not this heap): the heap holds the rest
  heapMb: 256,
  // read per picture: a test or a setting may change it
  deadlineMs: () => DECODE_LIMITS.timeLimitMs,
  // loading the reader's wasm is the slow part: a thread reads picture after picture
  keepThreads: true,
});

/** The valid symbols in an encoded image (PNG, JPEG, GIF, BMP), in the reader's order; DecodeRefused otherwise. */
export async function decodeImage(image: Uint8Array): Promise<Symbol[]> {
  const size = imageDimensions(image);
  if (!size?.width || !size.height) throw new DecodeRefused('unreadable');
  if (size.width * size.height > DECODE_LIMITS.maxPixels) {
    const cap = Math.sqrt(DECODE_LIMITS.maxPixels);
    throw new DecodeRefused('tooLarge', { width: size.width, height: size.height, max: `${cap}×${cap}` });
  }
  try {
    return await readers.run(image);
  } catch (e) {
    if (!(e instanceof ThreadJobError)) throw e;
    if (e.reason === 'busy') throw new DecodeRefused('busy');
    if (e.reason === 'timeout') throw new DecodeRefused('timeout', { seconds: (e.limitMs ?? DECODE_LIMITS.timeLimitMs) / 1000 });
    // a reader that failed, ran out of memory or could not load: the picture is not readable here
    throw new DecodeRefused('unreadable');
  }
}
