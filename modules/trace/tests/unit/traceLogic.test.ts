// The page's pure parts: which page opens a document (the role's tree, as the shell routes it),
// the receipt id of the URL or the input, the recent list.
import { describe, expect, it } from 'vitest';
import { entityPagesOf, receiptHref } from '../../web/receiptLinks';
import { RECENT_LIMIT, withRecent } from '../../web/recentReceipts';
import { parseReceiptId, traceHref } from '../../web/traceHref';
import { button, moduleNode, pageNode } from '../../../../tests/kit/web/fixtures';

const list = (code: string, url: string, params: object, extra = {}) => pageNode(code, url, code, { params: JSON.stringify(params), ...extra });

describe('entityPagesOf / receiptHref', () => {
  const tree = [
    moduleNode('mod.a', 'A', [
      // no detailUrl in params: the update button's detailPath names the detail page
      list('a.Order', 'a/Order', { class: 'VformList', entityCode: 'Order' }, { buttons: [{ ...button('a.order.update'), detailPath: 'a/OrderSheet' }] }),
      // a second list of the same entity (a copy): the first one the role can open wins
      list('b.Order', 'b/Order', { class: 'VformList', entityCode: 'Order', detailUrl: 'b/OrderDetail', formId: 'F1' }),
      list('a.Note', 'a/Note', { class: 'DataList', entityCode: 'Note' }),
    ]),
  ];

  it('finds the first list of the entity whose detail route the role holds', () => {
    const all = entityPagesOf(tree, () => true);
    expect(all.get('Order')?.detailUrl).toBe('a/OrderSheet');
    expect(all.get('Note')?.detailUrl).toBe('a/NoteDetail');
    const some = entityPagesOf(tree, (path) => path !== 'a/OrderSheet');
    expect(some.get('Order')?.detailUrl).toBe('b/OrderDetail');
    expect(entityPagesOf(tree, () => false).size).toBe(0);
  });

  it('builds the detail query a list row opens, titled in the current language', () => {
    const pages = entityPagesOf(tree, (path) => path !== 'a/OrderSheet');
    const href = receiptHref({ id: 7, entityCode: 'Order' }, pages, 'zh_CN')!;
    expect(href.split('?')[0]).toBe('b/OrderDetail');
    expect(Object.fromEntries(new URLSearchParams(href.split('?')[1]))).toEqual({ formId: 'F1', entityCode: 'Order', title: 'b.Order', path: 'b/OrderDetail', id: '7', url: 'b/Order' });
    expect(receiptHref({ id: 8, entityCode: 'Unknown' }, pages, 'zh_CN')).toBeNull();
  });
});

describe('receipt ids', () => {
  it('accepts positive whole numbers only', () => {
    expect(parseReceiptId(' 42 ')).toBe(42);
    for (const bad of [null, '', '0', '-3', '1.5', 'PO-1', '1e3', '1234567890123456']) expect(parseReceiptId(bad)).toBeNull();
    expect(traceHref(42)).toBe('dcm/trace?receiptId=42');
  });
});

describe('recent receipts', () => {
  it('puts the latest first, once, and keeps at most the limit', () => {
    let list = [] as ReturnType<typeof withRecent>;
    for (let id = 1; id <= RECENT_LIMIT + 2; id++) list = withRecent(list, { id, code: `C${id}`, receiptTypeName: 'T' });
    expect(list).toHaveLength(RECENT_LIMIT);
    expect(list[0].id).toBe(RECENT_LIMIT + 2);
    list = withRecent(list, { id: 5, code: 'C5', receiptTypeName: 'T' });
    expect(list.map((r) => r.id).filter((id) => id === 5)).toHaveLength(1);
    expect(list[0].id).toBe(5);
  });
});
