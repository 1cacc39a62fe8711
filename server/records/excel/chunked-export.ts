// A download of log rows as .xlsx (操作日志, 登录日志): the caller is checked and the first chunk
// read before the answer starts, so a refusal is still an envelope; then the rows stream through
// our XlsxStreamWriter chunk by chunk (keyset paging, the next chunk read while this one is
// written), cut at a sheet's row limit, and a client that goes away ends it quietly.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { contentDisposition } from '../../http/content-disposition';
import { SECURITY_HEADERS } from '../../http/security-headers';
import { answerError } from '../../rpc/route';
import { XLSX_MAX_ROWS, type XlsxCell, XlsxStreamWriter } from './xlsx-writer';
import { ZipClosedError } from './zip-writer';
import { startTransfer } from '../../ops/transfers';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export interface ChunkedExport<R> {
  /** the sheet's name and the file's (with today's date) */
  title: string;
  columns: Array<{ header: string; width: number }>;
  /** the first chunk */
  first: R[];
  /** the chunk after a row (keyset) */
  after: (last: R) => Promise<R[]>;
  /** a full chunk's size: a shorter one is the last */
  chunkSize: number;
  cells: (row: R) => XlsxCell[];
  /** for the server log: "operation log", "login log" */
  what: string;
}

/** `prepare` checks the caller and reads the first chunk; anything it throws is answered as an envelope. */
export async function sendChunkedXlsx<R>(req: FastifyRequest, reply: FastifyReply, prepare: () => Promise<ChunkedExport<R>>) {
  let streaming = false;
  let what = 'export';
  // counted among the server's exports under way (its metrics) until it ends, however it ends
  const transfer = startTransfer(req.server, 'export');
  let written = 0;
  try {
    const x = await prepare();
    what = x.what;
    for (const [header, value] of Object.entries(SECURITY_HEADERS)) reply.raw.setHeader(header, value);
    reply.raw.setHeader('content-type', XLSX);
    reply.raw.setHeader('content-disposition', contentDisposition('attachment', `${x.title}-${new Date().toISOString().slice(0, 10).replace(/-/g, '')}.xlsx`));
    reply.hijack();
    streaming = true;
    const xlsx = new XlsxStreamWriter(reply.raw, { sheetName: x.title, columns: x.columns });
    await xlsx.start();
    let rows = x.first;
    for (;;) {
      written += rows.length;
      transfer.rows(written);
      const next = rows.length < x.chunkSize ? null : x.after(rows[rows.length - 1]);
      next?.catch(() => {});
      let full = false;
      for (const r of rows) {
        if (!(await xlsx.addRow(x.cells(r)))) {
          full = true;
          req.log.warn({ rows: XLSX_MAX_ROWS - 1 }, `${what} export cut at the row limit of a sheet`);
          break;
        }
      }
      if (full || !next) break;
      rows = await next;
    }
    await xlsx.finish();
  } catch (e) {
    if (streaming || reply.raw.headersSent) {
      if (e instanceof ZipClosedError) req.log.info(`${what} export cancelled: the client went away`);
      else req.log.error({ err: e }, `${what} export failed mid-stream`);
      reply.raw.destroy();
    } else return answerError(req, reply, e);
  } finally {
    transfer.end();
  }
}
