// Tenant form scripts on a real database: meta.TenantScript keeps versions per entity, GET
// /externalVform/{entityCode}.js serves the newest enabled one to the tenant's own users only,
// and the sandbox document it runs in is served with a policy that allows no network.
import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Session } from '../../../../schemas/rpc/portal';
import { authHeaders, fileServer } from '../../../../tests/kit';
import type { TenantScriptSummary, TenantScriptVersion } from '../../scripts-contracts';

const srv = await fileServer();
const demo = await srv.session('demo', 'admin');
const acme = await srv.session('acme', 'admin');

const scripts = <T>(s: Session, method: string, args: unknown[]) => srv.call<T>(s, 'meta.TenantScript', method, args);
const save = (s: Session, entityCode: string, source: string, allowedCalls: string[] = []) => scripts<TenantScriptVersion>(s, 'save', [{ entityCode, source, allowedCalls }]);
const served = (s: Session | null, file: string, headers: Record<string, string> = {}) =>
  fetch(`${srv.base}/externalVform/${file}`, { headers: { ...(s ? authHeaders(s) : {}), ...headers } });

describe('meta.TenantScript', () => {
  it('saves versions, lists the served one, keeps the history and removes', async () => {
    const v1 = await save(demo, 'Supplier', "plantform.onLoad(() => plantform.message('v1'));", ['datax.MetaDynamic/getValue']);
    expect(v1.json.code).toBe(200);
    expect(v1.json.body).toMatchObject({ entityCode: 'Supplier', version: 1, enabled: true, allowedCalls: ['datax.MetaDynamic/getValue'], createName: demo.user.name });
    const v2 = await save(demo, 'Supplier', "plantform.onLoad(() => plantform.message('版本二'));", ['datax.MetaDynamic/getValue', 'datax.MetaDynamic/getValue']);
    expect(v2.json.body).toMatchObject({ version: 2, allowedCalls: ['datax.MetaDynamic/getValue'] });
    expect(v2.json.body.bytes).toBe(Buffer.byteLength("plantform.onLoad(() => plantform.message('版本二'));"));
    await save(demo, 'Customer', 'plantform.onLoad(() => {});');

    const all = await scripts<TenantScriptSummary[]>(demo, 'list', []);
    expect(all.json.body.map((s) => [s.entityCode, s.version])).toEqual([
      ['Customer', 1],
      ['Supplier', 2],
    ]);
    const one = await scripts<TenantScriptSummary[]>(demo, 'list', ['Supplier']);
    expect(one.json.body).toHaveLength(1);
    expect(one.json.body[0]).not.toHaveProperty('source');

    const history = await scripts<TenantScriptVersion[]>(demo, 'history', ['Supplier']);
    expect(history.json.body.map((v) => [v.version, v.enabled])).toEqual([
      [2, true],
      [1, true],
    ]);
    expect(history.json.body[1].source).toContain("'v1'");

    const removed = await scripts<{ removed: number }>(demo, 'remove', ['Customer']);
    expect(removed.json.body).toEqual({ removed: 1 });
    expect((await scripts<TenantScriptSummary[]>(demo, 'list', ['Customer'])).json.body).toEqual([]);
    expect((await scripts<TenantScriptVersion[]>(demo, 'history', ['Customer'])).json.body.map((v) => v.enabled)).toEqual([false]);
    // a save after the removal serves again, as the next version
    expect((await save(demo, 'Customer', 'plantform.onLoad(() => {});')).json.body).toMatchObject({ version: 2, enabled: true });
  });

  it('stores scripts for the tenant own entities and refuses entities it does not have', async () => {
    expect((await srv.call(demo, 'datax.Metadata', 'saveEntity', [{ code: 'Visit', name: '来访' }])).json.code).toBe(200);
    expect((await save(demo, 'Visit', 'plantform.onLoad(() => {});')).json.body.version).toBe(1);
    const missing = await save(demo, 'NoSuchThing', 'plantform.onLoad(() => {});');
    expect(missing.json.code).toBe(11);
    // acme has no Visit entity
    expect((await save(acme, 'Visit', 'plantform.onLoad(() => {});')).json.code).toBe(11);
  });

  it('answers 400 for bad input, naming the argument', async () => {
    const empty = await save(demo, 'Supplier', '   ');
    expect(empty.json.code).toBe(400);
    expect(empty.json.msg).toContain('source');
    const badCall = await save(demo, 'Supplier', 'x', ['not a call']);
    expect(badCall.json.code).toBe(400);
    expect(badCall.json.msg).toContain('allowedCalls');
    const login = await save(demo, 'Supplier', 'x', ['portal.Login/relogin']);
    expect(login.json.code).toBe(400);
    expect(login.json.msg).toContain('portal.Login');
    const tooBig = await save(demo, 'Supplier', `// ${'x'.repeat(200 * 1024)}`);
    expect(tooBig.json.code).toBe(400);
    expect(tooBig.json.msg).toContain('200 KB');
    expect((await srv.call(demo, 'meta.TenantScript', 'save', ['Supplier'])).json.code).toBe(400);
    expect((await srv.call(demo, 'meta.TenantScript', 'history', [])).json.code).toBe(400);
    // nothing of that was stored
    expect((await scripts<TenantScriptSummary[]>(demo, 'list', ['Supplier'])).json.body[0].version).toBe(2);
  });

  it('is refused to roles without the meta/Entity page, and to callers without a token', async () => {
    for (const user of ['zhaolei', 'wangqiang']) {
      const s = await srv.session('demo', user);
      expect((await scripts(s, 'list', [])).json.code).toBe(4003);
      expect((await scripts(s, 'history', ['Supplier'])).json.code).toBe(4003);
      expect((await save(s, 'Supplier', 'x')).json.code).toBe(4003);
      expect((await scripts(s, 'remove', ['Supplier'])).json.code).toBe(4003);
    }
    expect((await srv.call(null, 'meta.TenantScript', 'list', [])).status).toBe(401);
  });
});

