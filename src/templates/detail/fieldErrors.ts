// A rejected write (code 400) carries {fields: {path: message}} in the envelope body (server
// records/validate.ts); the messages are shown on the fields they name. Child rows are named
// `locations[0].code` on the wire and `locations.0.code` in Formily.
import type { Form } from '@formily/core';

export function fieldErrorsOf(error: unknown): Record<string, string> | null {
  const body = error && typeof error === 'object' ? (error as { body?: unknown }).body : undefined;
  const fields = body && typeof body === 'object' ? (body as { fields?: unknown }).fields : undefined;
  if (!fields || typeof fields !== 'object') return null;
  const out: Record<string, string> = {};
  for (const [path, message] of Object.entries(fields as Record<string, unknown>)) if (typeof message === 'string') out[path] = message;
  return Object.keys(out).length ? out : null;
}

export const formilyPath = (path: string) => path.replace(/\[(\d+)\]/g, '.$1');

/** Puts the server's messages on the fields; answers how many fields showed one. */
export function showFieldErrors(form: Form, errors: Record<string, string>): number {
  let shown = 0;
  for (const [path, message] of Object.entries(errors)) {
    const field = form.query(formilyPath(path)).take();
    if (field && 'setFeedback' in field) {
      field.setFeedback({ type: 'error', code: 'ValidateError', messages: [message] });
      shown += 1;
    }
  }
  return shown;
}
