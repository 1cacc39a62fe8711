// An attachment's text, for the index: PDF (unpdf), .docx (mammoth), .xlsx (exceljs) and plain text
// (.txt, .md, .csv), read in a worker thread of its own (the engine's thread pool) with caps — a
// file over MAX_BYTES is not read, a reading that takes over MAX_MS is stopped (the thread is
// terminated), a thread may use at most MAX_HEAP_MB, at most READ_THREADS read at once — so one
// upload never stalls the server or the other files. The text kept is at most MAX_CHARS
// characters. Other kinds (pictures, archives) have no text.
import { defineThreadPool, ThreadJobError } from '../../../server/workers/thread-pool';

export const MAX_BYTES = 20 * 1024 * 1024;
export const MAX_MS = 15_000;
export const MAX_CHARS = 200_000;
const MAX_HEAP_MB = 256;
/** the indexer reads one file after another; two leave a core to the server when uploads come together */
const READ_THREADS = 2;

const KINDS: Record<string, string> = { pdf: 'pdf', docx: 'docx', xlsx: 'xlsx', txt: 'text', md: 'text', csv: 'text' };

const readers = defineThreadPool<{ kind: string; bytes: Uint8Array }, string>({
  name: 'text extraction',
  script: new URL('./extract-worker.mjs', import.meta.url),
  maxThreads: READ_THREADS,
  heapMb: MAX_HEAP_MB,
  deadlineMs: MAX_MS,
});

export type Extracted = { status: 'ok'; text: string } | { status: 'skipped' | 'failed'; note: string };

/** The kind of reading a file name calls for, or null (no text). */
export function readerOf(name: string): string | null {
  const ext = name.toLowerCase().split('.').pop() ?? '';
  return KINDS[ext] ?? null;
}

export async function extractText(name: string, bytes: Buffer, caps = { maxBytes: MAX_BYTES, maxMs: MAX_MS }): Promise<Extracted> {
  const kind = readerOf(name);
  if (!kind) return { status: 'skipped', note: 'no text in this kind of file' };
  if (bytes.length > caps.maxBytes) return { status: 'skipped', note: `over ${caps.maxBytes} bytes` };
  try {
    return { status: 'ok', text: clean((await readers.run({ kind, bytes: new Uint8Array(bytes) }, { deadlineMs: caps.maxMs })) ?? '') };
  } catch (e) {
    if (e instanceof ThreadJobError && e.reason === 'timeout') return { status: 'failed', note: `over ${caps.maxMs} ms` };
    return { status: 'failed', note: String((e as Error).message || 'unreadable').slice(0, 200) };
  }
}

/** white space runs as one space, at most MAX_CHARS characters */
const clean = (text: string) => text.replace(/\s+/g, ' ').trim().slice(0, MAX_CHARS);
