// Demo sale documents of the demo tenant: a year of sale orders (about 2 500, 1–6 lines, a few big
// customers and many small ones, salesmen from persons, urgency and delivery dates, prices near
// the materials' sale prices and cost prices from their purchase prices), the deliveries made
// from most audited orders (some partial, some in two parts) with delivered quantities, delivery
// rates and finished orders, and about 100 returns moving the deliveries' returned quantities and
// return status. Generated with a seeded generator, computed with the engine's evaluator and written
// set-based (server/seed/demo-kit). Runs after the purchase demo and before the finance demo
// (finance collects the deliveries).
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
  salePrice,
  spreadDates,
  statusByAge,
  versionOf,
  weighted,
  zipf,
} from '../../../server/seed/demo-kit';
import { SaleDelivery } from '../entities/delivery';
import { SaleOrder } from '../entities/order';
import { SaleReject } from '../entities/reject';

const ORDERS = 2500;
const RETURNS = 100;

const REMARKS = ['请随货附质检报告', '周六可收货', '送货前一天电话确认', '需开具增值税专用发票', '木箱包装', '按合同分批交货'];
const URGENT_REMARKS = ['急单，优先安排生产', '客户产线停线待料', '加急，空运发货'];
const RETURN_REASONS = ['质量问题', '客户取消部分订单', '型号发错', '运输损坏', '多发退回', '外观划伤'];
const WAREHOUSE_OF: Record<string, string> = { FINISHED: 'WH03', SEMI: 'WH02', SPARE: 'WH06', RAW: 'WH01', AUX: 'WH05', PACK: 'WH05' };

