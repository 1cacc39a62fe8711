// Search benchmark (BENCH_ONLY=search npm run bench, or through the full run): 100 000 generated
// library documents (BENCH_SEARCH_DOCS) of Chinese and English manufacturing text, spread over the
// demo's departments, indexed as the indexer indexes (the same entry builder), beside the demo's
// own ~30 000 entries; then search.Search/query through the running server — rare and common
// Chinese words, English words and prefixes, two words — as the admin (whole tenant) and as a line
// lead (one department), p50/p95 against the budget.
import fs from 'node:fs';
import pg from 'pg';
import { MODULES } from '../modules/index';
import { recordEntry } from '../modules/search/server/entries';
import { LibraryDoc } from '../modules/search/entities/library';
import { installModules } from '../server/modules/catalogue';
import type { Budget, Report } from './bench-kit';
import { benchDatabase } from './bench-database';
import { serveBench } from './bench-serve';
import { benchRelevance, speedOfTrigram } from './bench-search-relevance';

/** p95 of a search through the server over 100 000 documents, at most */
export const SEARCH_P95_BUDGET_MS = 400;
const DOCS = Number(process.env.BENCH_SEARCH_DOCS || 100_000);
const CALLS = Number(process.env.BENCH_SEARCH_CALLS || 20);
const T = '00000002';
const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))];

const ZH = [
  '液压泵', '密封圈', '溢流阀', '数控车床', '刀具寿命', '来料检验', '首件确认', '设备点检', '润滑保养', '安全生产',
  '注塑机', '冲压模具', '焊接工艺', '表面处理', '尺寸超差', '毛刺', '热处理', '装配线', '物料齐套', '供应商审核',
  '轴承', '减速机', '伺服电机', '变频器', '传感器', '气缸', '电磁阀', '输送带', '叉车', '仓库盘点',
  '质量追溯', '批次管理', '工单派工', '产能规划', '停机损失', '能耗统计', '环境温度', '振动监测', '油液分析', '备件库存',
];
const EN = ['hydraulic', 'pump', 'seal', 'bearing', 'inspection', 'maintenance', 'fixture', 'torque', 'calibration', 'tolerance', 'forklift', 'conveyor', 'spindle', 'coolant', 'welding', 'gearbox', 'servo', 'sensor', 'valve', 'pressure'];

/** a fixed-seed generator: the corpus is the same on every run */
function generator(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1_103_515_245 + 12_345) % 2_147_483_648;
    return s / 2_147_483_648;
  };
}

function corpus(n: number, departs: number[], creator: { id: number; name: string }) {
  const rnd = generator(20_261_130);
  const pick = <X>(xs: readonly X[]) => xs[Math.floor(rnd() * xs.length)];
  return Array.from({ length: n }, (_, i) => {
    const words = Array.from({ length: 40 }, () => (rnd() < 0.7 ? pick(ZH) : pick(EN)));
    // one rare word in every thousandth document
    if (i % 1000 === 7) words.push('钛合金叶轮');
    return {
      id: 10_000_000 + i,
      code: `BD${String(i).padStart(7, '0')}`,
      name: `${pick(ZH)}${pick(ZH)}说明 ${pick(EN)}`,
      content: words.join(rnd() < 0.5 ? '，' : ' '),
      createId: creator.id,
      createName: creator.name,
      createDt: `2026-${String(1 + (i % 12)).padStart(2, '0')}-15`,
      depart_id: { id: departs[i % departs.length] },
    };
  });
}

async function seedCorpus(pool: pg.Pool, report: Report): Promise<void> {
  const { rows: departs } = await pool.query(`select id from department where tenant_id = $1 order by id`, [T]);
  const { rows: [admin] } = await pool.query(`select id, name from app_user where tenant_id = $1 and code = 'admin'`, [T]);
  const t0 = performance.now();
  const docs = corpus(DOCS, departs.map((d) => Number(d.id)), admin);
  for (let i = 0; i < docs.length; i += 1000) {
    const part = docs.slice(i, i + 1000);
    const entries = part.map((d) => recordEntry(LibraryDoc, d));
    await pool.query(
      `insert into search_entry (tenant_id, entity_code, record_id, part, kind, doc_date, create_id, create_name, depart_id, fields, field_tsv, tsv)
       select $1, 'LibraryDoc', r, '', 'library', d::date, c, cn, dp, f::jsonb, ft::jsonb, v::tsvector
         from unnest($2::bigint[], $3::text[], $4::bigint[], $5::text[], $6::bigint[], $7::text[], $8::text[], $9::text[]) as x(r, d, c, cn, dp, f, ft, v)`,
      [
        T,
        entries.map((e) => e.record_id),
        entries.map((e) => e.doc_date),
        entries.map((e) => e.create_id),
        entries.map((e) => e.create_name),
        entries.map((e) => e.depart_id),
        entries.map((e) => JSON.stringify(e.fields)),
        entries.map((e) => JSON.stringify(e.field_tsv)),
        entries.map((e) => e.tsv),
      ],
    );
  }
  await pool.query('vacuum analyze search_entry');
  report(`index ${DOCS.toLocaleString('en')} generated documents`, Math.round(performance.now() - t0), 'ms', 'entries built in Node, inserted 1 000 at a time');
}

const QUERIES = ['钛合金叶轮', '溢流阀', '液压泵 密封圈', '数控车床', '轴承', 'bearing', 'hydr', 'seal inspection', '供应商审核 servo', '质量追溯'];

export async function benchSearch(report: Report, budget?: Budget): Promise<void> {
  installModules(MODULES);
  const { dir, server, url } = await benchDatabase('search');
  const pool = new pg.Pool({ connectionString: url, max: 4 });
  try {
    await benchRelevance(pool, report);
    await seedCorpus(pool, report);
    await speedOfTrigram(pool, report);
    const srv = await serveBench(url, dir);
    try {
      const { post, login } = srv;
      for (const [who, user, password] of [['admin, whole tenant', 'admin', 'Admin@123'], ['line lead, one department', 'sunli', 'Demo@123']] as const) {
        const auth = await login(user, password);
        const times: number[] = [];
        let hits = 0;
        for (let i = 0; i < CALLS; i++) {
          for (const q of QUERIES) {
            const t = performance.now();
            const r = await post('search.Search/query', [{ q, page: 1, pageSize: 20 }], auth);
            times.push(performance.now() - t);
            if (r.code !== 200) throw new Error(`search ${q}: ${r.msg}`);
            if (i === 0) hits += r.body.total;
          }
        }
        report(`search, ${who}`, Math.round(pct(times, 95)), 'ms p95', `p50 ${pct(times, 50).toFixed(0)} ms, ${QUERIES.length} queries × ${CALLS}, ${hits.toLocaleString('en')} hits in all`);
        budget?.(`search p95 (${who}) over ${DOCS.toLocaleString('en')} documents`, pct(times, 95), SEARCH_P95_BUDGET_MS, 'ms');
      }
    } finally {
      await srv.stop();
    }
  } finally {
    await pool.end();
    await server.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await benchSearch((name, value, unit, note = '') => console.log(`${name.padEnd(48)} ${String(value).padStart(10)} ${unit.padEnd(8)} ${note}`));
}
