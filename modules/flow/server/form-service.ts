// flow.FlowableForm (flowable/Form): forms a deployment shows — a form of the form designer
// (datax.Form formId) or an entity whose generated form is used — and which form each node of a
// deployment takes (the start form: node key ''). flow.FlowableInstance: delete and variables.
import { implement } from '../../../server/modules/types';
import { conflict, notFound } from '../../../server/rpc/errors';
import { type CallContext, session } from '../../../server/rpc/registry';
import { flowForm, type FlowFormView, flowInstance } from '../contracts';
import { correlateMessageCall } from './message-service';
import { instanceFor } from './task-views';
import { flowTaskService } from './task-service';
import { pagedQuery } from '../../../server/records/paged-query';

// biome-ignore lint/suspicious/noExplicitAny: a flow_form row
const toView = (f: any): FlowFormView => ({ formId: Number(f.id), formName: f.name, formKey: f.form_key, entityCode: f.entity_code, remark: f.remark });
const dup = (ctx: CallContext, name: string) => conflict(ctx.lang === 'en_US' ? `a form named ${name} exists` : `表单名称「${name}」已存在`);

async function form(ctx: CallContext, id: number) {
  const s = session(ctx);
  const f = await s.db.selectFrom('flow_form').selectAll().where('tenant_id', '=', s.tenantId).where('id', '=', id).executeTakeFirst();
  if (!f) throw notFound(ctx.lang === 'en_US' ? `no form ${id}` : `表单不存在：${id}`);
  return f;
}

async function deployForm(ctx: CallContext, a: { deployId: string; formId: number; nodeKey?: string | null }) {
  const s = session(ctx);
  await form(ctx, a.formId);
  const def = await s.db.selectFrom('flow_definition').select('id').where('tenant_id', '=', s.tenantId).where('id', '=', a.deployId).executeTakeFirst();
  if (!def) throw notFound(ctx.lang === 'en_US' ? 'no such deployment' : '流程定义不存在');
  await s.db
    .insertInto('flow_deploy_form')
    .values({ tenant_id: s.tenantId, def_id: a.deployId, node_key: a.nodeKey ?? '', form_id: a.formId })
    .onConflict((oc) => oc.columns(['tenant_id', 'def_id', 'node_key']).doUpdateSet({ form_id: a.formId }))
    .execute();
  if (!a.nodeKey) await s.db.updateTable('flow_definition').set({ form_id: a.formId }).where('tenant_id', '=', s.tenantId).where('id', '=', a.deployId).execute();
  return { saved: true as const };
}

export const flowFormService = implement(flowForm, {
  async list(ctx, [q]) {
    const s = session(ctx);
    let base = s.db.selectFrom('flow_form').where('tenant_id', '=', s.tenantId);
    if (q.keyword) base = base.where('name', 'ilike', `%${q.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    return pagedQuery(q, base, (b) => b.selectAll().orderBy('id', 'desc'), toView);
  },
  async listAll(ctx) {
    const s = session(ctx);
    return (await s.db.selectFrom('flow_form').selectAll().where('tenant_id', '=', s.tenantId).orderBy('name').execute()).map(toView);
  },
  async add(ctx, [f]) {
    const s = session(ctx);
    const row = await s.db
      .insertInto('flow_form')
      .values({ tenant_id: s.tenantId, name: f.formName, form_key: f.formKey, entity_code: f.entityCode ?? null, remark: f.remark ?? null })
      .onConflict((oc) => oc.columns(['tenant_id', 'name']).doNothing())
      .returningAll()
      .executeTakeFirst();
    if (!row) throw dup(ctx, f.formName);
    return toView(row);
  },
  async edit(ctx, [f]) {
    const s = session(ctx);
    if (!f.formId) throw notFound(ctx.lang === 'en_US' ? 'formId is required' : '缺少 formId');
    await form(ctx, f.formId);
    const clash = await s.db.selectFrom('flow_form').select('id').where('tenant_id', '=', s.tenantId).where('name', '=', f.formName).where('id', '!=', f.formId).executeTakeFirst();
    if (clash) throw dup(ctx, f.formName);
    await s.db.updateTable('flow_form').set({ name: f.formName, form_key: f.formKey, entity_code: f.entityCode ?? null, remark: f.remark ?? null }).where('tenant_id', '=', s.tenantId).where('id', '=', f.formId).execute();
    return toView(await form(ctx, f.formId));
  },
  async remove(ctx, [ids]) {
    const s = session(ctx);
    const used = await s.db.selectFrom('flow_deploy_form').select('form_id').where('tenant_id', '=', s.tenantId).where('form_id', 'in', ids).executeTakeFirst();
    if (used) throw conflict(ctx.lang === 'en_US' ? 'the form is used by a deployed process' : '表单已被流程使用，不能删除');
    const r = await s.db.deleteFrom('flow_form').where('tenant_id', '=', s.tenantId).where('id', 'in', ids).executeTakeFirst();
    return { removed: Number(r.numDeletedRows) };
  },
  addDeployForm: (ctx, [a]) => deployForm(ctx, a),
  modifyDeployForm: (ctx, [a]) => deployForm(ctx, a),
  async getInfo(ctx, [id]) {
    return toView(await form(ctx, id));
  },
  async deployForms(ctx, [deployId]) {
    const s = session(ctx);
    const rows = await s.db.selectFrom('flow_deploy_form').select(['node_key', 'form_id']).where('tenant_id', '=', s.tenantId).where('def_id', '=', deployId).orderBy('node_key').execute();
    return rows.map((r) => ({ nodeKey: r.node_key || null, formId: Number(r.form_id) }));
  },
  async saveDeployForms(ctx, [a]) {
    for (const f of a.forms) await deployForm(ctx, { deployId: a.deployId, formId: f.formId, nodeKey: f.nodeKey });
    return { saved: a.forms.length };
  },
});

export const flowInstanceService = implement(flowInstance, {
  delete: (ctx, args) => flowTaskService.handlers.delete(ctx, args) as ReturnType<typeof flowTaskService.handlers.delete>,
  async processVariables(ctx, [id]) {
    return (await instanceFor(ctx, { procInsId: id })).variables as Record<string, unknown>;
  },
  correlateMessage: (ctx, [a]) => correlateMessageCall(ctx, a),
});

