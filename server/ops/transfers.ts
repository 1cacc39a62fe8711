// Imports and exports under way on a server, for its metrics: how many run and how many rows
// they have handled so far. The import or export reports its rows; ending it (also by failing)
// takes it off the list. A server is named by its Fastify instance (what a request's `server`
// is), so that a download route needs nothing else to report itself.
export type TransferKind = 'import' | 'export';

interface Running {
  kind: TransferKind;
  rows: number;
}

export interface Transfer {
  /** rows handled so far (the latest count, not an increment) */
  rows(done: number): void;
  end(): void;
}

const running = new WeakMap<object, Set<Running>>();
const UNCOUNTED: Transfer = { rows: () => {}, end: () => {} };

/** Starts a transfer of the server `owner` (none: work outside a server, which no metrics show). */
export function startTransfer(owner: object | undefined, kind: TransferKind): Transfer {
  if (!owner) return UNCOUNTED;
  let set = running.get(owner);
  if (!set) {
    set = new Set();
    running.set(owner, set);
  }
  const r: Running = { kind, rows: 0 };
  set.add(r);
  return {
    rows: (done) => {
      r.rows = done;
    },
    end: () => set.delete(r),
  };
}

/** Runs `work` as a transfer that ends when it settles. */
export async function asTransfer<T>(owner: object | undefined, kind: TransferKind, work: (t: Transfer) => Promise<T>): Promise<T> {
  const t = startTransfer(owner, kind);
  try {
    return await work(t);
  } finally {
    t.end();
  }
}

export function transfersOf(owner: object): Array<{ kind: TransferKind; running: number; rows: number }> {
  const sum = { import: { running: 0, rows: 0 }, export: { running: 0, rows: 0 } };
  for (const r of running.get(owner) ?? []) {
    sum[r.kind].running++;
    sum[r.kind].rows += r.rows;
  }
  return (['import', 'export'] as const).map((kind) => ({ kind, ...sum[kind] }));
}
