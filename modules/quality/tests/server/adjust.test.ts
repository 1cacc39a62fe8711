// 检验结果调整 on a real database: the audit changes a judged inspection's result and its barcodes'
// (before and after kept per line), the un-audit restores them; refused for an inspection not
// judged, a barcode not on it, and where a barcode in stock would break the stock-in rules under
// the new result.
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { type AnyRecord, fileServer, ok, refused } from '../../../../tests/kit';
import { arrivalsToInspect } from '../../server/seed';
import { incomingKit } from './incoming-kit';

const srv = await fileServer({}, { withoutFlows: true });
const admin = await srv.session('demo', 'admin');
const T = admin.tenant.id;
const q = await incomingKit(srv, admin, 'QA');
const adj = (method: string, args: unknown[], h: Record<string, string> = {}) => q.call('quality.Adjust', method, args, h);
const audit = async (id: number) => {
  ok(await adj('commit', [id]));
  return adj('audit', [id]);
};

/** an arrival of two packs judged unqualified */
async function judgedUnqualified() {
  const a = await q.arrive(['30', '20']);
  const r = await q.read(a.inspection);
  ok(await q.insp('update', [{ id: r.id, version: r.version, inspected_qty: 10, qualified_qty: 9 }]));
  ok(await q.insp('judge', [r.id]));
  return a;
}
const draft = (incomingId: number, codes: string[], after = 'Qualified') => ({ incoming_id: incomingId, after_result: after, reason: '复测合格，原判定量具误差', lines: codes.map((code) => ({ code, after_result: after })) });

describe('inspection adjustments', () => {
  it('the audit sets the new result on the barcodes and the inspection, keeping the results before; the un-audit restores them', async () => {
    const { inspection, codes } = await judgedUnqualified();
    const made = ok(await adj('create', [draft(inspection.id, codes)]));
    expect(made.code).toMatch(/^TZ/);
    ok(await audit(made.id));
    for (const c of codes) expect(await q.barcode(c)).toMatchObject({ quality_result: 'Qualified' });
    expect(ok(await q.insp('detail', [inspection.id]))).toMatchObject({ result: 'Qualified', state: 'Checked' });
    const d = ok(await adj('detail', [made.id]));
    expect(d.before_result).toBe('Unqualified');
    expect(d.lines.map((l: AnyRecord) => [l.code, l.before_result, l.after_result])).toEqual(codes.map((c) => [c, 'Unqualified', 'Qualified']));
    ok(await adj('deApproval', [made.id]));
    for (const c of codes) expect(await q.barcode(c)).toMatchObject({ quality_result: 'Unqualified' });
    expect(ok(await q.insp('detail', [inspection.id])).result).toBe('Unqualified');
  });

  it('refuses an inspection not judged and a barcode not on the inspection', async () => {
    const pending = await q.arrive(['5']);
    refused(await adj('create', [draft(pending.inspection.id, pending.codes)]), 409, `来料检验单${pending.inspection.code}当前状态为待检，只能调整已判定的检验结果`);
    const { inspection } = await judgedUnqualified();
    refused(await adj('create', [draft(inspection.id, [pending.codes[0]])]), 400, `条码${pending.codes[0]}不属于来料检验单${inspection.code}`);
  });

  it('refuses the audit where a barcode in stock in the 不合格品仓 would become qualified', async () => {
    const { inspection, codes } = await judgedUnqualified();
    const store = await q.save('Warehouse', { code: 'QA-NG', name: '不合格品仓QA', type: 'Unqualified', locations: [{ name: 'QA-A区' }] });
    await sql`update barcode_barcode set state = 'InStock', warehouse_id = ${store.id} where tenant_id = ${T} and code = ${codes[0]}`.execute(srv.db.system);
    const made = ok(await adj('create', [draft(inspection.id, codes)]));
    refused(await audit(made.id), 409, `条码${codes[0]}已入库于不合格品仓QA，调整为合格将违反入库规则`);
    expect(await q.barcode(codes[1])).toMatchObject({ quality_result: 'Unqualified' });
  });
});

describe('the demo data', () => {
  it('shows a year of in-process inspections (each kind, judged and pending), an audited release and an audited adjustment', async () => {
    const page = async (entityCode: string, filterMap: object = {}) => ok(await q.call<{ total: number; itemList: AnyRecord[] }>('datax.MetaDynamic', 'summaryPage', [{ entityCode, filterMap, pageSize: 500 }]));
    const inspections = (await page('QualityProcess')).itemList;
    expect(new Set(inspections.map((r) => r.kind))).toEqual(new Set(['FirstPiece', 'Patrol', 'LastPiece']));
    expect(new Set(inspections.map((r) => r.result))).toEqual(new Set(['Qualified', 'Unqualified', 'Wait']));
    const judged = ok(await q.call('quality.ProcessInspect', 'detail', [inspections.find((r) => r.state === 'Checked')!.id]));
    expect(judged.readings.length).toBeGreaterThan(0);
    expect((await page('QualityRelease', { status_dict: 'Audit' })).total).toBeGreaterThan(0);
    const adjusted = (await page('QualityAdjust', { status_dict: 'Audit' })).itemList[0];
    expect(adjusted).toMatchObject({ before_result: 'Unqualified', after_result: 'Qualified' });
    expect(ok(await q.insp('detail', [adjusted.incoming_id.id])).result).toBe('Qualified');
  });

  it('inspects every audited arrival, whichever materials the seed day\'s newest purchase orders brought (so on any day its rejected lots are there to release and adjust)', async () => {
    class Rollback extends Error {}
    const seen: { inspected: number[]; audited: number[] } = { inspected: [], audited: [] };
    await srv.db.system
      .transaction()
      .execute(async (trx) => {
        // the worst day: none of the arrived materials marked as needing inspection in the material master
        await sql`update mdm_material set need_quality = false where tenant_id = ${T} and id in (select material_id from wms_arrival where tenant_id = ${T})`.execute(trx);
        seen.inspected = (await arrivalsToInspect(trx, T)).map((a) => a.id);
        seen.audited = (await sql<{ id: number }>`select id::int as id from wms_arrival where tenant_id = ${T} and status_dict = 'Audit' order by arrival_date, id`.execute(trx)).rows.map((r) => r.id);
        throw new Rollback();
      })
      .catch((e) => {
        if (!(e instanceof Rollback)) throw e;
      });
    expect(seen.audited.length).toBeGreaterThan(2);
    expect(seen.inspected).toEqual(seen.audited);
  });
});
