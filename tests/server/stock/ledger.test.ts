// The stock engine over a real database: goods in at a price (moving average per warehouse), out
// first in first out, never below zero unless the warehouse allows it, frozen and counted places
// refused, un-moves exact (and refused once the goods are gone), the snapshot at a past moment.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Big } from '../../../schemas/compute/decimal';
import { stockAt } from '../../../server/stock/snapshot';
import { stockKit, type StockKit, TENANT } from './kit';

let k: StockKit;
beforeAll(async () => {
  k = await stockKit();
});
afterAll(() => k.srv.close());

const price = async (material: number, warehouse: number) =>
  (await k.db.selectFrom('stock_price').select(['qty', 'value', 'unit_price']).where('tenant_id', '=', TENANT).where('material_id', '=', material).where('warehouse_id', '=', warehouse).executeTakeFirstOrThrow()).unit_price;
const ledger = (material: number) => k.db.selectFrom('stock_ledger').select(['qty', 'unit_price', 'amount', 'batch_no', 'reversed', 'reverses']).where('tenant_id', '=', TENANT).where('material_id', '=', material).orderBy('id').execute();

describe('in and out', () => {
  it('keeps a moving average per warehouse and takes the oldest batch first at that average', async () => {
    const [m, w] = [await k.material(), await k.warehouse()];
    await k.in(k.doc(), [{ material: m, warehouse: w, batch: 'B1', qty: 10, price: '2.00' }]);
    await k.in(k.doc(), [{ material: m, warehouse: w, batch: 'B2', qty: 30, price: '3.00' }]);
    expect(await price(m, w)).toBe('2.750000');
    await k.out(k.doc(), [{ material: m, warehouse: w, qty: 15 }]);
    expect(await k.totals(m)).toEqual({ [`${w}/0/B2`]: '25' });
    const rows = await ledger(m);
    expect(rows.slice(2).map((r) => [r.batch_no, r.qty, r.unit_price, r.amount])).toEqual([
      ['B1', '-10.000000', '2.750000', '-27.500000'],
      ['B2', '-5.000000', '2.750000', '-13.750000'],
    ]);
    // goods leaving at the average leave it as it is; a new entry recomputes it: (25 × 2.75 + 5 × 4.1) / 30
    expect(await price(m, w)).toBe('2.750000');
    await k.in(k.doc(), [{ material: m, warehouse: w, batch: 'B3', qty: 5, price: '4.10' }]);
    expect(await price(m, w)).toBe(new Big('25').times('2.75').plus(new Big('5').times('4.1')).div(30).round(6).toFixed(6));
  });

  it('refuses what is not there, naming material, warehouse, available and needed; nothing moves', async () => {
    const [m, w] = [await k.material('六角螺栓'), await k.warehouse({ name: '原料一仓' })];
    await k.in(k.doc(), [{ material: m, warehouse: w, qty: '2.5', price: 1 }]);
    const code = (await k.db.selectFrom('mdm_material' as never).select('code' as never).where('id' as never, '=', m as never).executeTakeFirstOrThrow()) as { code: string };
    await expect(k.out(k.doc(), [{ material: m, warehouse: w, qty: 3 }])).rejects.toThrow(`库存不足：${code.code} 六角螺栓 在 原料一仓 可用 2.5，需要 3`);
    expect(await k.totals(m)).toEqual({ [`${w}/0/`]: '2.5' });
    await expect(k.out(k.doc(), [{ material: m, warehouse: w, qty: 0 }])).rejects.toThrow('数量必须大于0');
  });

  it('lets a warehouse that allows it go below zero at the named place', async () => {
    const [m, w] = [await k.material(), await k.warehouse({ allowNegative: true })];
    await k.in(k.doc(), [{ material: m, warehouse: w, position: 7, qty: 1, price: 5 }]);
    await k.out(k.doc(), [{ material: m, warehouse: w, position: 7, qty: 4 }]);
    expect(await k.totals(m)).toEqual({ [`${w}/7/`]: '-3' });
  });

  it('refuses a frozen place and one being counted, in and out', async () => {
    const [m, w] = [await k.material(), await k.warehouse()];
    await k.in(k.doc(), [{ material: m, warehouse: w, position: 1, qty: 5, price: 1 }]);
    const place = () => k.db.updateTable('stock_balance').where('tenant_id', '=', TENANT).where('material_id', '=', m);
    await place().set({ frozen: true }).execute();
    await expect(k.out(k.doc(), [{ material: m, warehouse: w, position: 1, qty: 1 }])).rejects.toThrow('库存已冻结，不能出入库');
    await expect(k.in(k.doc(), [{ material: m, warehouse: w, position: 1, qty: 1, price: 1 }])).rejects.toThrow('库存已冻结，不能出入库');
    await place().set({ frozen: false, status: 'Count' }).execute();
    await expect(k.out(k.doc(), [{ material: m, warehouse: w, position: 1, qty: 1 }])).rejects.toThrow('库位正在盘点，不能出入库');
    // an open place takes from the others only: a counted place gives nothing
    await expect(k.out(k.doc(), [{ material: m, warehouse: w, qty: 1 }])).rejects.toThrow('可用 0，需要 1');
    expect(await k.totals(m)).toEqual({ [`${w}/1/`]: '5' });
  });
});

