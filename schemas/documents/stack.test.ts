import { describe, expect, it } from 'vitest';
import { a, entity } from '../entities/define';
import { btn, detail, documentPage, masterData, screen } from '../menus/buttons';
import { args, call, idArg } from '../rpc/define';
import { type ActionDef, DOCUMENT_STATUS_LISTS, documentPageDef, masterDataPageDef } from '../pages/types';
import { defineDocument } from './define';
import { documentStack, masterDataStack, pagesByKey, stackEntities, stackEntries, stackMenus, stackPages, stackReceiptViews } from './stack';

const Thing = entity({ id: 9901, code: 'Thing', name: '物件', nameEn: 'Thing', module: 'erp', table: 'erp_thing', receipt: { typeCode: 'erp-thing', flow: false }, attrs: [a.string('code', '编码', 'Code')] });
const Kind = entity({ id: 9902, code: 'Kind', name: '类别', nameEn: 'Kind', module: 'erp', table: 'erp_kind', attrs: [a.string('code', '编码', 'Code')] });
const toOther: ActionDef = { code: 'toOther', label: '生成其他', labelEn: 'Make other', place: 'detail', handler: 'convert', statuses: ['Audit'] };

const thing = documentStack({
  entity: Thing,
  list: { url: 'erp/Thing', labels: ['物件', 'Things'], table: { remark: { hide: true } }, actions: [toOther] },
  detail: { url: 'erp/ThingSheet', labels: ['物件详情', 'Thing detail'] },
  menu: { needCopy: true, extra: [btn('erp.thing', 'mark', '标记', 'Mark')] },
  service: 'erp.Thing',
  conversions: { orderToThing: 'orderId' },
  own: (_g, page) => ({ mark: call<[number], unknown>(args(['id', idArg]), { page, op: 'mark' }) }),
  receiptView: { tables: ['items'], headFirst: ['code'] },
});

describe('documentStack', () => {
  it('yields the page definition a documentPageDef with the same options gives', () => {
    expect(thing.page).toEqual(documentPageDef('erp/Thing', 'erp/ThingSheet', 'Thing', { table: { remark: { hide: true } }, actions: [toOther] }));
    expect(thing.page.statusLists).toEqual(DOCUMENT_STATUS_LISTS);
  });

  it('yields both menu nodes: the list with its receipt buttons, actions and extras, and the hidden detail', () => {
    expect(thing.menu).toEqual([
      documentPage(thing.page, '物件', 'Things', { needCopy: true, extra: [btn('erp.thing', 'mark', '标记', 'Mark')] }),
      detail('erp/ThingSheet', '物件详情', 'Thing detail'),
    ]);
    expect(thing.menu[0].buttons?.map((b) => b.code)).toContain('erp.thing.toOther');
  });

  it('yields the contract defineDocument gives for the stack entity and list page, own calls given that page', () => {
    const same = defineDocument('erp.Thing', {
      entity: 'Thing',
      page: 'erp/Thing',
      conversions: { orderToThing: 'orderId' },
      own: { mark: call<[number], unknown>(args(['id', idArg]), { page: 'erp/Thing', op: 'mark' }) },
    });
    expect(thing.service.name).toBe('erp.Thing');
    expect(thing.service.document).toEqual(same.document);
    expect(Object.keys(thing.service.calls).sort()).toEqual(Object.keys(same.calls).sort());
    expect(thing.service.calls.mark.access).toEqual({ page: 'erp/Thing', op: 'mark' });
  });

  it('registers the receipt view under the entity receipt type, and refuses one for an entity without a receipt type', () => {
    expect(thing.receiptViews).toEqual({ 'erp-thing': { tables: ['items'], headFirst: ['code'] } });
    expect(() =>
      documentStack({ entity: Kind, list: { url: 'erp/Kind', labels: ['类别', 'Kinds'] }, detail: { url: 'erp/KindDetail', labels: ['类别详情', 'Kind detail'] }, service: 'erp.Kind', receiptView: { tables: [], headFirst: [] } }),
    ).toThrow(/Kind has no receipt type/);
  });
});

