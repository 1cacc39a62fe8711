// Starting a flow from the task screen or a receipt's submit. A document starts only the flow its
// type is bound to (flow_binding: the latest active version of the bound key), whatever definition
// the client names; a definition bound to document types starts only for such a document. The
// document is checked readable and submittable by the caller, and its header values are read from
// its record for the conditions (`${total_price > 1000}`): a client's variables never stand in for
// them (variable-gate.ts). The starting department is one of the caller's own (the only one when
// they have one); copies go to the chosen users.
import type { StartInput } from '../contracts';
import { type EngineCall, startInstance } from '../engine/engine/commands';
import { flowError } from '../engine/engine/messages';
import type { Run } from '../engine/engine/run';
import { callerModel } from '../../../server/records/context';
import { visibilityOf } from '../../../server/records/data-scope';
import { readRecord } from '../../../server/records/read';
import { requireAccess } from '../../../server/rpc/access';
import { badRequest } from '../../../server/rpc/errors';
import { type CallContext, session } from '../../../server/rpc/registry';
import { documentVariables, refuseUndeclared, writableVariables } from './variable-gate';

const NO_DEPT = ['请选择发起部门', 'Please choose the starting department'] as const;

interface DefinitionRow {
  id: string;
  key: string;
  name: string;
}

export async function resolveDefinition(c: EngineCall, idOrKey: string): Promise<DefinitionRow> {
  const byId = await c.trx.selectFrom('flow_definition').select(['id', 'key', 'name']).where('tenant_id', '=', c.tenantId).where('id', '=', idOrKey).executeTakeFirst();
  if (byId) return byId;
  const latest = await c.trx.selectFrom('flow_definition').select(['id', 'key', 'name']).where('tenant_id', '=', c.tenantId).where('key', '=', idOrKey).orderBy('version', 'desc').limit(1).executeTakeFirst();
  if (!latest) throw flowError(c.actor, 'missing', 'definitionNotFound');
  return latest;
}

/** the latest active version of the flow the tenant bound the document type to, or null */
async function boundDefinition(c: EngineCall, entityCode: string): Promise<DefinitionRow | null> {
  const row = await c.trx
    .selectFrom('flow_binding as b')
    .innerJoin('flow_definition as d', (j) => j.onRef('d.key', '=', 'b.def_key').on('d.tenant_id', '=', c.tenantId))
    .select(['d.id', 'd.key', 'd.name'])
    .where('b.tenant_id', '=', c.tenantId)
    .where('b.entity_code', '=', entityCode)
    .where('d.suspended', '=', false)
    .orderBy('d.version', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ?? null;
}

/** The definition a document of `entityCode` starts: its bound one; any other is refused naming it. */
async function definitionForDocument(ctx: CallContext, c: EngineCall, requested: DefinitionRow, entityCode: string, entityName: string): Promise<string> {
  const bound = await boundDefinition(c, entityCode);
  const en = ctx.lang === 'en_US';
  if (!bound) throw badRequest(en ? `procDefId: documents of type ${entityName} are bound to no approval flow` : `procDefId：单据类型「${entityName}」没有绑定审批流程`);
  if (bound.key !== requested.key) throw badRequest(en ? `procDefId: a ${entityName} is submitted through its bound flow "${bound.name}" (${bound.key}), not "${requested.name}"` : `procDefId：「${entityName}」只能提交到绑定的流程「${bound.name}」（${bound.key}），不能提交到「${requested.name}」`);
  return bound.id;
}

export async function startForReceipt(ctx: CallContext, c: EngineCall, a: StartInput): Promise<Run> {
  const s = session(ctx);
  const requested = await resolveDefinition(c, a.procDefId);
  let defId = requested.id;
  let receiptVars: Record<string, unknown> = {};
  let receiptCode = a.receiptCode ?? null;
  if (a.entityCode && a.receiptId) {
    // submitting a document is its commit: the role must hold it on one of the entity's pages
    await requireAccess(ctx, { entity: a.entityCode, op: 'commit' });
    const model = await callerModel(ctx, a.entityCode);
    // readable by the caller (its data scope), but read whole: the conditions see every field
    const record = await readRecord(s.db, model, a.receiptId, ctx.lang, await visibilityOf(ctx, model));
    defId = await definitionForDocument(ctx, c, requested, a.entityCode, ctx.lang === 'en_US' ? (model.def.nameEn ?? model.def.name) : model.def.name);
    receiptVars = await documentVariables(s.db, s.tenantId, ctx.lang, a.entityCode, a.receiptId, record);
    receiptCode = (typeof record.code === 'string' ? record.code : null) ?? receiptCode;
  } else if (a.entityCode || a.receiptId) throw badRequest(ctx.lang === 'en_US' ? 'entityCode and receiptId go together' : 'entityCode 和 receiptId 必须同时提供');
  else {
    const bound = await c.trx.selectFrom('flow_binding').select('entity_code').where('tenant_id', '=', c.tenantId).where('def_key', '=', requested.key).execute();
    if (bound.length) {
      const list = bound.map((b) => b.entity_code).join(', ');
      throw badRequest(ctx.lang === 'en_US' ? `procDefId: "${requested.name}" is the approval flow of ${list}: it starts when such a document is submitted` : `procDefId：流程「${requested.name}」是单据（${list}）的审批流程，只能通过提交单据发起`);
    }
  }
  const model = await c.env.modelOf(c.trx, c.tenantId, defId);
  const allowed = await writableVariables({ db: s.db, tenantId: s.tenantId, lang: ctx.lang, defId, model, node: model.nodes.get(model.starts[0])!, documentEntity: a.entityCode ?? null });
  const clientVars = refuseUndeclared(a.variables, allowed, 'variables', ctx.lang);
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
    variables: { ...clientVars, ...receiptVars },
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
