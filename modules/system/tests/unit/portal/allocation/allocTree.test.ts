// The allocation screen's trees: what is ticked, what an unticking takes with it, which
// allocations a page is given as (itself and its copies), and which entity a page previews.
import { describe, expect, it } from 'vitest';
import type { AllocatableItem, AllocNode } from '../../../../../../schemas/rpc/portal-alloc';
import { allocatedBelow, allocatedButtons, allocatedKeys, buttonsOf, entityCodeOf, flattenItems, targetsOf, withoutButtons } from '../../../../web/portal/allocation/allocTree';

function item(id: number, type: AllocatableItem['type'], allocId: number | null, children: AllocatableItem[] = [], extra: Partial<AllocatableItem> = {}): AllocatableItem {
  return { id, name: `n${id}`, nameIntl: {}, code: `c${id}`, url: null, remark: null, icon: null, type, portalType: 'Web', parentId: null, sn: id, lowcodeTag: false, params: null, pageType: 'Business', own: false, allocId, children, ...extra };
}
const node = (id: number, menuId: number, type: number, extra: Partial<AllocNode> = {}): AllocNode => ({ id, menuId, parentId: null, type, code: `a${id}`, name: `a${id}`, url: null, sn: id, copyTag: false, ownFields: false, children: [], ...extra });

const list = item(2, 2, 102, [item(3, 3, 103), item(4, 3, null)], { url: 'mdm/Supplier', params: JSON.stringify({ class: 'VformList', entityCode: 'Supplier', detailUrl: 'mdm/SupplierView' }) });
const detail = item(5, 2, null, [], { url: 'mdm/SupplierView' });
const other = item(6, 2, 106, [], { url: 'mdm/CustomerDetail' });
const customers = item(7, 2, null, [], { url: 'mdm/Customer', params: JSON.stringify({ class: 'VformList', entityCode: 'Customer' }) });
const tree = () => [item(1, 1, 101, [list, detail, other, customers])];

describe('the allocatable tree', () => {
  it('ticks what the role has, without the buttons (they are set beside the page)', () => {
    expect(allocatedKeys(tree())).toEqual(['1', '2', '6']);
    expect(flattenItems(withoutButtons(tree())).map((i) => i.id)).toEqual([1, 2, 5, 6, 7]);
    expect(buttonsOf(list).map((b) => b.id)).toEqual([3, 4]);
  });
  it('knows what an unticking takes with it', () => {
    expect(allocatedBelow(tree()[0]).map((i) => i.id)).toEqual([2, 6]);
    expect(allocatedBelow(list)).toEqual([]);
  });
  it("finds a page's entity in its own params, else in those of the list whose detail it is", () => {
    const all = flattenItems(tree());
    expect(entityCodeOf(list, all)).toBe('Supplier');
    expect(entityCodeOf(detail, all)).toBe('Supplier');
    expect(entityCodeOf(other, all)).toBe('Customer');
    expect(entityCodeOf(item(8, 2, null, [], { url: 'system/Log' }), all)).toBeNull();
  });
});

describe("a page's allocations", () => {
  it('are the page first, then its copies, each with its own buttons', () => {
    const copy = node(20, 2, 2, { copyTag: true, code: 'supB', children: [node(21, 3, 3)] });
    const allocs = [node(101, 1, 1, { children: [copy, node(102, 2, 2, { children: [node(103, 3, 3)] }), node(106, 6, 2)] })];
    expect(targetsOf(list, allocs).map((a) => a.id)).toEqual([102, 20]);
    expect([...allocatedButtons(copy).keys()]).toEqual([3]);
    expect(allocatedButtons(copy).get(3)?.id).toBe(21);
  });
});
