// The server side of 数据标准与数据质量: the datagov.Standard and datagov.Quality calls, the demo,
// and the tick that runs scheduled rules (tick.ts).
import type { PartServer } from '../../../../schemas/modules/define';
import { implement } from '../../../../server/modules/types';
import { session } from '../../../../server/rpc/registry';
import { datagovQuality, datagovStandard } from '../contracts';
import { seedQualityDemo } from './demo';
import { comment, comments, issuePage, moveIssue } from './issues';
import { removeRules, ruleOf, rulePage, saveRule } from './rules';
import { runRule } from './runs';
import { autoMap, contrastPage, dictPage, map, mappings, readCodes, removeContrasts, removeDicts, saveContrast, saveDict } from './standards';
import { checkCallerPlace } from './columns';
import { RUN_COLUMNS, runView } from './runs';
import { sql } from 'kysely';
import { TICK_MS, tick, tickOn } from './tick';

const standardImpl = implement(datagovStandard, {
  dictPage: (ctx, [q]) => dictPage(ctx, q as Parameters<typeof dictPage>[1]),
  saveDict: (ctx, [d]) => saveDict(ctx, d),
  removeDicts: async (ctx, [ids]) => ({ removed: await removeDicts(ctx, ids) }),
  contrastPage: (ctx, [q]) => contrastPage(ctx, q as Parameters<typeof contrastPage>[1]),
  saveContrast: (ctx, [c]) => saveContrast(ctx, c),
  removeContrasts: async (ctx, [ids]) => ({ removed: await removeContrasts(ctx, ids) }),
  readCodes: (ctx, [id]) => readCodes(ctx, id),
  mappings: (ctx, [id]) => mappings(ctx, id),
  map: (ctx, [m]) => map(ctx, m),
  autoMap: (ctx, [id]) => autoMap(ctx, id),
});

const qualityImpl = implement(datagovQuality, {
  rulePage: (ctx, [q]) => rulePage(ctx, q as Parameters<typeof rulePage>[1]),
  saveRule: (ctx, [r]) => saveRule(ctx, r),
  removeRules: async (ctx, [ids]) => ({ removed: await removeRules(ctx, ids) }),
  async runNow(ctx, [id]) {
    const s = session(ctx);
    const r = await ruleOf(ctx, id);
    // the caller runs it as its role may: its source table and column, unmasked
    await checkCallerPlace(ctx, { sourceId: r.sourceId, schema: r.schema, table: r.table, column: r.column });
    return runRule(ctx.env, s.db, s.tenantId, id, 'Manual', ctx.lang);
  },
  async runPage(ctx, [q]) {
    const s = session(ctx);
    await ruleOf(ctx, q.ruleId);
    const { page = 1, pageSize = 20 } = q;
    const [{ rows }, { rows: count }] = await Promise.all([
      sql<Parameters<typeof runView>[0]>`
        select ${RUN_COLUMNS} from dg_q_run where tenant_id = ${s.tenantId} and rule_id = ${q.ruleId}
         order by started_at desc, id desc limit ${pageSize} offset ${(page - 1) * pageSize}`.execute(s.db),
      sql<{ n: number }>`select count(*)::int as n from dg_q_run where tenant_id = ${s.tenantId} and rule_id = ${q.ruleId}`.execute(s.db),
    ]);
    return { total: count[0]!.n, page, pageSize, itemList: rows.map(runView) };
  },
  issuePage: (ctx, [q]) => issuePage(ctx, q as Parameters<typeof issuePage>[1]),
  moveIssue: (ctx, [m]) => moveIssue(ctx, m),
  comments: (ctx, [id]) => comments(ctx, id),
  comment: (ctx, [c]) => comment(ctx, c),
});

const server: PartServer = {
  services: [standardImpl, qualityImpl],
  seed: seedQualityDemo,
  async start(env) {
    let ticking: Promise<unknown> = Promise.resolve();
    const timer = tickOn()
      ? setInterval(() => {
          ticking = ticking.then(() => tick(env)).catch((e) => env.log.info({ err: String(e) }, 'quality tick failed'));
        }, TICK_MS)
      : null;
    timer?.unref();
    return async () => {
      if (timer) clearInterval(timer);
      await ticking;
    };
  },
};

export default server;
