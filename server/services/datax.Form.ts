// datax.Form: a form by its id (the entity, its detail page and the design saved for it) and the
// designs of the form designer (meta/Designer): save with an optimistic version (stale → 409),
// checked against the entity's attributes (400 naming the node's path), list and remove.
import type { ColumnType, Generated, Kysely, Selectable } from 'kysely';
import { builtinEntities, entityByCode, pagesOfEntity } from '../modules/catalogue';
import { checkDesign, designIssueText, pathText } from '../../schemas/forms/check';
import { designFields, type FormDesign, withoutFields } from '../../schemas/forms/types';
import { dataxForm, type FormDesignSummary } from '../../schemas/rpc/datax';
import type { Audit, DB } from '../db/types';
import type { Lang } from '../i18n';
import { implement } from '../modules/types';
import { callerEntityMeta, callerModel } from '../records/context';
import { hiddenFieldsOf } from '../records/field-visibility';
import { tenantMeta } from '../records/tenant-models';
import { badRequest, conflict, notFound, RpcError } from '../rpc/errors';
import { type CallContext, type Registry, session } from '../rpc/registry';

/** form_design (migration 011); not in the static DB type, added where it is used. */
interface FormDesignTable extends Audit {
  id: Generated<number>;
  tenant_id: string;
  form_id: string;
  entity_code: string;
  schema: ColumnType<FormDesign, string, string>;
  version: Generated<number>;
}
type Row = Selectable<FormDesignTable>;
type FormDb = Kysely<DB & { form_design: FormDesignTable }>;

const texts = {
  noForm: ['formId: 表单不存在：{formId}', 'formId: no form {formId}'],
  noDesign: ['formId: 没有设计的表单：{formId}', 'formId: no designed form {formId}'],
  otherEntity: ['design.entityCode: 表单 {formId} 属于实体 {entity}', 'design.entityCode: form {formId} belongs to entity {entity}'],
  exists: ['表单 {formId} 已有设计（版本 {version}），请重新打开后再保存', 'form {formId} already has a design (version {version}): open it again before saving'],
  stale: ['表单已被他人修改（当前版本 {version}），请重新打开后再保存', 'the form was changed by someone else (now version {version}): open it again before saving'],
} as const;
const msg = (lang: Lang, key: keyof typeof texts, vars: Record<string, string | number>) =>
  texts[key][lang === 'en_US' ? 1 : 0].replace(/\{(\w+)\}/g, (_, k: string) => String(vars[k] ?? ''));

const db = (ctx: CallContext) => session(ctx).db as unknown as FormDb;

function summaryOf(row: Row): FormDesignSummary {
  return {
    formId: row.form_id,
    entityCode: row.entity_code,
    version: row.version,
    fieldCount: designFields(row.schema).length,
    modifyName: row.modify_name,
    modifyDt: new Date(row.modify_dt).toISOString(),
  };
}

const byFormId = (ctx: CallContext, formId: string) => db(ctx).selectFrom('form_design').selectAll().where('form_id', '=', formId).executeTakeFirst();

/** The entity of a form id without a design: a built-in entity's code or form id, a tenant entity's form id (default: its code). */
async function entityOfFormId(ctx: CallContext, formId: string): Promise<string | undefined> {
  const s = session(ctx);
  const meta = await tenantMeta(s.db, s.tenantId);
  return entityByCode(formId)?.code ?? builtinEntities().find((e) => e.formId === formId)?.code ?? meta.entities.find((e) => (e.form_id ?? e.code) === formId)?.code;
}

/** 400 with the first issues' paths (`design.schema.nodes.0.code: …`) and every issue in the body. */
function refuseIssues(ctx: CallContext, issues: ReturnType<typeof checkDesign>): never {
  const lines = issues.map((i) => `design.schema.${pathText(i.path)}: ${designIssueText(i, ctx.lang)}`);
  throw new RpcError(400, lines.slice(0, 3).join('; '), { issues: issues.map((i, n) => ({ path: pathText(i.path), message: lines[n] })) });
}

