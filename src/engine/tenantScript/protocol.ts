// The message protocol between the web app (host) and a tenant form script's sandbox frame, API
// version 1. The sandbox side is the runtime in server/http/tenant-sandbox.ts; the hook API it
// offers is documented in the README ("Tenant form scripts"). Everything the sandbox sends is
// untrusted: it is parsed here, and whatever does not parse is dropped.
import { z } from 'zod/mini';
import { API_VERSION, MAX_JSON_CHARS } from './limits';

export * from './limits';

/** a field of the form: `code`, or a path into child rows (`items.0.qty`); no wildcards */
const fieldCode = z.string().check(z.maxLength(128), z.regex(/^[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z0-9_]+)*$/));
const id = z.int().check(z.positive(), z.maximum(Number.MAX_SAFE_INTEGER));
const shortText = (max: number) => z.string().check(z.maxLength(max));
const boundedJson = z.json().check(z.refine((v) => JSON.stringify(v).length <= MAX_JSON_CHARS, 'too large'));

const msg = <K extends string, S extends z.core.$ZodLooseShape>(kind: K, shape: S) => z.strictObject({ v: z.literal(API_VERSION), kind: z.literal(kind), ...shape });
const toggle = <O extends string>(op: O) => msg('effect', { op: z.literal(op), code: fieldCode, value: z.boolean() });

export const sandboxMessage = z.union([
  msg('ready', {}),
  msg('failed', { error: shortText(2000) }),
  msg('log', { text: shortText(2000) }),
  msg('listen', { code: z.union([fieldCode, z.literal('*')]) }),
  toggle('setRequired'),
  toggle('setDisabled'),
  toggle('setVisible'),
  msg('effect', { op: z.literal('setValue'), code: fieldCode, value: boundedJson }),
  msg('effect', { op: z.literal('message'), text: shortText(500), level: z.enum(['info', 'success', 'warning', 'error']) }),
  msg('effect', { op: z.literal('addButton'), code: z.string().check(z.regex(/^[A-Za-z][A-Za-z0-9_-]{0,63}$/)), label: z.string().check(z.minLength(1), z.maxLength(32)) }),
  msg('done', { id, result: z.optional(z.nullable(boundedJson)), error: z.optional(shortText(2000)) }),
  msg('call', { id, path: shortText(200), args: z.array(z.json()).check(z.refine((a) => JSON.stringify(a).length <= MAX_JSON_CHARS, 'too large')) }),
]);
export type SandboxMessage = z.infer<typeof sandboxMessage>;
export type Effect = Extract<SandboxMessage, { kind: 'effect' }>;

/** what a beforeSubmit hook may answer */
export const submitVerdict = z.object({ veto: z.boolean(), message: z.optional(shortText(500)) });
export type SubmitVerdict = z.infer<typeof submitVerdict>;

/** The events the host sends, with what each hook receives. */
export interface EventContexts {
  load: { entityCode: string; recordId: number | null; isNew: boolean; values: unknown };
  fieldChange: { code: string; value: unknown; values: unknown };
  beforeSubmit: { action: 'save'; isNew: boolean; values: unknown };
  button: { code: string; values: unknown };
}
export type EventName = keyof EventContexts;

export type HostMessage =
  | { v: typeof API_VERSION; kind: 'init'; source: string }
  | { v: typeof API_VERSION; kind: 'event'; id: number; name: EventName; context: EventContexts[EventName] }
  | { v: typeof API_VERSION; kind: 'callResult'; id: number; ok: true; body: unknown }
  | { v: typeof API_VERSION; kind: 'callResult'; id: number; ok: false; error: { code: number; msg: string } };
