// Demo purchase documents of the demo tenant: a year of purchase orders (about 1 500, 2–8 lines,
// a few big suppliers and many small ones, prices near the materials' purchase prices), the
// arrivals made from most audited orders (some partial, some in two parts) with the orders'
// arrived quantities moved and orders finished when complete, and about 60 returns made from
// arrivals. Generated in memory with a seeded generator, computed with the engine's evaluator and
// written set-based (server/seed/demo-kit). Runs once, on the first start, before the sale and
// finance demos (finance pays the arrivals).
import type { Row } from '../../../schemas/compute/record';
import type { SeedContext } from '../../../server/modules/types';
import {
  actor,
  addDays,
  closeOrders,
  type Doc,
  docLife,
  maxDate,
  officeTime,
  orderLine,
  purchasePrice,
  ref,
  returnsFrom,
  round,
  shipOrders,
  spreadDates,
  statusByAge,
  tradeDemo,
  warehouseOf,
  weighted,
  writeDocs,
  zipf,
} from '../../../server/seed/demo-kit';
import { PurchaseArrival } from '../entities/arrival';
import { PurchaseOrder } from '../entities/order';
import { PurchaseReject } from '../entities/reject';

const ORDERS = 1500;
const RETURNS = 60;

const REMARKS = ['请附材质证明', '按图纸要求包装', '分批到货可接受', '含运费', '送货前电话联系仓库', '需附出厂检验报告'];
const RETURN_REASONS = ['来料检验不合格', '规格型号不符', '包装破损', '数量多发', '尺寸超差', '表面锈蚀'];

/** Where a material is received: raw materials, consumables and packaging, spare parts. */
const WAREHOUSE_OF: Record<string, string> = { RAW: 'WH01', SEMI: 'WH02', FINISHED: 'WH03', AUX: 'WH05', PACK: 'WH05', SPARE: 'WH06' };

