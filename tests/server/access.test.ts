// Declared access, checked by the call route: reference look-ups follow each entity's lookup
// declaration (a read-only viewer may pick suppliers but not list users' login codes), and a
// call that declares no access is not served at all.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { args, call, defineService } from '../../schemas/rpc/define';
import type { Session } from '../../schemas/rpc/portal';
import { implement } from '../../server/modules/types';
import { Registry } from '../../server/rpc/registry';
import { fileServer } from '../kit';

const srv = await fileServer();
const admin = await srv.session('demo', 'admin');
const viewer = await srv.session('demo', 'zhaolei', 'Demo@123');

const lookup = (s: Session, entityCode: string) => srv.call<{ total: number; itemList: Array<{ code: string }> }>(s, 'datax.Entity', 'fuzzyPage', [{ entityCode }]);

describe('reference look-ups', () => {
  it('refuse users’ login codes to a role without the user administration page', async () => {
    const refused = await lookup(viewer, 'User');
    expect(refused.json.code).toBe(4003);
    expect(refused.json.body).toBeNull();
    expect(refused.json.msg).toContain('system/User');
    expect((await lookup(admin, 'User')).json.body.itemList.map((u) => u.code)).toContain('zhaolei');
  });

  it('are open to the tenant for master data and people, which other documents’ forms pick', async () => {
    const warehouse = await srv.session('demo', 'wangqiang', 'Demo@123');
    for (const entity of ['Supplier', 'Customer', 'Person']) {
      const answer = await lookup(warehouse, entity);
      expect(answer.json.code, entity).toBe(200);
      expect(answer.json.body.total, entity).toBeGreaterThan(0);
    }
  });

  it('of the tenant’s own entities are open to the tenant (its own master data), code and name only', async () => {
    expect((await srv.call(admin, 'datax.Metadata', 'saveEntity', [{ code: 'Vehicle', name: '车辆' }])).json.code).toBe(200);
    await srv.call(admin, 'datax.Metadata', 'saveAttribute', ['Vehicle', { code: 'code', name: '编码', dataType: 'String' }]);
    await srv.call(admin, 'datax.Metadata', 'saveAttribute', ['Vehicle', { code: 'name', name: '名称', dataType: 'String' }]);
    expect((await srv.call(admin, 'datax.MetaDynamic', 'saveValue', ['Vehicle', { code: 'V-01', name: '叉车' }])).json.code).toBe(200);
    const buyer = await srv.session('demo', 'lina', 'Demo@123'); // no 元数据 pages
    const picked = await lookup(buyer, 'Vehicle');
    expect(picked.json.code).toBe(200);
    expect(picked.json.body.itemList.map((v) => v.code)).toEqual(['V-01']);
    // reading the records themselves still needs the pages that keep them
    expect((await srv.call(buyer, 'datax.MetaDynamic', 'summaryPage', [{ entityCode: 'Vehicle' }])).json.code).toBe(4003);
  });

  it('answer 11 for an entity that does not exist', async () => {
    expect((await lookup(admin, 'Nope')).json.code).toBe(11);
  });
});

describe('declared access', () => {
  it('a call without one is not registered', () => {
    const undeclared = defineService('x.Undeclared', { ping: call(args(['n', z.number()]), undefined as never) });
    expect(() => new Registry().add(implement(undeclared, { ping: async () => 'pong' }))).toThrow(/declares no access/);
  });

  it('"session" still needs a login', async () => {
    expect((await srv.raw('datax.Dict', 'listByCode', ['unit'])).status).toBe(401);
  });
});
