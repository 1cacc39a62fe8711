// Date segments: a format built only of YYYY (year), YY (two-digit year), MM (month), DD (day),
// each at most once (not YYYY and YY together), optionally separated by - / . _ — e.g. YYYYMMDD,
// YYYY-MM-DD, YYMM. Dates are the server's UTC day, like the product's other generated numbers
// (server/records/auto-code.ts) and its TODAY defaults.

const PIECE = /YYYY|YY|MM|DD|[-/._]/y;
const SEPARATORS = new Set(['-', '/', '.', '_']);

/** The format's pieces, or null when it is not one the rule accepts. */
export function dateFormatPieces(format: string | null | undefined): string[] | null {
  if (!format) return null;
  const pieces: string[] = [];
  PIECE.lastIndex = 0;
  while (PIECE.lastIndex < format.length) {
    const at = PIECE.lastIndex;
    const m = PIECE.exec(format);
    if (!m || m.index !== at) return null;
    pieces.push(m[0]);
  }
  const tokens = pieces.filter((p) => !SEPARATORS.has(p));
  if (!tokens.length || new Set(tokens).size !== tokens.length) return null;
  if (tokens.includes('YYYY') && tokens.includes('YY')) return null;
  return pieces;
}

const pad2 = (n: number) => String(n).padStart(2, '0');

/** The date in the format (UTC day); a format the rule refuses gives null. */
export function formatDate(format: string, date: Date): string | null {
  const pieces = dateFormatPieces(format);
  if (!pieces) return null;
  const y = String(date.getUTCFullYear()).padStart(4, '0');
  const values: Record<string, string> = { YYYY: y, YY: y.slice(-2), MM: pad2(date.getUTCMonth() + 1), DD: pad2(date.getUTCDate()) };
  return pieces.map((p) => values[p] ?? p).join('');
}
