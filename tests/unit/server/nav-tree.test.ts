// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { buildNavTree, type loadAllocations } from '../../../server/services/nav-tree';
import { menuFilter } from '../../../server/services/tenant-apps';

const none: ReadonlySet<string> = new Set();

type Row = Awaited<ReturnType<typeof loadAllocations>>[number];
let next = 1;
function row(p: Partial<Row> & { type: number; code: string }): Row {
  return {
    id: next++,
    menu_id: 100 + next,
    parent_id: null,
    sn: 0,
    alloc_name: null,
    alloc_name_intl: null,
    alloc_code: null,
    alloc_url: null,
    copy_tag: false,
    name: p.code,
    name_intl: {},
    url: null,
    icon: null,
    lowcode_tag: false,
    params: null,
    page_type: 'Business',
    hidden: false,
    function_control_tag: false,
    detail_path: null,
    template_code: null,
    detail_app_code: null,
    ...p,
  } as Row;
}

describe('buildNavTree', () => {
  const mod = row({ type: 1, code: 'mod.mdm' });
  const page = row({ type: 2, code: 'mdm.Supplier', url: 'mdm/Supplier', parent_id: mod.id });
  const btn = row({ type: 3, code: 'mdm.supplier.create', parent_id: page.id, detail_path: 'mdm/SupplierDetail', detail_app_code: 'mdm' });
  const copy = row({ type: 2, code: 'mdm.Supplier', url: 'mdm/Supplier', parent_id: mod.id, copy_tag: true, alloc_code: 'mdm.Supplier2', alloc_url: 'mdm/Supplier2', alloc_name: '外协供应商' });
  const sysMod = row({ type: 1, code: 'mod.tenant', page_type: 'System' });
  const sysPage = row({ type: 2, code: 'tenant.LoginLog', url: 'tenant/LoginLog', parent_id: sysMod.id, page_type: 'System' });
  const rows = [mod, page, btn, copy, sysMod, sysPage];

  it('folds buttons into their page as functions, keeps copies with their base url', () => {
    const [m] = buildNavTree(rows, 'Web', menuFilter('00000002', none));
    expect(m.children.map((c) => c.url)).toEqual(['mdm/Supplier', 'mdm/Supplier2']);
    const [p, c] = m.children;
    expect(p.functionList).toEqual(['mdm.supplier.create']);
    expect(p.buttons[0]).toMatchObject({ detailPath: 'mdm/SupplierDetail', detailAppCode: 'mdm' });
    expect(c).toMatchObject({ copyTag: true, baseUrl: 'mdm/Supplier', code: 'mdm.Supplier2', name: '外协供应商' });
  });

  it('drops System pages, and modules left empty, for business tenants only', () => {
    expect(buildNavTree(rows, 'Web', menuFilter('00000002', none)).map((m) => m.code)).toEqual(['mod.mdm']);
    expect(buildNavTree(rows, 'Web', menuFilter('00000001', none)).map((m) => m.code)).toEqual(['mod.mdm', 'mod.tenant']);
  });

  it('drops a module switched off for the tenant with everything under it', () => {
    expect(buildNavTree(rows, 'Web', menuFilter('00000001', new Set(['mod.mdm']))).map((m) => m.code)).toEqual(['mod.tenant']);
  });
});
