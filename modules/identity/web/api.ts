// The typed clients of identity.Rule and identity.Label (types only from the contracts: zod stays
// out of the bundle), and the designer's preview PDF.
import { RpcError } from '../../../src/api/errors';
import { requestHeaders } from '../../../src/api/rpc';
import { client } from '../../../src/api/services';
import { sessionStore } from '../../../src/app/session/sessionStore';
import type { identityLabel, identityRule } from '../contracts';
import type { TargetKind } from '../labels/kinds';

export const IdentityRuleApi = client<typeof identityRule>('identity.Rule');
export const IdentityLabelApi = client<typeof identityLabel>('identity.Label');

/** Our own failure display: no global notice. */
export const quiet = { ignoreError: true } as const;

/** the same as contracts.ts LABEL_PREVIEW_URL (not imported: that module holds zod) */
export const LABEL_PREVIEW_URL = '/download/label-preview.pdf';

/** One label of the layout being drawn, with sample values, as a PDF; rejects with the server's message. */
export async function previewPdf(label: { width_mm: number; height_mm: number; layout: string; name?: string; target_kind?: TargetKind }): Promise<Blob> {
  const response = await fetch(LABEL_PREVIEW_URL, { method: 'POST', headers: requestHeaders(sessionStore.get()), body: JSON.stringify([label]) });
  const type = response.headers.get('content-type') ?? '';
  if (!response.ok || !type.includes('application/pdf')) {
    const answer = (await response.json().catch(() => null)) as { code?: number; msg?: string } | null;
    throw new RpcError(answer?.code ?? response.status, answer?.msg ?? response.statusText);
  }
  const refreshed = response.headers.get('access_token');
  if (refreshed) sessionStore.updateToken(refreshed);
  return response.blob();
}
