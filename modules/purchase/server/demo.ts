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
  type AnyDb,
  actor,
  closeOrders,
  addDays,
  big,
  calendar,
  type Doc,
  fulfilment,
  idOf,
  insertPaths,
  LIVE,
  masterData,
  maxDate,
  minDate,
  movedAt,
  niceQty,
  num,
  officeTime,
  partQty,
  pathsOf,
  prepare,
  ref,
  target,
  Writes,
  purchasePrice,
  rng,
  round,
  spreadDates,
  statusByAge,
  versionOf,
  weighted,
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
  const db = ctx.db as AnyDb;
  const T = ctx.tenant.id;
  const cal = calendar();
  const r = rng(0x5eed0101);
  const md = await masterData(db, T);
  const admin = { id: ctx.creator.id, name: ctx.creator.name };
  const buyer = actor(md, 'lina', admin);
  const keeper = actor(md, 'wangqiang', admin);
  const warehouse = new Map(md.warehouses.map((w) => [String(w.code), Number(w.id)]));
  const whOf = (m: Row) => warehouse.get(WAREHOUSE_OF[String(m.category)] ?? 'WH01') ?? (md.warehouses.length ? Number(md.warehouses[0].id) : null);

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
  const precisionOf = new Map(md.materials.map((m) => [Number(m.id), Number(m.unit_precision ?? 0)]));
  const material = new Map(md.materials.map((m) => [Number(m.id), m]));

  // ---- orders -------------------------------------------------------------------------------------
  const orders: Doc[] = spreadDates(cal, ORDERS, r, 2).map((day) => {
    const p = profiles[pickSupplier()];
    const lead = Math.max(2, p.lead + r.int(-2, 5));
    const items = r.sample(p.portfolio, pickLines()).map((m): Row => {
      const base = purchasePrice(m);
      const unitPrice = round(base * (0.94 + 0.12 * r.next()), base < 10 ? 4 : 2);
      return {
        material_id: Number(m.id),
        spec: m.spec ?? null,
        unit: m.unit ?? null,
        quantity: niceQty(r.logNormal(8000 * p.size, 0.9) / unitPrice, Number(m.unit_precision ?? 0)),
        unit_price: unitPrice,
        delivery_date: addDays(day, lead + r.int(0, 3)),
        arrived_qty: 0,
      };
    });
    const status = statusByAge(r, cal.age(day));
    const created = officeTime(day, r);
    const x = r.next();
    return {
      id: 0,
      day,
      status,
      version: versionOf(status),
      created,
      modified: movedAt(r, cal, day, created, status),
      creator: buyer,
      modifier: status === 'Saved' ? buyer : admin,
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
  const arrivals: Doc[] = [];
  const manual = new Set<Doc>();
  for (const o of orders) {
    if (o.status !== 'Audit') continue;
    const p = o.h.__profile as (typeof profiles)[number];
    const lines = o.c.items.map((l) => ({ quantity: Number(l.quantity), precision: precisionOf.get(Number(l.material_id)) ?? 0 }));
    const first = maxDate(maxDate(addDays(o.day, 1), o.modified.slice(0, 10)), addDays(o.day, Number(o.h.__lead) + r.int(-2, 4)));
    const plan = fulfilment(r, cal, o.day, first, lines);
    if (plan.partial && cal.age(o.day) > 60 && r.chance(0.6)) manual.add(o);
    let previousAudited = true;
    for (const s of plan.shipments) {
      if (!previousAudited) break;
      const status = cal.age(s.day) >= 4 ? 'Audit' : statusByAge(r, cal.age(s.day), { recent: 4 });
      const created = officeTime(s.day, r, o.modified);
      const items = o.c.items.flatMap((l, i): Row[] => {
        if (!s.qty[i]) return [];
        const m = material.get(Number(l.material_id));
        return [
          {
            material_id: l.material_id,
            spec: l.spec,
            unit: l.unit,
            quantity: s.qty[i],
            unit_price: l.unit_price,
            order_item_id: ref(l),
            order_id: ref(o),
            batch_no: m?.need_batch ? `B${s.day.replace(/-/g, '')}${String(i + 1).padStart(2, '0')}` : null,
            returned_qty: 0,
          },
        ];
      });
      arrivals.push({
        id: 0,
        day: s.day,
        status,
        version: versionOf(status),
        created,
        modified: movedAt(r, cal, s.day, created, status),
        creator: keeper,
        modifier: status === 'Saved' ? keeper : admin,
        h: {
          purchase_id: ref(o),
          arrival_date: s.day,
          supplier_id: o.h.supplier_id,
          warehouse_id: o.h.warehouse_id,
          purchase_type: p.purchaseType,
          pay_type: o.h.pay_type,
          project_dict: o.h.project_dict,
          discount_rate: o.h.discount_rate,
          settled: 0,
          invoiced: 0,
        },
        c: { items, pays: [], cost_items: [] },
      });
      previousAudited = status === 'Audit';
    }
  }

  // the orders' arrived quantities (audited arrivals), finished when every line has arrived
  closeOrders(r, cal, orders, arrivals, { progress: 'arrived_qty', via: 'order_item_id', orderOf: 'purchase_id', manual });

  // ---- returns from audited arrivals -----------------------------------------------------------------
  const eligible = arrivals.filter((a) => a.status === 'Audit' && cal.age(a.day) >= 6);
  const rejects: Doc[] = [];
  const picked = new Set(r.sample(eligible, RETURNS));
  for (const a of eligible.filter((x) => picked.has(x))) {
    const day = minDate(maxDate(addDays(a.day, r.int(1, 12)), a.modified.slice(0, 10)), cal.today);
    const status = cal.age(day) >= 3 ? 'Audit' : statusByAge(r, cal.age(day), { recent: 3 });
    const created = officeTime(day, r, a.modified);
    const items = r.sample(a.c.items, r.chance(0.75) ? 1 : 2).flatMap((l): Row[] => {
      const q = Number(l.quantity);
      const precision = precisionOf.get(Number(l.material_id)) ?? 0;
      const back = q <= (precision > 0 ? 0.02 : 1) ? q : partQty(q, 0.05 + 0.25 * r.next(), precision);
      if (!(back > 0)) return [];
      return [{ material_id: l.material_id, spec: l.spec, unit: l.unit, quantity: back, unit_price: l.unit_price, arrival_item_id: ref(l), source_arrival_id: ref(a) }];
    });
    if (!items.length) continue;
    rejects.push({
      id: 0,
      day,
      status,
      version: versionOf(status),
      created,
      modified: movedAt(r, cal, day, created, status),
      creator: buyer,
      modifier: status === 'Saved' ? buyer : admin,
      h: { arrival_id: ref(a), supplier_id: a.h.supplier_id, warehouse_id: a.h.warehouse_id, bill_date: day, project_dict: a.h.project_dict, discount_rate: a.h.discount_rate, settled: 0, reason: r.pick(RETURN_REASONS) },
      c: { items },
    });
  }
  for (const j of rejects) {
    if (!LIVE.has(j.status)) continue;
    for (const l of j.c.items) {
      const al = target(l.arrival_item_id);
      al.returned_qty = num(big(al.returned_qty).plus(big(l.quantity)));
    }
  }

  // ---- computed, numbered, written ------------------------------------------------------------------
  for (const o of orders) {
    delete o.h.__lead;
    delete o.h.__profile;
  }
  await prepare(db, T, [
    [PurchaseOrder, orders],
    [PurchaseArrival, arrivals],
    [PurchaseReject, rejects],
  ]);
  const writes = new Writes();
  await writes.computeAndInsert(db, T, PurchaseOrder, orders);
  await writes.computeAndInsert(db, T, PurchaseArrival, arrivals);
  await writes.computeAndInsert(db, T, PurchaseReject, rejects);
  writes.add(
    insertPaths(db, T, [
      ...pathsOf('purchaseToArrival', 'PurchaseOrder', 'PurchaseArrival', arrivals, (d) => d.c.items.map((l) => idOf(l.order_id))),
      ...pathsOf('arrivalToReject', 'PurchaseArrival', 'PurchaseReject', rejects, (d) => d.c.items.map((l) => idOf(l.source_arrival_id))),
    ]),
  );
  await writes.done();
}
