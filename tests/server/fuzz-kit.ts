// The malformed-argument fuzzing of every registered call (tests/server/fuzz*.test.ts): the inputs,
// what a clean answer is, and the calls split into shards.
import type { Session } from '../../schemas/rpc/portal';
import { loadServerModules } from '../../server/modules/load';
import type { Binding } from '../../server/rpc/registry';
import { buildRegistry } from '../../server/services';
import { authHeaders, fileServer, type TestServer } from '../kit';
import { pooled } from './security/visibility-kit';

let srv: TestServer;
let admin: Session;

/** The server the fuzzed calls go to (one per test file), with the demo admin's session. */
export async function fuzzServer(): Promise<{ srv: TestServer; admin: Session }> {
  srv = await fileServer({}, process.env.DEBUG_LOG ? { logStream: process.stderr } : {});
  admin = await srv.session('demo', 'admin');
  return { srv, admin };
}

/** JSON text spliced into a body as is (too deep for JSON.stringify to write). */
class RawText {
  constructor(readonly text: string) {}
}
const serialize = (v: unknown): string => {
  if (v instanceof RawText) return v.text;
  if (Array.isArray(v)) return `[${v.map(serialize).join(',')}]`;
  if (v && typeof v === 'object') return `{${Object.entries(v).map(([k, x]) => `${JSON.stringify(k)}:${serialize(x)}`).join(',')}}`;
  return JSON.stringify(v) ?? 'null';
};

const MB = 1024 * 1024;
const NO_SUCH_ID = 999_999_999;
const NUL = 'a\u0000b';
const LONE_SURROGATE = '\ud800'; // JSON.stringify writes the escape \ud800: it arrives unpaired
// own keys named __proto__ / constructor, as JSON.parse makes them (a literal would set the prototype)
const PROTO_KEYS = JSON.parse('{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}');
const DEEP_ARRAYS = new RawText('['.repeat(10_000) + ']'.repeat(10_000));
const DEEP_OBJECTS = new RawText(`${'{"a":'.repeat(10_000)}null${'}'.repeat(10_000)}`);
/**
 * Names every plain object inherits: a server that looks a client's key up on an object literal
 * (`FIELDS[code]`) finds a function there instead of nothing. As values (a sortField, an
 * entityCode) and as keys (a filterMap naming `toString`), they are unknown names like any other.
 */
const PROTOTYPE_NAMES = ['constructor', 'toString', '__proto__', 'hasOwnProperty', 'valueOf', 'prototype'];
// (as keys, `__proto__` is left to the JSON parser, which refuses the whole body)
const PROTOTYPE_NAMED_KEYS = JSON.parse(`{${PROTOTYPE_NAMES.filter((n) => n !== '__proto__').map((n) => `"${n}":"x"`).join(',')}}`);

/**
 * A wrong value, and whether every call must refuse it with a 400: 'named' — the message starts
 * with the argument's name; 'any' — any message (Fastify's JSON parser refuses prototype keys).
 */
type Bad = readonly [label: string, value: unknown, refused?: 'named' | 'any'];

/** Wrong values for a whole argument. */
const BAD_ARGS: Bad[] = [
  ['-1', -1], ['1.5', 1.5], ['2^53 + 2', 2 ** 53 + 2], ['1e308', 1e308],
  ['""', ''], ['"1"', '1'], ['"x"', 'x'], ['SQL-ish string', "%_' or 1=1 --"], ['1 MB string (under the body limit)', 'x'.repeat(MB - 4096)],
  ['NUL byte', NUL, 'named'], ['lone surrogate', LONE_SURROGATE, 'named'], ['lone low surrogate', 'x\udfff', 'named'],
  ['null', null], ['true', true],
  ['[]', []], ['[1, "x", null, {}]', [1, 'x', null, {}]], ['10,000 numbers', Array.from({ length: 10_000 }, (_, i) => i)],
  ['{}', {}], ['nested object', { a: { b: [1] } }], ['key with a NUL byte', { [NUL]: 1 }, 'named'], ['prototype keys', PROTO_KEYS, 'any'],
  ['10,000 nested arrays', DEEP_ARRAYS, 'named'], ['10,000 nested objects', DEEP_OBJECTS, 'named'],
];
/** Wrong values for a field or an element inside a valid-looking argument. */
const BAD_FIELDS: Bad[] = [
  ['"x"', 'x'], ['-1', -1], ['2^53 + 2', 2 ** 53 + 2], ['null', null], ['true', true], ['[]', []], ['{}', {}],
  ['NUL byte', NUL, 'named'], ['lone surrogate', LONE_SURROGATE, 'named'], ['prototype keys', PROTO_KEYS, 'any'], ['10,000 nested arrays', DEEP_ARRAYS, 'named'],
  // one of them stands for all as a value (each field costs every call an input more)
  ['"constructor"', 'constructor'],
];
const EXTRA_KEYS: Bad[] = [
  ['a key with a NUL byte', { [NUL]: 1 }, 'named'], ['a lone surrogate key', { [LONE_SURROGATE]: 1 }, 'named'], ['prototype keys', PROTO_KEYS, 'any'],
  ['keys named after Object.prototype', PROTOTYPE_NAMED_KEYS],
];

