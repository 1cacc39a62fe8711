// The platform's System pages (tenant administration, versions, ...) belong to the platform tenant
// alone. No grant, copy or allocation of a business tenant may reach them: the exploit this pins
// copied a business page under the url `tenant/tenant` and, through the copy, locked every user of
// another tenant with portal.User/enableByTenant. The walk below is data-driven from the registry:
// every call whose declared access names a System page (or a function only System pages carry) is
// judged for a business tenant's role that holds every business page plus copies and own pages at
// every System url — and must be refused, while the platform's administrator passes.
import { describe, expect, it } from 'vitest';
import { isProductPage, platformOnly } from '../../../server/modules/catalogue';
import type { Requirement } from '../../../schemas/rpc/define';
import type { Session } from '../../../schemas/rpc/portal';
import type { AllocNode } from '../../../schemas/rpc/portal-alloc';
import { loadServerModules } from '../../../server/modules/load';
import { requireAccess } from '../../../server/rpc/access';
import { RpcError } from '../../../server/rpc/errors';
import type { CallContext } from '../../../server/rpc/registry';
import { buildRegistry } from '../../../server/services';
import { fileServer } from '../../kit';

const srv = await fileServer();
const [demo, platform, acme] = await Promise.all([srv.session('demo', 'admin'), srv.session('platform', 'admin'), srv.session('acme', 'admin')]);

const walk = (nodes: AllocNode[]): AllocNode[] => nodes.flatMap((n) => [n, ...walk(n.children ?? [])]);
const systemUrls = () => [...platformOnly().urls];

/** Copies of a business page at every System url, as rows written before copies were checked. */
async function plantCopies(s: Session) {
  const db = srv.db.forTenant(s.tenant.id);
  const base = await db
    .selectFrom('menu_alloc as a')
    .innerJoin('menu as m', 'm.id', 'a.menu_id')
    .select(['a.id', 'a.menu_id', 'a.parent_id'])
    .where('a.role_id', '=', s.role.id)
    .where('m.url', '=', 'purchase/order')
    .executeTakeFirstOrThrow();
  const buttons = await db.selectFrom('menu_alloc').select(['menu_id', 'sn']).where('parent_id', '=', base.id).execute();
  let n = 0;
  for (const url of systemUrls()) {
    const copy = await db
      .insertInto('menu_alloc')
      .values({ tenant_id: s.tenant.id, role_id: s.role.id, portal_type: 'Web', menu_id: base.menu_id, parent_id: base.parent_id, type: 2, sn: 9000 + n, name: url, code: `planted${n++}`, url, copy_tag: true })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (buttons.length) await db.insertInto('menu_alloc').values(buttons.map((b) => ({ tenant_id: s.tenant.id, role_id: s.role.id, portal_type: 'Web', menu_id: b.menu_id, parent_id: copy.id, type: 3, sn: b.sn }))).execute();
  }
  // the grants cache follows the tenant's menu version
  await srv.db.system.updateTable('tenant').set((eb) => ({ menu_version: eb('menu_version', '+', 1) })).where('id', '=', s.tenant.id).execute();
}

const ctxOf = (s: Session): CallContext =>
  ({
    env: srv.env,
    lang: 'en_US',
    auth: { tenantId: s.tenant.id, userId: s.user.id, roleId: s.role.id, portalType: 'Web', sessionId: 'test', userCode: s.user.code, userName: s.user.name },
  }) as unknown as CallContext;

/** Every requirement named inside one (anyOf flattened). */
const flatten = (r: Requirement): Requirement[] => ('anyOf' in r ? r.anyOf.flatMap(flatten) : [r]);

/** Does a requirement name what only the platform may reach? */
function namesPlatformOnly(r: Requirement): boolean {
  const { urls, functions } = platformOnly();
  return flatten(r).some((x) => ('fn' in x && functions.has(x.fn)) || ('page' in x && !!x.page && urls.has(x.page.replace(/^\/+/, ''))));
}

