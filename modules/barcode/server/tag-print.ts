// 打印标签: POST /download/barcode-tags.pdf with [{labelId, kind?, codes, copies, onSheets}] answers the
// labels of those codes as one PDF — each code `copies` times in a row, one label per page at the
// template's size or side by side on A4 sheets — and records the print in 标签打印记录 (who, when,
// which template, which kind and codes, how many). One route and one render path for every kind:
// the codes are barcodes (the default), positions or materials, their values come from the kind's
// function (identity/server/label-values). The template must be enabled (标签模板已停用，不能打印) and
// of that kind, every code one the caller may see (条码不存在 / 存在不存在的条码, 库位不存在, 物料不存在). The
// caller needs the kind's list's 打印标签 function (barcodes: or the 打印标签 page).
import type { FastifyInstance } from 'fastify';
import type { AppEnv } from '../../../server/env';
import { pdfRoute } from '../../../server/print/pdf-route';
import { badRequest, notFound } from '../../../server/rpc/errors';
import { type CallContext, session } from '../../../server/rpc/registry';
import { KIND_SOURCES, type TargetKind, type LabelValues, lm, kindWord } from '../../identity/public';
import { callerModel } from '../../../server/records/context';
import { visibilityOf, visibleFlag } from '../../../server/records/data-scope';
import { printableTemplate, LABEL_VALUES, renderLabels } from '../../identity/server/public';
import { TAG_PDF_URL, type TagPrint, tagPrint } from '../contracts';
import { BarcodeRefusal } from '../rules';
import { type AnyDb, guarded } from './rows';


/** The labels' values by code; codes the tenant has none of are refused with the kind's message. */
async function valuesOf(ctx: CallContext, db: AnyDb, tenantId: string, kind: TargetKind, codes: string[]): Promise<Map<string, LabelValues>> {
  // a print is a read: only the records of the kind the caller may see (another's is not found)
  const vis = await visibilityOf(ctx, await callerModel(ctx, KIND_SOURCES[kind].entity));
  const read = () => LABEL_VALUES[kind](db, tenantId, codes, ctx.lang, (alias) => visibleFlag(vis, alias));
  if (kind === 'barcode') {
    return guarded(ctx.lang, async () => {
      const found = await read();
      const missing = codes.filter((c) => !found.has(c));
      if (missing.length === 1 && codes.length === 1) throw new BarcodeRefusal('notExist', { code: missing[0] }, 'missing');
      if (missing.length) throw new BarcodeRefusal('nonExistent', { codes: missing.join(', ') }, 'missing');
      return found;
    });
  }
  const found = await read();
  const missing = codes.filter((c) => !found.has(c));
  if (missing.length) throw notFound(lm(ctx.lang, kind === 'position' ? 'positionMissing' : 'materialMissing', { codes: missing.join(', ') }));
  return found;
}

const COUNTED: Record<TargetKind, [string, string]> = { barcode: ['个条码', '-barcodes'], position: ['个库位', '-positions'], material: ['个物料', '-materials'] };

async function printTags(ctx: CallContext, t: TagPrint) {
  const s = session(ctx);
  const db = s.db as AnyDb;
  const kind = t.kind ?? 'barcode';
  const template = await printableTemplate(db, s.tenantId, t.labelId, ctx.lang);
  if (template.target_kind !== kind) {
    throw badRequest(lm(ctx.lang, 'wrongKind', { code: template.code, kind: kindWord(template.target_kind, ctx.lang), asked: kindWord(kind, ctx.lang) }));
  }
  const codes = [...new Set(t.codes)];
  const values = await valuesOf(ctx, db, s.tenantId, kind, codes);
  const labels = codes.flatMap((c) => Array.from({ length: t.copies }, () => values.get(c)!));
  const title = `${template.name}-${codes.length === 1 ? codes[0] : `${codes.length}${COUNTED[kind][ctx.lang === 'en_US' ? 1 : 0]}`}`;
  const bytes = await renderLabels(template, labels, { title, author: 'Plantform' }, !!t.onSheets);
  await db
    .insertInto('barcode_tag')
    .values({
      tenant_id: s.tenantId,
      printed_at: new Date(),
      printed_by: s.userName,
      label_id: template.id,
      label_code: template.code,
      label_name: template.name,
      label_size: `${template.width_mm}×${template.height_mm}`,
      target_kind: kind,
      barcode_count: codes.length,
      copies: t.copies,
      label_count: labels.length,
      barcodes: codes.join(', ').slice(0, 20000),
      status_dict: 'Saved',
      create_id: s.userId,
      create_name: s.userName,
      modify_id: s.userId,
      modify_name: s.userName,
    })
    .execute();
  return { bytes, fileName: title };
}

export function registerTagPrint(app: FastifyInstance, env: AppEnv) {
  app.post(TAG_PDF_URL, pdfRoute(env, tagPrint, (ctx, [t]) => printTags(ctx, t)));
}
