// A module is its folder: the fixture module tests/fixtures/notes declares a table of its own (its
// migration inside the folder), a tenant parameter in a group of its own, and Web and Hmi menu nodes
// placed after named nodes — and the product takes each of them from the module list alone: the
// migration runs with the product's, the tenant scope guards the table, 参数配置 lists and keeps the
// parameter, and the menus put the nodes where they say.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MODULES } from '../../modules';
import type { RecordValue } from '../../schemas/rpc/datax';
import type { Session } from '../../schemas/rpc/portal';
import { tenantConfig } from '../../server/config/tenant-config';
import { migrate } from '../../server/db';
import { buildCatalogue, catalogue, useModules } from '../../server/modules/catalogue';
import { seed } from '../../server/seed';
import notes from '../fixtures/notes/module';
import { ok, refused, startServer, type TestServer } from '../kit';

let srv: TestServer;
let admin: Session;
let acme: Session;

beforeAll(async () => {
  useModules([...MODULES, notes]);
  srv = await startServer();
  // what `npm start` does on an existing database with a module added: migrate, then seed
  expect(await migrate(srv.databaseUrl)).toEqual(['900-notes-pins']);
  await seed(srv.db.system);
  [admin, acme] = await Promise.all([srv.session('demo', 'admin'), srv.session('acme', 'admin')]);
});
afterAll(async () => {
  await srv.close();
  useModules(MODULES);
});

const save = (s: Session, code: string) => srv.call<RecordValue>(s, 'datax.MetaDynamic', 'saveValue', ['Note', { code, title: code, lines: [] }]);

describe('a module’s own table', () => {
  it('is made by the module’s migration, once', async () => {
    expect(await migrate(srv.databaseUrl)).toEqual([]);
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from information_schema.tables where table_name = ${'fx_note_pin'}`.execute(srv.db.system);
    expect(rows[0]!.n).toBe(1);
  });

  it('is a tenant table: the scoped database refuses rows of another tenant and reads only its own', async () => {
    const note = ok(await save(admin, 'PIN-1'));
    expect(ok(await srv.call(admin, 'notes.Note', 'pin', [note.id]))).toEqual({ pinned: 1 });
    expect(ok(await srv.call(acme, 'notes.Note', 'pin', [note.id]))).toEqual({ pinned: 1 });
    const demoDb = srv.db.forTenant(admin.tenant.id) as unknown as import('kysely').Kysely<Record<string, Record<string, unknown>>>;
    expect(await demoDb.selectFrom('fx_note_pin').select('tenant_id').execute()).toEqual([{ tenant_id: admin.tenant.id }]);
    await expect(demoDb.insertInto('fx_note_pin').values({ tenant_id: acme.tenant.id, note_id: 1, user_id: 1 }).execute()).rejects.toThrow();
  });
});

describe('a module’s tenant parameter', () => {
  it('is listed in its own group on 参数配置, before the core’s groups', async () => {
    const groups = ok(await srv.call<Array<{ group: string; name: string; params: Array<{ key: string; value: unknown }> }>>(admin, 'system.Config', 'list', []));
    expect(groups.map((g) => g.group)).toEqual(['flow', 'notes', 'security', 'print']);
    expect(groups.find((g) => g.group === 'notes')).toMatchObject({ name: '便签', params: [{ key: 'notesMaxPins', value: 3 }] });
  });

  it('is kept per tenant, checked against its declaration, and read by the module’s call', async () => {
    refused(await srv.call(admin, 'system.Config', 'update', [{ notesMaxPins: 0 }]), 400, /notesMaxPins/);
    ok(await srv.call(admin, 'system.Config', 'update', [{ notesMaxPins: 1 }]));
    expect(await tenantConfig(srv.db.forTenant(admin.tenant.id), admin.tenant.id, 'notesMaxPins')).toBe(1);
    expect(await tenantConfig(srv.db.forTenant(acme.tenant.id), acme.tenant.id, 'notesMaxPins')).toBe(3);
    const second = ok(await save(admin, 'PIN-2'));
    refused(await srv.call(admin, 'notes.Note', 'pin', [second.id]), 409, '最多置顶 1 条便签');
  });
});

describe('a module’s menu nodes', () => {
  it('sit right after the nodes they name, in the Web and the Hmi portal', () => {
    const codes = (portal: 'Web' | 'Hmi') => catalogue().menus[portal].map((m) => m.code);
    expect(codes('Web').slice(1, 4)).toEqual(['mod.purchase', 'mod.notes', 'mod.sale']);
    expect(codes('Hmi')).toEqual(['mod.production', 'mod.notes', 'mod.equipment']);
  });

  it('are the product’s menu in that order after the start', async () => {
    const top = await srv.db.system
      .selectFrom('menu')
      .select('code')
      .where('portal_type', '=', 'Web')
      .where('parent_id', 'is', null)
      .where('owner_tenant_id', 'is', null)
      .orderBy('sn')
      .execute();
    const codes = top.map((m) => m.code);
    expect(codes.indexOf('mod.notes')).toBe(codes.indexOf('mod.purchase') + 1);
  });

  it('are refused with a clear message when they name a node nobody declares', () => {
    const lost = { ...notes, menus: { Web: [{ ...notes.menus.Web[0]!, after: 'mod.nowhere' }] } };
    expect(() => buildCatalogue([...MODULES, lost])).toThrow('menu mod.notes of module notes is placed by mod.nowhere, which no module or planned area declares in Web');
  });
});
