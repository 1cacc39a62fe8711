// The snippet of a hit: the first visible field whose text holds a query term, cut around the
// first such place, with every term in it marked. Pieces, not HTML: the page marks them, and a
// record's text is never markup.
import type { SnippetPiece } from '../contracts';

const BEFORE = 30;
const LENGTH = 140;

export function snippetOf(text: string, terms: readonly string[]): SnippetPiece[] | null {
  const lower = text.toLowerCase();
  const found = terms.map((t) => lower.indexOf(t)).filter((i) => i >= 0);
  if (!found.length) return null;
  const start = Math.max(0, Math.min(...found) - BEFORE);
  const end = Math.min(text.length, start + LENGTH);
  const window = text.slice(start, end);
  const low = window.toLowerCase();
  // marked ranges of the window, longest term first where two start together
  const marks: Array<[number, number]> = [];
  for (const t of [...terms].sort((a, b) => b.length - a.length)) {
    for (let i = low.indexOf(t); i >= 0 && t; i = low.indexOf(t, i + t.length)) {
      if (!marks.some(([a, b]) => i < b && i + t.length > a)) marks.push([i, i + t.length]);
    }
  }
  marks.sort((a, b) => a[0] - b[0]);
  // touching marks are one (a query's word of Han and Latin pieces is marked whole)
  for (let i = marks.length - 1; i > 0; i--) {
    if (marks[i][0] === marks[i - 1][1]) {
      marks[i - 1][1] = marks[i][1];
      marks.splice(i, 1);
    }
  }
  const pieces: SnippetPiece[] = [];
  let at = 0;
  const lead = start > 0 ? '…' : '';
  for (const [a, b] of marks) {
    if (a > at) pieces.push({ text: window.slice(at, a) });
    pieces.push({ text: window.slice(a, b), hit: true });
    at = b;
  }
  if (at < window.length) pieces.push({ text: window.slice(at) });
  if (lead) pieces.unshift({ text: lead });
  if (end < text.length) pieces.push({ text: '…' });
  return pieces;
}
