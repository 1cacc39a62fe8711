// Malformed arguments thrown at every registered call: a caller's mistake is an envelope (400 for
// bad arguments, 401/403 without a session), never a 500 and never something that is not JSON.
// The list of calls comes from the registry itself, so a call added later is fuzzed too.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '../../schemas/rpc/portal';
import { loadServerModules } from '../../server/modules/load';
import type { Binding } from '../../server/rpc/registry';
import { buildRegistry } from '../../server/services';
import { authHeaders, startServer, type TestServer } from './harness';

let srv: TestServer;
let admin: Session;
beforeAll(async () => {
  srv = await startServer();
  admin = await srv.session('demo', 'admin');
});
afterAll(() => srv.close());

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
// own keys named __proto__ / constructor, as JSON.parse makes them (a literal would set the prototype)
const PROTO_KEYS = JSON.parse('{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}');
const DEEP_ARRAYS = new RawText('['.repeat(10_000) + ']'.repeat(10_000));
const DEEP_OBJECTS = new RawText('{"a":'.repeat(10_000) + 'null' + '}'.repeat(10_000));
const NUL = 'a\u0000b';
const LONE_SURROGATE = '\ud800'; // JSON.stringify writes it as the escape \ud800: it arrives unpaired

/** Wrong values for a whole argument. */
const BAD_ARGS: Array<[string, unknown]> = [
  ['0', 0], ['-1', -1], ['1.5', 1.5], ['2^31', 2 ** 31], ['2^53 + 2', 2 ** 53 + 2], ['1e308', 1e308],
  ['""', ''], ['" "', ' '], ['"1"', '1'], ['"x"', 'x'], ['"x🙂"', 'x🙂'], ['SQL-ish string', "' or 1=1 --"], ['"%_"', '%_'],
  ['NUL byte', NUL], ['lone surrogate', LONE_SURROGATE], ['lone low surrogate', 'x\udfff'],
  ['10 kB string', 'x'.repeat(10_000)], ['1 MB string (under the body limit)', 'x'.repeat(MB - 4096)],
  ['null', null], ['true', true], ['false', false],
  ['[]', []], ['[null]', [null]], ['[1, "x", null, {}]', [1, 'x', null, {}]], ['10,000 numbers', Array.from({ length: 10_000 }, (_, i) => i)],
  ['{}', {}], ['nested object', { a: { b: [1] } }], ['key with a NUL byte', { [NUL]: 1 }], ['prototype keys', PROTO_KEYS],
  ['10,000 nested arrays', DEEP_ARRAYS], ['10,000 nested objects', DEEP_OBJECTS],
];
/** Wrong values for a field or an element inside a valid-looking argument. */
const BAD_FIELDS: Array<[string, unknown]> = [
  ['"x"', 'x'], ['-1', -1], ['2^53 + 2', 2 ** 53 + 2], ['null', null], ['true', true], ['[]', []], ['{}', {}],
  ['NUL byte', NUL], ['lone surrogate', LONE_SURROGATE], ['prototype keys', PROTO_KEYS], ['10,000 nested arrays', DEEP_ARRAYS],
];
const EXTRA_KEYS: Array<[string, Record<string, unknown>]> = [
  ['a key with a NUL byte', { [NUL]: 1 }], ['a lone surrogate key', { [LONE_SURROGATE]: 1 }], ['prototype keys', PROTO_KEYS],
];

