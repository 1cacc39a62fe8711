// Which process variables a caller may write, at a start or when completing a task. The engine's
// own (the initiator, the multi-instance counters, the skip switches) never; a document's fields
// never (the flow reads them from the document's record, so a client cannot route an order of
// 86,617.05 as if it were 1); otherwise only what the step declares as its form: the
// flowable:formProperty entries of the start event or user task, and the fields of the form the
// step shows (its formKey, or the form the deployment gives the node — an entity's fields, or
// those of the entity a designed form belongs to). Anything else is refused naming the variable:
// a silent drop would let a caller believe a value was taken.
import type { FlowNodeModel, ProcessModel } from '../engine/model/types';
import type { RecordValue } from '../../../schemas/rpc/datax';
import { readRecord } from '../../../server/records/read';
import { modelFor } from '../../../server/records/tenant-models';
import type { EntityModel } from '../../../server/records/model';
import { badRequest } from '../../../server/rpc/errors';
import { type Db, flowEnv } from './context';

type Lang = 'zh_CN' | 'en_US';

/** Variables only the engine sets. */
const ENGINE_VARIABLES = new Set(['initiator', 'INITIATOR', '_FLOWABLE_SKIP_EXPRESSION_ENABLED', '_ACTIVITI_SKIP_EXPRESSION_ENABLED', 'nrOfInstances', 'nrOfActiveInstances', 'nrOfCompletedInstances', 'loopCounter']);

async function entityOf(db: Db, tenantId: string, code: string, lang: Lang): Promise<EntityModel | null> {
  try {
    return await modelFor(db, tenantId, code, lang);
  } catch {
    return null;
  }
}

/** the fields a form key stands for: an entity's, or those of the entity a designed form (flow_form) belongs to */
async function formFields(db: Db, tenantId: string, formKey: string, lang: Lang): Promise<string[]> {
  let entity = await entityOf(db, tenantId, formKey, lang);
  if (!entity) {
    const form = await db.selectFrom('flow_form').select('entity_code').where('tenant_id', '=', tenantId).where('form_key', '=', formKey).executeTakeFirst();
    entity = form?.entity_code ? await entityOf(db, tenantId, form.entity_code, lang) : null;
  }
  // a form holds the entity's attributes and its child tables (rows as lists)
  return entity ? [...entity.attrs.keys(), ...Object.keys(entity.def.children ?? {})] : [];
}

export interface GateInput {
  db: Db;
  tenantId: string;
  lang: Lang;
  defId: string;
  model: ProcessModel;
  /** the step: a user task's node, or the start event */
  node: FlowNodeModel;
  /** the document the flow runs for: its fields are never a caller's to write */
  documentEntity: string | null;
}

/** The variables the step's form declares, less the engine's and the document's. */
export async function writableVariables(g: GateInput): Promise<Set<string>> {
  const { db, tenantId, lang } = g;
  const declared = new Set<string>(g.node.formProperties);
  const isStart = g.node.kind === 'startEvent';
  const bound = await db
    .selectFrom('flow_deploy_form as df')
    .innerJoin('flow_form as f', (j) => j.onRef('f.id', '=', 'df.form_id').on('f.tenant_id', '=', tenantId))
    .select(['f.form_key', 'f.entity_code'])
    .where('df.tenant_id', '=', tenantId)
    .where('df.def_id', '=', g.defId)
    .where('df.node_key', '=', isStart ? '' : g.node.id)
    .execute();
  const keys = [g.node.formKey, ...bound.map((b) => b.entity_code ?? b.form_key)].filter((k): k is string => !!k);
  for (const k of new Set(keys)) for (const f of await formFields(db, tenantId, k, lang)) declared.add(f);
  if (g.documentEntity) {
    const doc = await entityOf(db, tenantId, g.documentEntity, lang);
    for (const f of [...(doc?.attrs.keys() ?? []), ...Object.keys(doc?.def.children ?? {})]) declared.delete(f);
    for (const f of ['id', 'code', 'status_dict']) declared.delete(f);
  }
  for (const v of ENGINE_VARIABLES) declared.delete(v);
  const initiatorVar = g.model.starts.map((id) => g.model.nodes.get(id)?.initiator).find(Boolean);
  if (initiatorVar) declared.delete(initiatorVar);
  return declared;
}

/** Refuses (400, naming `arg.name`) the first variable the step does not let a caller write. */
export function refuseUndeclared(vars: Record<string, unknown> | undefined, allowed: Set<string>, arg: string, lang: Lang): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(vars ?? {})) {
    if (!allowed.has(k)) {
      throw badRequest(
        lang === 'en_US'
          ? `${arg}.${k}: not a field of this step's form; the flow reads the document's fields from the document itself and sets its own variables`
          : `${arg}.${k}：不是该环节表单中可以填写的字段（单据字段取自单据本身，流程变量由流程设置）`,
      );
    }
    out[k] = v;
  }
  return out;
}

/** A document's own values as the flow's conditions see them (`${total_price > 20000}`): every plain field, read from its record. */
export async function documentVariables(db: Db, tenantId: string, lang: Lang, entityCode: string, receiptId: number, record?: RecordValue): Promise<Record<string, unknown>> {
  const model = await modelFor(db, tenantId, entityCode, lang);
  const rec = record ?? (await readRecord(db, model, receiptId, lang));
  return Object.fromEntries(Object.entries(rec).filter(([, v]) => v === null || ['string', 'number', 'boolean'].includes(typeof v)));
}

/**
 * The variables completing a task writes: the caller's values and variables, each one a field of
 * the task's form (else refused), then the document's fields as its record holds them now (an
 * approver allowed to edit the document changes the record, never the flow's copy of it).
 */
export async function completionVariables(db: Db, tenantId: string, lang: Lang, taskId: string, client: { values?: Record<string, unknown>; variables?: Record<string, unknown> }): Promise<Record<string, unknown>> {
  const task = await db.selectFrom('flow_task').select(['node_id', 'instance_id']).where('tenant_id', '=', tenantId).where('id', '=', taskId).executeTakeFirst();
  // no such task: the engine's command refuses it in its own words
  if (!task) return {};
  const inst = await db.selectFrom('flow_instance').select(['def_id', 'entity_code', 'receipt_id']).where('tenant_id', '=', tenantId).where('id', '=', task.instance_id).executeTakeFirstOrThrow();
  const model = await flowEnv.modelOf(db, tenantId, inst.def_id);
  const node = model.nodes.get(task.node_id);
  const given = Object.keys(client.values ?? {}).length + Object.keys(client.variables ?? {}).length;
  let out: Record<string, unknown> = {};
  if (given && node) {
    const allowed = await writableVariables({ db, tenantId, lang, defId: inst.def_id, model, node, documentEntity: inst.entity_code });
    out = { ...refuseUndeclared(client.values, allowed, 'values', lang), ...refuseUndeclared(client.variables, allowed, 'variables', lang) };
  }
  if (inst.entity_code && inst.receipt_id) Object.assign(out, await documentVariables(db, tenantId, lang, inst.entity_code, Number(inst.receipt_id)));
  return out;
}
