// The menu designer's tree logic: unsaved items holding the literal id tmpId, where new items go,
// the drop rules (never under itself or a descendant, only where the type nests, never the
// product's items), dirty tracking, and what a save sends.
import { describe, expect, it } from 'vitest';
import type { MenuItem } from '../../../../../../schemas/rpc/portal-menu';
import { createArgs, draftProblems, paramsProblems, updateArgs } from '../../../../web/portal/menus/menuDraft';
import {
  addTmp,
  ancestorKeys,
  designTree,
  dirtyKeys,
  discard,
  draftAt,
  draftOf,
  dropProblem,
  initialState,
  isDirty,
  parentForNew,
  setDraft,
  withItems,
} from '../../../../web/portal/menus/menuTree';

function item(id: number, type: MenuItem['type'], parentId: number | null, own: boolean, children: MenuItem[] = [], extra: Partial<MenuItem> = {}): MenuItem {
  return {
    id,
    name: `item${id}`,
    nameIntl: { zh_CN: `item${id}`, en_US: `Item ${id}` },
    code: `c${id}`,
    url: type === 2 ? `m/p${id}` : null,
    remark: null,
    icon: null,
    type,
    portalType: 'Web',
    parentId,
    sn: id * 10,
    lowcodeTag: false,
    params: null,
    pageType: 'Business',
    own,
    children,
    ...extra,
  };
}

// product module 1 (page 2 with button 3), tenant module 10 (page 11, module 12 with page 13)
const tree = (): MenuItem[] => [
  item(1, 1, null, false, [item(2, 2, 1, false, [item(3, 3, 2, false)])]),
  item(10, 1, null, true, [item(11, 2, 10, true), item(12, 1, 10, true, [item(13, 2, 12, true)])]),
];

describe('new items (tmpId)', () => {
  it('appear at once under their parent with the literal id tmpId, the default name and an unsaved mark', () => {
    const s0 = initialState(tree());
    const where = parentForNew(s0, 1, null);
    expect(where).toEqual({ parentId: null });
    const { state: s1, key: moduleKey } = addTmp(s0, 1, null, 'x1');
    const top = designTree(s1).at(-1)!;
    expect(top).toMatchObject({ key: moduleKey, id: 'tmpId', unsaved: true, own: true, draft: { name: '新功能', code: 'module_x1' } });
    const { state: s2, key: pageKey } = addTmp(s1, 2, 10, 'x2');
    const module10 = designTree(s2).find((n) => n.id === 10)!;
    expect(module10.children.map((c) => c.id)).toEqual([11, 12, 'tmpId']);
    expect(module10.children.at(-1)).toMatchObject({ key: pageKey, draft: { name: '新页面' } });
    expect(pageKey).not.toBe(moduleKey);
    expect(dirtyKeys(s2)).toEqual(new Set([moduleKey, pageKey]));
  });

  it('go where the selection says: a page in the selected module or beside the selected page, a button on the selected page', () => {
    const s = initialState(tree());
    expect(parentForNew(s, 2, '10')).toEqual({ parentId: 10 });
    expect(parentForNew(s, 2, '13')).toEqual({ parentId: 12 });
    expect(parentForNew(s, 2, '3')).toEqual({ parentId: 1 });
    expect(parentForNew(s, 2, null)).toEqual({ problem: 'pickModule' });
    expect(parentForNew(s, 3, '11')).toEqual({ parentId: 11 });
    expect(parentForNew(s, 3, '3')).toEqual({ parentId: 2 });
    expect(parentForNew(s, 3, '10')).toEqual({ problem: 'pickPage' });
    expect(parentForNew(s, 1, '12')).toEqual({ parentId: 12 });
    expect(parentForNew(s, 1, '11')).toEqual({ parentId: null });
    const { state, key } = addTmp(s, 1, null, 'x');
    expect(parentForNew(state, 2, key)).toEqual({ problem: 'saveParentFirst' });
  });

  it('are saved with id tmpId through create; their fields are trimmed and empty ones sent as null', () => {
    const { state, key } = addTmp(initialState(tree()), 2, 10, 'x');
    const next = setDraft(state, key, { ...draftAt(state, key)!, url: ' d1/page ', params: '{"class":"VformList","entityCode":"Supplier"}', remark: '' });
    expect(createArgs(next.tmp[0], 'Web')).toEqual({
      id: 'tmpId',
      type: 2,
      portalType: 'Web',
      parentId: 10,
      name: '新页面',
      nameEn: null,
      code: 'page_x',
      url: 'd1/page',
      remark: null,
      icon: null,
      params: '{"class":"VformList","entityCode":"Supplier"}',
    });
    // a module has neither url nor params
    const mod = item(10, 1, null, true);
    expect(updateArgs(mod, { ...draftOf(mod), url: 'x', params: '{}' })).toMatchObject({ id: 10, url: null, params: null });
  });
});

