// The drafts "create from" hands to a new record's detail: kept by token, read without being
// consumed (StrictMode mounts twice; a tab comes back), copied (the form changes its values),
// bound to their entity, dropped after the save, and only the last twenty kept.
import { beforeEach, describe, expect, it } from 'vitest';
import { clearDrafts, DRAFT_PARAM, dropDraft, putDraft, readDraft, withDraft } from '../../../src/templates/detail/draftStore';

beforeEach(clearDrafts);

describe('draftStore', () => {
  it('answers the draft of a token as often as asked, each time a fresh copy', () => {
    const token = putDraft('PurchaseArrival', { purchase_id: 7, items: [{ quantity: 4 }] }, '采购订单 CG1');
    const first = readDraft(token, 'PurchaseArrival')!;
    expect(first).toEqual({ entityCode: 'PurchaseArrival', values: { purchase_id: 7, items: [{ quantity: 4 }] }, source: '采购订单 CG1' });
    (first.values.items as Array<{ quantity: number }>)[0].quantity = 99;
    expect(readDraft(token, 'PurchaseArrival')!.values).toEqual({ purchase_id: 7, items: [{ quantity: 4 }] });
  });

  it('finds nothing for an unknown token, a missing one, or another entity', () => {
    const token = putDraft('PurchaseArrival', { a: 1 });
    expect(readDraft('nope', 'PurchaseArrival')).toBeNull();
    expect(readDraft(null, 'PurchaseArrival')).toBeNull();
    expect(readDraft(token, 'SaleDelivery')).toBeNull();
  });

  it('drops a draft once saved, and keeps only the last twenty', () => {
    const token = putDraft('X', { a: 1 });
    dropDraft(token);
    expect(readDraft(token, 'X')).toBeNull();
    const tokens = Array.from({ length: 21 }, (_, i) => putDraft('X', { i }));
    expect(new Set(tokens).size).toBe(21);
    expect(readDraft(tokens[0], 'X')).toBeNull();
    expect(readDraft(tokens[20], 'X')!.values).toEqual({ i: 20 });
  });

  it('adds its token to a detail address', () => {
    expect(withDraft('purchase/PurchaseArrivalDetail?formId=A', 'k1')).toBe(`purchase/PurchaseArrivalDetail?formId=A&${DRAFT_PARAM}=k1`);
    expect(withDraft('x/Detail', 'k 2')).toBe('x/Detail?draft=k%202');
  });
});
