// A zip archive written straight to a Writable (an HTTP response) with back-pressure awaited at
// every step, so memory stays flat however large an entry grows. Small entries are deflated at
// once and written with their sizes in the local header; one streamed entry at a time is
// deflated piece by piece in the thread pool, with its CRC and sizes in a data descriptor after
// it (general-purpose flag bit 3), as archiver writes a streamed entry.
// ZIP64 fields are added to the central directory when an entry's size or an offset passes
// 4 GiB (the 16-byte data descriptor stays 32-bit: exceljs's unzipper reads only that one).
import { once } from 'node:events';
import type { Writable } from 'node:stream';
import zlib from 'node:zlib';

const MAX32 = 0xffffffff;
const FLAG_DESCRIPTOR = 0x0008;
const FLAG_UTF8 = 0x0800;
const DEFLATE = 8;

interface Entry {
  name: Buffer;
  flags: number;
  crc: number;
  compressed: number;
  size: number;
  offset: number;
}

function dosDateTime(d: Date) {
  const time = (d.getHours() << 11) | (d.getMinutes() << 5) | Math.floor(d.getSeconds() / 2);
  const date = ((Math.max(1980, d.getFullYear()) - 1980) << 9) | ((d.getMonth() + 1) << 5) | d.getDate();
  return { time, date };
}

const SIGNATURE = Buffer.from([0x50, 0x4b, 0x07, 0x08]);

/** does tail + body hold the data descriptor's signature? */
export function holdsSignature(tail: Buffer, body: Buffer): boolean {
  return body.includes(SIGNATURE) || (tail.length > 0 && Buffer.concat([tail, body.subarray(0, 3)]).includes(SIGNATURE));
}

/** raw deflate of one piece, ended by a sync flush (in the thread pool) */
const deflate = (raw: Buffer, level: number) =>
  new Promise<Buffer>((resolve, reject) => zlib.deflateRaw(raw, { level, finishFlush: zlib.constants.Z_SYNC_FLUSH }, (err, out) => (err ? reject(err) : resolve(out))));

export class ZipClosedError extends Error {
  constructor() {
    super('the output closed before the archive was complete');
  }
}

/** One entry being streamed: write() resolves once the output may take more. */
export interface ZipEntryStream {
  write(chunk: Buffer | string): Promise<void>;
  end(): Promise<void>;
}

export class ZipWriter {
  private offset = 0;
  private readonly entries: Entry[] = [];
  private readonly stamp = dosDateTime(new Date());
  private streaming = false;
  private finished = false;
  /** rejects when the output closes or fails before finish(): every wait races it */
  private readonly closed: Promise<never>;

  constructor(
    private readonly out: Writable,
    private readonly level = 6,
  ) {
    this.closed = new Promise<never>((_, reject) => {
      const fail = (e?: unknown) => {
        if (!this.finished) reject(e instanceof Error ? e : new ZipClosedError());
      };
      out.once('close', () => fail());
      out.once('error', fail);
    });
    this.closed.catch(() => {}); // observed by the waits; no unhandled rejection when none is pending
  }

  private async wait(p: Promise<unknown>) {
    await Promise.race([p, this.closed]);
  }

  /** writes to the output, waiting for 'drain' when its buffer is full */
  private async emit(buf: Buffer) {
    if (this.out.destroyed || this.out.writableEnded) throw new ZipClosedError();
    this.offset += buf.length;
    if (!this.out.write(buf)) await this.wait(once(this.out, 'drain'));
  }

  private localHeader(e: Entry) {
    const h = Buffer.alloc(30);
    h.writeUInt32LE(0x04034b50, 0);
    h.writeUInt16LE(20, 4); // version needed: 2.0 (deflate)
    h.writeUInt16LE(e.flags, 6);
    h.writeUInt16LE(DEFLATE, 8);
    h.writeUInt16LE(this.stamp.time, 10);
    h.writeUInt16LE(this.stamp.date, 12);
    if (!(e.flags & FLAG_DESCRIPTOR)) {
      h.writeUInt32LE(e.crc, 14);
      h.writeUInt32LE(e.compressed, 18);
      h.writeUInt32LE(e.size, 22);
    }
    h.writeUInt16LE(e.name.length, 26);
    h.writeUInt16LE(0, 28);
    return Buffer.concat([h, e.name]);
  }

  private entry(name: string, flags: number): Entry {
    if (this.streaming) throw new Error('zip: an entry is still being streamed');
    if (this.finished) throw new Error('zip: already finished');
    const nameBuf = Buffer.from(name, 'utf8');
    // bit 11: the name is UTF-8 (only needed when it is not plain ASCII)
    const utf8 = nameBuf.length !== name.length ? FLAG_UTF8 : 0;
    return { name: nameBuf, flags: flags | utf8, crc: 0, compressed: 0, size: 0, offset: this.offset };
  }

  /** a small entry, deflated in one go */
  async add(name: string, data: Buffer | string) {
    const raw = typeof data === 'string' ? Buffer.from(data, 'utf8') : data;
    const e = this.entry(name, 0);
    const body = zlib.deflateRawSync(raw, { level: this.level });
    if (raw.length >= MAX32 || body.length >= MAX32) throw new Error('zip: add() is for small entries');
    Object.assign(e, { crc: zlib.crc32(raw), compressed: body.length, size: raw.length });
    this.entries.push(e);
    await this.emit(this.localHeader(e));
    await this.emit(body);
  }

