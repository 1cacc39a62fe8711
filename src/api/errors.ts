/** The client's own code for a request cancelled by a newer request to the same URL. */
export const CANCELLED_CODE = 4099;

/** What every failed call rejects with: the envelope's code and msg, or an HTTP status and text. */
export class RpcError extends Error {
  readonly code: number;
  readonly msg: string;
  /** the envelope's body of a refused call, e.g. {fields: {code: '不能为空'}} of a rejected save */
  readonly body: unknown;

  constructor(code: number, msg: string, body: unknown = null) {
    super(msg || `error code ${code}`);
    this.name = 'RpcError';
    this.code = code;
    this.msg = msg;
    this.body = body;
  }
}

export function isCancelled(error: unknown): boolean {
  return error instanceof RpcError && error.code === CANCELLED_CODE;
}

/** A message to show for any rejection: the server's msg when there is one. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof RpcError) return error.msg || fallback;
  if (error instanceof Error) return error.message || fallback;
  return fallback;
}