/** Requirements of an access declaration; a function of the arguments is tried on a few shapes. */
function requirementsOf(access: unknown): Requirement[][] {
  if (access === 'public' || access === 'session') return [];
  if (typeof access !== 'function') return [[access as Requirement]];
  const found: Requirement[][] = [];
  for (const sample of [[], [{}], [''], [1], [[]], [{ entityCode: '' }]]) {
    try {
      const r = (access as (a: unknown) => Requirement | Requirement[])(sample);
      found.push(Array.isArray(r) ? r : [r]);
    } catch {
      // this shape is not the call's: another sample may be
    }
  }
  return found;
}

async function verdict(s: Session, reqs: Requirement[]): Promise<number> {
  try {
    await requireAccess(ctxOf(s), reqs);
    return 200;
  } catch (e) {
    if (e instanceof RpcError) return e.code;
    throw e;
  }
}

describe('System pages belong to the platform tenant alone', () => {
  it('refuses a copy whose url is a page the product or the tenant already has', async () => {
    const tree = walk((await srv.call<AllocNode[]>(demo, 'portal.MenuAlloc', 'getAllocatedTree', ['Web', demo.role.id])).json.body);
    const page = tree.find((n) => n.url === 'mdm/Customer')!;
    const copy = (url: string, code: string) => srv.call(demo, 'portal.MenuAlloc', 'copy', [{ allocId: page.id, code, name: '副本', url }]);
    const system = await copy('tenant/tenant', 'sysCopy');
    expect(system.json.code).toBe(400);
    expect(system.json.msg).toContain('tenant/tenant');
    // another catalogue page, and a detail page of the product
    expect((await copy('purchase/order', 'poCopy')).json.code).toBe(400);
    expect((await copy('purchase/orderDetail', 'poCopy')).json.code).toBe(isProductPage('purchase/orderDetail') ? 400 : 200);
    expect((await copy('mdm/CustomerVip', 'vipCopy')).json.code).toBe(200);
    // a url another copy of the tenant already has
    expect((await copy('mdm/CustomerVip', 'vipCopy2')).json.code).toBe(409);
  });

  it('keeps enableByTenant from a business tenant whatever copies its role holds', async () => {
    await plantCopies(demo);
    const answer = await srv.call<{ updated: number }>(demo, 'portal.User', 'enableByTenant', [acme.tenant.id, false]);
    expect(answer.json.code).toBe(4003);
    expect((await srv.call(demo, 'portal.User', 'enableByTenant', [platform.tenant.id, false])).json.code).toBe(4003);
    // acme's administrator still signs in
    expect((await srv.login('acme', 'admin', 'Admin@123')).json.code).toBe(200);
    // the nav tree shows no System page to the business tenant
    const nav = JSON.stringify((await srv.call(demo, 'portal.MenuAlloc', 'getAllocatedPortalTree', ['Web', demo.role.id])).json.body);
    expect(nav).not.toContain('"url":"tenant/tenant"');
  });

  it('refuses every call whose access names a System page to a business tenant, copies or not', async () => {
    await plantCopies(acme);
    const registry = buildRegistry(await loadServerModules());
    const judged: string[] = [];
    const leaks: string[] = [];
    for (const [path, binding] of registry.calls) {
      for (const reqs of requirementsOf(binding.contract.access)) {
        if (!reqs.some(namesPlatformOnly)) continue;
        judged.push(path);
        for (const s of [demo, acme]) {
          const code = await verdict(s, reqs);
          if (code !== 4003) leaks.push(`${path} as ${s.tenant.code}: ${code}`);
        }
        // the rule is about the tenant, not about the call: the platform's administrator passes
        expect(await verdict(platform, reqs), path).toBe(200);
      }
    }
    expect(leaks).toEqual([]);
    // the tenant administration calls, the user switch of a whole tenant, versions ...
    expect(judged).toContain('portal.User/enableByTenant');
    expect(new Set(judged).size).toBeGreaterThan(20);
  });
});
