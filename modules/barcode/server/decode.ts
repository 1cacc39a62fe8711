// Barcodes read from an image on the server with zxing-wasm's reader. Its wasm is loaded from
// node_modules (the package would fetch it from a CDN, and this server may be offline), once.
import fs from 'node:fs';
import { createRequire } from 'node:module';

export interface Symbol {
  text: string;
  format: string;
}

let ready: Promise<typeof import('zxing-wasm/reader')> | null = null;

function reader() {
  ready ??= (async () => {
    const zxing = await import('zxing-wasm/reader');
    const require = createRequire(import.meta.url);
    const bytes = fs.readFileSync(require.resolve('zxing-wasm/reader/zxing_reader.wasm'));
    const wasmBinary = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
    zxing.prepareZXingModule({ overrides: { wasmBinary }, fireImmediately: true });
    return zxing;
  })();
  return ready;
}

/** The valid symbols in an encoded image (PNG, JPEG, GIF, BMP), in the reader's order. */
export async function decodeImage(image: Uint8Array): Promise<Symbol[]> {
  const { readBarcodes } = await reader();
  const found = await readBarcodes(image, { tryHarder: true, maxNumberOfSymbols: 16 });
  return found.filter((r) => r.isValid && r.text).map((r) => ({ text: r.text, format: r.format }));
}
