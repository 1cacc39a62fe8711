// Envelope codes of the wire contract (ARCHITECTURE.md) plus the few this server adds.
export const Code = {
  OK: 200,
  BadRequest: 400,
  NotFound: 11,
  Conflict: 409,
  NoPermission: 4003,
  /** wrong user code or password */
  BadCredentials: 4010,
  /** user restricted (locked) by an administrator */
  UserLocked: 4011,
  /** too many failed logins for this user from this address */
  TooManyAttempts: 4029,
  Internal: 500,
} as const;

/** A business error: answered as HTTP 200 {code, msg, body: null}. */
export class RpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
    /** details for the caller, e.g. {fields: {code: 'is required'}} of a rejected write */
    readonly body: unknown = null,
  ) {
    super(message);
  }
}

/** HTTP-level auth failures: 401 (no/invalid token, tenant mismatch) and 403 (expired). */
export class AuthError extends Error {
  constructor(
    readonly status: 401 | 403,
    message: string,
  ) {
    super(message);
  }
}

export const badRequest = (msg: string) => new RpcError(Code.BadRequest, msg);
export const notFound = (msg: string) => new RpcError(Code.NotFound, msg);
export const conflict = (msg: string) => new RpcError(Code.Conflict, msg);
export const noPermission = (msg: string) => new RpcError(Code.NoPermission, msg);
