// The authorizer of Node 24's node:sqlite (datagov/server/node-sqlite.d.ts declares the rest).
declare module 'node:sqlite' {
  interface DatabaseSync {
    setAuthorizer(callback: ((action: number, ...args: Array<string | null>) => number) | null): void;
  }
  export const constants: { SQLITE_OK: number; SQLITE_DENY: number; SQLITE_ATTACH: number; SQLITE_DETACH: number; SQLITE_PRAGMA: number; SQLITE_TRANSACTION: number };
}
