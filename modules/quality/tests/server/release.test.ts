// 质量放行 on a real database: a concession releases barcodes judged unqualified, an urgent release
// barcodes not inspected yet; the audit sets them qualified (what the stock-in accepts), the
// un-audit restores result and state, refused once a barcode went into stock; audited, the
// document is not edited; each refusal of a save with its message.
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { type AnyRecord, fileServer, ok, refused } from '../../../../tests/kit';
import { incomingKit } from './incoming-kit';

const srv = await fileServer({}, { withoutFlows: true });
const admin = await srv.session('demo', 'admin');
const T = admin.tenant.id;
const q = await incomingKit(srv, admin, 'QR');
const rel = (method: string, args: unknown[], h: Record<string, string> = {}) => q.call('quality.Release', method, args, h);

/** an arrival of two packs judged unqualified (more nonconforming than the scheme's 100% pass mark) */
async function unqualified() {
  const a = await q.arrive(['30', '20.5']);
  const r = await q.read(a.inspection);
  ok(await q.insp('update', [{ id: r.id, version: r.version, inspected_qty: 10, qualified_qty: 9 }]));
  expect(ok(await q.insp('judge', [r.id])).result).toBe('Unqualified');
  return a.codes;
}
const draft = (codes: string[], more: Record<string, unknown> = {}) => ({ release_type: 'Concession', material_id: q.material.id, quantity: '50.5', reason: '尺寸轻微超差，不影响装配', approver: '质量经理', barcodes: codes.map((code) => ({ code })), ...more });

describe('release', () => {
  it('a concession sets unqualified barcodes qualified on audit; the un-audit restores them; audited it is not edited', async () => {
    const codes = await unqualified();
    const made = ok(await rel('create', [draft(codes)]));
    expect(made.code).toMatch(/^FX/);
    ok(await rel('commit', [made.id]));
    ok(await rel('audit', [made.id]));
    for (const c of codes) expect(await q.barcode(c)).toMatchObject({ quality_result: 'Qualified', state: null });
    const audited = ok(await rel('detail', [made.id]));
    expect(audited.barcodes.map((b: AnyRecord) => b.before_result)).toEqual(['Unqualified', 'Unqualified']);
    refused(await rel('modify', [{ id: made.id, version: audited.version, reason: '改' }]), 409);
    ok(await rel('deApproval', [made.id]));
    for (const c of codes) expect(await q.barcode(c)).toMatchObject({ quality_result: 'Unqualified' });
  });

  it('an urgent release sets barcodes still awaiting inspection qualified (no longer pending), and restores them', async () => {
    const { codes } = await q.arrive(['5']);
    expect(await q.barcode(codes[0])).toMatchObject({ quality_result: 'Wait', state: 'Pending' });
    const made = ok(await rel('create', [draft(codes, { release_type: 'Urgent', quantity: 5 })]));
    ok(await rel('commit', [made.id]));
    ok(await rel('audit', [made.id]));
    expect(await q.barcode(codes[0])).toMatchObject({ quality_result: 'Qualified', state: null });
    ok(await rel('deApproval', [made.id]));
    expect(await q.barcode(codes[0])).toMatchObject({ quality_result: 'Wait', state: 'Pending' });
  });

  it('refuses: a result the release type does not release, a quantity not the barcodes’ total, unknown or repeated barcodes, another material', async () => {
    const bad = await unqualified();
    const { codes: waiting } = await q.arrive(['5']);
    refused(await rel('create', [draft(waiting, { quantity: 5 })]), 409, `条码${waiting[0]}的质检结果为待检，让步接收只能放行不合格的条码`);
    refused(await rel('create', [draft(bad, { release_type: 'Urgent' })], { language: 'en_US' }), 409, `Barcode ${bad[0]} is Unqualified: Urgent use releases only barcodes Awaiting inspection`);
    refused(await rel('create', [draft(bad, { quantity: '50.50001' })]), 400);
    refused(await rel('create', [draft(bad, { quantity: '50.4' })]), 400, '放行数量50.4与条码数量合计50.5不一致');
    refused(await rel('create', [draft([...bad, 'QR-NOPE'])]), 400, '条码不存在：QR-NOPE');
    refused(await rel('create', [draft([bad[0], bad[0]], { quantity: 60 })]), 400, `条码${bad[0]}重复`);
    const other = await q.save('Material', { code: 'QR-OTHER', name: '另一物料', unit: 'PCS', count_type: 'Num' });
    refused(await rel('create', [draft(bad, { material_id: other.id })]), 400, `条码${bad[0]}的物料与放行单物料不一致`);
  });

  it('refuses a barcode already returned to the supplier: the goods are gone', async () => {
    const codes = await unqualified();
    // what an audited return (退货) writes on its barcodes
    await sql`update barcode_barcode set state = 'Returned' where tenant_id = ${T} and code = ${codes[0]}`.execute(srv.db.system);
    refused(await rel('create', [draft(codes)]), 409, `条码${codes[0]}已退货，不能放行或调整`);
  });

  it('the un-audit is refused once a released barcode is in stock', async () => {
    const codes = await unqualified();
    const made = ok(await rel('create', [draft(codes)]));
    ok(await rel('commit', [made.id]));
    ok(await rel('audit', [made.id]));
    // the stock-in of a released barcode (what an audited entry writes on it)
    await sql`update barcode_barcode set state = 'InStock' where tenant_id = ${T} and code = ${codes[1]}`.execute(srv.db.system);
    refused(await rel('deApproval', [made.id]), 409, `条码${codes[1]}已按放行结果入库，不能反审核`);
    expect(await q.barcode(codes[0])).toMatchObject({ quality_result: 'Qualified' });
  });
});
