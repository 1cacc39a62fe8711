// A big module's sub-parts (definePart): the catalogue, the server and the web app each read a
// module with its parts as one — the union of what they declare, the parts' demo data and
// background work after the module's — and two of them declaring one code is refused, both named.
import { describe, expect, it } from 'vitest';
import { a, entity } from '../../schemas/entities/define';
import { detail, mod, page } from '../../schemas/menus/buttons';
import type { MenuDef } from '../../schemas/menus/types';
import { definePart, defineModule, type ModuleDef, type ModulePart } from '../../schemas/modules/define';
import { masterDataPageDef } from '../../schemas/pages/types';
import { buildCatalogue } from '../../server/modules/catalogue';
import { loadServerModules } from '../../server/modules/load';
import { joinServerParts } from '../../server/modules/parts';
import type { ServerModule, ServiceImpl } from '../../server/modules/types';
import { defineWebModule, defineWebPart } from '../../src/app/modules/defineWebModule';

const thing = (id: number, code: string) =>
  entity({ id, code, name: code, nameEn: code, module: 'shop', table: `shop_${code.toLowerCase()}`, attrs: [a.string('code', '编号', 'Code')] });
const service = (name: string): ServiceImpl => ({ name, calls: {}, handlers: {} });
const node = (children: MenuDef[]) => mod('shop', '车间', 'Shop', 'BuildOutlined', children);
const planned = [page('shop/Tool', '工具', 'Tools'), page('shop/Wait', '待建', 'Planned'), detail('shop/ToolDetail', '工具详情', 'Tool detail')];

const toolPart = definePart({
  code: 'tools',
  entities: [thing(9102, 'Tool')],
  pages: [masterDataPageDef('shop/Tool', 'Tool')],
  views: [['shop_tool_view', 'select tenant_id from shop_tool']],
  dicts: { ToolKind: [['Hand', '手工', 'Hand']] },
  grants: { viewer: [{ pages: ['shop/Tool'], buttons: 'readOnly' }] },
  menus: { Web: { replace: { 'shop/Tool': [page('shop/Tool', '工具台账', 'Tool ledger')], 'shop/ToolDetail': [] } } },
});
const jigPart = definePart({
  code: 'jigs',
  entities: [thing(9103, 'Jig')],
  pages: [masterDataPageDef('shop/Jig', 'Jig')],
  menus: { Web: { join: { 'mod.shop': [page('shop/Jig', '夹具', 'Jigs')] } } },
});
const shop = (parts: readonly ModulePart[], own: Partial<ModuleDef> = {}): ModuleDef =>
  defineModule({ code: 'shop', entities: [thing(9101, 'Bench')], pages: [masterDataPageDef('shop/Bench', 'Bench')], menus: { Web: [node(planned)] }, parts, ...own });

