// What every answer tells the browser (security headers, the web app's CSP), and tokens kept out
// of addresses and logs.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { authHeaders, fileServer, upload } from '../kit';

const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'plantform-test-web-'));
fs.writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><html><head><script type="module" src="/assets/index.js"></script></head><body></body></html>');
const logLines: string[] = [];
const logStream = new Writable({
  write(chunk, _enc, done) {
    logLines.push(String(chunk));
    done();
  },
});

const srv = await fileServer({ webDir }, { logStream });
const demo = await srv.session('demo', 'admin');
afterAll(() => fs.rmSync(webDir, { recursive: true, force: true }));

function expectCommonHeaders(res: Response) {
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  expect(res.headers.get('referrer-policy')).toBe('same-origin');
  expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
}

/** the CSP's directives by name */
function csp(res: Response): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of (res.headers.get('content-security-policy') ?? '').split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) out[name] = values.join(' ');
  }
  return out;
}

describe('security headers', () => {
  it('on a call answer, an error answer and a file download', async () => {
    const call = await srv.call(demo, 'portal.MenuAlloc', 'todoCount', []);
    expect(call.status).toBe(200);
    expectCommonHeaders(new Response(null, { headers: call.headers }));
    const missing = await fetch(`${srv.base}/no.Such/call`, { method: 'POST', body: '[]' });
    expectCommonHeaders(missing);
    const up = await upload(srv, demo, 'hello', 'hello.txt');
    const file = await fetch(`${srv.base}${up.path}`, { headers: authHeaders(demo) });
    expect(file.status).toBe(200);
    expectCommonHeaders(file);
  });

  it('the web app’s page gets a CSP that allows no inline or foreign script', async () => {
    const page = await fetch(`${srv.base}/demo/login`);
    expect(page.headers.get('content-type')).toContain('text/html');
    expectCommonHeaders(page);
    const policy = csp(page);
    expect(policy['default-src']).toBe("'self'");
    expect(policy['script-src']).toBe("'self'");
    expect(policy['style-src']).toBe("'self' 'unsafe-inline'");
    expect(policy['img-src']).toBe("'self' data: blob:");
    // the web socket of this same host only
    const host = new URL(srv.base).host;
    expect(policy['connect-src']).toBe(`'self' ws://${host} wss://${host}`);
    expect(policy['frame-src']).toBe("'self' http: https:");
    expect(policy['object-src']).toBe("'none'");
    expect(policy['base-uri']).toBe("'self'");
    expect(policy['frame-ancestors']).toBe("'self'");
  });
});

describe('tokens in addresses', () => {
  it('the import template needs the session headers, not ?token=', async () => {
    expect((await fetch(`${srv.base}/download/template/Supplier.xlsx?token=${demo.token}`)).status).toBe(401);
    const res = await fetch(`${srv.base}/download/template/Supplier.xlsx`, { headers: authHeaders(demo) });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toContain('attachment');
  });

  it('an old client’s token in the address never reaches the log', async () => {
    const secret = 'SECRET-TOKEN-VALUE';
    await fetch(`${srv.base}/files/1?token=${secret}&x=1`);
    await fetch(`${srv.base}/download/template/Supplier.xlsx?access_token=${secret}`);
    await fetch(`${srv.base}/ws?ticket=${secret}`);
    await new Promise((r) => setTimeout(r, 50));
    const logged = logLines.join('');
    expect(logged).toContain('/files/1?token=[redacted]&x=1');
    expect(logged).toContain('/download/template/Supplier.xlsx?access_token=[redacted]');
    expect(logged).toContain('/ws?ticket=[redacted]');
    expect(logged).not.toContain(secret);
  });
});
