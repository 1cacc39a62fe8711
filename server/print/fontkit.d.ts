// The little of fontkit (pdfkit's own font engine) that the print fonts use: parsing a font once
// per process, then handing the parsed font to each document.
declare module 'fontkit' {
  export interface Font {
    postscriptName: string;
    hasGlyphForCodePoint(codePoint: number): boolean;
    layout(text: string): unknown;
  }
  export function create(data: Uint8Array, postscriptName?: string): Font;
}
