import fs from 'node:fs';
import { sql } from 'kysely';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Session } from '../../schemas/rpc/portal';
import { linkNamedFiles } from '../../server/db/migrations/007-offered-dicts-and-file-links';
import { authHeaders, fileServer, storedFileNames, uploadAnswer } from '../kit';

const srv = await fileServer({ uploadLimitBytes: 64 * 1024 });
const demo = await srv.session('demo', 'admin');

const upload = async (s: Session, name: string, bytes: Buffer, type = 'application/pdf') => (await uploadAnswer(srv, s, bytes, name, { type })).json;

const storedFiles = () => storedFileNames(srv);

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
    const before = (await storedFiles()).length;
    const r = await upload(demo, 'big.bin', Buffer.alloc(100 * 1024, 1));
    expect(r.code).toBe(400);
    expect(r.msg).toContain('64.00KB');
    expect((await storedFiles()).length).toBe(before);
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

const download = (s: Session | null, path: string) => fetch(`${srv.base}${path}`, { headers: s ? authHeaders(s) : {} });
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5a1b1c80000000049454e44ae426082', 'hex');

describe('GET /files/{id}: who may download', () => {
  it('only the uploader, until the file is attached to a record', async () => {
    const lina = await srv.session('demo', 'lina');
    const r = await upload(demo, 'draft.pdf', Buffer.from('draft'));
    expect((await download(demo, r.body.path)).status).toBe(200);
    const other = await download(lina, r.body.path);
    // refused like a file that does not exist: ids are sequential, a refusal must not confirm one
    expect(other.status).toBe(404);
    expect(await other.json()).toMatchObject({ code: 11 });
  });

  it('once attached, whoever may read the record’s entity', async () => {
    const photo = await upload(demo, 'gate.png', PNG, 'image/png');
    const saved = await srv.call<{ id: number }>(demo, 'datax.MetaDynamic', 'saveValue', ['Location', { code: 'FILE-LOC-1', name: '一号门', picture: [{ id: photo.body.id }] }]);
    expect(saved.json.code).toBe(200);
    const keeper = await srv.session('demo', 'wangqiang'); // warehouse: reads locations
    const buyer = await srv.session('demo', 'lina'); // purchaser: no location pages
    const got = await download(keeper, photo.body.path);
    expect(got.status).toBe(200);
    expect(Buffer.from(await got.arrayBuffer()).equals(PNG)).toBe(true);
    expect((await download(buyer, photo.body.path)).status).toBe(404);
  });

  it('a file added by modifying a record follows the record too', async () => {
    const created = await srv.call<{ id: number; version: number }>(demo, 'datax.MetaDynamic', 'saveValue', ['Location', { code: 'FILE-LOC-2', name: '二号门' }]);
    const photo = await upload(demo, 'gate2.png', PNG, 'image/png');
    const keeper = await srv.session('demo', 'wangqiang');
    expect((await download(keeper, photo.body.path)).status).toBe(404);
    const modified = await srv.call(demo, 'datax.MetaDynamic', 'saveValue', ['Location', { id: created.json.body.id, version: created.json.body.version, picture: [{ id: photo.body.id }] }]);
    expect(modified.json.code).toBe(200);
    expect((await download(keeper, photo.body.path)).status).toBe(200);
  });

  it('a record cannot take over someone else’s file, nor another record’s', async () => {
    const keeper = await srv.session('demo', 'wangqiang');
    const theirs = await upload(keeper, 'secret.png', PNG, 'image/png');
    const taken = await srv.call(demo, 'datax.MetaDynamic', 'saveValue', ['Location', { code: 'FILE-LOC-3', name: '三号门', picture: [{ id: theirs.body.id }] }]);
    expect(taken.json.code).toBe(400);
    expect(taken.json.body).toMatchObject({ fields: { picture: expect.any(String) } });
    const mine = await upload(demo, 'gate4.png', PNG, 'image/png');
    expect((await srv.call(demo, 'datax.MetaDynamic', 'saveValue', ['Location', { code: 'FILE-LOC-4', name: '四号门', picture: [{ id: mine.body.id }] }])).json.code).toBe(200);
    const copied = await srv.call(demo, 'datax.MetaDynamic', 'saveValue', ['Location', { code: 'FILE-LOC-5', name: '五号门', picture: [{ id: mine.body.id }] }]);
    expect(copied.json.code).toBe(400);
    // an import reads only the importer's own upload
    const sheet = await upload(keeper, 'suppliers.xlsx', Buffer.from('PK'), 'application/octet-stream');
    expect((await srv.call(demo, 'datax.MetaDynamic', 'leadIn', [{ entityCode: 'Supplier', fileId: sheet.body.id }])).json.code).toBe(11);
  });

  it('a file of a record whose entity was removed answers 404 like any missing file', async () => {
    const meta = (method: string, args: unknown[]) => srv.call(demo, 'datax.Metadata', method, args);
    await meta('saveEntity', [{ code: 'Gate', name: '门岗' }]);
    await meta('saveAttribute', ['Gate', { code: 'code', name: '编码', dataType: 'String' }]);
    await meta('saveAttribute', ['Gate', { code: 'photo', name: '照片', dataType: 'Enclosure', files: { accept: ['png'], maxBytes: 1024 * 1024, max: 3 } }]);
    const photo = await upload(demo, 'gate9.png', PNG, 'image/png');
    const saved = await srv.call<{ id: number }>(demo, 'datax.MetaDynamic', 'saveValue', ['Gate', { code: 'G-1', photo: [{ id: photo.body.id }] }]);
    expect(saved.json.code).toBe(200);
    expect((await download(demo, photo.body.path)).status).toBe(200);
    expect((await srv.call(demo, 'datax.MetaDynamic', 'removeValue', ['Gate', [saved.json.body.id]])).json.code).toBe(200);
    expect((await meta('removeEntity', ['Gate'])).json.code).toBe(200);
    const gone = await download(demo, photo.body.path);
    expect(gone.status).toBe(404);
    expect(await gone.json()).toMatchObject({ code: 11, msg: 'no such file' });
  });

  it('files records named before files were linked get linked on upgrade (007): readable and savable again', async () => {
    const keeper = await srv.session('demo', 'wangqiang');
    const created = (await srv.call<{ id: number; version: number }>(demo, 'datax.MetaDynamic', 'saveValue', ['Location', { code: 'FILE-OLD', name: '旧门' }])).json.body;
    const photo = await upload(keeper, 'old-gate.png', PNG, 'image/png');
    // what an older version left: the record names the file, the file knows no record
    await sql`update mdm_location set picture = ${JSON.stringify([{ id: photo.body.id }])}::jsonb where tenant_id = ${demo.tenant.id} and id = ${created.id}`.execute(srv.db.system);
    const resave = () => srv.call(demo, 'datax.MetaDynamic', 'saveValue', ['Location', { id: created.id, version: created.version, name: '旧门（改）', picture: [{ id: photo.body.id }] }]);
    expect((await resave()).json.code).toBe(400);
    await linkNamedFiles(srv.db.system as never);
    expect((await download(keeper, photo.body.path)).status).toBe(200);
    expect((await resave()).json.code).toBe(200);
  });

  it('no longer takes the token from the address', async () => {
    const r = await upload(demo, 'q.pdf', Buffer.from('q'));
    expect((await download(null, `${r.body.path}?token=${demo.token}`)).status).toBe(401);
  });
});

