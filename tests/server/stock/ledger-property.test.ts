// The ledger and the balances never disagree: random sequences of entries, deliveries (at a named
// place or first in first out), transfers and un-audits of earlier documents — refused ones included — leave
// every place's balance equal to the sum of its ledger rows, nothing below zero, the moving
// average's quantity equal to the warehouse's stock, and the snapshot of every past step equal to
// the balances as they were then. fast-check shrinks a failing sequence to a short one.
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { Big } from '../../../schemas/compute/decimal';
import type { StockDoc } from '../../../server/stock/ledger';
import { stockAt } from '../../../server/stock/snapshot';
import { stockKit, type StockKit, TENANT } from './kit';

let k: StockKit;
beforeAll(async () => {
  k = await stockKit();
});
afterAll(() => k.srv.close());

const pause = () => new Promise((r) => setTimeout(r, 2));

type Op =
  | { kind: 'in'; m: number; w: number; p: number; batch: string; qty: string; price: string }
  | { kind: 'out'; m: number; w: number; p: number | null; qty: string }
  | { kind: 'transfer'; m: number; w: number; p: number | null; w2: number; p2: number; qty: string }
  | { kind: 'reverse'; which: number };

const qty = fc.integer({ min: 1, max: 4000 }).map((n) => new Big(n).div(100).toFixed(2));
const place = { m: fc.integer({ min: 0, max: 1 }), w: fc.integer({ min: 0, max: 1 }) };
const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constant('in' as const), ...place, p: fc.integer({ min: 1, max: 2 }), batch: fc.constantFrom('', 'A', 'B'), qty, price: fc.integer({ min: 0, max: 99_999 }).map((n) => new Big(n).div(100).toFixed(2)) }),
  fc.record({ kind: fc.constant('out' as const), ...place, p: fc.option(fc.integer({ min: 1, max: 2 }), { nil: null }), qty }),
  fc.record({ kind: fc.constant('transfer' as const), ...place, p: fc.option(fc.integer({ min: 1, max: 2 }), { nil: null }), w2: fc.integer({ min: 0, max: 1 }), p2: fc.integer({ min: 1, max: 3 }), qty }),
  fc.record({ kind: fc.constant('reverse' as const), which: fc.nat() }),
);

async function check(materials: number[], warehouses: number[]): Promise<Record<string, string>> {
  const balances = await k.db.selectFrom('stock_balance').selectAll().where('tenant_id', '=', TENANT).where('material_id', 'in', materials).execute();
  const sums = await k.db
    .selectFrom('stock_ledger')
    .select(['material_id', 'warehouse_id', 'area_id', 'position_id', 'batch_no', 'container_code', 'project', (e) => e.fn.sum<string>('qty').as('sum')])
    .where('tenant_id', '=', TENANT)
    .where('material_id', 'in', materials)
    .groupBy(['material_id', 'warehouse_id', 'area_id', 'position_id', 'batch_no', 'container_code', 'project'])
    .execute();
  const key = (r: { material_id: number; warehouse_id: number; position_id: number; batch_no: string }) => `${r.material_id}/${r.warehouse_id}/${r.position_id}/${r.batch_no}`;
  const fromLedger = Object.fromEntries(sums.filter((s) => !new Big(s.sum).eq(0)).map((s) => [key(s), new Big(s.sum).toFixed(6)]));
  const fromBalances = Object.fromEntries(balances.filter((b) => !new Big(b.total).eq(0)).map((b) => [key(b), new Big(b.total).toFixed(6)]));
  expect(fromBalances).toEqual(fromLedger);
  for (const b of balances) expect(new Big(b.total).gte(0)).toBe(true);
  for (const m of materials) {
    for (const w of warehouses) {
      const stock = balances.filter((b) => b.material_id === m && b.warehouse_id === w).reduce((s, b) => s.plus(b.total), new Big(0));
      const avg = await k.db.selectFrom('stock_price').select('qty').where('tenant_id', '=', TENANT).where('material_id', '=', m).where('warehouse_id', '=', w).executeTakeFirst();
      expect(new Big(avg?.qty ?? '0').eq(stock)).toBe(true);
    }
  }
  return fromBalances;
}

it('keeps balances = ledger after any sequence of moves and un-moves; the snapshot of each step is that step’s stock', async () => {
  const warehouses = [await k.warehouse(), await k.warehouse()];
  await fc.assert(
    fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 25 }), async (ops) => {
      const materials = [await k.material(), await k.material()];
      const done: StockDoc[] = [];
      const steps: Array<{ at: Date; stock: Record<string, string> }> = [];
      for (const o of ops) {
        const doc = k.doc();
        try {
          if (o.kind === 'in') await k.in(doc, [{ material: materials[o.m], warehouse: warehouses[o.w], position: o.p, batch: o.batch, qty: o.qty, price: o.price }]);
          else if (o.kind === 'out') await k.out(doc, [{ material: materials[o.m], warehouse: warehouses[o.w], position: o.p, qty: o.qty }]);
          else if (o.kind === 'transfer') await k.transfer(doc, { material: materials[o.m], warehouse: warehouses[o.w], position: o.p, qty: o.qty }, { warehouse: warehouses[o.w2], position: o.p2 });
          else if (done.length) await k.reverse(done.splice(o.which % done.length, 1)[0]);
          if (o.kind !== 'reverse') done.push(doc);
        } catch (e) {
          // refused: not enough there (an out, or an un-audit of goods gone since); nothing moved
          expect(String((e as Error).message)).toMatch(/^库存(不足|已被使用)/);
        }
        // a moment strictly between this step's transaction and the next one's (ledger times are µs, Date's ms)
        await pause();
        steps.push({ at: new Date(), stock: await check(materials, warehouses) });
        await pause();
      }
      for (const s of steps) {
        const then = await stockAt(k.db, TENANT, s.at);
        const mine = then.filter((r) => materials.includes(Number(r.material_id)));
        expect(Object.fromEntries(mine.map((r) => [`${r.material_id}/${r.warehouse_id}/${r.position_id}/${r.batch_no}`, new Big(r.total).toFixed(6)]))).toEqual(s.stock);
      }
    }),
    { numRuns: 30 },
  );
}, 240_000);