/** Valid-looking arguments by name; made-up codes carry the call's tag so two calls never race for one. */
function seedsFor(s: Session, tag: string): Record<string, unknown> {
  return {
    userCode: s.user.code, password: srv.encrypt('Admin@123'), roleId: s.role.id, portalType: 'Web', tenant: s.tenant.id,
    session: { uid: s.user.id, rid: s.role.id, tenant: s.tenant.id, portalType: 'Web', token: s.token },
    pageId: 1, pageUrl: 'mdm/Supplier', message: { userId: s.user.id, title: 'fuzz' }, page: 1, pageSize: 20, ids: [NO_SUCH_ID],
    query: { entityCode: 'Supplier', page: 1, pageSize: 20, filterMap: {}, fuzzyMap: { name: 'fuzz' }, rangeMap: {}, sortField: 'name' },
    entityCode: 'Supplier', id: NO_SUCH_ID, record: { id: NO_SUCH_ID, name: 'fuzz' }, records: [{ id: NO_SUCH_ID, name: 'fuzz' }],
    target: { entityCode: 'Supplier', recordId: NO_SUCH_ID }, import: { entityCode: 'Supplier', fileId: NO_SUCH_ID },
    fileId: NO_SUCH_ID, columns: ['sale_price'], formId: 'Supplier', dictCode: 'unit', dictCodes: ['unit'],
    entity: { code: `Fuzz${tag}`, name: 'fuzz' }, attribute: { code: `fuzz${tag}`, name: 'fuzz', dataType: 'String' },
    attrCode: `fuzz${tag}`, attrCodes: [`fuzz${tag}`], recordId: NO_SUCH_ID, values: { [`fuzz${tag}`]: 'fuzz' }, version: 1,
  };
}

interface Input {
  label: string;
  body: string | Buffer;
  contentType?: string;
  /** the answer must be a 400 whose message starts with this ('' for any message) */
  refusedAs?: string;
  /** a wrong value of one argument: that argument's schema, and the label without the argument's name */
  arg?: { schema: unknown; name: string; label: string };
}

const json = (label: string, args: unknown, refusedAs?: string): Input => ({ label, body: serialize(args), refusedAs });

/** A field or element of a valid-looking value replaced by something wrong, a few levels down. */
function* insideMutations(value: unknown, where: string, depth = 0): Generator<[label: string, value: unknown, refused?: 'named' | 'any']> {
  if (depth > 2) return;
  if (Array.isArray(value)) {
    for (const [l, bad, r] of BAD_FIELDS) yield [`${where}[0] = ${l}`, [bad, ...value.slice(1)], r];
    if (value.length) for (const [l, v, r] of insideMutations(value[0], `${where}[0]`, depth + 1)) yield [l, [v, ...value.slice(1)], r];
  } else if (value && typeof value === 'object') {
    const obj = value as Record<string, unknown>;
    for (const key of Object.keys(obj)) {
      for (const [l, bad, r] of BAD_FIELDS) yield [`${where}.${key} = ${l}`, { ...obj, [key]: bad }, r];
      for (const [l, v, r] of insideMutations(obj[key], `${where}.${key}`, depth + 1)) yield [l, { ...obj, [key]: v }, r];
    }
    for (const [l, extra, r] of EXTRA_KEYS) yield [`${where} + ${l}`, { ...obj, ...(extra as object) }, r];
  }
}

