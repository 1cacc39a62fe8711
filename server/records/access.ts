// Who may touch an entity's records: reading needs the entity's page (list or detail) allocated
// to the role; every write needs the page's function code for the operation
// (mdm/Supplier: mdm.supplier.create|update|delete|audit|deApproval|commit|import|export ...).
// A tenant-defined entity has no page of its own: reading its records needs meta/Entity or
// meta/AppDataDetail, writing them the function meta.entity.data.
import { fnPrefix } from '../../schemas/menus/buttons';
import { pageOfEntity } from '../../schemas/pages';
import { t } from '../i18n';
import { noPermission } from '../rpc/errors';
import { type CallContext, session } from '../rpc/registry';
import { isBuiltinEntity } from './tenant-models';

export type RecordOperation = 'read' | 'create' | 'update' | 'delete' | 'audit' | 'deApproval' | 'commit' | 'manualFinish' | 'repeal' | 'import' | 'export';

/** Records of tenant-defined entities are kept on meta/AppDataDetail (opened by 查看数据 of meta/Entity). */
export const TENANT_DATA_PAGES = ['meta/Entity', 'meta/AppDataDetail'];
export const TENANT_DATA_FUNCTION = 'meta.entity.data';

export async function requireEntityAccess(ctx: CallContext, entityCode: string, op: RecordOperation): Promise<void> {
  const s = session(ctx);
  if (!isBuiltinEntity(entityCode)) {
    const grants = await ctx.env.grants.of(s.tenantId, s.roleId, s.menuVersion);
    if (op === 'read' ? TENANT_DATA_PAGES.some((p) => grants.pages.has(p)) : grants.functions.has(TENANT_DATA_FUNCTION)) return;
    throw noPermission(t(ctx.lang, 'noPermission', { fn: op === 'read' ? TENANT_DATA_PAGES[1] : TENANT_DATA_FUNCTION }));
  }
  const page = pageOfEntity(entityCode);
  const fn = page ? `${fnPrefix(page.url)}.${op}` : `${entityCode}.${op}`;
  if (page) {
    const grants = await ctx.env.grants.of(s.tenantId, s.roleId, s.menuVersion);
    if (op === 'read' ? grants.pages.has(page.url) || grants.pages.has(`${page.url}Detail`) : grants.functions.has(fn)) return;
  }
  throw noPermission(t(ctx.lang, 'noPermission', { fn: op === 'read' ? (page?.url ?? entityCode) : fn }));
}
