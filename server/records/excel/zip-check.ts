// An uploaded .xlsx is a zip whose few hundred KB can inflate to gigabytes (a zip bomb), and the
// spreadsheet reader inflates and parses it as it streams. Before the reader sees a byte, the
// file is checked here: its central directory is read and the declared sizes of its entries are
// summed against the cap, the entries must tile the file with no bytes the directory does not
// name (a streaming reader would parse those too), and every entry is then inflated once into
// nothing while the bytes are counted, so a directory that understates its sizes is caught too.
// Inflating runs in the thread pool (zlib streams); memory stays at a chunk.
import fs from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { Writable } from 'node:stream';
import zlib from 'node:zlib';

export type ZipProblem = { kind: 'tooLarge'; bytes: number } | { kind: 'tooManyEntries'; entries: number } | { kind: 'malformed'; why: string };

export class ZipRefused extends Error {
  constructor(readonly problem: ZipProblem) {
    super(problem.kind === 'malformed' ? problem.why : problem.kind);
  }
}

export interface ZipCaps {
  /** the sum of the entries' uncompressed sizes */
  maxInflatedBytes: number;
  maxEntries: number;
}

interface Entry {
  method: number;
  flags: number;
  compressed: number;
  size: number;
  offset: number;
}

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const DESCRIPTOR = 0x08074b50;
const MAX32 = 0xffffffff;

const malformed = (why: string) => new ZipRefused({ kind: 'malformed', why });

/** The end-of-central-directory record: the last 22..65,557 bytes of the file. */
function endRecord(tail: Buffer): { entries: number; cdSize: number; cdOffset: number } {
  for (let at = tail.length - 22; at >= 0; at--) {
    if (tail.readUInt32LE(at) !== EOCD) continue;
    const entries = tail.readUInt16LE(at + 10);
    const cdSize = tail.readUInt32LE(at + 12);
    const cdOffset = tail.readUInt32LE(at + 16);
    if (entries === 0xffff || cdOffset === MAX32) throw malformed('zip64 archives are not spreadsheets of this size');
    return { entries, cdSize, cdOffset };
  }
  throw malformed('no zip central directory');
}

/** ZIP64 extra field (0x0001): the 64-bit values of the fields the header left at 0xFFFFFFFF, in order. */
function zip64(extra: Buffer, e: Entry): void {
  for (let at = 0; at + 4 <= extra.length; ) {
    const id = extra.readUInt16LE(at);
    const len = extra.readUInt16LE(at + 2);
    if (id === 1) {
      let p = at + 4;
      const next = () => {
        if (p + 8 > at + 4 + len) return Number.MAX_SAFE_INTEGER;
        p += 8;
        return Number(extra.readBigUInt64LE(p - 8));
      };
      if (e.size === MAX32) e.size = next();
      if (e.compressed === MAX32) e.compressed = next();
      if (e.offset === MAX32) e.offset = next();
      return;
    }
    at += 4 + len;
  }
}

function centralDirectory(cd: Buffer, count: number): Entry[] {
  const entries: Entry[] = [];
  let at = 0;
  for (let i = 0; i < count; i++) {
    if (at + 46 > cd.length || cd.readUInt32LE(at) !== CENTRAL) throw malformed('broken zip central directory');
    const e: Entry = { flags: cd.readUInt16LE(at + 8), method: cd.readUInt16LE(at + 10), compressed: cd.readUInt32LE(at + 20), size: cd.readUInt32LE(at + 24), offset: cd.readUInt32LE(at + 42) };
    const nameLen = cd.readUInt16LE(at + 28);
    const extraLen = cd.readUInt16LE(at + 30);
    const commentLen = cd.readUInt16LE(at + 32);
    zip64(cd.subarray(at + 46 + nameLen, at + 46 + nameLen + extraLen), e);
    if (e.method !== 0 && e.method !== 8) throw malformed(`zip compression method ${e.method}`);
    entries.push(e);
    at += 46 + nameLen + extraLen + commentLen;
  }
  return entries;
}

async function readAt(fd: fs.promises.FileHandle, position: number, length: number): Promise<Buffer> {
  const buf = Buffer.alloc(length);
  const { bytesRead } = await fd.read(buf, 0, length, position);
  return buf.subarray(0, bytesRead);
}

/** Where an entry's data starts, and where the next entry must start (after its data descriptor). */
async function extent(fd: fs.promises.FileHandle, e: Entry): Promise<{ data: number; end: number }> {
  const head = await readAt(fd, e.offset, 30);
  if (head.length < 30 || head.readUInt32LE(0) !== LOCAL) throw malformed('broken zip entry');
  const data = e.offset + 30 + head.readUInt16LE(26) + head.readUInt16LE(28);
  let end = data + e.compressed;
  if (e.flags & 0x0008) {
    const d = await readAt(fd, end, 4);
    end += (d.length === 4 && d.readUInt32LE(0) === DESCRIPTOR ? 4 : 0) + 12;
  }
  return { data, end };
}

/** Refuses (ZipRefused) a file that is no sound zip, names too many entries, or inflates past the cap. */
export async function checkZip(path: string, caps: ZipCaps): Promise<void> {
  const fd = await fs.promises.open(path, 'r');
  try {
    const fileSize = (await fd.stat()).size;
    const tailStart = Math.max(0, fileSize - 65_557);
    const { entries: count, cdSize, cdOffset } = endRecord(await readAt(fd, tailStart, fileSize - tailStart));
    if (count > caps.maxEntries) throw new ZipRefused({ kind: 'tooManyEntries', entries: count });
    const entries = centralDirectory(await readAt(fd, cdOffset, cdSize), count).sort((a, b) => a.offset - b.offset);
    const declared = entries.reduce((sum, e) => sum + e.size, 0);
    if (declared > caps.maxInflatedBytes) throw new ZipRefused({ kind: 'tooLarge', bytes: declared });
    let next = 0;
    const spans: Array<{ e: Entry; data: number }> = [];
    for (const e of entries) {
      if (e.offset !== next) throw malformed('zip data outside its directory');
      const { data, end } = await extent(fd, e);
      spans.push({ e, data });
      next = end;
    }
    if (next !== cdOffset) throw malformed('zip data outside its directory');
    let inflated = 0;
    for (const { e, data } of spans) inflated = await countInflated(path, e, data, inflated, caps.maxInflatedBytes);
  } finally {
    await fd.close();
  }
}

/** The running total after inflating one entry into nothing; refused as soon as it passes the cap. */
async function countInflated(path: string, e: Entry, data: number, before: number, cap: number): Promise<number> {
  if (!e.compressed) return before;
  let total = before;
  const counter = new Writable({
    write(chunk: Buffer, _enc, done) {
      total += chunk.length;
      done(total > cap ? new ZipRefused({ kind: 'tooLarge', bytes: total }) : null);
    },
  });
  const source = fs.createReadStream(path, { start: data, end: data + e.compressed - 1 });
  try {
    if (e.method === 0) await pipeline(source, counter);
    else await pipeline(source, zlib.createInflateRaw(), counter);
  } catch (err) {
    if (err instanceof ZipRefused) throw err;
    throw malformed(`broken zip data (${(err as Error).message})`);
  }
  return total;
}