describe('masterDataStack', () => {
  const kind = masterDataStack({ entity: Kind, list: { url: 'erp/Kind', labels: ['类别', 'Kinds'] }, detail: { url: 'erp/KindDetail', labels: ['类别详情', 'Kind detail'] } });

  it('yields the masterDataPageDef page and the masterData list node with its hidden detail, and no service unless named', () => {
    expect(kind.page).toEqual(masterDataPageDef('erp/Kind', 'Kind'));
    expect(kind.menu).toEqual([masterData(kind.page, '类别', 'Kinds'), detail('erp/KindDetail', '类别详情', 'Kind detail')]);
    expect('service' in kind).toBe(false);
    expect(kind.receiptViews).toEqual({});
  });

  it('takes the list functions, a hidden list and a hand-written detail screen from the menu options', () => {
    const s = masterDataStack({
      entity: Kind,
      list: { url: 'erp/Kind', labels: ['类别', 'Kinds'] },
      detail: { url: 'erp/KindDesigner', labels: ['类别设计', 'Kind designer'] },
      menu: { ops: ['view', 'export'], hidden: true, detailScreen: true },
      service: 'erp.Kind',
      calls: ['detail'],
      aliases: { update: 'modify' },
    });
    expect(s.menu[0].hidden).toBe(true);
    expect(s.menu[0].buttons).toEqual([
      { code: 'erp.kind.view', name: '查看', nameEn: 'View', detailPath: 'erp/KindDesigner' },
      { code: 'erp.kind.export', name: '导出', nameEn: 'Export' },
    ]);
    expect(s.menu[1]).toEqual(screen('erp/KindDesigner', '类别设计', 'Kind designer'));
    expect(Object.keys(s.service.calls).sort()).toEqual(['detail', 'update']);
  });

  it('gives a module its pages, entities, menu nodes, pages by key and receipt views in declaration order', () => {
    const stacks = { Thing: thing, Kind: kind };
    expect(stackPages(stacks)).toEqual([thing.page, kind.page]);
    expect(stackMenus(stacks).map((m) => m.url)).toEqual(['erp/Thing', 'erp/ThingSheet', 'erp/Kind', 'erp/KindDetail']);
    expect(stackEntities(stacks)).toEqual([Thing, Kind]);
    expect(pagesByKey(stacks).Kind).toBe(kind.page);
    expect(stackReceiptViews(stacks)).toEqual({ 'erp-thing': { tables: ['items'], headFirst: ['code'] } });
  });
});

describe('stacks of a module part', () => {
  const second = documentStack({ entity: Thing, list: { url: 'erp/ThingOut', labels: ['外出物件', 'Things out'], statusLists: { open: ['Audit'], history: ['Finish'] } }, detail: { url: 'erp/ThingOutDetail', labels: ['外出物件详情', 'Thing out detail'] } });

  it('declares a document list without a service of its own (its calls answered by another service)', () => {
    expect(second.page).toEqual(documentPageDef('erp/ThingOut', 'erp/ThingOutDetail', 'Thing', { statusLists: { open: ['Audit'], history: ['Finish'] } }));
    expect(second.menu).toEqual([documentPage(second.page, '外出物件', 'Things out'), detail('erp/ThingOutDetail', '外出物件详情', 'Thing out detail')]);
    expect('service' in second).toBe(false);
  });

  it('lists an entity two stacks share once, where it first shows', () => {
    expect(stackEntities({ Thing: thing, Out: second, Kind: masterDataStack({ entity: Kind, list: { url: 'erp/Kind', labels: ['类别', 'Kinds'] }, detail: { url: 'erp/KindDetail', labels: ['类别详情', 'Kind detail'] } }) })).toEqual([Thing, Kind]);
  });

  it('gives each menu node by its url: the entries that take the place of the module node’s entries of the same url', () => {
    const entries = stackEntries({ Thing: thing, Out: second });
    expect(Object.keys(entries)).toEqual(['erp/Thing', 'erp/ThingSheet', 'erp/ThingOut', 'erp/ThingOutDetail']);
    expect(entries['erp/ThingSheet']).toEqual([thing.menu[1]]);
  });

  it('adds buttons after a master-data list’s declared actions (functions that are no action of the page)', () => {
    const run: ActionDef = { code: 'run', label: '运行', labelEn: 'Run', place: 'toolbar', handler: 'x.run', noSelection: true };
    const s = masterDataStack({
      entity: Kind,
      list: { url: 'erp/Kind', labels: ['类别', 'Kinds'], actions: [run] },
      detail: { url: 'erp/KindDetail', labels: ['类别详情', 'Kind detail'] },
      menu: { ops: ['view'], extra: [btn('erp.kind', 'confirm', '确认', 'Confirm')] },
    });
    expect(s.menu[0].buttons?.map((b) => b.code)).toEqual(['erp.kind.view', 'erp.kind.run', 'erp.kind.confirm']);
  });
});