describe('dirty tracking', () => {
  it('marks an edited saved item until its draft equals the saved values again; discarding forgets edits and new items', () => {
    const s0 = initialState(tree());
    expect(isDirty(s0)).toBe(false);
    const saved = draftAt(s0, '11')!;
    const s1 = setDraft(s0, '11', { ...saved, name: '改名' });
    expect(isDirty(s1)).toBe(true);
    expect(designTree(s1)[1].children[0]).toMatchObject({ unsaved: true, draft: { name: '改名' } });
    expect(isDirty(setDraft(s1, '11', saved))).toBe(false);
    expect(isDirty(discard(s1, '11'))).toBe(false);
    const { state: s2, key } = addTmp(s0, 1, null, 'x');
    expect(isDirty(discard(s2, key))).toBe(false);
  });

  it('keeps edits of items still in a reloaded tree and drops those of items gone, and unsaved items whose parent is gone', () => {
    let s = setDraft(initialState(tree()), '11', { ...draftAt(initialState(tree()), '11')!, name: 'x' });
    s = setDraft(s, '13', { ...draftAt(s, '13')!, name: 'y' });
    s = addTmp(s, 2, 12, 'z').state;
    const without12 = tree();
    without12[1].children = [without12[1].children![0]];
    const reloaded = withItems(s, without12);
    expect(Object.keys(reloaded.edits)).toEqual(['11']);
    expect(reloaded.tmp).toEqual([]);
  });

  it('reads the English name only when it differs from the Chinese one', () => {
    expect(draftOf(item(5, 1, null, true, [], { nameIntl: { zh_CN: 'a', en_US: 'a' } })).nameEn).toBe('');
    expect(draftOf(item(5, 1, null, true, [], { nameIntl: { zh_CN: 'a', en_US: 'A' } })).nameEn).toBe('A');
  });
});

describe('drop rules', () => {
  const s = initialState(tree());
  it('refuse a drop on the item itself or under one of its descendants', () => {
    expect(dropProblem(s, '10', '10', 'inner')).toBe('self');
    expect(dropProblem(s, '10', '10', 'before')).toBe('self');
    expect(dropProblem(s, '10', '12', 'inner')).toBe('self');
    expect(dropProblem(s, '10', '13', 'before')).toBe('self');
  });
  it('refuse what the types do not allow: a page at the top, anything under a page but a button', () => {
    expect(dropProblem(s, '11', '10', 'before')).toBe('nesting');
    expect(dropProblem(s, '12', '11', 'inner')).toBe('nesting');
  });
  it('refuse moving the product items and unsaved items; allow the tenant items under product modules', () => {
    expect(dropProblem(s, '2', '10', 'inner')).toBe('product');
    const { state, key } = addTmp(s, 1, null, 'x');
    expect(dropProblem(state, key, '10', 'inner')).toBe('unsaved');
    expect(dropProblem(state, '12', key, 'inner')).toBe('unsaved');
    expect(dropProblem(s, '11', '1', 'inner')).toBeNull();
    expect(dropProblem(s, '11', '2', 'after')).toBeNull();
    expect(dropProblem(s, '13', '11', 'before')).toBeNull();
    expect(dropProblem(s, '12', '1', 'after')).toBeNull();
  });
  it('expands the way to a node', () => {
    expect(ancestorKeys(s, '13')).toEqual(['12', '10']);
    const { state, key } = addTmp(s, 2, 12, 'x');
    expect(ancestorKeys(state, key)).toEqual(['12', '10']);
  });
});

describe('draft checks', () => {
  const page = draftOf(item(11, 2, 10, true));
  it('need a name, a code of letters and digits, a url for pages', () => {
    expect(draftProblems(page, 2)).toEqual({});
    expect(draftProblems({ ...page, name: ' ', code: 'a b', url: '' }, 2)).toEqual({ name: 'required', code: 'codeChars', url: 'required' });
    expect(draftProblems({ ...page, url: '' }, 1)).toEqual({});
  });
  it('flag wrong template parameters with their path', () => {
    expect(draftProblems({ ...page, params: '{"class":"VformList","entityCode":"Supplier","pageSizeOptions":["x"]}' }, 2)).toEqual({ params: 'params' });
    expect(paramsProblems('{"class":"VformList","entityCode":"Supplier","pageSizeOptions":["x"]}').map((p) => p.path)).toEqual(['pageSizeOptions.0']);
    expect(paramsProblems('{"class":"VformList","entityCode":"Supplier","colour":1}')[0].message).toMatch(/colour/);
    expect(paramsProblems('{nope')[0]).toMatchObject({ path: '', message: expect.stringMatching(/^not JSON/) });
    expect(paramsProblems('{"class":"VformList","entityCode":"Supplier"}')).toEqual([]);
    expect(paramsProblems('')).toEqual([]);
  });
});
