// The picking strategies as a pure function: the order each takes places in, taking
// each as far as it goes and what earlier lines took, and what is missing.
import { describe, expect, it } from 'vitest';
import { type PICKING_STRATEGIES, pickStock, type StockPlace } from '../../picking';

const place = (position: number, batch: string, available: string, more: Partial<StockPlace> = {}): StockPlace => ({
  position,
  batch,
  available,
  expiry: null,
  firstIn: `2026-0${position}-01T00:00:00Z`,
  layer: 1,
  type: 'ManualRack',
  opened: false,
  ...more,
});

const places = [
  place(1, 'A', '10', { expiry: '2027-06-01', layer: 3 }),
  place(2, 'B', '4', { expiry: '2026-12-20', layer: 1, type: 'ManualPlane' }),
  place(3, 'C', '7', { layer: 2, opened: true }),
];
const order = (strategy: (typeof PICKING_STRATEGIES)[number], qty = '30') => pickStock(qty, places, strategy).picks.map((p) => p.position);

describe('picking strategies', () => {
  it('order the places as each says', () => {
    expect(order('fifo')).toEqual([1, 2, 3]);
    expect(order('nearExpiry')).toEqual([2, 1, 3]);
    expect(order('delivered')).toEqual([3, 1, 2]);
    expect(order('remnant')).toEqual([2, 3, 1]);
    expect(order('highFirst')).toEqual([1, 3, 2]);
    expect(order('lowFirst')).toEqual([2, 3, 1]);
    expect(order('groundFirst')).toEqual([2, 1, 3]);
    expect(order('shelfFirst')).toEqual([1, 3, 2]);
  });

  it('take each place as far as it goes, exactly, and say what is missing', () => {
    expect(pickStock('12.5', places, 'fifo')).toEqual({ picks: [{ position: 1, batch: 'A', qty: '10' }, { position: 2, batch: 'B', qty: '2.5' }], missing: '0' });
    expect(pickStock('30', places, 'fifo').missing).toBe('9');
    expect(pickStock('0.1', [place(1, 'A', '0.3')], 'fifo').picks[0].qty).toBe('0.1');
  });

  it('leave to later lines what earlier ones took', () => {
    const taken = new Map();
    pickStock('8', places, 'fifo', taken);
    expect(pickStock('5', places, 'fifo', taken).picks).toEqual([{ position: 1, batch: 'A', qty: '2' }, { position: 2, batch: 'B', qty: '3' }]);
  });
});