describe('GET /externalVform/{entityCode}.js', () => {
  it('serves the newest enabled version as JavaScript, never cached', async () => {
    const res = await served(demo, 'Supplier.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/javascript/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('x-script-version')).toBe('2');
    expect(res.headers.get('x-script-allowed-calls')).toBe('datax.MetaDynamic/getValue');
    expect(await res.text()).toBe("plantform.onLoad(() => plantform.message('版本二'));");
  });

  it('answers 404 without a script (none saved, removed, or not a script name) and 401 without a token', async () => {
    expect((await served(demo, 'Material.js')).status).toBe(404);
    await scripts(demo, 'remove', ['Visit']);
    expect((await served(demo, 'Visit.js')).status).toBe(404);
    expect((await served(demo, 'Supplier.txt')).status).toBe(404);
    // the web app's loader: no script is an empty answer, not a failed load
    const optional = await served(demo, 'Material.js', { 'x-script-optional': '1' });
    expect(optional.status).toBe(204);
    expect(await optional.text()).toBe('');
    expect((await served(demo, 'Supplier.js', { 'x-script-optional': '1' })).status).toBe(200);
    expect((await served(null, 'Supplier.js')).status).toBe(401);
    expect((await served(null, 'Supplier.js', { access_token: 'forged' })).status).toBe(401);
  });

  it('keeps tenants apart: acme neither reads nor overwrites demo scripts', async () => {
    expect((await served(acme, 'Supplier.js')).status).toBe(404);
    // demo's token with acme's tenant header is refused outright
    expect((await served(demo, 'Supplier.js', { 'tenant-id': acme.tenant.id })).status).toBe(401);
    expect((await scripts<TenantScriptSummary[]>(acme, 'list', [])).json.body).toEqual([]);
    expect((await scripts<TenantScriptVersion[]>(acme, 'history', ['Supplier'])).json.body).toEqual([]);
    expect((await scripts<{ removed: number }>(acme, 'remove', ['Supplier'])).json.body).toEqual({ removed: 0 });

    // acme's own script is its version 1 and is served to acme alone
    const own = await save(acme, 'Supplier', "plantform.onLoad(() => plantform.message('acme'));");
    expect(own.json.body.version).toBe(1);
    expect(await (await served(acme, 'Supplier.js')).text()).toContain("'acme'");
    const demoScript = await served(demo, 'Supplier.js');
    expect(demoScript.headers.get('x-script-version')).toBe('2');
    expect(await demoScript.text()).toContain('版本二');
  });
});

describe('GET /externalVform/sandbox.html', () => {
  it('is a sandboxed document that may run its own script and reach no network', async () => {
    const res = await fetch(`${srv.base}/externalVform/sandbox.html`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain('sandbox allow-scripts');
    expect(csp).not.toContain('allow-same-origin');
    expect(csp).toMatch(/script-src 'sha256-[A-Za-z0-9+/=]+' 'unsafe-eval'/);
    expect(csp).not.toMatch(/connect-src|script-src[^;]*'self'/);
    // the one inline script is the one the policy lets run
    const scripts = [...(await res.text()).matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
    expect(scripts).toHaveLength(1);
    expect(csp).toContain(`'sha256-${crypto.createHash('sha256').update(scripts[0]).digest('base64')}'`);
  });
});

describe('the 表单脚本 function', () => {
  it('reading needs the page, writing its function meta.entity.script', async () => {
    const fn = await srv.db.system.selectFrom('menu').select('id').where('portal_type', '=', 'Web').where('code', '=', 'meta.entity.script').executeTakeFirstOrThrow();
    const removed = await srv.db.forTenant(demo.tenant.id).deleteFrom('menu_alloc').where('role_id', '=', demo.role.id).where('menu_id', '=', fn.id).executeTakeFirst();
    expect(Number(removed.numDeletedRows)).toBe(1);
    expect((await scripts(demo, 'list', [])).json.code).toBe(200);
    expect((await scripts(demo, 'history', ['Supplier'])).json.code).toBe(200);
    const refused = await save(demo, 'Supplier', 'x');
    expect(refused.json.code).toBe(4003);
    expect(refused.json.msg).toContain('meta.entity.script');
    expect((await scripts(demo, 'remove', ['Supplier'])).json.code).toBe(4003);
    // the forms still get the script: serving needs only a login of the tenant
    expect((await served(demo, 'Supplier.js')).status).toBe(200);
  });
});
