// Documents' numbers (server/records/auto-code.ts) drawn by users' saves: a counter moved in its
// own statement outside the save's transaction. Two users saving purchase orders at once no longer
// wait for each other's commit (they did: a lock taken with the number was held to the commit, and
// the load bench's saves queued behind it); numbers stay unique under concurrent saves; an
// invalid save draws none; a number typed above the counter is stepped over.
import { describe, expect, it } from 'vitest';
import type { RecordPage } from '../../schemas/rpc/datax';
import { builtinModel } from '../../server/records/model';
import { createRecord, type Writer } from '../../server/records/write';
import { type AnyRecord, fileServer, ok } from '../kit';

const srv = await fileServer({}, { withoutFlows: true });
const admin = await srv.session('demo', 'admin');
const T = admin.tenant.id;
const stem = () => `CG${new Date().toISOString().slice(0, 10).replace(/-/g, '')}`;

const supplierId = (await srv.call<RecordPage>(admin, 'datax.MetaDynamic', 'summaryPage', [{ entityCode: 'Supplier', pageSize: 1 }])).json.body.itemList[0].id;
const materialId = (await srv.call<RecordPage>(admin, 'datax.MetaDynamic', 'summaryPage', [{ entityCode: 'Material', pageSize: 1 }])).json.body.itemList[0].id;
const order = () => ({ supplier_id: supplierId, items: [{ material_id: materialId, quantity: 1, unit_price: 1 }] });
const create = () => srv.call<AnyRecord>(admin, 'erp.Purchase', 'create', [order()]);
const serial = (code: string) => Number(code.slice(stem().length));

describe('document numbers', () => {
  it('a save does not wait for another save of the same document type to commit', async () => {
    const db = srv.db.forTenant(T);
    const w: Writer = { db, tenantId: T, userId: admin.user.id, userName: 'holder', organId: null, lang: 'zh_CN', serials: srv.db.drawSerial };
    const events: string[] = [];
    let release!: () => void;
    const held = new Promise<void>((r) => {
      release = r;
    });
    // a user's save that has drawn its number and not yet committed
    let drawn!: () => void;
    const hasDrawn = new Promise<void>((r) => {
      drawn = r;
    });
    const holder = db.transaction().execute(async (trx) => {
      const rec = await createRecord(w, builtinModel('PurchaseOrder')!, order(), trx);
      drawn();
      // released by the other save's answer, or after 8 s if that save waits for this commit
      await Promise.race([held, new Promise((r) => setTimeout(r, 8000))]);
      events.push('holder committed');
      return rec;
    });
    await hasDrawn;
    const other = ok(await create());
    events.push('other saved');
    release();
    const first = await holder;
    expect(events).toEqual(['other saved', 'holder committed']);
    expect(serial(other.code)).toBe(serial(String(first.code)) + 1);
  });

  it('twenty orders saved at once get twenty different numbers of the day', async () => {
    const codes = (await Promise.all(Array.from({ length: 20 }, create))).map((a) => ok(a).code as string);
    expect(new Set(codes).size).toBe(20);
    for (const c of codes) expect(c).toMatch(new RegExp(`^${stem()}\\d{4,}$`));
    const serials = codes.map(serial).sort((a, b) => a - b);
    expect(serials[19] - serials[0]).toBe(19);
  });

  it('an invalid save draws no number: the next good one follows the last', async () => {
    const before = serial(ok(await create()).code);
    const bad = await srv.call(admin, 'erp.Purchase', 'create', [{ supplier_id: supplierId, items: [{ material_id: materialId, quantity: 'x', unit_price: 1 }] }]);
    expect(bad.json.code).toBe(400);
    expect(serial(ok(await create()).code)).toBe(before + 1);
  });
});
