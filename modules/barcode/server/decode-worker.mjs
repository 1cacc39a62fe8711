// The barcode reader's thread (decode.ts runs it through the engine's thread pool, a thread kept
// for picture after picture): zxing-wasm decodes a picture here, so a slow picture never holds up
// the server's other requests. Plain JavaScript, so the thread starts without the server's
// TypeScript loader. Its wasm is loaded from node_modules (the package would fetch it from a CDN,
// and this server may be offline), once per thread, before the thread takes its first picture.
import fs from 'node:fs';
import { createRequire } from 'node:module';

const zxing = await import('zxing-wasm/reader');
const require = createRequire(import.meta.url);
const bytes = fs.readFileSync(require.resolve('zxing-wasm/reader/zxing_reader.wasm'));
const wasmBinary = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
await zxing.prepareZXingModule({ overrides: { wasmBinary }, fireImmediately: true });

/** the valid symbols of one picture, in the reader's order (a reader's failure is the job's error) */
export default async function decode(image) {
  const found = await zxing.readBarcodes(image, { tryHarder: true, maxNumberOfSymbols: 16 });
  return found.filter((r) => r.isValid && r.text).map((r) => ({ text: r.text, format: r.format }));
}