function inputsFor(binding: Binding, seeds: Record<string, unknown>): Input[] {
  const names = binding.contract.args.names;
  // the tuple's item schemas (zod 4 keeps them in def.items): shared by calls that take the same argument
  const argSchemas = (binding.contract.args.schema as unknown as { def?: { items?: unknown[] } }).def?.items ?? [];
  const valid = names.map((n) => seeds[n] ?? 'x');
  // a multipart call refuses any JSON body with its own message
  const named = (name: string) => (binding.multipart ? '' : name);
  const out: Input[] = [
    json('valid-looking arguments', valid),
    json('too many arguments', [...valid, 1], named('too many arguments')),
    { label: 'not an array: object', body: '{"a":1}', refusedAs: named('the request body must be a JSON array') },
    { label: 'not an array: string', body: '"x"', refusedAs: named('the request body must be a JSON array') },
    { label: 'not an array: null', body: 'null', refusedAs: '' },
    { label: 'empty body', body: '', refusedAs: '' },
    { label: 'invalid JSON', body: '[1,', refusedAs: '' },
    { label: 'body over the 1 MB limit', body: JSON.stringify(['x'.repeat(MB + 16)]), refusedAs: 'request body too large' },
    {
      label: 'prototype keys as text/plain (not screened by secure-json-parse)',
      body: serialize([PROTO_KEYS, ...valid.slice(1)]),
      contentType: 'text/plain',
      refusedAs: named(names[0] ?? 'too many arguments'),
    },
  ];
  // a call without arguments still gets each wrong value (as one argument too many)
  for (let i = 0; i < Math.max(names.length, 1); i++) {
    const name = names[i] ?? 'too many arguments';
    const at = (v: unknown) => (i < valid.length ? valid.map((x, j) => (j === i ? v : x)) : [v]);
    const refusal = (r?: 'named' | 'any') => (r === 'named' ? named(name) : r === 'any' ? '' : undefined);
    const arg = (label: string) => ({ schema: argSchemas[i], name, label: label.slice(name.length) });
    for (const [l, bad, r] of BAD_ARGS) out.push({ ...json(`${name} = ${l}`, at(bad), refusal(r)), arg: arg(`${name} = ${l}`) });
    for (const [l, v, r] of insideMutations(valid[i], name)) out.push({ ...json(l, at(v), refusal(r)), arg: arg(l) });
  }
  if (binding.multipart) out.push(...multipartInputs());
  return out;
}

/** A multipart call (portal.File/upload2) also gets broken forms. */
function multipartInputs(): Input[] {
  const b = 'FuzzBoundary';
  const part = (filename: Buffer | string) =>
    Buffer.concat([Buffer.from(`--${b}\r\nContent-Disposition: form-data; name="file"; filename="`), Buffer.from(filename), Buffer.from('"\r\nContent-Type: text/plain\r\n\r\nabc\r\n')]);
  const form = (...parts: Buffer[]) => Buffer.concat([...parts, Buffer.from(`--${b}--\r\n`)]);
  const type = `multipart/form-data; boundary=${b}`;
  return [
    { label: 'multipart without a boundary', body: 'garbage', contentType: 'multipart/form-data', refusedAs: '' },
    { label: 'multipart cut off in the part header', body: part('a.txt').subarray(0, 60), contentType: type, refusedAs: '' },
    { label: 'multipart file without the closing boundary', body: part('a.txt'), contentType: type, refusedAs: '' },
    { label: 'multipart without a file part', body: form(Buffer.from(`--${b}\r\nContent-Disposition: form-data; name="x"\r\n\r\n1\r\n`)), contentType: type, refusedAs: '' },
    { label: 'multipart file named with a NUL byte', body: form(part(NUL)), contentType: type, refusedAs: 'file.name' },
    { label: 'multipart file named with a lone surrogate (CESU bytes)', body: form(part(Buffer.from([0xed, 0xa0, 0x80]))), contentType: type },
    { label: 'multipart with two files', body: form(part('a.txt'), part('b.txt')), contentType: type },
  ];
}

/**
 * A service alias (the same contract and handler as a call fuzzed in full, e.g. the MetadataBean
 * of every app) gets one input that shows its path validates too: the full set again would only
 * repeat the same code paths, twenty-five times over.
 */
function aliasInputs(binding: Binding, seeds: Record<string, unknown>): Input[] {
  const names = binding.contract.args.names;
  if (!names.length) return [json('too many arguments', [1], 'too many arguments')];
  return [json(`${names[0]} = NUL byte`, [NUL, ...names.slice(1).map((n) => seeds[n] ?? 'x')], names[0])];
}

