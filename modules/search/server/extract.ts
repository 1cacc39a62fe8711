// An attachment's text, for the index: PDF (unpdf), .docx (mammoth), .xlsx (exceljs) and plain text
// (.txt, .md, .csv), read in a worker thread of its own with caps — a file over MAX_BYTES is not
// read, a reading that takes over MAX_MS is stopped (the thread is terminated), a thread may use at
// most MAX_HEAP_MB — so one upload never stalls the server or the other files. The text kept is at
// most MAX_CHARS characters. Other kinds (pictures, archives) have no text.
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';

export const MAX_BYTES = 20 * 1024 * 1024;
export const MAX_MS = 15_000;
export const MAX_CHARS = 200_000;
const MAX_HEAP_MB = 256;

const WORKER_FILE = fileURLToPath(new URL('./extract-worker.mjs', import.meta.url));

const KINDS: Record<string, string> = { pdf: 'pdf', docx: 'docx', xlsx: 'xlsx', txt: 'text', md: 'text', csv: 'text' };

export type Extracted = { status: 'ok'; text: string } | { status: 'skipped' | 'failed'; note: string };

/** The kind of reading a file name calls for, or null (no text). */
export function readerOf(name: string): string | null {
  const ext = name.toLowerCase().split('.').pop() ?? '';
  return KINDS[ext] ?? null;
}

export function extractText(name: string, bytes: Buffer, caps = { maxBytes: MAX_BYTES, maxMs: MAX_MS }): Promise<Extracted> {
  const kind = readerOf(name);
  if (!kind) return Promise.resolve({ status: 'skipped', note: 'no text in this kind of file' });
  if (bytes.length > caps.maxBytes) return Promise.resolve({ status: 'skipped', note: `over ${caps.maxBytes} bytes` });
  return new Promise((resolve) => {
    const worker = new Worker(WORKER_FILE, {
      workerData: { kind, bytes: new Uint8Array(bytes) },
      resourceLimits: { maxOldGenerationSizeMb: MAX_HEAP_MB },
    });
    let settled = false;
    const done = (r: Extracted) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      resolve(r);
    };
    const timer = setTimeout(() => done({ status: 'failed', note: `over ${caps.maxMs} ms` }), caps.maxMs);
    worker.once('message', (m: { ok: boolean; text?: string; error?: string }) =>
      done(m.ok ? { status: 'ok', text: clean(m.text ?? '') } : { status: 'failed', note: m.error ?? 'unreadable' }),
    );
    worker.once('error', (e) => done({ status: 'failed', note: String(e.message).slice(0, 200) }));
    worker.once('exit', () => done({ status: 'failed', note: 'the reader stopped' }));
  });
}

/** white space runs as one space, at most MAX_CHARS characters */
const clean = (text: string) => text.replace(/\s+/g, ' ').trim().slice(0, MAX_CHARS);
