// A rejected write (code 400) carries {fields: {path: message}} in the envelope body (server
// records/validate.ts); the messages are shown on the fields they name. Child rows are named
// `locations[0].code` on the wire and `locations.0.code` in Formily. Line tables draw only the
// rows in view: a line's message waits for its cell (Formily applies it when the cell's field is
// made) and the first line in error is scrolled into view. The message at the top (the server's)
// names the row and field: 明细第4行 数量: …
import type { Form } from '@formily/core';
import { revealLineCell } from '../lines/lineRegistry';

export function fieldErrorsOf(error: unknown): Record<string, string> | null {
  const body = error && typeof error === 'object' ? (error as { body?: unknown }).body : undefined;
  const fields = body && typeof body === 'object' ? (body as { fields?: unknown }).fields : undefined;
  if (!fields || typeof fields !== 'object') return null;
  const out: Record<string, string> = {};
  for (const [path, message] of Object.entries(fields as Record<string, unknown>)) if (typeof message === 'string') out[path] = message;
  return Object.keys(out).length ? out : null;
}

export const formilyPath = (path: string) => path.replace(/\[(\d+)\]/g, '.$1');

/** `items[3].quantity` → the table, row index and field; null for a header field. */
export function linePathOf(path: string): { table: string; index: number; name: string } | null {
  const m = /^(\w+)\[(\d+)\]\.(\w+)$/.exec(path);
  return m ? { table: m[1], index: Number(m[2]), name: m[3] } : null;
}

type Feedback = { type: 'error'; code: 'ValidateError'; messages: string[] };
type WithFeedback = { setFeedback: (feedback: Feedback) => void };
const hasFeedback = (field: unknown): field is WithFeedback => !!field && typeof field === 'object' && 'setFeedback' in field;

/** Puts the server's messages on the fields; answers how many fields showed (or will show) one. */
export function showFieldErrors(form: Form, errors: Record<string, string>): number {
  let shown = 0;
  let first: ReturnType<typeof linePathOf> = null;
  for (const [path, message] of Object.entries(errors)) {
    const feedback: Feedback = { type: 'error', code: 'ValidateError', messages: [message] };
    const field = form.query(formilyPath(path)).take();
    const line = linePathOf(path);
    if (hasFeedback(field)) {
      field.setFeedback(feedback);
      shown += 1;
    } else if (line && form.query(line.table).take()) {
      // the row is not drawn: the feedback is set when its cell's field is created
      form.setFieldState(formilyPath(path), (state) => hasFeedback(state) && state.setFeedback(feedback));
      shown += 1;
    } else continue;
    if (line && !first) first = line;
  }
  if (first) revealLineCell(form, first.table, first.index, first.name);
  return shown;
}
