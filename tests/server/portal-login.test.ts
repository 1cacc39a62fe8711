// Logging in to the App (mobile) and Hmi (industrial computer) portals: the same users and passwords,
// each portal opening only with a role that has pages there, and each portal's tree its own — the
// operator's Hmi station, the warehouse keeper's App pages, neither of them the Web tree.
import { describe, expect, it } from 'vitest';
import type { NavNode, PortalType } from '../../schemas/menus/types';
import type { Session } from '../../schemas/rpc/portal';
import { fileServer, ok, refused, walk } from '../kit';

const srv = await fileServer();

const logon = (user: string, portal: PortalType, roleId: number | null = null, lang = 'zh_CN') =>
  srv.raw('portal.Login', 'logon', [user, srv.encrypt(user === 'admin' ? 'Admin@123' : 'Demo@123'), roleId, portal], { 'tenant-code': 'demo', language: lang });
const session = async (user: string, portal: PortalType) => ok(await logon(user, portal)) as Session;
const urls = async (s: Session, portal: PortalType) =>
  walk(ok(await srv.call(s, 'portal.MenuAlloc', 'getAllocatedPortalTree', [portal, s.role.id])) as NavNode[])
    .filter((n) => n.type === 2 && n.url)
    .map((n) => n.url!);

describe('portal.Login/logon with the App or Hmi portal type', () => {
  it('opens the Hmi portal to the operator, whose Hmi tree is the station and not the Web tree', async () => {
    const s = await session('liuyang', 'Hmi');
    expect(s.portalType).toBe('Hmi');
    expect(s.role.code).toBe('operator');
    const hmi = await urls(s, 'Hmi');
    expect(hmi).toEqual(expect.arrayContaining(['task/Order', 'task/Feeding', 'task/Output']));
    const web = await urls(s, 'Web');
    expect(web).toContain('task/Order');
    expect(web).not.toContain('task/Feeding');
    const rows = await srv.db.system.selectFrom('login_log').select(['portal_type', 'success']).where('tenant_id', '=', '00000002').where('user_code', '=', 'liuyang').execute();
    expect(rows.at(-1)).toEqual({ portal_type: 'Hmi', success: true });
  });

  it('refuses a portal none of the user’s roles has pages on, in the caller’s language', async () => {
    refused(await logon('zhaolei', 'Hmi'), 4003, '您的角色没有分配Hmi门户的菜单，不能登录此门户。');
    refused(await logon('liuyang', 'App', null, 'en_US'), 4003, 'None of your roles has pages on the App portal: you cannot log in to it.');
    refused(await logon('wangqiang', 'Hmi'), 4003, '您的角色没有分配Hmi门户的菜单，不能登录此门户。');
    // the same users still log in to the Web portal
    expect((await session('zhaolei', 'Web')).portalType).toBe('Web');
  });

  it('opens the App portal to the warehouse keeper with picking and approvals, a tree other than the Web one', async () => {
    const s = await session('wangqiang', 'App');
    const app = await urls(s, 'App');
    expect(app).toEqual(expect.arrayContaining(['warehouse/Delivery', 'flowable/Todo']));
    const web = await urls(s, 'Web');
    expect(app.sort()).not.toEqual(web.sort());
    // the Web tree has the full warehouse pages the App leaves out
    expect(web).toContain('warehouse/Transfer');
    expect(app).not.toContain('warehouse/Transfer');
  });

  it('offers only the roles with pages on the portal: a user’s Web default role is passed over on the App', async () => {
    // lina: 采购员 (default, Web only) and 仓库管理员 (with App pages)
    const s = await session('lina', 'App');
    expect(s.role.code).toBe('warehouse');
    expect(s.roles.map((r) => r.code)).toEqual(['warehouse']);
    const web = await session('lina', 'Web');
    expect(web.role.code).toBe('purchaser');
    const purchaser = web.roles.find((r) => r.code === 'purchaser')!.id;
    // naming the role without App pages is refused, at logon and on a role switch
    expect(refused(await logon('lina', 'App', purchaser), 400)).toContain(String(purchaser));
    const relogin = await srv.call(s, 'portal.Login', 'relogin', [{ uid: s.user.id, rid: purchaser, unit: null, tenant: s.tenant.id, portalType: 'App', token: s.token }]);
    refused(relogin, 4003);
  });
});
