// 版本管理 on a real database: the platform publishes client versions (semver, unique per portal
// type) through the low-code record calls; the page is the platform's (4003 to the demo tenant);
// every tenant's client reads the platform's newest published version through portal.Version/latest,
// never another tenant's rows; 运行版本 tells the server's and the web app's versions.
import fs from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '../../../../schemas/rpc/portal';
import { authHeaders, fileServer, ok, upload as uploadFile } from '../../../../tests/kit';
import type { LatestVersion } from '../../contracts/versions';
import { compareSemver } from '../../server/versions';

const srv = await fileServer();
const [platform, demo, lina] = await Promise.all([srv.session('platform', 'admin'), srv.session('demo', 'admin'), srv.session('demo', 'lina')]);

const save = (s: Session, record: object) => srv.call<{ id: number }>(s, 'datax.MetaDynamic', 'saveValue', ['ClientVersion', record]);
const latest = async (s: Session, portalType: string, current?: string) =>
  ok(await srv.call<LatestVersion>(s, 'portal.Version', 'latest', current === undefined ? [portalType] : [portalType, current]));
const today = () => new Date().toISOString().slice(0, 10);

beforeAll(async () => {
}, 120_000);

describe('publishing (platform)', () => {
  it('lists the demo versions and saves a new one', async () => {
    const page = ok(await srv.call<{ total: number }>(platform, 'datax.MetaDynamic', 'summaryPage', [{ entityCode: 'ClientVersion', page: 1, pageSize: 20 }]));
    expect(page.total).toBe(6);
    const saved = await save(platform, { version_no: '3.1.0', portal_type: 'Web', publish_date: today(), forced: false, release_notes: '新版' });
    expect(saved.json.code).toBe(200);
  });

  it('keeps a version unique per portal type, and semver', async () => {
    const twin = await save(platform, { version_no: '3.1.0', portal_type: 'Web', publish_date: today() });
    expect(twin.json.code).toBe(409);
    expect(twin.json.msg).toContain('3.1.0');
    expect((await save(platform, { version_no: '3.1.0', portal_type: 'Hmi', publish_date: today() })).json.code).toBe(200);
    for (const bad of ['3.1', 'v3.1.0', '03.1.0', '3.1.0-']) expect((await save(platform, { version_no: bad, portal_type: 'App', publish_date: today() })).json.code).toBe(400);
    // two saves of one new version at once: exactly one wins
    const both = await Promise.all([1, 2].map(() => save(platform, { version_no: '4.0.0', portal_type: 'App', publish_date: today() })));
    expect(both.map((a) => a.json.code).sort()).toEqual([200, 409]);
  });

  it('is the platform’s page: the demo tenant is refused (4003)', async () => {
    expect((await save(demo, { version_no: '9.0.0', portal_type: 'Web', publish_date: today() })).json.code).toBe(4003);
    expect((await srv.call(demo, 'datax.MetaDynamic', 'summaryPage', [{ entityCode: 'ClientVersion', page: 1, pageSize: 5 }])).json.code).toBe(4003);
    expect((await srv.call(demo, 'portal.Version', 'running', [])).json.code).toBe(4003);
  });

  it('tells the running server and web versions', async () => {
    const pkg = JSON.parse(fs.readFileSync('package.json', 'utf8')) as { version: string };
    const running = ok(await srv.call<{ msg: string; server: string; web: string }>(platform, 'portal.Version', 'running', [{ entityCode: 'ClientVersion', ids: [], url: 'system/Version' }]));
    expect(running).toMatchObject({ server: pkg.version, web: '3.0.0' });
    expect(running.msg).toBe(`服务端版本 v${pkg.version}，Web 端版本 v3.0.0`);
  });
});

describe('the latest version, for every tenant', () => {
  it('answers the platform’s newest published version per portal type, with update and forced flags', async () => {
    const web = await latest(lina, 'Web', '2.9.0');
    expect(web.latest).toMatchObject({ version: '3.1.0', portalType: 'Web', forced: false });
    // 3.0.0 (forced) lies between 2.9.0 and 3.1.0
    expect(web).toMatchObject({ updateAvailable: true, forced: true });
    expect(await latest(lina, 'Web', '3.0.0')).toMatchObject({ updateAvailable: true, forced: false });
    expect(await latest(lina, 'Web', '3.1.0')).toMatchObject({ updateAvailable: false, forced: false });
    // the App's 4.0.0 was published today; the 2.0.0-rc.1 of next week is not out yet
    expect((await latest(lina, 'App')).latest?.version).toBe('4.0.0');
    const acme = await srv.session('acme', 'admin');
    expect((await latest(acme, 'Hmi', '1.0.0')).latest?.version).toBe('3.1.0');
    expect((await srv.call(lina, 'portal.Version', 'latest', ['Tv'])).json.code).toBe(400);
  });

  it('reads the platform’s rows only, never the caller’s tenant’s', async () => {
    // a row in the demo tenant's own table (no page lets it write one) is not a published version
    await srv.db
      .forTenant(demo.tenant.id)
      .insertInto('sys_client_version' as never)
      .values({ tenant_id: demo.tenant.id, version_no: '99.0.0', portal_type: 'Web', publish_date: today(), forced: true } as never)
      .execute();
    expect((await latest(lina, 'Web', '3.1.0')).latest?.version).toBe('3.1.0');
  });

  it('orders versions by semver, pre-releases below their release', () => {
    const sorted = ['1.10.0', '1.2.0', '2.0.0-rc.1', '2.0.0', '2.0.0-alpha', '2.0.0-rc.2', '1.2.0-beta.11', '1.2.0-beta.2'].sort(compareSemver);
    expect(sorted).toEqual(['1.2.0-beta.2', '1.2.0-beta.11', '1.2.0', '1.10.0', '2.0.0-alpha', '2.0.0-rc.1', '2.0.0-rc.2', '2.0.0']);
  });
});

describe('the package of a published version', () => {
  it('is fetched by the clients of every tenant through latest’s link; the platform’s other files stay its own', async () => {
    const upload = async (name: string) => (await uploadFile(srv, platform, `package ${name}`, name, { type: 'application/zip' })).id;
    const pkg = await upload('hmi-9.9.9.zip');
    const other = await upload('notes.zip');
    ok(await save(platform, { version_no: '9.9.9', portal_type: 'Hmi', publish_date: today(), forced: true, package_file: [{ id: pkg }] }));
    const answer = await latest(lina, 'Hmi', '1.0.0');
    expect(answer.latest).toMatchObject({ packageUrl: `/files/${pkg}` });
    const got = await fetch(`${srv.base}${answer.latest!.packageUrl}`, { headers: authHeaders(lina) });
    expect(got.status).toBe(200);
    expect(await got.text()).toBe('package hmi-9.9.9.zip');
    expect((await fetch(`${srv.base}/files/${other}`, { headers: authHeaders(lina) })).status).toBe(404);
    expect((await fetch(`${srv.base}/files/${pkg}`)).status).toBe(401);
  });
});
