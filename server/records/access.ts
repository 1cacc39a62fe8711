// Who may touch an entity's records: reading needs the entity's page (list or detail) allocated
// to the role; every write needs the page's function code for the operation
// (mdm/Supplier: mdm.supplier.create|update|delete|audit|deApproval|commit|import|export ...).
import { fnPrefix } from '../../schemas/menus/buttons';
import { pageOfEntity } from '../../schemas/pages';
import { t } from '../i18n';
import { noPermission } from '../rpc/errors';
import { type CallContext, session } from '../rpc/registry';

export type RecordOperation = 'read' | 'create' | 'update' | 'delete' | 'audit' | 'deApproval' | 'commit' | 'manualFinish' | 'repeal' | 'import' | 'export';

export async function requireEntityAccess(ctx: CallContext, entityCode: string, op: RecordOperation): Promise<void> {
  const s = session(ctx);
  const page = pageOfEntity(entityCode);
  const fn = page ? `${fnPrefix(page.url)}.${op}` : `${entityCode}.${op}`;
  if (page) {
    const grants = await ctx.env.grants.of(s.tenantId, s.roleId);
    if (op === 'read' ? grants.pages.has(page.url) || grants.pages.has(`${page.url}Detail`) : grants.functions.has(fn)) return;
  }
  throw noPermission(t(ctx.lang, 'noPermission', { fn: op === 'read' ? (page?.url ?? entityCode) : fn }));
}
