import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Session, UploadedFile } from '../../schemas/rpc/portal';
import { authHeaders, startServer, type TestServer } from './harness';

let srv: TestServer;
let demo: Session;
beforeAll(async () => {
  srv = await startServer({ uploadLimitBytes: 64 * 1024 });
  demo = await srv.session('demo', 'admin');
});
afterAll(() => srv.close());

async function upload(s: Session, name: string, bytes: Buffer) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'application/pdf' }), name);
  const res = await fetch(`${srv.base}/portal.File/upload2`, { method: 'POST', body: form, headers: authHeaders(s) });
  return (await res.json()) as { code: number; msg: string; body: UploadedFile };
}

const storedFiles = () => {
  const dir = path.join(srv.dataDir, 'files');
  const out: string[] = [];
  const walk = (d: string) => fs.existsSync(d) && fs.readdirSync(d, { withFileTypes: true }).forEach((e) => (e.isDirectory() ? walk(path.join(d, e.name)) : out.push(e.name)));
  walk(dir);
  return out;
};

describe('portal.File/upload2', () => {
  it('stores the file and answers id, name, size, path, fileSize; the path downloads the same bytes', async () => {
    const bytes = Buffer.from('%PDF-1.4 检验报告 '.repeat(200));
    const r = await upload(demo, '来料检验报告.pdf', bytes);
    expect(r.code).toBe(200);
    expect(r.body).toMatchObject({ name: '来料检验报告.pdf', size: bytes.length, fileSize: `${(bytes.length / 1024).toFixed(2)}KB` });
    const dl = await fetch(`${srv.base}${r.body.path}`, { headers: authHeaders(demo) });
    expect(dl.status).toBe(200);
    expect(Buffer.from(await dl.arrayBuffer()).equals(bytes)).toBe(true);
    expect(dl.headers.get('content-disposition')).toContain(encodeURIComponent('来料检验报告.pdf'));
  });

  it('shows 1KB under 1024 bytes', async () => {
    expect((await upload(demo, 'a.txt', Buffer.from('tiny'))).body.fileSize).toBe('1KB');
  });

  it('refuses a file over the limit and keeps nothing of it', async () => {
    const before = storedFiles().length;
    const r = await upload(demo, 'big.bin', Buffer.alloc(100 * 1024, 1));
    expect(r.code).toBe(400);
    expect(r.msg).toContain('64.00KB');
    expect(storedFiles().length).toBe(before);
  });

  it('refuses a request without a file, and a JSON body', async () => {
    const res = await fetch(`${srv.base}/portal.File/upload2`, { method: 'POST', body: new FormData(), headers: authHeaders(demo) });
    expect((await res.json()).code).toBe(400);
    const json = await srv.call(demo, 'portal.File', 'upload2', []);
    expect(json.json.code).toBe(400);
  });

  it('needs a login, and another tenant cannot download it', async () => {
    const anon = await fetch(`${srv.base}/portal.File/upload2`, { method: 'POST', body: new FormData() });
    expect(anon.status).toBe(401);
    const r = await upload(demo, 'secret.pdf', Buffer.from('secret'));
    const acme = await srv.session('acme', 'admin');
    const dl = await fetch(`${srv.base}${r.body.path}`, { headers: authHeaders(acme) });
    expect(dl.status).toBe(404);
  });
});

describe('GET /themeImageFile/{name}', () => {
  it('serves a tenant’s image, falls back to the shared one, 404 when absent or unsafe', async () => {
    const theme = path.join(srv.dataDir, 'theme');
    fs.mkdirSync(path.join(theme, 'demo'), { recursive: true });
    fs.writeFileSync(path.join(theme, 'demo', 'login-bg.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    fs.writeFileSync(path.join(theme, 'logo.svg'), '<svg id="shared" xmlns="http://www.w3.org/2000/svg"/>');
    const own = await fetch(`${srv.base}/themeImageFile/login-bg.svg?tenant=demo`);
    expect(own.status).toBe(200);
    expect(own.headers.get('content-type')).toContain('image/svg+xml');
    expect((await fetch(`${srv.base}/themeImageFile/login-bg.svg?tenant=acme`)).status).toBe(404);
    expect(await (await fetch(`${srv.base}/themeImageFile/logo.svg?tenant=acme`)).text()).toContain('shared');
    expect((await fetch(`${srv.base}/themeImageFile/..%2Fkeys%2Flogin-rsa.pem`)).status).toBe(404);
    expect((await fetch(`${srv.base}/themeImageFile/token.secret`)).status).toBe(404);
  });
});
