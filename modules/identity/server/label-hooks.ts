// The label templates' record hooks, inside every write's transaction (identity.Label, the generic
// record calls of the list, imports alike): a save whose layout does not fit the template — not
// JSON, an element of a wrong shape, outside the label, without content, bound to a field another
// kind of label has, a picture that is not a PNG or JPEG of at most 512 KB — is refused with
// 标签布局无效：<the first problem> (400, the layout field named).
import type { HookContext, RecordHooks } from '../../../server/modules/types';
import { RpcError } from '../../../server/rpc/errors';
import { kindOf } from '../labels/kinds';
import { checkLayout } from '../labels/schema';
import { lm } from '../labels/messages';

export const LABEL_ENTITY = 'IdentityLabel';

function refuseBadLayout(ctx: HookContext): void {
  const lang = ctx.writer.lang;
  const after = { ...(ctx.before ?? {}), ...(ctx.values ?? {}) } as Record<string, unknown>;
  const checked = checkLayout(after.layout ?? '{"elements":[]}', Number(after.width_mm), Number(after.height_mm), lang, kindOf(after.target_kind));
  if ('reason' in checked) {
    const msg = lm(lang, 'layoutInvalid', { reason: checked.reason });
    throw new RpcError(400, msg, { fields: { layout: msg } });
  }
}

export const labelHooks: RecordHooks[] = [{ entity: LABEL_ENTITY, actions: ['create', 'modify'], before: refuseBadLayout }];