describe('GET /files/{id}: what the browser is told', () => {
  it('pictures of a safe kind inline as their type; never the uploader’s type for anything else', async () => {
    const png = await download(demo, (await upload(demo, 'p.png', PNG, 'image/png')).body.path);
    expect(png.headers.get('content-type')).toBe('image/png');
    expect(png.headers.get('content-disposition')).toMatch(/^inline;/);
    expect(png.headers.get('x-content-type-options')).toBe('nosniff');
    for (const [name, type] of [
      ['页面.html', 'text/html'],
      ['pic.svg', 'image/svg+xml'],
      ['a.js', 'application/javascript'],
    ]) {
      const res = await download(demo, (await upload(demo, name, Buffer.from('<script>alert(1)</script>'), type)).body.path);
      expect(res.headers.get('content-type'), name).toBe('application/octet-stream');
      expect(res.headers.get('content-disposition'), name).toBe(`attachment; filename="${name.replace(/[^\x20-\x7e]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    }
    // the type follows the stored name, not what the uploader claimed
    const fake = await download(demo, (await upload(demo, 'fake.png', Buffer.from('<script>alert(1)</script>'), 'text/html')).body.path);
    expect(fake.headers.get('content-type')).toBe('image/png');
  });
});

describe('GET /themeImageFile/{name}', () => {
  it('answers the build’s own image when neither the tenant nor the server has one', async () => {
    const res = await fetch(`${srv.base}/themeImageFile/login-bg.svg?tenant=acme`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('image/svg+xml');
    expect(await res.text()).toBe(fs.readFileSync(path.join('builds', 'plantform', 'login-bg.svg'), 'utf8'));
    const logo = await fetch(`${srv.base}/themeImageFile/logo.svg`);
    expect(await logo.text()).toBe(fs.readFileSync(path.join('builds', 'plantform', 'logo.svg'), 'utf8'));
    // an SVG opened by itself cannot run script
    expect(logo.headers.get('content-security-policy')).toBe("default-src 'none'; style-src 'unsafe-inline'");
    expect((await fetch(`${srv.base}/themeImageFile/build.ts`)).status).toBe(404);
    expect((await fetch(`${srv.base}/themeImageFile/nothing.svg`)).status).toBe(404);
  });

  it('serves a tenant’s image, falls back to the shared one, 404 when absent or unsafe', async () => {
    const theme = path.join(srv.dataDir, 'theme');
    fs.mkdirSync(path.join(theme, 'demo'), { recursive: true });
    fs.writeFileSync(path.join(theme, 'demo', 'login-bg.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    fs.writeFileSync(path.join(theme, 'logo.svg'), '<svg id="shared" xmlns="http://www.w3.org/2000/svg"/>');
    const own = await fetch(`${srv.base}/themeImageFile/login-bg.svg?tenant=demo`);
    expect(own.status).toBe(200);
    expect(own.headers.get('content-type')).toContain('image/svg+xml');
    expect(await (await fetch(`${srv.base}/themeImageFile/login-bg.svg?tenant=acme`)).text()).toBe(fs.readFileSync(path.join('builds', 'plantform', 'login-bg.svg'), 'utf8'));
    expect(await (await fetch(`${srv.base}/themeImageFile/logo.svg?tenant=acme`)).text()).toContain('shared');
    expect((await fetch(`${srv.base}/themeImageFile/..%2Fkeys%2Flogin-rsa.pem`)).status).toBe(404);
    expect((await fetch(`${srv.base}/themeImageFile/token.secret`)).status).toBe(404);
  });
});
