// flow.FlowableDef: deployed process versions (flowable/FlowList, FlowDetail, flow/job). A save
// deploys the key's next version (the XML compiled and checked first: a problem is a 400 naming
// the element); running instances stay on their version. A version with running instances cannot
// be deleted. `bind` says which receipt types a submit starts the key for (flow_binding).
import { sql } from 'kysely';
import { catalogue } from '../../../server/modules/catalogue';
import { deploy, withProcessHeader } from '../engine/engine/definitions';
import { flowError } from '../engine/engine/messages';
import { implement } from '../../../server/modules/types';
import { badRequest, conflict } from '../../../server/rpc/errors';
import { type CallContext, session } from '../../../server/rpc/registry';
import { tenantMeta } from '../../../server/records/tenant-models';
import { type FlowDefinitionView, flowDef } from '../contracts';
import { command, type Db, engineCall, iso } from './context';
import { startForReceipt } from './receipt-start';
import { pagedQuery } from '../../../server/records/paged-query';

// biome-ignore lint/suspicious/noExplicitAny: a definition row with its bindings
function toView(d: any, bindings: Map<string, string[]>): FlowDefinitionView {
  return {
    procDefId: d.id,
    deployId: d.id,
    key: d.key,
    name: d.name,
    category: d.category,
    version: Number(d.version),
    suspended: d.suspended,
    deployTime: iso(d.deploy_time)!,
    deployedBy: d.deployed_by,
    entityCodes: bindings.get(d.key) ?? [],
    formId: d.form_id === null ? null : Number(d.form_id),
  };
}

async function bindingsOf(db: Db, tenantId: string, keys: string[]): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>();
  if (!keys.length) return out;
  for (const b of await db.selectFrom('flow_binding').select(['def_key', 'entity_code']).where('tenant_id', '=', tenantId).where('def_key', 'in', keys).orderBy('entity_code').execute()) {
    out.set(b.def_key, [...(out.get(b.def_key) ?? []), b.entity_code]);
  }
  return out;
}

async function one(ctx: CallContext, deployId: string) {
  const s = session(ctx);
  const d = await s.db.selectFrom('flow_definition').selectAll().where('tenant_id', '=', s.tenantId).where('id', '=', deployId).executeTakeFirst();
  if (!d) throw flowError({ lang: ctx.lang }, 'missing', 'definitionNotFound');
  return d;
}

/** receipt entities of the tenant that may have a flow (declared `receipt.flow`) */
async function flowReceipts(ctx: CallContext): Promise<Array<{ entityCode: string; name: string }>> {
  const s = session(ctx);
  const builtin = [...catalogue().entities.values()].filter((e) => e.receipt?.flow).map((e) => ({ entityCode: e.code, name: ctx.lang === 'en_US' ? (e.nameEn ?? e.name) : e.name }));
  const own = [...(await tenantMeta(s.db, s.tenantId)).models.values()].filter((m) => m.def.receipt?.flow).map((m) => ({ entityCode: m.def.code, name: m.def.name }));
  return [...builtin, ...own.filter((o) => !builtin.some((b) => b.entityCode === o.entityCode))];
}

