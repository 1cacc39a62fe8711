// Answers in the {code, msg, body} envelope: the body of one that must succeed, and the code and
// message of one that must be refused.
import { expect } from 'vitest';
import type { RecordValue } from '../../schemas/rpc/datax';

/** A record as a test reads it from an answer: any field of any entity, which the assertions check. */
// biome-ignore lint/suspicious/noExplicitAny: a test reads the fields of many entities' records; its assertions, not a restated type, check them
export type AnyRecord = RecordValue & Record<string, any>;

export interface Envelope<T = unknown> {
  json: { code: number; msg: string; body: T };
}

/** The body of an answer that must succeed; else the test fails showing the code and message. */
export const ok = <T>(a: Envelope<T>): T => {
  expect(a.json.code === 200 ? 200 : `${a.json.code} ${a.json.msg}`).toBe(200);
  return a.json.body;
};

/** An answer as one line, "code msg": what a test compares when either outcome is possible. */
export const said = (a: Envelope<unknown>) => `${a.json.code} ${a.json.msg}`;

/** The code and message of an answer (what a refusal is compared by). */
export const refusal = (a: Envelope<unknown>) => ({ code: a.json.code, msg: a.json.msg });

/**
 * The answer is a refusal with this code and, when given, this message (the whole text, or a
 * pattern it matches); its message.
 */
export function refused(a: Envelope<unknown>, code: number, msg?: string | RegExp): string {
  const said = `${a.json.code} ${a.json.msg}`;
  if (msg === undefined) expect(a.json.code, said).toBe(code);
  else if (typeof msg === 'string') expect(said).toBe(`${code} ${msg}`);
  else {
    expect(a.json.code, said).toBe(code);
    expect(a.json.msg).toMatch(msg);
  }
  return a.json.msg;
}