/** What is wrong with the answer (null: nothing) and its envelope code. */
async function send(path: string, input: Input, headers: Record<string, string>): Promise<{ problem: string | null; code?: number; msg?: string }> {
  const problem = (p: string) => ({ problem: p });
  const res = await fetch(`${srv.base}/${path}`, {
    method: 'POST',
    headers: { 'content-type': input.contentType ?? 'application/json', language: 'en_US', 'tenant-code': 'demo', ...headers },
    body: typeof input.body === 'string' ? input.body : new Uint8Array(input.body),
  });
  const text = await res.text();
  let answer: { code?: unknown; msg?: unknown };
  try {
    answer = JSON.parse(text);
  } catch {
    return problem(`not JSON (HTTP ${res.status}): ${text.slice(0, 120)}`);
  }
  const { code, msg } = answer;
  if (typeof code !== 'number') return problem(`no numeric code (HTTP ${res.status}): ${text.slice(0, 120)}`);
  if (res.status >= 500 || code === 500) return problem(`500 (HTTP ${res.status}): ${msg}`);
  if (![200, 401, 403].includes(res.status)) return problem(`HTTP ${res.status} is not in the wire contract: ${text.slice(0, 120)}`);
  if (input.refusedAs !== undefined && !(code === 400 && String(msg).startsWith(input.refusedAs))) {
    return problem(`expected a 400 starting "${input.refusedAs}", got ${code} ${msg}`);
  }
  return { problem: null, code, msg: String(msg) };
}

// logout ends its session, unlock and relogin reissue it: each gets a session of its own (renewed
// after a logout that worked) so that the admin session of every other call stays alive.
const OWN_SESSION = new Set(['portal.Login/logout', 'portal.Login/unlock', 'portal.Login/relogin']);

/**
 * Many calls share an argument's schema (a list query, a record, an id list). A wrong value that
 * schema refused (a 400 naming the argument) for one call is refused by the same code for every
 * other: it is sent once per schema. What the schema lets through reaches each call's own handler
 * and is sent to every call.
 */
const refusedBySchema = new WeakMap<object, Set<string>>();
const refusedFor = (schema: unknown) => {
  if (!schema || typeof schema !== 'object') return null;
  const known = refusedBySchema.get(schema);
  if (known) return known;
  const set = new Set<string>();
  refusedBySchema.set(schema, set);
  return set;
};

/** Every input of one call, one after another (two inputs of a call never race for one row). */
async function fuzzCall(path: string, binding: Binding, tag: string, alias: boolean): Promise<string[]> {
  let s = OWN_SESSION.has(path) ? await srv.session('demo', 'admin') : admin;
  const inputs = (alias ? aliasInputs : inputsFor)(binding, seedsFor(s, tag));
  const problems: string[] = [];
  for (const input of inputs) {
    const refused = input.arg && !binding.multipart ? refusedFor(input.arg.schema) : null;
    if (refused?.has(input.arg!.label)) continue;
    const { problem, code, msg } = await send(path, input, authHeaders(s));
    if (refused && code === 400 && msg?.startsWith(input.arg!.name) && /^[:.[ ]/.test(msg.slice(input.arg!.name.length))) refused.add(input.arg!.label);
    if (problem) problems.push(`${path} ← ${input.label}: ${problem}`);
    if (path === 'portal.Login/logout' && code === 200) s = await srv.session('demo', 'admin');
  }
  if (alias) return problems;
  // a few without a session: 401 for most calls, the same checks for public ones
  for (const input of [...inputs.slice(0, 3), ...inputs.filter((i) => /NUL byte|nested arrays/.test(i.label)).slice(0, 3)]) {
    const { problem } = await send(path, { ...input, refusedAs: undefined }, {});
    if (problem) problems.push(`${path} ← ${input.label} (no session): ${problem}`);
  }
  return problems;
}

/**
 * The problems found in one shard of the registry's calls (every `of`-th call from `shard`): the
 * calls are split over test files so that two workers share the work. A handler registered under
 * several paths (a service alias) is fuzzed in full once, at its first path, in whichever shard.
 */
export async function fuzzShard(shard: number, of: number): Promise<{ calls: number; problems: string[] }> {
  const registry = buildRegistry(await loadServerModules());
  const fuzzed = new Set<Binding['handler']>();
  const tasks = [...registry.calls]
    .map(([path, binding], i) => {
      const alias = fuzzed.has(binding.handler);
      fuzzed.add(binding.handler);
      return { i, run: () => fuzzCall(path, binding, String(i), alias) };
    })
    .filter((t) => t.i % of === shard)
    .map((t) => t.run);
  return { calls: tasks.length, problems: await pooled(tasks, 4) };
}
