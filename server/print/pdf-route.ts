// A POST route that answers a PDF made from a call's arguments (label prints, the designer's
// preview): the caller is known by the session headers only (never the address), the body is the
// call's argument array validated by its contract, the contract's access is checked before anything
// is read, and a refusal is the envelope's error — like the call route, but answering a file.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CallContract } from '../../schemas/rpc/define';
import type { AppEnv } from '../env';
import { callContextOf } from '../http/call-context';
import { contentDisposition, safeFileName } from '../http/content-disposition';
import { INERT_CSP } from '../http/security-headers';
import { checkAccess } from '../rpc/access';
import type { CallContext } from '../rpc/registry';
import { answerError, validateArgs } from '../rpc/route';

export interface PdfFile {
  bytes: Buffer;
  fileName: string;
}

export function pdfRoute<A>(env: AppEnv, contract: CallContract<A, unknown>, render: (ctx: CallContext, args: A) => Promise<PdfFile>) {
  return async (req: FastifyRequest, reply: FastifyReply) => {
    try {
      const ctx = await callContextOf(env, req);
      const args = validateArgs(contract, req.body) as A;
      await checkAccess(ctx, contract.access as Parameters<typeof checkAccess>[1], args);
      const out = await render(ctx, args);
      return reply
        .type('application/pdf')
        .header('content-disposition', contentDisposition('attachment', `${safeFileName(out.fileName, 'labels')}.pdf`))
        .header('content-security-policy', INERT_CSP)
        .header('cache-control', 'no-store')
        .send(out.bytes);
    } catch (e) {
      return answerError(req, reply, e);
    }
  };
}
