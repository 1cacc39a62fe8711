// The label templates' record hooks, inside every write's transaction (identity.Label, the generic
// record calls of the list, imports alike): a save whose layout does not fit the template — not
// JSON, an element of a wrong shape, outside the label, without content — is refused with
// 标签布局无效：<the first problem> (400, the layout field named).
import type { HookContext, RecordHooks } from '../../../server/modules/types';
import { RpcError } from '../../../server/rpc/errors';
import { checkLayout } from '../labels/schema';
import { lm } from '../labels/messages';

export const LABEL_ENTITY = 'IdentityLabel';

function refuseBadLayout(ctx: HookContext): void {
  const lang = ctx.writer.lang;
  const after = { ...(ctx.before ?? {}), ...(ctx.values ?? {}) } as Record<string, unknown>;
  const checked = checkLayout(after.layout ?? '{"elements":[]}', Number(after.width_mm), Number(after.height_mm), lang);
  if ('reason' in checked) {
    const msg = lm(lang, 'layoutInvalid', { reason: checked.reason });
    throw new RpcError(400, msg, { fields: { layout: msg } });
  }
}

export const labelHooks: RecordHooks[] = [{ entity: LABEL_ENTITY, actions: ['create', 'modify'], before: refuseBadLayout }];
