// Big lists stay fast: a page's total is counted up to 10 000 records. Past that the answer says
// total 10000 + totalCapped true and paging still goes on; below it the total stays exact.
import { beforeAll, describe, expect, it } from 'vitest';
import type { RecordPage, RecordValue } from '../../schemas/rpc/datax';
import type { Session } from '../../schemas/rpc/portal';
import { fileServer } from '../kit';

const ROWS = 12_000; // page 600 of 20 (rows 11 981–12 000) must exist
const NAME = '容量测试物料';

const srv = await fileServer();
const admin = await srv.session('demo', 'admin');
beforeAll(async () => {
  // one set-based statement, not 12 000 calls; codes CAP00000001 … CAP00012000
  const { rows: [organ] } = await srv.db.pool.query("select id from organ where tenant_id = $1 order by id limit 1", [admin.tenant.id]);
  await srv.db.pool.query(
    `insert into mdm_material (tenant_id, organ_id, code, name, category, unit, count_type, manu_mode, sale_price, status_dict, create_name, modify_name)
     select $1, $2, 'CAP' || lpad(g::text, 8, '0'), $3 || g, 'RAW', 'PCS', 'Num', 'Purchased', g % 1000, 'Saved', '测试', '测试'
       from generate_series(1, ${ROWS}) g`,
    [admin.tenant.id, organ.id, NAME],
  );
});

const page = async (s: Session, query: Record<string, unknown>) => {
  const r = await srv.call<RecordPage>(s, 'datax.MetaDynamic', 'summaryPage', [query]);
  expect(r.json.code, r.json.msg).toBe(200);
  return r.json.body;
};
const ours = { entityCode: 'Material', fuzzyMap: { name: NAME } };
/** the inserted materials CAP00000001 … CAP000{last} (codes order as text) */
const upTo = (last: number) => ({ entityCode: 'Material', rangeMap: { code: { first: 'CAP00000001', second: `CAP${String(last).padStart(8, '0')}` } } });

describe('list totals above the count cap', () => {
  it('answers total 10000 with totalCapped when more records match, and pages past the cap', async () => {
    const first = await page(admin, { ...ours, page: 1, pageSize: 20 });
    expect(first).toMatchObject({ total: 10_000, totalCapped: true, page: 1, pageSize: 20 });
    expect(first.itemList).toHaveLength(20);

    const deep = await page(admin, { ...ours, page: 600, pageSize: 20 });
    expect(deep).toMatchObject({ total: 10_000, totalCapped: true, page: 600 });
    expect(deep.itemList).toHaveLength(20);
    // newest first: page 600 holds the 11 981st–12 000th newest, i.e. CAP00000020 … CAP00000001
    expect(deep.itemList.map((m) => m.code)).toEqual(Array.from({ length: 20 }, (_, i) => `CAP${String(20 - i).padStart(8, '0')}`));
    expect((await page(admin, { ...ours, page: 601, pageSize: 20 })).itemList).toHaveLength(0);

    // the whole list (seeded demo materials + ours) is capped the same way
    expect(await page(admin, { entityCode: 'Material' })).toMatchObject({ total: 10_000, totalCapped: true });
  });

  it('keeps filtered totals below the cap exact, without the flag', async () => {
    const some = await page(admin, { ...ours, rangeMap: { sale_price: { first: 100, second: 199 } } });
    expect(some.total).toBe(1_200); // 12 of each sale_price 100 … 199
    expect(some).not.toHaveProperty('totalCapped');
    const none = await page(admin, { ...ours, filterMap: { category: 'FINISHED' } });
    expect(none).toMatchObject({ total: 0, itemList: [] });
    expect(none).not.toHaveProperty('totalCapped');
  });

  it('is exact at exactly 10000 matches and capped at 10001', async () => {
    const atCap = await page(admin, upTo(10_000));
    expect(atCap.total).toBe(10_000);
    expect(atCap).not.toHaveProperty('totalCapped');
    expect(await page(admin, upTo(10_001))).toMatchObject({ total: 10_000, totalCapped: true });
  });

  it('a write moves a memoised capped count back below the cap', async () => {
    const q = upTo(10_001);
    expect(await page(admin, q)).toMatchObject({ totalCapped: true }); // memoised now
    const { itemList } = await page(admin, { ...q, pageSize: 1 });
    const removed = await srv.call<{ removed: number }>(admin, 'datax.MetaDynamic', 'removeValue', ['Material', [(itemList[0] as RecordValue).id]]);
    expect(removed.json.body).toEqual({ removed: 1 });
    const after = await page(admin, q);
    expect(after.total).toBe(10_000);
    expect(after).not.toHaveProperty('totalCapped');
  });

  it('summary (all records, no pager) keeps its exact total', async () => {
    const r = await srv.call<{ total: number; itemList: unknown[] }>(admin, 'datax.MetaDynamic', 'summary', [ours]);
    expect(r.json.code).toBe(200);
    expect(r.json.body.total).toBe(ROWS - 1); // one removed above
    expect(r.json.body).not.toHaveProperty('totalCapped');
    expect(r.json.body.itemList).toHaveLength(5000);
  });

  it('counts only the caller tenant\'s records', async () => {
    const acme = await srv.session('acme', 'admin');
    const theirs = await page(acme, ours);
    expect(theirs.total).toBe(0);
    expect(theirs).not.toHaveProperty('totalCapped');
  });
});