export async function seedSaleDemo(ctx: SeedContext): Promise<void> {
  if (ctx.tenant.code !== 'demo') return;
  const db = ctx.db as AnyDb;
  const T = ctx.tenant.id;
  const cal = calendar();
  const r = rng(0x5eed0202);
  const md = await masterData(db, T);
  const admin = { id: ctx.creator.id, name: ctx.creator.name };
  const keeper = actor(md, 'wangqiang', admin);
  const warehouse = new Map(md.warehouses.map((w) => [String(w.code), Number(w.id)]));
  const whOf = (m: Row) => warehouse.get(WAREHOUSE_OF[String(m.category)] ?? 'WH03') ?? (md.warehouses.length ? Number(md.warehouses[0].id) : null);
  const persons = md.persons.map((p) => Number(p.id));

  const sellable = md.materials.filter((m) => ['FINISHED', 'SEMI', 'SPARE'].includes(String(m.category)));
  const mats = sellable.length >= 10 ? sellable : md.materials;
  const customers = r.sample(md.customers, md.customers.length);
  if (!customers.length || !mats.length) return;
  const profiles = customers.map((c, rank) => {
    const x = r.next();
    return {
      c,
      portfolio: r.sample(mats, r.int(4, rank < 10 ? 30 : 14)),
      size: rank < 5 ? 3 : rank < 20 ? 1.6 : 0.7,
      discount: rank < 5 ? 0.95 : 1,
      salesman: c.salesman_id != null ? Number(c.salesman_id) : persons.length ? r.pick(persons) : null,
      payType: rank < 20 || x < 0.85 ? 'BuyOnCredit' : 'Spot',
      project: r.chance(0.1) ? 'P003' : 'P001',
    };
  });
  const pickCustomer = weighted(zipf(profiles.length, 1.1), r);
  const pickLines = weighted([0, 25, 25, 20, 14, 9, 7], r);
  const precisionOf = new Map(md.materials.map((m) => [Number(m.id), Number(m.unit_precision ?? 0)]));
  const material = new Map(md.materials.map((m) => [Number(m.id), m]));

  // ---- orders -------------------------------------------------------------------------------------
  const orders: Doc[] = spreadDates(cal, ORDERS, r, 3).map((day) => {
    const p = profiles[pickCustomer()];
    const u = r.next();
    const urgency = u < 0.8 ? 'Normal' : u < 0.95 ? 'Urgency' : 'ExtraUrgency';
    const lead = urgency === 'Normal' ? r.int(7, 25) : urgency === 'Urgency' ? r.int(3, 7) : r.int(1, 3);
    const items = r.sample(p.portfolio, pickLines()).map((m): Row => {
      const unitPrice = round(salePrice(m) * p.discount * (0.92 + 0.16 * r.next()), 2);
      const cost = purchasePrice(m);
      return {
        material_id: Number(m.id),
        spec: m.spec ?? null,
        unit: m.unit ?? null,
        quantity: niceQty(r.logNormal(8000 * p.size, 0.9) / unitPrice, Number(m.unit_precision ?? 0)),
        unit_price: unitPrice,
        cost_price: cost,
        delivered_qty: 0,
      };
    });
    const status = statusByAge(r, cal.age(day));
    const created = officeTime(day, r);
    const gross = items.reduce((t, l) => t + Number(l.quantity) * Number(l.unit_price), 0);
    return {
      id: 0,
      day,
      status,
      version: versionOf(status),
      created,
      modified: movedAt(r, cal, day, created, status),
      creator: admin,
      modifier: admin,
      h: {
        customer_id: Number(p.c.id),
        customer_addr: p.c.address ?? null,
        salesman_id: p.salesman,
        warehouse_id: whOf(material.get(Number(items[0].material_id))!),
        bill_date: day,
        delivery_date: addDays(day, lead),
        urgency,
        pay_type: r.chance(0.01) ? 'InAdvance' : r.chance(0.92) ? p.payType : 'BuyOnCredit',
        project_dict: r.chance(0.9) ? p.project : 'P002',
        discount_rate: r.chance(0.7) ? 0 : r.pick([0.5, 1, 2, 3, 5]),
        receipted: 0,
        other_cost: r.chance(0.2) ? round(gross * (0.01 + 0.02 * r.next()), 2) : 0,
        invoiced: 0,
        remark: urgency !== 'Normal' && r.chance(0.6) ? r.pick(URGENT_REMARKS) : r.chance(0.15) ? r.pick(REMARKS) : null,
        __lead: lead,
      },
      c: { items },
    };
  });

  // ---- deliveries from audited orders ------------------------------------------------------------------
  const deliveries: Doc[] = [];
  const manual = new Set<Doc>();
  for (const o of orders) {
    if (o.status !== 'Audit') continue;
    const lines = o.c.items.map((l) => ({ quantity: Number(l.quantity), precision: precisionOf.get(Number(l.material_id)) ?? 0 }));
    const first = maxDate(maxDate(o.day, o.modified.slice(0, 10)), addDays(o.day, Number(o.h.__lead) + r.int(-3, 3)));
    const plan = fulfilment(r, cal, o.day, first, lines);
    if (plan.partial && cal.age(o.day) > 60 && r.chance(0.5)) manual.add(o);
    let previousAudited = true;
    for (const s of plan.shipments) {
      if (!previousAudited) break;
      const status = cal.age(s.day) >= 3 ? 'Audit' : statusByAge(r, cal.age(s.day), { recent: 3 });
      const created = officeTime(s.day, r, o.modified);
      const modified = movedAt(r, cal, s.day, created, status);
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
            cost_price: l.cost_price,
            order_item_id: ref(l),
            order_id: ref(o),
            batch_no: m?.need_batch ? `P${s.day.replace(/-/g, '')}${String(i + 1).padStart(2, '0')}` : null,
            returned_qty: 0,
          },
        ];
      });
      deliveries.push({
        id: 0,
        day: s.day,
        status,
        version: versionOf(status),
        created,
        modified,
        creator: keeper,
        modifier: status === 'Saved' ? keeper : admin,
        h: {
          sale_id: ref(o),
          customer_id: o.h.customer_id,
          salesman_id: o.h.salesman_id,
          warehouse_id: o.h.warehouse_id,
          bill_date: s.day,
          pay_type: o.h.pay_type,
          project_dict: o.h.project_dict,
          discount_rate: o.h.discount_rate,
          settled: 0,
          audit_dt: LIVE.has(status) ? modified : null,
        },
        c: { items, pays: [], cost_items: [] },
      });
      previousAudited = status === 'Audit';
    }
  }

  // delivered quantities (audited deliveries); finished when every line has gone out
  closeOrders(r, cal, orders, deliveries, { progress: 'delivered_qty', via: 'order_item_id', orderOf: 'sale_id', manual });

  // ---- returns from audited deliveries -------------------------------------------------------------------
  const eligible = deliveries.filter((d) => d.status === 'Audit' && cal.age(d.day) >= 5);
  const rejects: Doc[] = [];
  const picked = new Set(r.sample(eligible, RETURNS));
  for (const d of eligible.filter((x) => picked.has(x))) {
    const day = minDate(maxDate(addDays(d.day, r.int(2, 20)), d.modified.slice(0, 10)), cal.today);
    const status = cal.age(day) >= 3 ? 'Audit' : statusByAge(r, cal.age(day), { recent: 3 });
    const created = officeTime(day, r, d.modified);
    const items = r.sample(d.c.items, r.chance(0.7) ? 1 : 2).flatMap((l): Row[] => {
      const q = Number(l.quantity);
      const precision = precisionOf.get(Number(l.material_id)) ?? 0;
      const back = q <= (precision > 0 ? 0.02 : 1) || r.chance(0.1) ? q : partQty(q, 0.1 + 0.4 * r.next(), precision);
      if (!(back > 0)) return [];
      return [{ material_id: l.material_id, spec: l.spec, unit: l.unit, quantity: back, unit_price: l.unit_price, cost_price: l.cost_price, delivery_item_id: ref(l), source_delivery_id: ref(d) }];
    });
    if (!items.length) continue;
    rejects.push({
      id: 0,
      day,
      status,
      version: versionOf(status),
      created,
      modified: movedAt(r, cal, day, created, status),
      creator: admin,
      modifier: admin,
      h: {
        delivery_id: ref(d),
        customer_id: d.h.customer_id,
        salesman_id: d.h.salesman_id,
        warehouse_id: d.h.warehouse_id,
        bill_date: day,
        project_dict: d.h.project_dict,
        discount_rate: d.h.discount_rate,
        settled: 0,
        reason: r.pick(RETURN_REASONS),
      },
      c: { items },
    });
  }
  for (const j of rejects) {
    if (!LIVE.has(j.status)) continue;
    for (const l of j.c.items) {
      const dl = target(l.delivery_item_id);
      dl.returned_qty = num(big(dl.returned_qty).plus(big(l.quantity)));
    }
  }

  // ---- computed, numbered, written ----------------------------------------------------------------------
  for (const o of orders) delete o.h.__lead;
  await prepare(db, T, [
    [SaleOrder, orders],
    [SaleDelivery, deliveries],
    [SaleReject, rejects],
  ]);
  const writes = new Writes();
  await writes.computeAndInsert(db, T, SaleOrder, orders);
  await writes.computeAndInsert(db, T, SaleDelivery, deliveries);
  await writes.computeAndInsert(db, T, SaleReject, rejects);
  writes.add(
    insertPaths(db, T, [
      ...pathsOf('saleToSaleDelivery', 'SaleOrder', 'SaleDelivery', deliveries, (d) => d.c.items.map((l) => idOf(l.order_id))),
      ...pathsOf('deliveryToReject', 'SaleDelivery', 'SaleReject', rejects, (d) => d.c.items.map((l) => idOf(l.source_delivery_id))),
    ]),
  );
  await writes.done();
}
