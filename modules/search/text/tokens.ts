// How text becomes lexemes for PostgreSQL full text search, in Node (the embedded PostgreSQL has no
// Chinese parser such as zhparser). Chinese is written without spaces and a dictionary segmenter
// (ICU's, Intl.Segmenter) cuts the same word differently by context (数控 alone, 数|控 inside
// 数控车床), so a query segmented apart from its document may miss it: every run of Han characters
// is indexed as overlapping character pairs (bigrams) and each single character at the same
// position, and a query's run is the phrase of its pairs — found wherever the characters stand
// together, whatever the words around them. Other scripts are cut into words by Intl.Segmenter,
// lower-cased and NFKC-normalised (全角 ＡＢＣ is ABC). docs/search.md has the measurement.
//
// Lexemes are written as tsvector text with positions; PostgreSQL keeps positions up to 16383, so
// a field's text beyond that many lexemes is not indexed (its start is).

export const MAX_POSITION = 16383;
/**
 * A Latin or digit piece longer than this is no word anyone types (a hash, a picture encoded in a
 * label's layout): it is left out — and PostgreSQL refuses a lexeme over 2046 bytes outright, which
 * stopped a record's whole entity from being indexed.
 */
export const MAX_WORD = 64;

const HAN = /\p{Script=Han}/u;
const segmenter = new Intl.Segmenter('zh', { granularity: 'word' });

export type Mode = 'bigram' | 'icu';

export interface Token {
  lexeme: string;
  pos: number;
}

/** Text as the index sees it: NFKC, lower case. */
export const normalise = (text: string): string => text.normalize('NFKC').toLowerCase();

/** The word-like segments of a text, in order (Han runs whole in 'bigram' mode). */
function segments(text: string, mode: Mode): string[] {
  const out: string[] = [];
  let han = '';
  const flush = () => {
    if (han) out.push(han);
    han = '';
  };
  for (const s of segmenter.segment(normalise(text))) {
    if (!s.isWordLike) {
      flush();
      continue;
    }
    if (mode === 'bigram' && HAN.test(s.segment)) {
      // a Han word may carry other characters (ICU keeps 3号 together): split at the script boundary
      for (const ch of s.segment) {
        if (HAN.test(ch)) han += ch;
        else {
          flush();
          out.push(ch);
        }
      }
      continue;
    }
    flush();
    out.push(s.segment);
  }
  flush();
  return out;
}

/** The tokens of a text from position `start` (1-based), and the next free position. */
export function tokenize(text: string, start = 1, mode: Mode = 'bigram'): { tokens: Token[]; next: number } {
  const tokens: Token[] = [];
  let pos = start;
  for (const seg of segments(text, mode)) {
    if (pos > MAX_POSITION) break;
    if (mode === 'bigram' && HAN.test(seg)) {
      const chars = [...seg];
      for (let i = 0; i < chars.length && pos <= MAX_POSITION; i++, pos++) {
        tokens.push({ lexeme: chars[i], pos });
        if (i + 1 < chars.length) tokens.push({ lexeme: chars[i] + chars[i + 1], pos });
      }
    } else if (seg.length <= MAX_WORD) {
      tokens.push({ lexeme: seg, pos: pos++ });
    }
  }
  return { tokens, next: pos };
}

const quote = (lexeme: string) => `'${lexeme.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;

/** Tokens as tsvector text ('lexeme':1,4A …); weight A marks a title's lexemes. */
export function tsvectorText(tokens: Token[], weight: 'A' | 'D' = 'D'): string {
  const byLexeme = new Map<string, number[]>();
  for (const t of tokens) {
    const list = byLexeme.get(t.lexeme);
    if (list) list.push(t.pos);
    else byLexeme.set(t.lexeme, [t.pos]);
  }
  const w = weight === 'D' ? '' : weight;
  return [...byLexeme].map(([lex, ps]) => `${quote(lex)}:${ps.map((p) => `${p}${w}`).join(',')}`).join(' ');
}

/** A parsed query: the tsquery text (null when nothing searchable) and the terms a snippet marks. */
export interface ParsedQuery {
  tsquery: string | null;
  terms: string[];
}

/**
 * The query: words separated by spaces must all be found; inside one word, its pieces in order
 * (a phrase: 液压泵 is 液压 <-> 压泵, PO-2024 is po <-> 2024); a Latin or digit piece at the end of
 * a word also matches as a prefix (pump finds pumps).
 */
export function parseQuery(q: string, mode: Mode = 'bigram'): ParsedQuery {
  const parts: string[] = [];
  const terms: string[] = [];
  for (const word of q.split(/\s+/).filter(Boolean).slice(0, 16)) {
    const pieces: string[] = [];
    for (const seg of segments(word, mode)) {
      terms.push(seg);
      if (mode === 'bigram' && HAN.test(seg)) {
        const chars = [...seg];
        if (chars.length === 1) pieces.push(quote(chars[0]));
        else {
          for (let i = 0; i + 1 < chars.length; i++) pieces.push(quote(chars[i] + chars[i + 1]));
          // the run's last character stands one place after its last pair: a piece after the run follows it
          pieces.push(quote(chars[chars.length - 1]));
        }
      } else pieces.push(quote(seg));
    }
    // a run's closing character is needed only to join what follows it
    if (pieces.length > 1 && mode === 'bigram') {
      const segs = segments(word, mode);
      const last = segs.at(-1) ?? '';
      if (HAN.test(last) && [...last].length > 1) pieces.pop();
    }
    if (!pieces.length) continue;
    const last = segments(word, mode).at(-1) ?? '';
    if (!HAN.test(last) || mode === 'icu') pieces[pieces.length - 1] += ':*';
    parts.push(pieces.length === 1 ? pieces[0] : `(${pieces.join(' <-> ')})`);
  }
  return { tsquery: parts.length ? parts.join(' & ') : null, terms: [...new Set(terms)] };
}
