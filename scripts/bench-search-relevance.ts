// Relevance of three ways to search Chinese and English text in PostgreSQL without a Chinese
// parser, on the demo library (its documents and their PDF, .docx and .xlsx files, as indexed):
//   bigram  — what the product does (modules/search/text/tokens.ts): Han runs as overlapping pairs,
//             a query's run as the phrase of its pairs; other words cut by Intl.Segmenter
//   icu     — Intl.Segmenter's dictionary words for Han too (a query cut the same way)
//   trigram — pg_trgm: every query word as ILIKE '%word%' over the text, ranked by word_similarity
// A small judged set: each query and the documents a reader would want for it. Figures:
// precision@10 (relevant in the first ten, of as many as there can be), recall@10 and MRR (1/rank
// of the first relevant). And the same queries' time over the 100 000-document corpus for the
// bigram index and the trigram index (speedOfTrigram).
import type pg from 'pg';
import { lexemesWith } from '../modules/search/server/entries';
import { RANK_CAP } from '../modules/search/server/search';
import { parseQuery } from '../modules/search/text/tokens';
import type { Report } from './bench-kit';

const T = '00000002';

/** query → titles of the demo library's documents a reader wants for it */
export const JUDGED: Array<[string, string[]]> = [
  ['溢流阀', ['液压泵维修手册']],
  ['数控', ['数控车床操作规程']],
  ['车床', ['数控车床操作规程']],
  ['密封圈', ['液压泵维修手册', '年度备件采购清单']],
  ['叉车', ['Forklift safety checklist', '安全生产月度会议纪要']],
  ['forklift', ['Forklift safety checklist']],
  ['seal', ['液压泵维修手册']],
  ['来料检验', ['供应商质量协议']],
  ['合格率', ['质量周报']],
  ['注塑机', ['设备巡检笔记']],
  ['轴承', ['年度备件采购清单']],
  ['液压', ['液压泵维修手册', '设备巡检笔记']],
  ['pump wear', ['设备巡检笔记']],
  ['泵体', ['设备巡检笔记']],
  ['光栅', ['安全生产月度会议纪要']],
  ['material certificate', ['供应商质量协议']],
  ['同步带', ['年度备件采购清单']],
  ['卡盘 coolant', ['数控车床操作规程']],
  ['刀塔', ['数控车床操作规程']],
  ['首件', ['数控车床操作规程']],
  ['油温', ['液压泵维修手册']],
  ['材质证明', ['供应商质量协议']],
  ['纠正措施', ['供应商质量协议']],
  ['毛刺', ['质量周报']],
  ['尺寸超差', ['质量周报']],
  ['消防演练', ['安全生产月度会议纪要']],
  ['门架', ['Forklift safety checklist']],
  ['轮胎气压', ['Forklift safety checklist']],
  ['深沟球轴承', ['年度备件采购清单']],
  ['噪音', ['设备巡检笔记']],
  ['hydr', ['液压泵维修手册', '设备巡检笔记']],
];

interface Entry {
  id: number;
  record_id: number;
  title: string;
  text: string;
}

type Engine = (q: string) => Promise<string[]>;

function score(ranked: string[], relevant: string[]) {
  const top = [...new Set(ranked)].slice(0, 10);
  const hits = top.filter((t) => relevant.includes(t)).length;
  const first = top.findIndex((t) => relevant.includes(t));
  return { p10: hits / Math.min(10, relevant.length), r10: hits / relevant.length, rr: first < 0 ? 0 : 1 / (first + 1) };
}

