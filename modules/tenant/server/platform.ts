// The one gate of tenant administration: the caller must be a user of the platform tenant. The
// route has already checked the page's function; a business tenant holding the page (its admin
// role takes every page of the catalogue) is still refused here.
import { PLATFORM_TENANT_ID } from '../../../server/services/nav-tree';
import { noPermission } from '../../../server/rpc/errors';
import { type CallContext, session } from '../../../server/rpc/registry';
import { tm } from './messages';

export { PLATFORM_TENANT_ID };

export function platformSession(ctx: CallContext) {
  const s = session(ctx);
  if (s.tenantId !== PLATFORM_TENANT_ID) throw noPermission(tm(ctx.lang, 'platformOnly'));
  return s;
}

/** Handlers that run only for the platform tenant (each checks before it does anything). */
export function platformOnly<H extends Record<string, (ctx: CallContext, args: never) => Promise<unknown>>>(handlers: H): H {
  const out: Record<string, (ctx: CallContext, args: never) => Promise<unknown>> = {};
  for (const [name, handler] of Object.entries(handlers)) {
    out[name] = async (ctx, args) => {
      platformSession(ctx);
      return handler(ctx, args);
    };
  }
  return out as H;
}
