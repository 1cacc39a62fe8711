// A broad list on the bench's materials (one fuzzy filter matching a sixth of them) before and
// after the count cap (server/records/list.ts): the same page of rows next to the old exact
// count(*) and to the new count of at most COUNT_CAP + 1 rows, in the same run, as bare SQL through
// `pg` (both run in parallel, as the server runs them). Then the server itself on that filter,
// with a new range each time so its count memo never answers.
import type pg from 'pg';
import { COUNT_CAP } from '../server/records/list';
import { MODULES } from '../modules/index';
import { installModules } from '../server/modules/catalogue';
import type { Load, Report } from './bench-kit';

installModules(MODULES);


const TENANT = '00000002';
const FUZZY = '轴'; // 深沟球轴承, 齿轮轴, 传动轴组件: 3 of the 18 names

export async function benchBroadListCount(report: Report, base: string, auth: Record<string, string>, pool: pg.Pool, load: Load, rows: number) {
  const where = 't.tenant_id = $1 and t.name ilike $2';
  const params = [TENANT, `%${FUZZY}%`];
  const page = () => pool.query(`select t.* from mdm_material as t where ${where} order by t.id desc limit 20 offset 0`, params);
  const exact = () => pool.query(`select count(*) as n from mdm_material as t where ${where}`, params);
  const capped = () => pool.query(`select count(*) as n from (select 1 from mdm_material as t where ${where} limit ${COUNT_CAP + 1}) as s`, params);
  const before = async () => void (await Promise.all([page(), exact()]));
  const after = async () => void (await Promise.all([page(), capped()]));

  const matches = Number((await exact()).rows[0].n);
  const counted = Number((await capped()).rows[0].n);
  report(`broad list matches (of ${rows.toLocaleString('en')} rows)`, matches, 'rows', `name contains ${FUZZY}; the capped count answers ${counted > COUNT_CAP ? `${COUNT_CAP.toLocaleString('en')}+` : counted}`);

  const n = 40;
  await load(1, 3, before); // warm the cache for both
  await load(1, 3, after);
  const b = await load(1, n, before);
  const a = await load(1, n, after);
  const line = `broad list (page of 20 + count), 1 client`;
  report(`${line}: before`, b.p50.toFixed(1), 'ms p50', `p95 ${b.p95.toFixed(1)} ms; exact count(*) of every match`);
  report(`${line}: after`, a.p50.toFixed(1), 'ms p50', `p95 ${a.p95.toFixed(1)} ms; count capped at ${COUNT_CAP.toLocaleString('en')}; after/before p50 ${(a.p50 / b.p50).toFixed(2)}x, p95 ${(a.p95 / b.p95).toFixed(2)}x`);

  // through the server: a different (still broad) price range each time, so no memoised count
  let k = 0;
  const viaServer = async () => {
    const query = { entityCode: 'Material', page: 1, pageSize: 20, fuzzyMap: { name: FUZZY }, rangeMap: { sale_price: { first: (k++ % 5000) / 100 } } };
    const res = await fetch(`${base}/datax.MetaDynamic/summaryPage`, { method: 'POST', body: JSON.stringify([query]), headers: { 'content-type': 'application/json', ...auth } });
    const r = await res.json();
    if (r.code !== 200) throw new Error(r.msg);
  };
  for (const clients of [1, 10]) {
    const s = await load(clients, clients === 1 ? n : 10 * n, viaServer);
    report(`broad list summaryPage, new filter each time, ${clients} client${clients > 1 ? 's' : ''}: server`, s.rps.toFixed(0), 'req/s', `p50 ${s.p50.toFixed(1)} ms, p95 ${s.p95.toFixed(1)} ms (count capped)`);
  }
}
