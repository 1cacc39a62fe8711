// The coding rules' record hooks, inside every write's transaction (identity.Rule, the generic
// record calls of the list and detail pages, imports alike): a save is refused with the rule's
// first issues (coding/check.ts, 400 naming the segment fields); every save keeps 示例编码; a rule
// another record refers to is not removed; a removed rule takes its counters with it.
import { refuse } from '../../../server/modules/hooks';
import type { HookContext, RecordHooks } from '../../../server/modules/types';
import { RpcError } from '../../../server/rpc/errors';
import { ruleIssues } from '../coding/check';
import { im, say } from '../coding/messages';
import { previewCode } from '../coding/preview';
import { ruleSpecOf } from '../coding/types';
import { firstReference } from './in-use';

export const RULE_ENTITY = 'IdentityRule';

type Rec = Record<string, unknown>;

/** The rule as the write leaves it: the stored one with what the write gives (its segments as given, else the stored ones). */
function ruleAfterWrite(ctx: HookContext) {
  const before = (ctx.before ?? {}) as Rec;
  const values = ctx.values ?? {};
  return ruleSpecOf({ ...before, ...values, segments: values.segments ?? before.segments ?? [] });
}

function refuseInvalid(ctx: HookContext): void {
  const lang = ctx.writer.lang;
  const issues = ruleIssues(ruleAfterWrite(ctx), lang);
  if (!issues.length) return;
  const fields: Record<string, string> = {};
  for (const issue of issues) fields[issue.field] ??= say(lang, issue);
  throw new RpcError(400, issues.slice(0, 3).map((i) => say(lang, i)).join('; '), { fields });
}

/** 示例编码: what the rule makes today (nothing while it cannot make a code). */
async function keepPreview(ctx: HookContext): Promise<void> {
  const after = ctx.after as Rec | null | undefined;
  if (!after || ctx.id === undefined) return;
  const preview = previewCode(ruleSpecOf(after), new Date()).code || null;
  await ctx.trx.updateTable('identity_rule').set({ preview }).where('id', '=', ctx.id).execute();
  // the answer of the write shows it too
  after.preview = preview;
}

async function refuseInUse(ctx: HookContext): Promise<void> {
  const lang = ctx.writer.lang;
  const ref = await firstReference(ctx.trx, ctx.writer.tenantId, RULE_ENTITY, ctx.id!, lang);
  if (ref) refuse(im(lang, 'inUse', { code: String(ctx.before?.code ?? ctx.id), entity: ref.entity, record: ref.record }));
}

async function dropCounters(ctx: HookContext): Promise<void> {
  await ctx.trx.deleteFrom('identity_serial').where('tenant_id', '=', ctx.writer.tenantId).where('rule_id', '=', ctx.id!).execute();
}

export const identityHooks: RecordHooks[] = [
  { entity: RULE_ENTITY, actions: ['create', 'modify'], before: refuseInvalid, after: keepPreview },
  { entity: RULE_ENTITY, actions: ['remove'], before: refuseInUse, after: dropCounters },
];
