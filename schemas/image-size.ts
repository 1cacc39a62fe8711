// The width and height an encoded picture declares in its header (PNG, GIF, JPEG, BMP), read
// without decoding a pixel: the decoder's cost and memory grow with the pixel count, so a
// picture is judged by its header before it reaches the decoder. A few hundred bytes of a small
// file can declare a huge canvas (a white 10000×10000 PNG compresses to about 120 KB).

export interface Dimensions {
  width: number;
  height: number;
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

const startsWith = (b: Uint8Array, sig: readonly number[]) => sig.every((v, i) => b[i] === v);

function png(b: Uint8Array, view: DataView): Dimensions | null {
  // the first chunk is IHDR: length(4) type(4) width(4) height(4)
  if (b.length < 24 || String.fromCharCode(...b.subarray(12, 16)) !== 'IHDR') return null;
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

function gif(b: Uint8Array, view: DataView): Dimensions | null {
  if (b.length < 10) return null;
  return { width: view.getUint16(6, true), height: view.getUint16(8, true) };
}

function bmp(b: Uint8Array, view: DataView): Dimensions | null {
  if (b.length < 26) return null;
  // BITMAPINFOHEADER: a negative height is a top-down picture of the same size
  return { width: Math.abs(view.getInt32(18, true)), height: Math.abs(view.getInt32(22, true)) };
}

/** The first start-of-frame segment (SOF0–SOF15 but DHT, JPG and DAC) of a JPEG. */
function jpeg(b: Uint8Array, view: DataView): Dimensions | null {
  let at = 2;
  while (at + 9 < b.length) {
    if (b[at] !== 0xff) return null;
    const marker = b[at + 1];
    if (marker === 0xff) {
      at++; // fill byte
      continue;
    }
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2; // markers without a length
      continue;
    }
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { height: view.getUint16(at + 5), width: view.getUint16(at + 7) };
    }
    at += 2 + view.getUint16(at + 2);
  }
  return null;
}

/** The declared dimensions, or null when the bytes are no PNG, GIF, JPEG or BMP header we can read. */
export function imageDimensions(bytes: Uint8Array): Dimensions | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (startsWith(bytes, PNG_SIGNATURE)) return png(bytes, view);
  if (startsWith(bytes, [0x47, 0x49, 0x46, 0x38])) return gif(bytes, view);
  if (startsWith(bytes, [0xff, 0xd8])) return jpeg(bytes, view);
  if (startsWith(bytes, [0x42, 0x4d])) return bmp(bytes, view);
  return null;
}
