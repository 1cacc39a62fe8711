// The server part of 数据血缘: its calls over the lineage the caller sees, and its demo.
import type { PartServer } from '../../../../schemas/modules/define';
import { implement } from '../../../../server/modules/types';
import { notFound } from '../../../../server/rpc/errors';
import { session } from '../../../../server/rpc/registry';
import { datagovLineage } from '../contracts';
import { ensureLineage } from './compute';
import { seedLineageDemo } from './demo';
import { findIn, graphOf, impactOf } from './graph';
import { lm } from './messages';
import { seen } from './view';

const lineageImpl = implement(datagovLineage, {
  find: async (ctx, [q]) => findIn(await seen(ctx), q.text),
  graph: async (ctx, [q]) => graphOf(await seen(ctx), q.node, q.up ?? 2, q.down ?? 2),
  impact: async (ctx, [q]) => impactOf(await seen(ctx), q.node, q.column ?? null),
  async statement(ctx, [id]) {
    const v = await seen(ctx);
    const brief = v.brief(id);
    if (!brief) throw notFound(lm(ctx.lang, 'noStatement', { id }));
    const st = v.statements.get(id)!;
    const target = st.targetNode && v.sees(st.targetNode) ? v.info(st.targetNode) : null;
    return {
      ...brief,
      dialect: st.dialect,
      sql: v.readsAll(id) ? st.sql : null,
      target: target ? (target.kind === 'query' ? null : `${target.sourceName} · ${target.schema}.${target.name}`) : null,
      updatedAt: st.updatedAt,
    };
  },
  async failed(ctx) {
    const v = await seen(ctx);
    return [...v.statements.values()].filter((s) => s.error).map((s) => v.brief(s.id)).filter((b) => b !== null);
  },
  reparse: (ctx) => ensureLineage(session(ctx).db, session(ctx).tenantId, true),
});

export default { seed: seedLineageDemo, services: [lineageImpl] } satisfies PartServer;