export async function seedPurchaseDemo(ctx: SeedContext): Promise<void> {
  if (ctx.tenant.code !== 'demo') return;
  const { db, T, cal, r, md, admin, keeper, precisionOf, material } = await tradeDemo(ctx, 0x5eed0101);
  const buyer = actor(md, 'lina', admin);
  const whOf = warehouseOf(md, WAREHOUSE_OF, 'WH01');

  // suppliers, in a shuffled order of size: a few big ones get most of the orders
  const buyable = md.materials.filter((m) => m.manu_mode === 'Purchased' || m.manu_mode === 'OutSourced');
  const mats = buyable.length >= 10 ? buyable : md.materials;
  const ofCats = (cats: string[]) => mats.filter((m) => cats.includes(String(m.category)));
  const suppliers = r.sample(md.suppliers.filter((s) => s.category !== 'LOGISTICS'), md.suppliers.length);
  if (!suppliers.length || !mats.length) return;
  const profiles = suppliers.map((s, rank) => {
    const pool =
      s.category === 'OUTSOURCE' ? mats.filter((m) => m.manu_mode === 'OutSourced' || m.category === 'RAW') : s.category === 'EQUIP' ? ofCats(['SPARE', 'RAW']) : ofCats(['RAW', 'AUX', 'PACK']);
    const x = r.next();
    return {
      s,
      portfolio: r.sample(pool.length >= 4 ? pool : mats, r.int(6, 24)),
      lead: r.int(3, 16),
      size: rank < 6 ? 2 : rank < 25 ? 1.3 : 0.8,
      payType: x < 0.85 ? 'BuyOnCredit' : 'Spot',
      purchaseType: s.category === 'OUTSOURCE' ? 'Outsource' : 'Normal',
    };
  });
  const pickSupplier = weighted(zipf(profiles.length, 1.1), r);
  const pickLines = weighted([0, 0, 20, 25, 20, 13, 10, 7, 5], r);

  // ---- orders -------------------------------------------------------------------------------------
  const orders: Doc[] = spreadDates(cal, ORDERS, r, 2).map((day) => {
    const p = profiles[pickSupplier()];
    const lead = Math.max(2, p.lead + r.int(-2, 5));
    const items = r.sample(p.portfolio, pickLines()).map((m): Row => {
      const base = purchasePrice(m);
      const unitPrice = round(base * (0.94 + 0.12 * r.next()), base < 10 ? 4 : 2);
      return orderLine(r, m, p.size, unitPrice, () => ({ delivery_date: addDays(day, lead + r.int(0, 3)), arrived_qty: 0 }));
    });
    const status = statusByAge(r, cal.age(day));
    const created = officeTime(day, r);
    const x = r.next();
    return {
      ...docLife(r, cal, day, created, status, buyer, admin),
      h: {
        type: 'Purchase',
        supplier_id: Number(p.s.id),
        warehouse_id: whOf(material.get(Number(items[0].material_id))!),
        bill_date: day,
        delivery_date: addDays(day, lead),
        pay_type: r.chance(0.012) ? 'InAdvance' : r.chance(0.9) ? p.payType : 'BuyOnCredit',
        project_dict: x < 0.85 ? 'P001' : x < 0.95 ? 'P002' : 'P003',
        discount_rate: r.chance(0.75) ? 0 : r.pick([0.5, 1, 2, 3, 5]),
        total_cost: 0,
        settled: 0,
        invoiced: 0,
        remark: r.chance(0.15) ? r.pick(REMARKS) : null,
        __lead: lead,
        __profile: p,
      },
      c: { items },
    };
  });

  // ---- arrivals from audited orders -----------------------------------------------------------------
  const { shipments: arrivals, manual } = shipOrders(r, cal, orders, {
    firstDay: (o) => maxDate(maxDate(addDays(o.day, 1), o.modified.slice(0, 10)), addDays(o.day, Number(o.h.__lead) + r.int(-2, 4))),
    manualChance: 0.6,
    recent: 4,
    precisionOf,
    material,
    batchPrefix: 'B',
    keeper,
    auditor: admin,
    head: (o, day) => ({
      purchase_id: ref(o),
      arrival_date: day,
      supplier_id: o.h.supplier_id,
      warehouse_id: o.h.warehouse_id,
      purchase_type: (o.h.__profile as (typeof profiles)[number]).purchaseType,
      pay_type: o.h.pay_type,
      project_dict: o.h.project_dict,
      discount_rate: o.h.discount_rate,
      settled: 0,
      invoiced: 0,
    }),
  });

  // the orders' arrived quantities (audited arrivals), finished when every line has arrived
  closeOrders(r, cal, orders, arrivals, { progress: 'arrived_qty', via: 'order_item_id', orderOf: 'purchase_id', manual });

  // ---- returns from audited arrivals -----------------------------------------------------------------
  const rejects = returnsFrom(r, cal, arrivals, {
    count: RETURNS,
    minAge: 6,
    after: [1, 12],
    oneLine: 0.75,
    whole: 0,
    part: [0.05, 0.25],
    precisionOf,
    via: 'arrival_item_id',
    source: 'source_arrival_id',
    by: buyer,
    auditor: admin,
    head: (a, day) => ({ arrival_id: ref(a), supplier_id: a.h.supplier_id, warehouse_id: a.h.warehouse_id, bill_date: day, project_dict: a.h.project_dict, discount_rate: a.h.discount_rate, settled: 0, reason: r.pick(RETURN_REASONS) }),
  });

  // ---- computed, numbered, written ------------------------------------------------------------------
  for (const o of orders) {
    delete o.h.__lead;
    delete o.h.__profile;
  }
  await writeDocs(
    db,
    T,
    [
      [PurchaseOrder, orders],
      [PurchaseArrival, arrivals],
      [PurchaseReject, rejects],
    ],
    [
      ['purchaseToArrival', 'order_id'],
      ['arrivalToReject', 'source_arrival_id'],
    ],
  );
}
