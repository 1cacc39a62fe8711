// What a caller may put in a transformation or a script, judged when it is saved and again when the
// caller runs it: every source is one the caller's role may use (DataAuth); a read step's SELECT
// passes the SQL console's judgement (one read-only statement on tables the role sees; the own
// database for whole-scope roles only) and moves no column masked for the role; a write goes to a PostgreSQL or SQLite source only.
import type { CallContext } from '../../../../server/rpc/registry';
import { session } from '../../../../server/rpc/registry';
import { badRequest, noPermission } from '../../../../server/rpc/errors';
import { accessOf } from '../../server/auth';
import { prepareConsole } from '../../server/console';
import { dm } from '../../server/messages';
import { specOf } from '../../server/sources';
import type { TranStep } from '../contracts';
import { ordered } from './graph';
import { WRITABLE_KINDS } from './load';
import { em } from './messages';
import { scriptRefusal } from './script-run';

/** the source, if the caller's role may use it */
export async function usableSource(ctx: CallContext, sourceId: number) {
  const s = session(ctx);
  const spec = await specOf(s.db, s.tenantId, sourceId, ctx.lang);
  if (!(await accessOf(s.db, s.tenantId, s.roleId))(sourceId)) throw noPermission(dm(ctx.lang, 'sourceHidden'));
  return spec;
}

/** the steps in run order, each judged for the caller */
export async function judgeSteps(ctx: CallContext, steps: readonly TranStep[]): Promise<TranStep[]> {
  const order = ordered(steps, ctx.lang);
  for (const st of order) {
    if (st.kind === 'read') {
      // a column DataAuth masks for the caller is never moved unmasked: the statement's output is asked (no rows read)
      const answer = await (await prepareConsole(ctx, { sourceId: st.sourceId, sql: st.sql, limit: 1 })).run({ rows: 0, timeoutMs: 5000 });
      const masked = answer.columns.find((c) => c.masked);
      if (masked) throw noPermission(em(ctx.lang, 'maskedRead', { step: st.name, column: masked.name }));
    }
    if (st.kind === 'write') {
      const spec = await usableSource(ctx, st.sourceId);
      if (spec.kind === 'own') throw badRequest(em(ctx.lang, 'ownNotTarget', { step: st.name }));
      if (!WRITABLE_KINDS.has(spec.kind)) throw badRequest(em(ctx.lang, 'targetReadOnly', { source: spec.name }));
    }
  }
  return order;
}

export async function judgeScript(ctx: CallContext, sourceId: number) {
  const spec = await usableSource(ctx, sourceId);
  const refused = scriptRefusal(spec.kind, ctx.lang);
  if (refused) throw badRequest(refused);
  return spec;
}
