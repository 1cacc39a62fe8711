// Starting a flow from the task screen or a receipt's submit: the definition by id (or by key: its
// latest version), the receipt checked readable by the caller and its header values offered to
// the conditions as variables (`${total_price > 1000}`), the starting department one of the
// caller's own (the only one when they have one), copies to the chosen users.
import type { StartInput } from '../contracts';
import { type EngineCall, startInstance } from '../../../server/flow/engine/commands';
import { flowError } from '../../../server/flow/engine/messages';
import type { Run } from '../../../server/flow/engine/run';
import { callerModel, readForCaller } from '../../../server/records/context';
import { requireAccess } from '../../../server/rpc/access';
import { badRequest } from '../../../server/rpc/errors';
import { type CallContext, session } from '../../../server/rpc/registry';

const NO_DEPT = ['请选择发起部门', 'Please choose the starting department'] as const;

export async function resolveDefinition(c: EngineCall, idOrKey: string): Promise<string> {
  const byId = await c.trx.selectFrom('flow_definition').select('id').where('tenant_id', '=', c.tenantId).where('id', '=', idOrKey).executeTakeFirst();
  if (byId) return byId.id;
  const latest = await c.trx.selectFrom('flow_definition').select('id').where('tenant_id', '=', c.tenantId).where('key', '=', idOrKey).orderBy('version', 'desc').limit(1).executeTakeFirst();
  if (!latest) throw flowError(c.actor, 'missing', 'definitionNotFound');
  return latest.id;
}

export async function startForReceipt(ctx: CallContext, c: EngineCall, a: StartInput): Promise<Run> {
  const s = session(ctx);
  const defId = await resolveDefinition(c, a.procDefId);
  let receiptVars: Record<string, unknown> = {};
  let receiptCode = a.receiptCode ?? null;
  if (a.entityCode && a.receiptId) {
    // submitting a document is its commit: the role must hold it on one of the entity's pages
    await requireAccess(ctx, { entity: a.entityCode, op: 'commit' });
    const record = await readForCaller(ctx, await callerModel(ctx, a.entityCode), a.receiptId);
    receiptVars = Object.fromEntries(Object.entries(record).filter(([, v]) => v === null || ['string', 'number', 'boolean'].includes(typeof v)));
    receiptCode = (typeof record.code === 'string' ? record.code : null) ?? receiptCode;
  } else if (a.entityCode || a.receiptId) throw badRequest(ctx.lang === 'en_US' ? 'entityCode and receiptId go together' : 'entityCode 和 receiptId 必须同时提供');
  const mine = await s.db
    .selectFrom('person_department as pd')
    .innerJoin('app_user as u', (j) => j.onRef('u.person_id', '=', 'pd.owner_id').on('u.tenant_id', '=', s.tenantId))
    .innerJoin('department as d', (j) => j.onRef('d.id', '=', 'pd.department_id').on('d.tenant_id', '=', s.tenantId))
    .select(['d.id', 'd.name'])
    .where('pd.tenant_id', '=', s.tenantId)
    .where('u.id', '=', s.userId)
    .execute();
  let dept = a.departmentId ? mine.find((d) => d.id === a.departmentId) : mine.length === 1 ? mine[0] : undefined;
  if (a.departmentId && !dept) throw badRequest(NO_DEPT[ctx.lang === 'en_US' ? 1 : 0]);
  if (!dept && mine.length > 1) throw badRequest(NO_DEPT[ctx.lang === 'en_US' ? 1 : 0]);
  dept ??= undefined;
  return startInstance(c, {
    defId,
    variables: { ...receiptVars, ...(a.variables ?? {}) },
    entityCode: a.entityCode ?? null,
    receiptId: a.receiptId ?? null,
    receiptCode,
    departmentId: dept?.id ?? null,
    departmentName: dept?.name ?? null,
    copyUserIds: a.copySendUserIds,
    appCode: a.appCode ?? null,
    pageUrl: a.pageUrl ?? null,
  });
}
