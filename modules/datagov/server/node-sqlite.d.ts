// The part of Node 24's node:sqlite this module uses (the project's @types/node is 20's, which has none).
declare module 'node:sqlite' {
  type Value = null | number | bigint | string | Uint8Array;
  export class StatementSync {
    all(...params: unknown[]): unknown[];
    get(...params: unknown[]): unknown;
    run(...params: unknown[]): { changes: number | bigint; lastInsertRowid: number | bigint };
    iterate(...params: unknown[]): IterableIterator<unknown>;
    columns(): Array<{ name: string; type: string | null }>;
    setReturnArrays(enabled: boolean): void;
  }
  export class DatabaseSync {
    constructor(path: string, options?: { readOnly?: boolean; open?: boolean; timeout?: number });
    exec(sql: string): void;
    prepare(sql: string): StatementSync;
    close(): void;
    /** a scalar SQL function written in JavaScript (SQLite's REGEXP operator calls `regexp`) */
    function(name: string, options: { deterministic?: boolean; varargs?: boolean }, fn: (...args: Value[]) => Value): void;
  }
  export type { Value };
}
