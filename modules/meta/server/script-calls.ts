// What a tenant's form script may ask the server for. A script runs with the session of whoever
// opens the form, so the list of calls its author wrote cannot be what bounds it: an author who
// holds only the script function could name portal.User/save and have it made as the
// administrator who opens the form. The server bounds every call that comes from a script
// (the web app marks them with the form-script header; the sandbox has no network of its own):
// - the tenant's served script of that entity must list the call (the stored list, not the client's);
// - the call only looks: a call the operation log would record as a change is refused, as are
//   public calls and the session services (portal.Login);
// - its author could make it himself: one of his roles passes the call's declared access;
// - and the opener's own access was checked before, as for any call.
import { isLoggedCall } from '../../../server/rpc/op-log';
import { checkAccess } from '../../../server/rpc/access';
import { noPermission, RpcError } from '../../../server/rpc/errors';
import type { CallContext, CallGuard } from '../../../server/rpc/registry';
import type { Lang } from '../../../server/i18n';
import { type Access, FORM_SCRIPT_HEADER } from '../../../schemas/rpc/define';
import { isForbiddenCall } from '../scripts-contracts';
import { servedScript } from '../../../server/http/external-vform';

const texts = {
  noScript: ['表单脚本调用被拒绝：实体 {entity} 没有启用的表单脚本', 'form script call refused: entity {entity} has no form script'],
  notListed: ['表单脚本调用被拒绝：{path} 不在 {entity} 表单脚本允许的调用中', 'form script call refused: {path} is not an allowed call of the {entity} form script'],
  writes: ['表单脚本调用被拒绝：表单脚本只能进行查询，{path} 会修改数据', 'form script call refused: a form script may only read, and {path} changes data'],
  author: ['表单脚本调用被拒绝：脚本作者没有 {path} 的权限', 'form script call refused: the script’s author may not make {path}'],
} as const;
const msg = (lang: Lang, key: keyof typeof texts, vars: Record<string, string>) =>
  texts[key][lang === 'en_US' ? 1 : 0].replace(/\{(\w+)\}/g, (_, k: string) => vars[k] ?? '');

/** Could this user make the call under one of his roles? */
async function userMay(ctx: CallContext, userId: number, access: Access, args: unknown): Promise<boolean> {
  const auth = ctx.auth!;
  const db = ctx.env.db.forTenant(auth.tenantId);
  const user = await db.selectFrom('app_user').select('id').where('id', '=', userId).where('state', '=', 0).executeTakeFirst();
  if (!user) return false;
  const roles = await db.selectFrom('user_role').select('role_id').where('user_id', '=', userId).execute();
  for (const { role_id } of roles) {
    try {
      await checkAccess({ ...ctx, auth: { ...auth, userId, roleId: Number(role_id) } }, access, args);
      return true;
    } catch (e) {
      if (!(e instanceof RpcError)) throw e;
    }
  }
  return false;
}

export const scriptCallGuard: CallGuard = async (ctx, { path, binding, args }) => {
  const marked = ctx.request.headers[FORM_SCRIPT_HEADER];
  if (marked === undefined) return;
  const entity = String(Array.isArray(marked) ? marked[0] : marked);
  const vars = { entity, path: `/${path}` };
  const { contract } = binding;
  if (contract.access === 'public' || !ctx.auth || isForbiddenCall(path)) throw noPermission(msg(ctx.lang, 'notListed', vars));
  const script = await servedScript(ctx.env.db.forTenant(ctx.auth.tenantId), entity);
  if (!script) throw noPermission(msg(ctx.lang, 'noScript', vars));
  if (!script.allowed_calls.includes(path)) throw noPermission(msg(ctx.lang, 'notListed', vars));
  const [service, method] = path.split('/');
  if (isLoggedCall(service, method, contract, args)) throw noPermission(msg(ctx.lang, 'writes', vars));
  if (script.create_id === null || !(await userMay(ctx, script.create_id, contract.access as Access, args))) throw noPermission(msg(ctx.lang, 'author', vars));
};