/** Whether the caller's role designs forms (meta/Designer): it then gets every field of a form. */
async function designsForms(ctx: CallContext): Promise<boolean> {
  const s = session(ctx);
  return (await ctx.env.grants.of(s.tenantId, s.roleId, s.menuVersion)).pages.has('meta/Designer');
}

export function register(reg: Registry) {
  reg.add(
    implement(dataxForm, {
      async getByFormId(ctx, [formId]) {
        const design = await byFormId(ctx, formId);
        const code = design?.entity_code ?? (await entityOfFormId(ctx, formId));
        if (!code) throw notFound(msg(ctx.lang, 'noForm', { formId }));
        // the detail page the form is shown on: the entity's (first) page's own detail url
        const page = pagesOfEntity(code)[0];
        const entity = await callerEntityMeta(ctx, code);
        // a role that does not design forms gets the form without the fields it may not see
        const hidden = (await designsForms(ctx)) ? new Set<string>() : await hiddenFieldsOf(ctx, await callerModel(ctx, code));
        return {
          formId,
          entityCode: code,
          url: page ? page.detailUrl : entityByCode(code) ? null : 'meta/AppDataDetail',
          entity: hidden.size ? { ...entity, attrs: entity.attrs.filter((a) => !hidden.has(a.code)) } : entity,
          design: design?.schema ? withoutFields(design.schema, hidden) : null,
          designVersion: design?.version ?? null,
        };
      },

      async save(ctx, [input]) {
        const s = session(ctx);
        // 11 for an entity the tenant does not have; the design is checked against what it has now
        const entity = await callerEntityMeta(ctx, input.entityCode);
        const issues = checkDesign(input.schema, entity);
        if (issues.length) refuseIssues(ctx, issues);
        const schema = JSON.stringify(input.schema);
        const who = { modify_id: s.userId, modify_name: s.userName };
        return db(ctx)
          .transaction()
          .execute(async (trx) => {
            const current = await trx.selectFrom('form_design').selectAll().where('form_id', '=', input.formId).forUpdate().executeTakeFirst();
            if (current && current.entity_code !== input.entityCode) throw badRequest(msg(ctx.lang, 'otherEntity', { formId: input.formId, entity: current.entity_code }));
            if (!current) {
              if (input.version !== undefined && input.version !== 0) throw conflict(msg(ctx.lang, 'stale', { version: 0 }));
              const row = await trx
                .insertInto('form_design')
                .values({ tenant_id: s.tenantId, form_id: input.formId, entity_code: input.entityCode, schema, create_id: s.userId, create_name: s.userName, ...who })
                .onConflict((oc) => oc.columns(['tenant_id', 'form_id']).doNothing())
                .returningAll()
                .executeTakeFirst();
              // someone saved the same new form a moment ago
              if (!row) throw conflict(msg(ctx.lang, 'exists', { formId: input.formId, version: 1 }));
              return summaryOf(row);
            }
            if (input.version === undefined) throw conflict(msg(ctx.lang, 'exists', { formId: input.formId, version: current.version }));
            if (input.version !== current.version) throw conflict(msg(ctx.lang, 'stale', { version: current.version }));
            const row = await trx
              .updateTable('form_design')
              .set({ schema, version: current.version + 1, ...who, modify_dt: new Date() })
              .where('id', '=', current.id)
              .returningAll()
              .executeTakeFirstOrThrow();
            return summaryOf(row);
          });
      },

      async list(ctx) {
        const rows = await db(ctx).selectFrom('form_design').selectAll().orderBy('entity_code').orderBy('form_id').execute();
        return rows.map(summaryOf);
      },

      async remove(ctx, [formId]) {
        const removed = await db(ctx).deleteFrom('form_design').where('form_id', '=', formId).executeTakeFirst();
        if (!Number(removed.numDeletedRows)) throw notFound(msg(ctx.lang, 'noDesign', { formId }));
        return { removed: true };
      },
    }),
  );
}