export async function benchRelevance(pool: pg.Pool, report: Report): Promise<void> {
  const { rows } = await pool.query<{ id: number; record_id: number; fields: Record<string, string> }>(
    `select id, record_id, fields from search_entry where tenant_id = $1 and entity_code = 'LibraryDoc'`,
    [T],
  );
  const titleOf = new Map<number, string>();
  for (const r of rows) if (r.fields.name) titleOf.set(Number(r.record_id), r.fields.name);
  const entries: Entry[] = rows.map((r) => ({ id: Number(r.id), record_id: Number(r.record_id), title: titleOf.get(Number(r.record_id)) ?? '', text: Object.values(r.fields).join('\n') }));
  // the icu variant's lexemes beside the product's, in a table of their own
  await pool.query('create temp table rel_icu (id bigint, title text, tsv tsvector)');
  await pool.query('create temp table rel_trgm (id bigint, title text, body text)');
  for (const e of entries) {
    await pool.query('insert into rel_icu values ($1, $2, $3::tsvector)', [e.id, e.title, lexemesWith({ body: e.text }, 'icu').tsv]);
    await pool.query('insert into rel_trgm values ($1, $2, $3)', [e.id, e.title, e.text]);
  }
  const titles = (r: { rows: Array<{ title: string }> }) => r.rows.map((x) => x.title);
  const engines: Record<string, Engine> = {
    bigram: async (q) => {
      const p = parseQuery(q, 'bigram');
      return titles(
        await pool.query(
          `select f.fields->>'name' as title from search_entry s join search_entry f on f.tenant_id = s.tenant_id and f.entity_code = s.entity_code and f.record_id = s.record_id and f.part = ''
            where s.tenant_id = $1 and s.entity_code = 'LibraryDoc' and s.tsv @@ $2::tsquery order by ts_rank(s.tsv, $2::tsquery, 1) desc, s.id limit 20`,
          [T, p.tsquery],
        ),
      );
    },
    icu: async (q) => {
      const p = parseQuery(q, 'icu');
      return titles(await pool.query('select title from rel_icu where tsv @@ $1::tsquery order by ts_rank(tsv, $1::tsquery, 1) desc, id limit 20', [p.tsquery]));
    },
    trigram: async (q) => {
      const words = q.split(/\s+/).filter(Boolean);
      return titles(
        await pool.query(`select title from rel_trgm where body ilike all($1::text[]) order by word_similarity($2, body) desc, id limit 20`, [words.map((w) => `%${w}%`), q]),
      );
    },
  };
  for (const [name, run] of Object.entries(engines)) {
    let p10 = 0;
    let r10 = 0;
    let rr = 0;
    const missed: string[] = [];
    for (const [q, relevant] of JUDGED) {
      const s = score(await run(q), relevant);
      p10 += s.p10;
      r10 += s.r10;
      rr += s.rr;
      if (s.rr === 0) missed.push(q);
    }
    const n = JUDGED.length;
    report(`relevance ${name}: precision@10 / recall@10`, `${(p10 / n).toFixed(2)} / ${(r10 / n).toFixed(2)}`, '', `MRR ${(rr / n).toFixed(2)}; ${n} judged queries${missed.length ? `; nothing relevant for ${missed.join(', ')}` : ''}`);
  }
}

/** The judged queries' time over every entry of the tenant: the product's bigram index, and a trigram index of the same text. */
export async function speedOfTrigram(pool: pg.Pool, report: Report, runs = 5): Promise<void> {
  const t0 = performance.now();
  await pool.query(`create table bench_trgm as select id, (select string_agg(value, ' ') from jsonb_each_text(fields)) as body from search_entry where tenant_id = $1`, [T]);
  await pool.query('create index on bench_trgm using gin (body gin_trgm_ops)');
  await pool.query('analyze bench_trgm');
  report('trigram index over the same text (build)', Math.round(performance.now() - t0), 'ms');
  const time = async (sql: string, args: (q: string) => unknown[]) => {
    const times: number[] = [];
    for (let i = 0; i < runs; i++)
      for (const [q] of JUDGED) {
        const t = performance.now();
        await pool.query(sql, args(q));
        times.push(performance.now() - t);
      }
    times.sort((a, b) => a - b);
    return { p50: times[Math.floor(times.length / 2)], p95: times[Math.floor(times.length * 0.95)] };
  };
  // as the product ranks: at most RANK_CAP matches
  const bigram = await time(
    `with m as (select id, ts_rank(tsv, $2::tsquery, 1) as r from search_entry where tenant_id = $1 and tsv @@ $2::tsquery limit ${RANK_CAP}) select id from m order by r desc, id limit 20`,
    (q) => [T, parseQuery(q).tsquery],
  );
  const trigram = await time(
    `with m as (select id, word_similarity($2, body) as r from bench_trgm where body ilike all($1::text[]) limit ${RANK_CAP}) select id from m order by r desc, id limit 20`,
    (q) => [q.split(/\s+/).map((w) => `%${w}%`), q],
  );
  report(`top 20 of ≤ ${RANK_CAP} ranked, bigram tsvector`, Math.round(bigram.p95), 'ms p95', `p50 ${bigram.p50.toFixed(0)} ms`);
  report(`top 20 of ≤ ${RANK_CAP} ranked, trigram ILIKE`, Math.round(trigram.p95), 'ms p95', `p50 ${trigram.p50.toFixed(0)} ms`);
  await pool.query('drop table bench_trgm');
}
