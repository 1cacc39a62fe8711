// The CJK fonts of printed documents: Noto Sans SC (SIL Open Font License 1.1), regular and bold,
// from the npm package @expo-google-fonts/noto-sans-sc that `npm install` brings (TrueType
// outlines, so the PDF embeds a TrueType subset: only the glyphs a document uses, a few KB).
// Each font is parsed once per process (10 MB, ~130 ms) and shared by every document afterwards.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import * as fontkit from 'fontkit';

const PACKAGE = '@expo-google-fonts/noto-sans-sc';
const FILES = { regular: '400Regular/NotoSansSC_400Regular.ttf', bold: '700Bold/NotoSansSC_700Bold.ttf' } as const;
export type FontWeight = keyof typeof FILES;

const packageDir = () => path.dirname(createRequire(import.meta.url).resolve(`${PACKAGE}/package.json`));

/** Where a weight's TrueType file lies (for tools and tests). */
export const fontFile = (weight: FontWeight) => path.join(packageDir(), FILES[weight]);

const parsed = new Map<FontWeight, fontkit.Font>();

/** The parsed font of a weight, read and parsed on first use. */
export function printFont(weight: FontWeight): fontkit.Font {
  let font = parsed.get(weight);
  if (!font) {
    font = fontkit.create(fs.readFileSync(fontFile(weight)));
    parsed.set(weight, font);
  }
  return font;
}