describe('a module with parts, as the catalogue reads it', () => {
  it('answers the union of the module and its parts, in part order, with the parts’ entries in the module’s nodes', () => {
    const cat = buildCatalogue([shop([toolPart, jigPart])]);
    expect([...cat.entities.keys()]).toEqual(['Bench', 'Tool', 'Jig']);
    expect(cat.moduleOfEntity.get('Jig')).toBe('shop');
    expect(cat.pages.map((p) => p.url)).toEqual(['shop/Bench', 'shop/Tool', 'shop/Jig']);
    expect(cat.modules[0].views?.map(([name]) => name)).toEqual(['shop_tool_view']);
    expect(cat.dicts.ToolKind).toEqual([['Hand', '手工', 'Hand']]);
    expect(cat.grants.viewer).toEqual([{ pages: ['shop/Tool'], buttons: 'readOnly' }]);
    const shopNode = cat.menus.Web.find((n) => n.code === 'mod.shop');
    // replaced in place (the detail removed), the planned entry kept, the joined entry at the end
    expect(shopNode?.children?.map((c) => [c.url, c.name])).toEqual([
      ['shop/Tool', '工具台账'],
      ['shop/Wait', '待建'],
      ['shop/Jig', '夹具'],
    ]);
  });

  it('refuses a code two of them declare, naming both', () => {
    expect(() => buildCatalogue([shop([toolPart, definePart({ code: 'more', entities: [thing(9104, 'Tool')] })])])).toThrow('entity Tool declared by shop/tools and shop/more');
    expect(() => buildCatalogue([shop([toolPart], { pages: [masterDataPageDef('shop/Tool', 'Bench')] })])).toThrow('page shop/Tool declared by shop and shop/tools');
    const alsoTools = definePart({ code: 'again', menus: { Web: { replace: { 'shop/Tool': [] } } } });
    expect(() => buildCatalogue([shop([toolPart, alsoTools])])).toThrow('menu entry shop/Tool of Web replaced by shop/tools and shop/again');
    expect(() => buildCatalogue([shop([toolPart, { ...jigPart, code: 'tools' }])])).toThrow('part tools listed twice by module shop');
  });

  it('refuses entries for an entry or node the module does not have', () => {
    const stray = definePart({ code: 'stray', menus: { Web: { replace: { 'shop/Nowhere': [] } } } });
    expect(() => buildCatalogue([shop([stray])])).toThrow('menu entry shop/Nowhere replaced by shop/stray is in no node of module shop (Web)');
    const lost = definePart({ code: 'lost', menus: { Hmi: { join: { 'mod.shop': [] } } } });
    expect(() => buildCatalogue([shop([lost])])).toThrow('menu node mod.shop joined by shop/lost is no node of module shop (Hmi)');
  });
});

describe('a module with parts, as the server runs it', () => {
  const traced = (name: string, log: string[], services: string[] = []): ServerModule => ({
    services: services.map(service),
    hooks: [{ entity: name }],
    seed: async () => void log.push(`seed ${name}`),
    start: async () => {
      log.push(`start ${name}`);
      return async () => void log.push(`stop ${name}`);
    },
  });

  it('registers the union of services and hooks, and seeds, starts and stops the parts after the module', async () => {
    const log: string[] = [];
    const m = defineModule({
      code: 'shop',
      server: async () => ({ default: traced('shop', log, ['shop.Bench']) }),
      parts: [definePart({ code: 'tools', server: async () => ({ default: traced('tools', log, ['shop.Tool']) }) }), definePart({ code: 'jigs', server: async () => ({ default: traced('jigs', log) }) })],
    });
    const [loaded, ...more] = await loadServerModules(buildCatalogue([m]));
    expect(more).toEqual([]);
    expect(loaded.server.services?.map((s) => s.name)).toEqual(['shop.Bench', 'shop.Tool']);
    expect(loaded.server.hooks?.map((h) => h.entity)).toEqual(['shop', 'tools', 'jigs']);
    await loaded.server.seed?.({} as never);
    const stop = await loaded.server.start?.({} as never);
    await stop?.();
    expect(log).toEqual(['seed shop', 'seed tools', 'seed jigs', 'start shop', 'start tools', 'start jigs', 'stop shop', 'stop tools', 'stop jigs']);
  });

  it('refuses a service two of them implement, naming both', () => {
    expect(() => joinServerParts('shop', { services: [service('shop.Tool')] }, [{ code: 'tools', server: { services: [service('shop.Tool')] } }])).toThrow(
      'service shop.Tool implemented by shop and shop/tools',
    );
  });
});

describe('a module with parts, as the web app installs it', () => {
  const load = async () => ({ default: () => null });
  it('answers the union of pages, actions and detail buttons, and refuses one declared twice', () => {
    const tools = defineWebPart({ code: 'tools', routes: [{ path: 'shop/ToolBoard', load }], actions: { 'shop.sharpen': async () => ({ default: async () => undefined }) } });
    const web = defineWebModule({ code: 'shop', routes: [{ path: 'shop/Board', load }], parts: [tools] });
    expect(web.routes?.map((r) => r.path)).toEqual(['shop/Board', 'shop/ToolBoard']);
    expect(Object.keys(web.actions ?? {})).toEqual(['shop.sharpen']);
    expect(() => defineWebModule({ code: 'shop', routes: [{ path: 'shop/ToolBoard', load }], parts: [tools] })).toThrow('web module shop: page shop/ToolBoard declared by shop and shop/tools');
  });
});
