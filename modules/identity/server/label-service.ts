// identity.Label: the record calls bound to IdentityLabel (its hook checks every layout), 启用 / 停用
// through the record layer (one transaction, rows locked, versions moved), and the template of a
// label code for printing — refused while it is disabled.
import type { Kysely } from 'kysely';
import { callerModel, writerOf } from '../../../server/records/context';
import { documentHandlers, implementDocument } from '../../../server/records/document-service';
import { modifyRecord } from '../../../server/records/write';
import { badRequest, notFound } from '../../../server/rpc/errors';
import { type CallContext, session } from '../../../server/rpc/registry';
import { identityLabel, type LabelTemplate } from '../contracts';
import { kindOf } from '../labels/kinds';
import { parseLayout } from '../labels/layout';
import { lm } from '../labels/messages';
import { LABEL_ENTITY } from './label-hooks';

// biome-ignore lint/suspicious/noExplicitAny: the module's tables are not in the static DB type
type AnyDb = Kysely<any>;

const bound = documentHandlers(identityLabel);
const TABLE = 'identity_label';

/** the designer may send its layout as an object: stored as JSON text */
const withLayoutText = (record: Record<string, unknown>) =>
  record.layout && typeof record.layout === 'object' ? { ...record, layout: JSON.stringify(record.layout) } : record;

const idsOf = (arg: number[] | { ids: number[] }) => [...new Set(Array.isArray(arg) ? arg : arg.ids)];

async function setState(ctx: CallContext, ids: number[], state: 'Enable' | 'Disable') {
  const model = await callerModel(ctx, LABEL_ENTITY);
  const w = await writerOf(ctx, model);
  await w.db.transaction().execute(async (trx) => {
    for (const id of ids) {
      const row = await (trx as AnyDb).selectFrom(TABLE).select('version').where('id', '=', id).forUpdate().executeTakeFirst();
      if (!row) throw notFound(lm(ctx.lang, 'notFound', { code: String(id) }));
      await modifyRecord(w, model, id, { state, version: row.version }, trx);
    }
  });
  return { msg: lm(ctx.lang, state === 'Enable' ? 'enabled' : 'disabledDone', { n: ids.length }), updated: ids.length };
}

type Row = Record<string, unknown>;

/** A stored template as a print uses it. */
export function templateOf(r: Row): LabelTemplate {
  return {
    id: Number(r.id),
    code: String(r.code),
    name: String(r.name),
    template_code: String(r.template_code),
    target_kind: kindOf(r.target_kind),
    state: String(r.state),
    width_mm: Number(r.width_mm),
    height_mm: Number(r.height_mm),
    layout: parseLayout(r.layout),
  };
}

/**
 * The tenant's template by id or label code, for printing: 11 when there is none, 400 while it is
 * disabled (标签模板已停用，不能打印).
 */
export async function printableTemplate(db: AnyDb, tenantId: string, label: number | string, lang: 'zh_CN' | 'en_US'): Promise<LabelTemplate> {
  const q = db.selectFrom(TABLE).selectAll().where('tenant_id', '=', tenantId);
  const row = await (typeof label === 'number' ? q.where('id', '=', label) : q.where('code', '=', label)).executeTakeFirst();
  if (!row) throw notFound(lm(lang, 'notFound', { code: String(label) }));
  if (row.state !== 'Enable') throw badRequest(lm(lang, 'disabled', { code: String(row.code) }));
  return templateOf(row);
}

export const identityLabelService = implementDocument(identityLabel, {
  create: (ctx, [record]) => bound.create(ctx, [withLayoutText(record)]),
  update: (ctx, [record]) => bound.update(ctx, [withLayoutText(record)]),
  enable: (ctx, [arg]) => setState(ctx, idsOf(arg), 'Enable'),
  disable: (ctx, [arg]) => setState(ctx, idsOf(arg), 'Disable'),
  async getByCode(ctx, [code]) {
    const s = session(ctx);
    return printableTemplate(s.db as AnyDb, s.tenantId, code, ctx.lang);
  },
});
