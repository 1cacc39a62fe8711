// Where the trace page lives and how a document opens it (dcm/trace?receiptId=…).
export const TRACE_PATH = 'dcm/trace';
export const RECEIPT_ID_PARAM = 'receiptId';

export function traceHref(receiptId: number): string {
  return `${TRACE_PATH}?${RECEIPT_ID_PARAM}=${receiptId}`;
}

/** A receipt id from the URL or the input: a positive whole number, else null. */
export function parseReceiptId(text: string | null | undefined): number | null {
  const t = (text ?? '').trim();
  if (!/^\d{1,15}$/.test(t)) return null;
  const id = Number(t);
  return id > 0 ? id : null;
}
