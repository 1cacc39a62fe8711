// The report print paths, each with a `file` parameter naming the entity:
//   GET|POST /ureport_keep/pdf?file=<entityCode>&id=<id>                one document as a PDF
//   GET|POST /ureport_keep/pdf/exportBatch?file=<entityCode>&ids=1,2,3  several, one PDF, each from a new page
//   GET|POST /ureport_keep/excel?file=<entityCode>&id=<id>              one document as an .xlsx
// (POST may carry the same parameters as a JSON object body; `tz` names the time zone of printed
// times.) Like file downloads, the caller is known by the session headers only, must be allowed to
// read the entity, and reads only its own tenant's records; a missing record and a refusal are the
// same 404 (ids are sequential: a refusal must not confirm that one exists). Bad parameters are
// the envelope's 400 and never reach the renderer.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppEnv } from '../env';
import { callContextOf } from '../http/call-context';
import { contentDisposition, safeFileName } from '../http/content-disposition';
import { INERT_CSP } from '../http/security-headers';
import { langOf } from '../i18n';
import { Code } from '../rpc/errors';
import type { CallContext } from '../rpc/registry';
import { answerError, envelope } from '../rpc/route';
import { batchRequest, loadLayouts, NoDocument, oneRequest, type PrintRequest } from './documents';

/** pdfkit and fontkit take ~150 ms to load, exceljs seconds: only printing pays for them, not the server's start */
const renderPdf: typeof import('./pdf').renderPdf = async (...args) => (await import('./pdf')).renderPdf(...args);
const renderXlsx: typeof import('./xlsx').renderXlsx = async (...args) => (await import('./xlsx')).renderXlsx(...args);

const PDF = 'application/pdf';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export const PRINT_PATHS = { pdf: '/ureport_keep/pdf', batch: '/ureport_keep/pdf/exportBatch', excel: '/ureport_keep/excel' } as const;
const stamp = () => new Date().toISOString().slice(0, 10).replace(/-/g, '');

interface Rendered {
  bytes: Buffer;
  type: string;
  fileName: string;
}

type Render = (ctx: CallContext, request: PrintRequest) => Promise<Rendered>;

function handler(env: AppEnv, parse: (query: unknown, body: unknown) => PrintRequest, render: Render) {
  return async (req: FastifyRequest, reply: FastifyReply) => {
    try {
      const ctx = await callContextOf(env, req);
      const out = await render(ctx, parse(req.query, req.method === 'POST' ? req.body : undefined));
      return reply
        .type(out.type)
        .header('content-disposition', contentDisposition('attachment', out.fileName))
        .header('content-security-policy', INERT_CSP)
        .header('cache-control', 'no-store')
        .send(out.bytes);
    } catch (e) {
      if (e instanceof NoDocument) return reply.code(404).send(envelope(Code.NotFound, langOf(req.headers.language) === 'en_US' ? 'no such document' : '单据不存在'));
      return answerError(req, reply, e);
    }
  };
}

const pdfOne: Render = async (ctx, request) => {
  const { layouts } = await loadLayouts(ctx, request);
  const [layout] = layouts;
  return { bytes: await renderPdf(layouts, { title: `${layout.title} ${layout.code}`, author: layout.company }), type: PDF, fileName: `${safeFileName(layout.code, 'document')}.pdf` };
};

const pdfBatch: Render = async (ctx, request) => {
  const { layouts, entityName } = await loadLayouts(ctx, request);
  const name = layouts.length === 1 ? layouts[0].code : `${entityName}-${layouts.length}${ctx.lang === 'en_US' ? '-documents' : '份'}-${stamp()}`;
  return { bytes: await renderPdf(layouts, { title: name, author: layouts[0].company }), type: PDF, fileName: `${safeFileName(name, 'document')}.pdf` };
};

const excelOne: Render = async (ctx, request) => {
  const { layouts } = await loadLayouts(ctx, request);
  return { bytes: await renderXlsx(layouts[0]), type: XLSX, fileName: `${safeFileName(layouts[0].code, 'document')}.xlsx` };
};

export function registerPrintRoutes(app: FastifyInstance, env: AppEnv): void {
  app.route({ method: ['GET', 'POST'], url: PRINT_PATHS.pdf, handler: handler(env, oneRequest, pdfOne) });
  app.route({ method: ['GET', 'POST'], url: PRINT_PATHS.batch, handler: handler(env, batchRequest, pdfBatch) });
  app.route({ method: ['GET', 'POST'], url: PRINT_PATHS.excel, handler: handler(env, oneRequest, excelOne) });
}