  /**
   * A streamed entry: write() its chunks (awaiting each), then end() it. Each chunk is deflated
   * on its own in the thread pool (a raw deflate ended by a sync flush: byte-aligned, not final,
   * so the pieces chain into one deflate stream closed by an empty final block) while the next
   * one is being built. A piece whose bytes would hold the data descriptor's signature
   * (PK\x07\x08) is stored instead: exceljs's streaming reader (unzipper) finds the end of an
   * entry by that signature, and a chance match in a large export broke its re-import.
   */
  async stream(name: string): Promise<ZipEntryStream> {
    const e = this.entry(name, FLAG_DESCRIPTOR);
    this.entries.push(e);
    await this.emit(this.localHeader(e));
    this.streaming = true;
    let tail = Buffer.alloc(0); // the last bytes written, for a signature across two pieces
    let inflight: Promise<void> = Promise.resolve();
    const piece = async (raw: Buffer) => {
      let body = await deflate(raw, this.level);
      if (holdsSignature(tail, body)) body = await deflate(raw, 0); // stored blocks: never PK\x07\x08
      tail = Buffer.concat([tail, body.subarray(-3)]).subarray(-3);
      e.compressed += body.length;
      await this.emit(body);
    };
    return {
      write: async (chunk) => {
        const buf = typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : chunk;
        if (!buf.length) return;
        e.crc = zlib.crc32(buf, e.crc);
        e.size += buf.length;
        await this.wait(inflight); // one piece in flight at a time: memory stays bounded
        inflight = piece(buf);
        inflight.catch(() => {});
      },
      end: async () => {
        await this.wait(inflight);
        const last = Buffer.from([0x03, 0x00]); // an empty final block (fixed Huffman)
        e.compressed += last.length;
        this.streaming = false;
        const d = Buffer.alloc(16);
        d.writeUInt32LE(0x08074b50, 0);
        d.writeUInt32LE(e.crc >>> 0, 4);
        d.writeUInt32LE(e.compressed % 2 ** 32, 8);
        d.writeUInt32LE(e.size % 2 ** 32, 12);
        await this.emit(Buffer.concat([last, d]));
      },
    };
  }

  /** the central directory and its end records; then ends the output */
  async finish() {
    if (this.streaming) throw new Error('zip: an entry is still being streamed');
    const cdStart = this.offset;
    for (const e of this.entries) {
      const z64: Buffer[] = [];
      const big = (v: number) => {
        if (v < MAX32) return v;
        const b = Buffer.alloc(8);
        b.writeBigUInt64LE(BigInt(v));
        z64.push(b);
        return MAX32;
      };
      // ZIP64 extra fields go in this order: size, compressed size, offset
      const size = big(e.size);
      const compressed = big(e.compressed);
      const offset = big(e.offset);
      const extra = z64.length ? Buffer.concat([Buffer.from([0x01, 0x00, z64.length * 8, 0x00]), ...z64]) : Buffer.alloc(0);
      const h = Buffer.alloc(46);
      h.writeUInt32LE(0x02014b50, 0);
      h.writeUInt16LE(z64.length ? 45 : 20, 4); // version made by (MS-DOS attributes)
      h.writeUInt16LE(z64.length ? 45 : 20, 6); // version needed
      h.writeUInt16LE(e.flags, 8);
      h.writeUInt16LE(DEFLATE, 10);
      h.writeUInt16LE(this.stamp.time, 12);
      h.writeUInt16LE(this.stamp.date, 14);
      h.writeUInt32LE(e.crc >>> 0, 16);
      h.writeUInt32LE(compressed, 20);
      h.writeUInt32LE(size, 24);
      h.writeUInt16LE(e.name.length, 28);
      h.writeUInt16LE(extra.length, 30);
      // comment length, disk number, internal and external attributes: 0
      h.writeUInt32LE(offset, 42);
      await this.emit(Buffer.concat([h, e.name, extra]));
    }
    const cdEnd = this.offset;
    const cdSize = cdEnd - cdStart;
    const n = this.entries.length;
    if (cdStart >= MAX32 || cdSize >= MAX32 || n >= 0xffff) {
      const r = Buffer.alloc(56); // ZIP64 end of central directory record
      r.writeUInt32LE(0x06064b50, 0);
      r.writeBigUInt64LE(44n, 4);
      r.writeUInt16LE(45, 12);
      r.writeUInt16LE(45, 14);
      r.writeBigUInt64LE(BigInt(n), 24);
      r.writeBigUInt64LE(BigInt(n), 32);
      r.writeBigUInt64LE(BigInt(cdSize), 40);
      r.writeBigUInt64LE(BigInt(cdStart), 48);
      const l = Buffer.alloc(20); // its locator
      l.writeUInt32LE(0x07064b50, 0);
      l.writeBigUInt64LE(BigInt(cdEnd), 8);
      l.writeUInt32LE(1, 16);
      await this.emit(Buffer.concat([r, l]));
    }
    const end = Buffer.alloc(22);
    end.writeUInt32LE(0x06054b50, 0);
    end.writeUInt16LE(Math.min(n, 0xffff), 8);
    end.writeUInt16LE(Math.min(n, 0xffff), 10);
    end.writeUInt32LE(Math.min(cdSize, MAX32), 12);
    end.writeUInt32LE(Math.min(cdStart, MAX32), 16);
    await this.emit(end);
    await this.wait(new Promise<void>((resolve) => this.out.end(resolve)));
    this.finished = true;
  }
}