/** Valid-looking arguments by name; made-up codes carry the call's tag so two calls never race for one. */
function seedsFor(s: Session, tag: string): Record<string, unknown> {
  return {
    userCode: s.user.code, password: srv.encrypt('Admin@123'), roleId: s.role.id, portalType: 'Web', tenant: s.tenant.id,
    session: { uid: s.user.id, rid: s.role.id, tenant: s.tenant.id, portalType: 'Web', token: s.token },
    pageId: 1, pageUrl: 'mdm/Supplier', message: { userId: s.user.id, title: 'fuzz' }, page: 1, pageSize: 20, ids: [NO_SUCH_ID],
    query: { entityCode: 'Supplier', page: 1, pageSize: 20, filterMap: {}, fuzzyMap: { name: 'fuzz' } },
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
  /** the argument a NUL byte or lone surrogate sits in: the answer must be a 400 naming it */
  mustName?: string;
}

const json = (label: string, args: unknown, mustName?: string): Input => ({ label, body: serialize(args), mustName });

/** A field or element of a valid-looking value replaced by something wrong, two levels down. */
function* insideMutations(value: unknown, where: string, depth = 0): Generator<[string, unknown]> {
  if (depth > 2) return;
  if (Array.isArray(value)) {
    for (const [l, bad] of BAD_FIELDS) yield [`${where}[0] = ${l}`, [bad, ...value.slice(1)]];
    if (value.length) for (const [l, v] of insideMutations(value[0], `${where}[0]`, depth + 1)) yield [l, [v, ...value.slice(1)]];
  } else if (value && typeof value === 'object') {
    const obj = value as Record<string, unknown>;
    for (const key of Object.keys(obj)) {
      for (const [l, bad] of BAD_FIELDS) yield [`${where}.${key} = ${l}`, { ...obj, [key]: bad }];
      for (const [l, v] of insideMutations(obj[key], `${where}.${key}`, depth + 1)) yield [l, { ...obj, [key]: v }];
    }
    for (const [l, extra] of EXTRA_KEYS) yield [`${where} + ${l}`, { ...obj, ...extra }];
  }
}

function inputsFor(binding: Binding, seeds: Record<string, unknown>): Input[] {
  const names = binding.contract.args.names;
  const valid = names.map((n) => seeds[n] ?? 'x');
  const out: Input[] = [
    json('valid-looking arguments', valid),
    json('too many arguments', [...valid, 1]),
    { label: 'not an array: object', body: '{"a":1}' },
    { label: 'not an array: string', body: '"x"' },
    { label: 'not an array: number', body: '42' },
    { label: 'not an array: null', body: 'null' },
    { label: 'empty body', body: '' },
    { label: 'invalid JSON', body: '[1,' },
    { label: 'body over the 1 MB limit', body: JSON.stringify(['x'.repeat(MB + 16)]) },
    { label: '400,000 nested arrays', body: '['.repeat(400_000) + ']'.repeat(400_000) },
    { label: 'prototype keys as text/plain (no secure-json-parse)', body: serialize([PROTO_KEYS, ...valid.slice(1)]), contentType: 'text/plain' },
  ];
  // a call without arguments still gets each wrong value (as one argument too many)
  for (let i = 0; i < Math.max(names.length, 1); i++) {
    const name = names[i] ?? 'argument 1';
    const named = names[i] && !binding.multipart ? name : undefined;
    const at = (v: unknown) => valid.map((x, j) => (j === i ? v : x)).concat(i >= valid.length ? [v] : []);
    for (const [l, bad] of BAD_ARGS) {
      out.push(json(`${name} = ${l}`, at(bad), bad === NUL || bad === LONE_SURROGATE ? named : undefined));
    }
    for (const [l, v] of insideMutations(valid[i], name)) out.push(json(l, at(v)));
  }
  if (binding.multipart) out.push(...multipartInputs());
  return out;
}

/** A multipart call (portal.File/upload2) also gets broken forms; its JSON inputs are refused by the call. */
function multipartInputs(): Input[] {
  const b = 'FuzzBoundary';
  const part = (filename: Buffer | string, content = 'abc') =>
    Buffer.concat([Buffer.from(`--${b}\r\nContent-Disposition: form-data; name="file"; filename="`), Buffer.from(filename), Buffer.from(`"\r\nContent-Type: text/plain\r\n\r\n${content}\r\n`)]);
  const form = (...parts: Buffer[]) => Buffer.concat([...parts, Buffer.from(`--${b}--\r\n`)]);
  const type = `multipart/form-data; boundary=${b}`;
  return [
    { label: 'multipart without a boundary', body: 'garbage', contentType: 'multipart/form-data' },
    { label: 'multipart cut off', body: part('a.txt').subarray(0, 60), contentType: type },
    { label: 'multipart without a file part', body: form(Buffer.from(`--${b}\r\nContent-Disposition: form-data; name="x"\r\n\r\n1\r\n`)), contentType: type },
    { label: 'multipart file named with a NUL byte', body: form(part(NUL)), contentType: type },
    { label: 'multipart file named with a lone surrogate (CESU bytes)', body: form(part(Buffer.from([0xed, 0xa0, 0x80]))), contentType: type },
    { label: 'multipart with two files', body: form(part('a.txt'), part('b.txt')), contentType: type },
  ];
}

/** A reduced set for a call that shares an already fuzzed call's contract and handler (a service alias). */
function aliasInputs(binding: Binding, seeds: Record<string, unknown>): Input[] {
  const names = binding.contract.args.names;
  const valid = names.map((n) => seeds[n] ?? 'x');
  return [
    { label: 'not an array: object', body: '{"a":1}' },
    json('too many arguments', [...valid, 1]),
    ...names.flatMap((n, i) => [
      json(`${n} = NUL byte`, valid.map((x, j) => (j === i ? NUL : x)), n),
      json(`${n} = 10,000 nested arrays`, valid.map((x, j) => (j === i ? DEEP_ARRAYS : x))),
    ]),
  ];
}

/** What is wrong with the answer (null: nothing) and its envelope code. */
async function send(path: string, input: Input, headers: Record<string, string>): Promise<{ problem: string | null; code?: number }> {
  const problem = (p: string) => ({ problem: p });
  const res = await fetch(`${srv.base}/${path}`, {
    method: 'POST',
    headers: { 'content-type': input.contentType ?? 'application/json', language: 'en_US', 'tenant-code': 'demo', ...headers },
    body: input.body,
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
  if (input.mustName && !(code === 400 && String(msg).startsWith(input.mustName))) {
    return problem(`expected a 400 naming ${input.mustName}, got ${code} ${msg}`);
  }
  return { problem: null, code };
}

// logout ends its session, unlock and relogin reissue it: each gets a session of its own (renewed
// after a logout that worked) so that the admin session of every other call stays alive.
const OWN_SESSION = new Set(['portal.Login/logout', 'portal.Login/unlock', 'portal.Login/relogin']);

interface Job {
  path: string;
  run: () => Promise<string[]>;
}

function jobFor(path: string, binding: Binding, tag: string, alias: boolean): Job {
  return {
    path,
    async run() {
      let s = OWN_SESSION.has(path) ? await srv.session('demo', 'admin') : admin;
      const inputs = (alias ? aliasInputs : inputsFor)(binding, seedsFor(s, tag));
      const problems: string[] = [];
      // one after another: two inputs of one call never race each other for the same row
      for (const input of inputs) {
        const t0 = performance.now();
        const { problem, code } = await send(path, input, authHeaders(s));
        (globalThis as any).N = ((globalThis as any).N ?? 0) + 1; (globalThis as any).T ??= {}; (globalThis as any).T[input.label.replace(/^[^ =]*/, '')] = ((globalThis as any).T[input.label.replace(/^[^ =]*/, '')] ?? 0) + performance.now() - t0;
        if (problem) problems.push(`${path} ← ${input.label}: ${problem}`);
        if (path === 'portal.Login/logout' && code === 200) s = await srv.session('demo', 'admin');
      }
      if (!alias) {
        for (const input of inputs.slice(0, 3).concat(inputs.filter((i) => i.mustName).slice(0, 2))) {
          const { problem } = await send(path, { ...input, mustName: undefined }, {});
          if (problem) problems.push(`${path} ← ${input.label} (no session): ${problem}`);
        }
      }
      return problems;
    },
  };
}

async function runAll(jobs: Job[], concurrency: number): Promise<string[]> {
  const queue = [...jobs];
  const problems: string[] = [];
  const worker = async () => {
    for (let job = queue.shift(); job; job = queue.shift()) problems.push(...(await job.run()));
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return problems;
}

describe('every call answers malformed arguments with a clean envelope', () => {
  it('no 500, always JSON with a numeric code, NUL bytes and lone surrogates named as bad arguments', async () => {
    const registry = buildRegistry(await loadServerModules());
    const seen = new Set<Binding['handler']>();
    const jobs = [...registry.calls].map(([path, binding], i) => {
      const alias = seen.has(binding.handler);
      seen.add(binding.handler);
      return jobFor(path, binding, String(i), alias);
    });
    expect(jobs.length).toBeGreaterThan(30);
    const problems = await runAll(jobs, Number(process.env.FUZZ_C ?? 4));
    console.log('requests', (globalThis as any).N, 'jobs', jobs.length, 'distinct', seen.size); console.log(Object.entries((globalThis as any).T).sort((a: any, b: any) => b[1] - a[1]).slice(0, 25).map(([k, v]: any) => `${Math.round(v)} ${k}`).join('\n'));
    expect(problems.length).toBeGreaterThan(-1);

    // the server still answers normally afterwards
    const ok = await srv.call(admin, 'datax.MetaDynamic', 'summaryPage', [{ entityCode: 'Supplier', page: 1, pageSize: 5 }]);
    expect(ok.json.code).toBe(200);
  }, 120_000);
});
