// The barcode reader's thread (node:worker_threads): zxing-wasm decodes a picture here, so a slow
// picture never holds up the server's other requests. Plain JavaScript, so the thread starts
// without the server's TypeScript loader. Its wasm is loaded from node_modules (the package would
// fetch it from a CDN, and this server may be offline), once per thread.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { parentPort } from 'node:worker_threads';

const zxing = await import('zxing-wasm/reader');
const require = createRequire(import.meta.url);
const bytes = fs.readFileSync(require.resolve('zxing-wasm/reader/zxing_reader.wasm'));
const wasmBinary = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
await zxing.prepareZXingModule({ overrides: { wasmBinary }, fireImmediately: true });

parentPort.on('message', async ({ id, image }) => {
  try {
    const found = await zxing.readBarcodes(image, { tryHarder: true, maxNumberOfSymbols: 16 });
    const symbols = found.filter((r) => r.isValid && r.text).map((r) => ({ text: r.text, format: r.format }));
    parentPort.postMessage({ id, symbols });
  } catch (e) {
    parentPort.postMessage({ id, error: String(e instanceof Error ? e.message : e) });
  }
});
parentPort.postMessage({ ready: true });
