// What the print routes print: the parameters (file = entity code, id or ids), the caller's right
// to read the entity, the records read in the caller's tenant (with their lines), and their print
// layouts in the caller's language, with the company of the server's build.
import { z } from 'zod';
import { ENTITY_CODE } from '../../schemas/entities/define';
import { printLayout, type PrintDicts, type PrintLayout } from '../../schemas/print';
import type { RecordValue } from '../../schemas/rpc/datax';
import { requireEntityAccess } from '../records/access';
import { callerEntityMeta, callerModel } from '../records/context';
import { attachChildren, toRecord } from '../records/read';
import { selectRecords } from '../records/query';
import { visibilityOf, whereVisible } from '../records/data-scope';
import { withoutHidden } from '../records/field-visibility';
import { type CallContext, session } from '../rpc/registry';
import { badRequest, RpcError } from '../rpc/errors';
import { tenantConfig } from '../config/tenant-config';
import { companyName } from './company';

/** most documents one batch prints: a few seconds of work, tens of MB at most */
export const BATCH_MAX = 200;

const idText = z
  .string()
  .trim()
  .regex(/^[1-9]\d{0,15}$/, 'must be a record id (a positive whole number)')
  .transform(Number)
  .refine(Number.isSafeInteger, 'must be a record id (a positive whole number)');

/** An IANA time zone the runtime knows (printed times follow the reader's clock) */
const timeZone = z
  .string()
  .max(64)
  .refine((tz) => {
    try {
      new Intl.DateTimeFormat('en', { timeZone: tz });
      return true;
    } catch {
      return false;
    }
  }, 'must be a time zone such as Asia/Shanghai');

const common = { file: z.string().regex(ENTITY_CODE, 'must be an entity code such as Warehouse'), tz: timeZone.optional() };
const one = z.object({ ...common, id: idText });
const batch = z.object({
  ...common,
  ids: z
    .string()
    .transform((s) => s.split(',').map((x) => x.trim()).filter(Boolean))
    .pipe(z.array(idText).min(1, 'must name at least one record id'))
    .transform((ids) => [...new Set(ids)])
    .refine((ids) => ids.length <= BATCH_MAX, `at most ${BATCH_MAX} documents at once`),
});

export interface PrintRequest {
  entityCode: string;
  ids: number[];
  timeZone?: string;
}

/** Query string and, for POST, a JSON object body: the body's keys win. Arrays of ids are joined. */
function paramsOf(query: unknown, body: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  for (const source of [query, body]) {
    if (!source || typeof source !== 'object' || Array.isArray(source)) continue;
    for (const [k, v] of Object.entries(source)) {
      if (Array.isArray(v)) out[k] = v.join(',');
      else if (typeof v === 'string' || typeof v === 'number') out[k] = String(v);
    }
  }
  return out;
}

function parse<T>(schema: z.ZodType<T>, params: Record<string, string>): T {
  const r = schema.safeParse(params);
  if (r.success) return r.data;
  const issue = r.error.issues[0];
  const name = issue.path.join('.') || 'parameters';
  throw badRequest(`${name}: ${issue.code === 'invalid_type' ? 'is required' : issue.message}`);
}

export function oneRequest(query: unknown, body: unknown): PrintRequest {
  const p = parse(one, paramsOf(query, body));
  return { entityCode: p.file, ids: [p.id], timeZone: p.tz };
}

export function batchRequest(query: unknown, body: unknown): PrintRequest {
  const p = parse(batch, paramsOf(query, body));
  return { entityCode: p.file, ids: p.ids, timeZone: p.tz };
}

/** A missing record, an unknown entity and a refusal look alike (ids are sequential). */
export class NoDocument extends Error {}

async function readRecords(ctx: CallContext, entityCode: string, ids: number[]): Promise<RecordValue[]> {
  const db = session(ctx).db;
  const model = await callerModel(ctx, entityCode);
  // a record outside the caller's data scope prints as one that does not exist; hidden fields stay out
  const vis = await visibilityOf(ctx, model);
  const rows = await whereVisible(selectRecords(db, model).where('t.id', 'in', ids), vis).execute();
  const byId = new Map(rows.map((r: Record<string, unknown>) => [Number(r.id), withoutHidden(toRecord(model, r, ctx.lang), vis.hidden)]));
  if (byId.size !== ids.length) throw new NoDocument();
  const records = ids.map((id) => byId.get(id)!);
  await attachChildren(db, model, records);
  return records;
}

async function dictionaries(ctx: CallContext, codes: string[]): Promise<PrintDicts> {
  if (!codes.length) return {};
  const rows = await session(ctx).db.selectFrom('dict').select(['dict_code', 'code', 'name', 'name_intl']).where('dict_code', 'in', codes).orderBy('sn').execute();
  const out: Record<string, Array<{ code: string; name: string; nameIntl: Record<string, string> }>> = {};
  for (const r of rows) {
    out[r.dict_code] ??= [];
    out[r.dict_code].push({ code: r.code, name: r.name, nameIntl: (r.name_intl ?? {}) as Record<string, string> });
  }
  return out;
}

/** The layouts of the requested documents, in the order asked; NoDocument when any is not the caller's to read. */
export async function loadLayouts(ctx: CallContext, req: PrintRequest): Promise<{ layouts: PrintLayout[]; entityName: string }> {
  try {
    await requireEntityAccess(ctx, req.entityCode, 'read');
    const entity = await callerEntityMeta(ctx, req.entityCode);
    const records = await readRecords(ctx, req.entityCode, req.ids);
    const dictCodes = [...entity.attrs, ...entity.children.flatMap((c) => c.attrs)].map((a) => a.dictCode).filter((c): c is string => !!c);
    const dicts = await dictionaries(ctx, [...new Set(dictCodes)]);
    // the tenant's own name for print (参数配置), else the build's company
    const company = (await tenantConfig(session(ctx).db, session(ctx).tenantId, 'companyShortName')) || (await companyName(ctx.env.config.build, ctx.lang));
    const now = new Date();
    const layouts = records.map((r) => printLayout(entity, r, { lang: ctx.lang, company, now, timeZone: req.timeZone, dicts }));
    const entityName = ctx.lang === 'zh_CN' ? entity.name : entity.nameIntl[ctx.lang] || entity.name;
    return { layouts, entityName };
  } catch (e) {
    // refused (4003) or gone (11, an unknown entity): the same answer as a missing record
    if (e instanceof RpcError && (e.code === 4003 || e.code === 11)) throw new NoDocument();
    throw e;
  }
}
