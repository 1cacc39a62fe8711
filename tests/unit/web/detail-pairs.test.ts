// Pages own their identity: every list/detail pair the menus declare (a list whose create, update
// or view button opens a detail page) resolves to that detail page — not to url + 'Detail', which
// 48 of the 90 declared pairs do not follow — both for the low-code pages built today and for
// every list once it is low-code.
import { describe, expect, it } from 'vitest';
import { catalogue, portalMenus } from '../../../server/modules/catalogue';
import { walkMenus } from '../../../schemas/menus';
import type { MenuDef, NavNode } from '../../../schemas/menus/types';
import { buildRoutes } from '../../../src/app/routes/buildRoutes';
import { mergeModuleRoutes } from '../../../src/app/routes/registry';
import { navNode } from '../../kit/web/fixtures';

const OPENS_DETAIL = /\.(create|update|view)$/;

/** The Web tree as the server answers it to a role holding everything; `lowcode` makes every list with a detail page low-code. */
function navTree(defs: readonly MenuDef[], lowcode: boolean): NavNode[] {
  const convert = (d: MenuDef): NavNode => {
    const detailOpen = (d.buttons ?? []).some((b) => b.detailPath && OPENS_DETAIL.test(b.code));
    const params = d.params ?? (lowcode && detailOpen ? JSON.stringify({ class: 'VformList', entityCode: 'Any' }) : null);
    return navNode({
      code: d.code,
      name: d.name,
      url: d.url ?? null,
      type: d.type,
      hidden: !!d.hidden,
      params,
      functionControlTag: !!d.functionControlTag,
      buttons: (d.buttons ?? []).map((b) => ({ code: b.code, name: b.name, detailPath: b.detailPath ?? null, templateCode: null, detailAppCode: null })),
      functionList: (d.buttons ?? []).map((b) => b.code),
      children: (d.children ?? []).map(convert),
    });
  };
  return defs.map(convert);
}

/** [list url, detail url] of every list whose create/update/view button opens a detail page. */
function declaredPairs(): Array<[string, string]> {
  const pairs = new Map<string, string>();
  walkMenus(portalMenus('Web'), (d) => {
    const detail = (d.buttons ?? []).find((b) => b.detailPath && OPENS_DETAIL.test(b.code))?.detailPath;
    if (d.url && detail) pairs.set(d.url, detail);
  });
  return [...pairs];
}

const noPages = mergeModuleRoutes({});

describe('declared list/detail pairs', () => {
  const pairs = declaredPairs();

  it('are many, and many of them are not url + Detail', () => {
    expect(pairs.length).toBeGreaterThan(50);
    expect(pairs.filter(([list, detail]) => detail !== `${list}Detail`).length).toBeGreaterThan(20);
  });

  it.each(pairs)('%s opens its detail page %s once it is low-code', (list, detail) => {
    const { routes, errors } = buildRoutes(navTree(portalMenus('Web'), true), noPages);
    expect(errors).toEqual([]);
    const route = routes.find((r) => r.path === detail);
    expect(route?.template, `no template route at ${detail}`).toBe('VformDetail');
    expect(route?.meta.lowcode).toMatchObject({ kind: 'detail', detailUrl: detail });
    // a detail page shared by several lists (flow/taskDetail) belongs to the first; the list that
    // opens it names itself in the detail query
    const sharing = pairs.filter(([, d]) => d === detail).map(([l]) => l);
    expect(route?.meta.lowcode?.listUrl).toBe(sharing[0]);
    expect(routes.find((r) => r.path === list)?.meta.lowcode?.detailUrl).toBe(detail);
  });

  it('of the modules’ low-code pages are the pages the menus declare', () => {
    const { routes } = buildRoutes(navTree(portalMenus('Web'), false), noPages);
    for (const page of catalogue().pages) {
      expect(pairs).toContainEqual([page.url, page.detailUrl]);
      expect(routes.find((r) => r.path === page.detailUrl)?.meta.lowcode, page.detailUrl).toMatchObject({ kind: 'detail', listUrl: page.url });
    }
  });
});
