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
  addDays,
  closeOrders,
  type Doc,
  docLife,
  LIVE,
  maxDate,
  officeTime,
  orderLine,
  purchasePrice,
  ref,
  returnsFrom,
  round,
  salePrice,
  shipOrders,
  spreadDates,
  statusByAge,
  tradeDemo,
  warehouseOf,
  weighted,
  writeDocs,
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
  const { db, T, cal, r, md, admin, keeper, precisionOf, material } = await tradeDemo(ctx, 0x5eed0202);
  const whOf = warehouseOf(md, WAREHOUSE_OF, 'WH03');
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

  // ---- orders -------------------------------------------------------------------------------------
  const orders: Doc[] = spreadDates(cal, ORDERS, r, 3).map((day) => {
    const p = profiles[pickCustomer()];
    const u = r.next();
    const urgency = u < 0.8 ? 'Normal' : u < 0.95 ? 'Urgency' : 'ExtraUrgency';
    const lead = urgency === 'Normal' ? r.int(7, 25) : urgency === 'Urgency' ? r.int(3, 7) : r.int(1, 3);
    const items = r.sample(p.portfolio, pickLines()).map((m): Row => {
      const unitPrice = round(salePrice(m) * p.discount * (0.92 + 0.16 * r.next()), 2);
      return orderLine(r, m, p.size, unitPrice, () => ({ cost_price: purchasePrice(m), delivered_qty: 0 }));
    });
    const status = statusByAge(r, cal.age(day));
    const created = officeTime(day, r);
    const gross = items.reduce((t, l) => t + Number(l.quantity) * Number(l.unit_price), 0);
    return {
      ...docLife(r, cal, day, created, status, admin, admin),
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
  const { shipments: deliveries, manual } = shipOrders(r, cal, orders, {
    firstDay: (o) => maxDate(maxDate(o.day, o.modified.slice(0, 10)), addDays(o.day, Number(o.h.__lead) + r.int(-3, 3))),
    manualChance: 0.5,
    recent: 3,
    precisionOf,
    material,
    carry: ['cost_price'],
    batchPrefix: 'P',
    keeper,
    auditor: admin,
    head: (o, day, life) => ({
      sale_id: ref(o),
      customer_id: o.h.customer_id,
      salesman_id: o.h.salesman_id,
      warehouse_id: o.h.warehouse_id,
      bill_date: day,
      pay_type: o.h.pay_type,
      project_dict: o.h.project_dict,
      discount_rate: o.h.discount_rate,
      settled: 0,
      audit_dt: LIVE.has(life.status) ? life.modified : null,
    }),
  });

  // delivered quantities (audited deliveries); finished when every line has gone out
  closeOrders(r, cal, orders, deliveries, { progress: 'delivered_qty', via: 'order_item_id', orderOf: 'sale_id', manual });

  // ---- returns from audited deliveries -------------------------------------------------------------------
  const rejects = returnsFrom(r, cal, deliveries, {
    count: RETURNS,
    minAge: 5,
    after: [2, 20],
    oneLine: 0.7,
    whole: 0.1,
    part: [0.1, 0.4],
    precisionOf,
    carry: ['cost_price'],
    via: 'delivery_item_id',
    source: 'source_delivery_id',
    by: admin,
    auditor: admin,
    head: (d, day) => ({
      delivery_id: ref(d),
      customer_id: d.h.customer_id,
      salesman_id: d.h.salesman_id,
      warehouse_id: d.h.warehouse_id,
      bill_date: day,
      project_dict: d.h.project_dict,
      discount_rate: d.h.discount_rate,
      settled: 0,
      reason: r.pick(RETURN_REASONS),
    }),
  });

  // ---- computed, numbered, written ----------------------------------------------------------------------
  for (const o of orders) delete o.h.__lead;
  await writeDocs(
    db,
    T,
    [
      [SaleOrder, orders],
      [SaleDelivery, deliveries],
      [SaleReject, rejects],
    ],
    [
      ['saleToSaleDelivery', 'order_id'],
      ['deliveryToReject', 'source_delivery_id'],
    ],
  );
}
