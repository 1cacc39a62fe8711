// Reading barcodes from pictures must not hurt the other callers: a picture over the pixel cap is
// refused from its header before any decoding, an allowed large picture decodes off the main
// thread while other calls are answered at once, and a decode past the time limit is refused
// (its thread replaced, so the next picture still reads).
import bwipjs from 'bwip-js/node';
import { describe, expect, it, onTestFinished } from 'vitest';
import { fileServer, said, upload as uploadFile } from '../../../../tests/kit';
import type { ScanResult } from '../../contracts';
import { DECODE_LIMITS } from '../../server/decode';
import { whitePng } from './pictures';

const srv = await fileServer({}, { withoutFlows: true });
const admin = await srv.session('demo', 'admin');

const upload = async (name: string, bytes: Buffer) => (await uploadFile(srv, admin, bytes, name, { type: 'image/png' })).id;
const read = (fileId: number, headers?: Record<string, string>) => srv.call<ScanResult[]>(admin, 'mdm.barcode', 'getBarcodeFromImg', [fileId], headers);

describe('barcodes read from pictures', () => {
  it('refuses a picture over the pixel cap from its header, at once, in both languages', async () => {
    const huge = whitePng(10_000, 10_000);
    expect(huge.length).toBeLessThan(200 * 1024); // a small file declaring 100 million pixels
    const id = await upload('huge.png', huge);
    const started = performance.now();
    expect(said(await read(id))).toBe('400 图片像素过大（10000×10000），最大 4096×4096 像素');
    expect(performance.now() - started).toBeLessThan(3000); // the header alone is read: the decode took seconds
    expect(said(await read(id, { language: 'en_US' }))).toBe('400 The picture is too large (10000×10000 pixels); at most 4096×4096 pixels');
  });

  it('answers other calls at once while large allowed pictures are being decoded', { timeout: 120_000 }, async () => {
    const ids = await Promise.all([upload('big1.png', whitePng(4096, 4096)), upload('big2.png', whitePng(4096, 4096))]);
    await read(await upload('warm.png', whitePng(40, 40))); // the reader's thread is loaded
    // this test is about the other calls, not the time limit: a crowded test machine decodes slowly
    const limit = DECODE_LIMITS.timeLimitMs;
    DECODE_LIMITS.timeLimitMs = 300_000;
    onTestFinished(() => {
      DECODE_LIMITS.timeLimitMs = limit;
    });
    const started = performance.now();
    const decoding = Promise.all(ids.map((id) => read(id))).then((answers) => ({ answers, ms: performance.now() - started }));
    let done = false;
    void decoding.then(() => (done = true));
    const latencies: number[] = [];
    await new Promise((r) => setTimeout(r, 100));
    while (!done) {
      const t = performance.now();
      const a = await srv.call(admin, 'barcode.Barcode', 'fuzzyPage', [{ text: 'X', pageSize: 1 }]);
      expect(a.json.code).toBe(200);
      latencies.push(performance.now() - t);
      await new Promise((r) => setTimeout(r, 20));
    }
    const { answers, ms } = await decoding;
    for (const a of answers) expect(said(a)).toBe('400 图片中未识别到条码');
    expect(latencies.length).toBeGreaterThan(2);
    // each other call took a small part of the decoding time (on the main thread it waited for all of it)
    expect(Math.max(...latencies)).toBeLessThan(ms / 3);
  });

  it('refuses a decode past the time limit and reads the next picture on a fresh thread', async () => {
    const id = await upload('slow.png', whitePng(4096, 4096));
    const limit = DECODE_LIMITS.timeLimitMs;
    DECODE_LIMITS.timeLimitMs = 20;
    try {
      expect(said(await read(id))).toBe('400 图片识别超时（超过 0.02 秒）');
    } finally {
      DECODE_LIMITS.timeLimitMs = limit;
    }
    const qr = await bwipjs.toBuffer({ bcid: 'qrcode', text: 'NOT-OURS-7', scale: 4, paddingwidth: 10, paddingheight: 10, backgroundcolor: 'FFFFFF' });
    const answer = await read(await upload('qr.png', qr));
    expect(said(answer)).toBe('200 success');
    expect(answer.json.body).toMatchObject([{ text: 'NOT-OURS-7', barcode: null }]);
  });
});
