// POST /download/label-preview.pdf with [{width_mm, height_mm, layout, name?}]: the designer's 预览 —
// one label of the layout being drawn (not yet saved) at true size, filled with its kind's fields' sample
// values. The layout is checked as a save checks it (标签布局无效：…).
import type { FastifyInstance } from 'fastify';
import type { AppEnv } from '../../../server/env';
import { pdfRoute } from '../../../server/print/pdf-route';
import { badRequest } from '../../../server/rpc/errors';
import { LABEL_PREVIEW_URL, labelPreview } from '../contracts';
import { DEFAULT_KIND, sampleValues } from '../labels/kinds';
import { lm } from '../labels/messages';
import { checkLayout } from '../labels/schema';

/** pdfkit and fontkit load with the first print, not with the server */
const renderLabels: typeof import('./label-pdf').renderLabels = async (...a) => (await import('./label-pdf')).renderLabels(...a);

export function registerLabelPreview(app: FastifyInstance, env: AppEnv) {
  app.post(
    LABEL_PREVIEW_URL,
    pdfRoute(env, labelPreview, async (ctx, [label]) => {
      const kind = label.target_kind ?? DEFAULT_KIND;
      const checked = checkLayout(label.layout, label.width_mm, label.height_mm, ctx.lang, kind);
      if ('reason' in checked) throw badRequest(lm(ctx.lang, 'layoutInvalid', { reason: checked.reason }));
      const name = label.name?.trim() || (ctx.lang === 'en_US' ? 'label preview' : '标签预览');
      const bytes = await renderLabels({ width_mm: label.width_mm, height_mm: label.height_mm, layout: checked.layout }, [sampleValues(kind)], { title: name, author: 'Plantform', lang: ctx.lang });
      return { bytes, fileName: name };
    }),
  );
}