export const flowDefService = implement(flowDef, {
  async list(ctx, [q]) {
    const s = session(ctx);
    const T = s.tenantId;
    let base = s.db.selectFrom('flow_definition as d').where('d.tenant_id', '=', T);
    if (q.keyword) {
      const like = `%${q.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      base = base.where((eb) => eb.or([eb('d.name', 'ilike', like), eb('d.key', 'ilike', like)]));
    }
    if (q.category) base = base.where('d.category', '=', q.category);
    if (q.key) base = base.where('d.key', '=', q.key);
    if (q.suspended !== undefined) base = base.where('d.suspended', '=', q.suspended);
    if (q.latestOnly) base = base.where('d.version', '=', sql<number>`(select max(v.version) from flow_definition v where v.tenant_id = ${T} and v.key = d.key)`);
    const found = await pagedQuery(q, base, (b) =>
      b.select(['d.id', 'd.key', 'd.name', 'd.category', 'd.version', 'd.suspended', 'd.deploy_time', 'd.deployed_by', 'd.form_id']).orderBy('d.deploy_time', 'desc').orderBy('d.id'),
    );
    const bindings = await bindingsOf(s.db, T, [...new Set(found.itemList.map((r) => r.key))]);
    return { ...found, itemList: found.itemList.map((r) => toView(r, bindings)) };
  },
  async delete(ctx, [{ deployId }]) {
    const s = session(ctx);
    await one(ctx, deployId);
    const running = await s.db.selectFrom('flow_instance').select((eb) => eb.fn.countAll().as('n')).where('tenant_id', '=', s.tenantId).where('def_id', '=', deployId).executeTakeFirst();
    if (Number(running?.n ?? 0) > 0) throw conflict(ctx.lang === 'en_US' ? `${running?.n} process instances use this version: it cannot be deleted` : `该版本已有 ${running?.n} 个流程实例，不能删除`);
    const r = await s.db.deleteFrom('flow_definition').where('tenant_id', '=', s.tenantId).where('id', '=', deployId).executeTakeFirst();
    return { removed: Number(r.numDeletedRows) };
  },
  async save(ctx, [input]) {
    const s = session(ctx);
    const key = input.process.id;
    const xml = await withProcessHeader(input.xml, key, input.process.name, input.process.category).catch(() => input.xml);
    const saved = await s.db.transaction().execute((trx) => deploy(trx, s.tenantId, engineCall(ctx, trx).actor, { key, name: input.process.name, category: input.process.category, xml, svg: input.svg ?? null }));
    const d = await one(ctx, saved.id);
    return toView(d, await bindingsOf(s.db, s.tenantId, [key]));
  },
  async updateState(ctx, [{ deployId, state }]) {
    const s = session(ctx);
    await one(ctx, deployId);
    await s.db.updateTable('flow_definition').set({ suspended: state === 'suspended' }).where('tenant_id', '=', s.tenantId).where('id', '=', deployId).execute();
    const d = await one(ctx, deployId);
    return toView(d, await bindingsOf(s.db, s.tenantId, [d.key]));
  },
  async readXml(ctx, [{ deployId }]) {
    const d = await one(ctx, deployId);
    return { xml: d.xml, svg: d.svg, name: d.name, category: d.category };
  },
  async start(ctx, [a]) {
    const run = await command(ctx, (c) => startForReceipt(ctx, c, { procDefId: a.procDefId, variables: { ...(a.valData ?? {}), ...(a.variables ?? {}) } }));
    return { msg: ctx.lang === 'en_US' ? 'Submitted' : '提交成功。', instanceId: run.inst.id };
  },
  async bind(ctx, [{ key, entityCodes }]) {
    const s = session(ctx);
    const allowed = new Set((await flowReceipts(ctx)).map((r) => r.entityCode));
    const bad = entityCodes.find((e) => !allowed.has(e));
    if (bad) throw badRequest(ctx.lang === 'en_US' ? `${bad} is not a document type that may have a flow` : `${bad} 不是可以绑定流程的单据类型`);
    const d = await s.db.selectFrom('flow_definition').selectAll().where('tenant_id', '=', s.tenantId).where('key', '=', key).orderBy('version', 'desc').limit(1).executeTakeFirst();
    if (!d) throw flowError({ lang: ctx.lang }, 'missing', 'definitionNotFound');
    await s.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('flow_binding').where('tenant_id', '=', s.tenantId).where('def_key', '=', key).execute();
      // an entity bound elsewhere moves to this key (one flow per receipt type)
      if (entityCodes.length) {
        await trx.deleteFrom('flow_binding').where('tenant_id', '=', s.tenantId).where('entity_code', 'in', entityCodes).execute();
        await trx.insertInto('flow_binding').values(entityCodes.map((e) => ({ tenant_id: s.tenantId, entity_code: e, def_key: key }))).execute();
      }
    });
    return toView(d, await bindingsOf(s.db, s.tenantId, [key]));
  },
  async choices(ctx) {
    const s = session(ctx);
    const T = s.tenantId;
    const [categories, users, roles, departments, receipts] = await Promise.all([
      s.db.selectFrom('flow_category').select(['code', 'name']).where('tenant_id', '=', T).orderBy('sn').orderBy('code').execute(),
      s.db.selectFrom('app_user').select(['id', 'code', 'name']).where('tenant_id', '=', T).where('state', '=', 0).orderBy('code').execute(),
      s.db.selectFrom('role').select(['id', 'code', 'name']).where('tenant_id', '=', T).orderBy('code').execute(),
      s.db.selectFrom('department').select(['id', 'code', 'name', 'parent_id as parentId', 'organ_id as organId']).where('tenant_id', '=', T).orderBy('code').execute(),
      flowReceipts(ctx),
    ]);
    return { categories, users, roles, departments, receipts };
  },
});
