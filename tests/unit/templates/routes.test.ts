// Route generation for low-code menu items: pure, from the nav tree.
import { describe, expect, it } from 'vitest';
import { buildRoutes } from '../../../src/app/routes/buildRoutes';
import { detailClassOf } from '../../../src/app/routes/lowcodeRoutes';
import { mergeModuleRoutes } from '../../../src/app/routes/registry';
import { TEMPLATES } from '../../../src/templates/registry';
import { moduleNode, pageNode } from '../../kit/web/fixtures';

const load = () => Promise.resolve({ default: () => null });
const registry = mergeModuleRoutes({ core: [{ path: 'home', load, fixed: true }], mdm: [{ path: 'mdm/Handmade', load }] });
const params = (p: object) => JSON.stringify(p);

describe('low-code routes', () => {
  it('a list at its url (named as the menu) and a generated detail at url + Detail', () => {
    const list = pageNode('mdm.Supplier', 'mdm/Supplier', '供应商', { nameIntl: { en_US: 'Suppliers' }, params: params({ class: 'VformList', entityCode: 'Supplier' }) });
    const { routes, errors } = buildRoutes([moduleNode('mdm', '主数据', [list])], registry);
    expect(errors).toEqual([]);
    const byPath = Object.fromEntries(routes.map((r) => [r.path, r]));
    expect(byPath['mdm/Supplier']).toMatchObject({ componentKey: null, template: 'VformList', meta: { title: '供应商', code: 'mdm.Supplier' } });
    expect(byPath['mdm/Supplier'].meta.lowcode).toMatchObject({ kind: 'list', listUrl: 'mdm/Supplier', detailUrl: 'mdm/SupplierDetail', detailClass: 'VformDetail', params: { entityCode: 'Supplier' } });
    expect(byPath['mdm/SupplierDetail']).toMatchObject({ componentKey: null, template: 'VformDetail', meta: { title: '供应商详情', titleIntl: { en_US: 'Suppliers detail' } } });
    expect(byPath['mdm/SupplierDetail'].meta.lowcode).toMatchObject({ kind: 'detail', listUrl: 'mdm/Supplier', listNode: { code: 'mdm.Supplier' } });
  });

  it('the detail class: params.detailClass, else VformDetail for Vform* lists, else DataDetail', () => {
    expect(detailClassOf({ class: 'DataList', entityCode: 'X' })).toBe('DataDetail');
    expect(detailClassOf({ class: 'EntityDataList', entityCode: 'X' })).toBe('DataDetail');
    expect(detailClassOf({ class: 'VformList', entityCode: 'X' })).toBe('VformDetail');
    expect(detailClassOf({ class: 'VformDsvList', entityCode: 'X' })).toBe('VformDetail');
    expect(detailClassOf({ class: 'DataList', entityCode: 'X', detailClass: 'VformDetail' })).toBe('VformDetail');
  });

  it('a hidden nav page at url + Detail becomes the detail route (its title and permissions), not a duplicate', () => {
    const list = pageNode('mdm.Customer', 'mdm/Customer', '客户', { params: params({ class: 'DataList', entityCode: 'Customer' }) });
    const detail = pageNode('mdm.CustomerDetail', 'mdm/CustomerDetail', '客户详情', { hidden: true, functionList: ['x'] });
    for (const order of [[list, detail], [detail, list]]) {
      const { routes, errors } = buildRoutes([moduleNode('mdm', '主数据', order)], registry);
      expect(errors).toEqual([]);
      const route = routes.find((r) => r.path === 'mdm/CustomerDetail')!;
      expect(route).toMatchObject({ template: 'DataDetail', meta: { title: '客户详情', code: 'mdm.CustomerDetail', node: { code: 'mdm.CustomerDetail' } } });
      expect(route.meta.lowcode).toMatchObject({ kind: 'detail', listUrl: 'mdm/Customer', listNode: { code: 'mdm.Customer' } });
      expect(routes.filter((r) => r.path === 'mdm/CustomerDetail')).toHaveLength(1);
    }
  });

  it('a nav page whose own params name a detail class is a detail route', () => {
    const { routes } = buildRoutes([pageNode('x.FormDetail', 'x/FormDetail', '表单', { params: params({ class: 'VformDetail', entityCode: 'Form', formId: 'F1' }) })], registry);
    const route = routes.find((r) => r.path === 'x/FormDetail')!;
    expect(route.template).toBe('VformDetail');
    expect(route.meta.lowcode).toMatchObject({ kind: 'detail', listUrl: 'x/Form', params: { formId: 'F1' } });
    // a detail page yields no further routes
    expect(routes.map((r) => r.path).sort()).toEqual(['home', 'x/FormDetail']);
  });

  it('a hand-written page wins over its params; pages without (valid) params stay configured pages', () => {
    const { routes } = buildRoutes(
      [
        pageNode('mdm.Handmade', 'mdm/Handmade', '手写', { params: params({ class: 'DataList', entityCode: 'H' }) }),
        pageNode('mdm.Plain', 'mdm/Plain', '普通', { params: '{"chart":true}' }),
        pageNode('mdm.Broken', 'mdm/Broken', '坏参数', { params: '{oops' }),
      ],
      registry,
    );
    const byPath = Object.fromEntries(routes.map((r) => [r.path, r]));
    expect(byPath['mdm/Handmade']).toMatchObject({ componentKey: 'mdm/Handmade' });
    expect(byPath['mdm/Handmade'].template).toBeUndefined();
    expect(byPath['mdm/HandmadeDetail']).toMatchObject({ template: 'DataDetail' });
    expect(byPath['mdm/Plain']).toMatchObject({ componentKey: null });
    expect(byPath['mdm/Plain'].template).toBeUndefined();
    expect(byPath['mdm/Broken'].template).toBeUndefined();
  });

  it('a copied low-code page is a template route at its own url', () => {
    const { routes } = buildRoutes(
      [pageNode('mdm.SupplierB', 'mdm/SupplierB', '供应商B', { copyTag: true, baseUrl: 'mdm/Supplier', params: params({ class: 'VformList', entityCode: 'Supplier' }) })],
      registry,
    );
    const route = routes.find((r) => r.path === 'mdm/SupplierB')!;
    expect(route).toMatchObject({ template: 'VformList', meta: { baseUrl: 'mdm/Supplier' } });
    expect(routes.some((r) => r.path === 'mdm/SupplierBDetail')).toBe(true);
  });

  it('two lists at one url: the second is reported and skipped', () => {
    const a = pageNode('a', 'mdm/Dup', 'A', { params: params({ class: 'DataList', entityCode: 'A' }) });
    const b = pageNode('b', 'mdm/Dup', 'B', { params: params({ class: 'DataList', entityCode: 'B' }) });
    const { routes, errors } = buildRoutes([a, b], registry);
    expect(errors).toHaveLength(1);
    expect(routes.find((r) => r.path === 'mdm/DupDetail')?.meta.lowcode?.params.entityCode).toBe('A');
  });

  it('every template class has a lazily loaded page', () => {
    expect(Object.keys(TEMPLATES).sort()).toEqual(['Dashboard', 'DataDetail', 'DataList', 'EntityDataList', 'Report', 'VformDetail', 'VformDsvList', 'VformList']);
  });
});
