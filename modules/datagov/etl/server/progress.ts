// A step's rows so far, while it runs (调度监控 shows "已处理 N 行"): the row counts a step learns as
// it goes — from its file thread, or counted in the CSV that streams through COPY — and the
// throttle that keeps the pushes to at most one per run every PROGRESS_MS, never one per row.
import { Transform } from 'node:stream';

export const PROGRESS_MS = 500;

/** what a step's rows so far are told to (nothing when no one listens) */
export type OnRows = (rows: number) => void;

/** `tell` at most once every `ms`: the first call at once, the calls between dropped (a later count carries the total) */
export function throttled<A extends unknown[]>(tell: (...a: A) => void, ms = PROGRESS_MS, now = Date.now): (...a: A) => void {
  let last = Number.NEGATIVE_INFINITY;
  return (...a) => {
    const t = now();
    if (t - last < ms) return;
    last = t;
    tell(...a);
  };
}

const QUOTE = 0x22;
const NEWLINE = 0x0a;

/**
 * Passes CSV through unchanged, counting its records as they pass: a newline outside quotes ends
 * one (a quoted field may hold newlines; a doubled quote inside it closes and opens again).
 */
export function csvRowCounter(onRows: OnRows): Transform {
  let quoted = false;
  let rows = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      let i = 0;
      let quote = chunk.indexOf(QUOTE, i);
      for (;;) {
        if (quoted) {
          if (quote < 0) break;
          quoted = false;
          i = quote + 1;
          quote = chunk.indexOf(QUOTE, i);
          continue;
        }
        const newline = chunk.indexOf(NEWLINE, i);
        if (newline >= 0 && (quote < 0 || newline < quote)) {
          rows++;
          i = newline + 1;
        } else if (quote >= 0) {
          quoted = true;
          i = quote + 1;
          quote = chunk.indexOf(QUOTE, i);
        } else break;
      }
      onRows(rows);
      done(null, chunk);
    },
  });
}