describe('un-moves', () => {
  it('reverse every row of a document exactly, keep the originals marked, and restore the average', async () => {
    const [m, w] = [await k.material(), await k.warehouse()];
    const first = k.doc();
    await k.in(first, [{ material: m, warehouse: w, qty: 4, price: '1.00' }]);
    const second = k.doc();
    await k.in(second, [{ material: m, warehouse: w, qty: 6, price: '2.00' }]);
    expect(await price(m, w)).toBe('1.600000');
    const delivery = k.doc();
    await k.out(delivery, [{ material: m, warehouse: w, qty: 5 }]);
    expect(await k.reverse(delivery)).toBe(1);
    expect(await k.totals(m)).toEqual({ [`${w}/0/`]: '10' });
    expect(await k.reverse(second)).toBe(1);
    expect(await k.totals(m)).toEqual({ [`${w}/0/`]: '4' });
    expect(await price(m, w)).toBe('1.000000');
    // nothing left to reverse: a second un-audit moves nothing
    expect(await k.reverse(second)).toBe(0);
    const rows = await ledger(m);
    expect(rows.map((r) => [r.qty, r.reversed, r.reverses !== null])).toEqual([
      ['4.000000', false, false],
      ['6.000000', true, false],
      ['-5.000000', true, false],
      ['5.000000', false, true],
      ['-6.000000', false, true],
    ]);
  });

  it('refuses to take back an entry whose goods have left since', async () => {
    const [m, w] = [await k.material(), await k.warehouse()];
    const entry = k.doc();
    await k.in(entry, [{ material: m, warehouse: w, qty: 10, price: 1 }]);
    await k.out(k.doc(), [{ material: m, warehouse: w, qty: 7 }]);
    await expect(k.reverse(entry)).rejects.toThrow('库存已被使用，不能反审核');
    await expect(k.reverse(entry)).rejects.toThrow('只剩 3，需要退回 10');
    expect(await k.totals(m)).toEqual({ [`${w}/0/`]: '3' });
  });
});

describe('the last units under concurrency', () => {
  it('of fifty simultaneous deliveries of one unit each, exactly the ten units there go', async () => {
    const [m, w] = [await k.material(), await k.warehouse()];
    await k.in(k.doc(), [{ material: m, warehouse: w, batch: 'A', qty: 4, price: 1 }]);
    await k.in(k.doc(), [{ material: m, warehouse: w, batch: 'B', qty: 6, price: 1 }]);
    const results = await Promise.allSettled(Array.from({ length: 50 }, () => k.out(k.doc(), [{ material: m, warehouse: w, qty: 1 }])));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(10);
    expect(results.filter((r) => r.status === 'rejected').every((r) => String((r as PromiseRejectedResult).reason.message).startsWith('库存不足'))).toBe(true);
    expect(await k.totals(m)).toEqual({});
    const sum = await k.db.selectFrom('stock_ledger').select((e) => e.fn.sum<string>('qty').as('sum')).where('tenant_id', '=', TENANT).where('material_id', '=', m).executeTakeFirstOrThrow();
    expect(new Big(sum.sum).eq(0)).toBe(true);
  });

  it('of fifty simultaneous deliveries of three, three go and one unit stays', async () => {
    const [m, w] = [await k.material(), await k.warehouse()];
    await k.in(k.doc(), [{ material: m, warehouse: w, qty: 10, price: 1 }]);
    const results = await Promise.allSettled(Array.from({ length: 50 }, () => k.out(k.doc(), [{ material: m, warehouse: w, qty: 3 }])));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
    expect(await k.totals(m)).toEqual({ [`${w}/0/`]: '1' });
  });
});

describe('the snapshot', () => {
  it('at a past moment is the stock as it was then, an un-audit after it counting as of its own moment', async () => {
    const [m, w] = [await k.material(), await k.warehouse()];
    const entry = k.doc();
    await k.in(entry, [{ material: m, warehouse: w, qty: 8, price: 1 }]);
    const t1 = new Date();
    await new Promise((r) => setTimeout(r, 5));
    await k.out(k.doc(), [{ material: m, warehouse: w, qty: 3 }]);
    const t2 = new Date();
    await new Promise((r) => setTimeout(r, 5));
    await k.in(k.doc(), [{ material: m, warehouse: w, qty: 1, price: 1 }]);
    const at = async (t: Date) => (await stockAt(k.db, TENANT, t, { material: m })).map((r) => new Big(r.total).toFixed(0));
    expect(await at(new Date(t1.getTime() - 60_000))).toEqual([]);
    expect(await at(t1)).toEqual(['8']);
    expect(await at(t2)).toEqual(['5']);
    expect(await at(new Date())).toEqual(['6']);
  });
});
