// Tenant-defined entity benchmark (called by bench-records.ts on its running server): an entity
// defined through datax.Metadata, 200 000 records in meta_record (jsonb, the indexes the server
// made for its attributes), then summaryPage with a filter + a fuzzy + a range on its attributes
// at 1 and 100 clients, next to the same SQL run bare through `pg` (ratio).
import type pg from 'pg';
import type { Load, Report } from './bench-kit';

const RECORDS = Number(process.env.BENCH_TENANT_ROWS || 200_000);

export async function benchTenantEntity(report: Report, base: string, auth: Record<string, string>, pool: pg.Pool, load: Load) {
  const post = async (p: string, body: unknown) =>
    (await fetch(`${base}/${p}`, { method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json', ...auth } })).json();
  const must = async (p: string, body: unknown) => {
    const r = await post(p, body);
    if (r.code !== 200) throw new Error(`${p}: ${r.msg}`);
    return r.body;
  };
  await must('datax.Metadata/saveEntity', [{ code: 'BenchPart', name: '基准零件' }]);
  for (const attr of [
    { code: 'code', name: '编码', dataType: 'String', required: true, unique: true, queryDisplay: true, fuzzy: true },
    { code: 'name', name: '名称', dataType: 'String', required: true, queryDisplay: true, fuzzy: true },
    { code: 'grade', name: '等级', dataType: 'Select', options: [{ value: 'A', label: 'A' }, { value: 'B', label: 'B' }, { value: 'C', label: 'C' }], queryDisplay: true },
    { code: 'qty', name: '数量', dataType: 'Number', queryDisplay: true },
  ]) {
    await must('datax.Metadata/saveAttribute', ['BenchPart', attr]);
  }
  const t = performance.now();
  await pool.query(
    `insert into meta_record (tenant_id, entity_code, code, status_dict, data, create_name, modify_name)
     select '00000002', 'BenchPart', 'P' || lpad(g::text, 7, '0'), 'Saved',
            jsonb_build_object('code', 'P' || lpad(g::text, 7, '0'),
              'name', (array['深沟球轴承','六角头螺栓','冷轧钢板','铝合金型材','伺服电机','减速机','齿轮轴','法兰盘','传动轴组件'])[1 + g % 9] || '（' || (g % 997) || '型）',
              'grade', (array['A','B','C'])[1 + g % 3], 'qty', (g * 7919) % 10000),
            '基准', '基准'
       from generate_series(1, ${RECORDS}) g`,
  );
  await pool.query('analyze meta_record');
  report(`tenant entity: generate ${RECORDS.toLocaleString('en')} records in meta_record`, Math.round(performance.now() - t), 'ms');

  const query = { entityCode: 'BenchPart', page: 1, pageSize: 50, filterMap: { grade: 'A' }, fuzzyMap: { name: '深沟球' }, rangeMap: { qty: { first: 1000, second: 6000 } } };
  const check = await must('datax.MetaDynamic/summaryPage', [query]);
  const where = `t.tenant_id = $1 and t.entity_code = 'BenchPart' and (t.data ->> 'grade') = $2 and (t.data ->> 'name') ilike $3
                 and ((t.data ->> 'qty')::numeric) >= $4 and ((t.data ->> 'qty')::numeric) <= $5`;
  let k = 0;
  const range = () => {
    const lo = 1000 + (k++ % 3000);
    return [lo, lo + 5000];
  };
  const bare = async () => {
    const p = ['00000002', 'A', '%深沟球%', ...range()];
    await Promise.all([
      pool.query(`select t.* from meta_record as t where ${where} order by t.id desc limit 50`, p),
      pool.query(`select count(*) from meta_record as t where ${where}`, p),
    ]);
  };
  const viaServer = async () => {
    const [first, second] = range();
    const r = await post('datax.MetaDynamic/summaryPage', [{ ...query, rangeMap: { qty: { first, second } } }]);
    if (r.code !== 200) throw new Error(r.msg);
  };
  report('tenant entity summaryPage matches', check.total, 'rows', `of ${RECORDS.toLocaleString('en')}: grade A, name contains 深沟球, qty 1000–6000`);
  for (const [clients, total] of [[1, 100], [100, 500]] as const) {
    const s = await load(clients, total, viaServer);
    const b = await load(clients, total, bare);
    report(`tenant entity summaryPage, new filter each time, ${clients} client${clients > 1 ? 's' : ''}: server`, s.rps.toFixed(0), 'req/s', `p50 ${s.p50.toFixed(1)} ms, p95 ${s.p95.toFixed(1)} ms`);
    report(`tenant entity summaryPage, new filter each time, ${clients} client${clients > 1 ? 's' : ''}: bare SQL`, b.rps.toFixed(0), 'req/s', `p50 ${b.p50.toFixed(1)} ms, p95 ${b.p95.toFixed(1)} ms; server/bare ${(s.rps / b.rps).toFixed(2)}x`);
  }
}
