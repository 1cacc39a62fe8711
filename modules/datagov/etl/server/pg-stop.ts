// A stop (停止) reaching a PostgreSQL statement in flight: the statement is cancelled through another
// connection (pg_cancel_backend on the client's backend), so the COPY or SELECT ends at once with an
// error and its transaction is rolled back — nothing of a half-done write is kept.
import type pg from 'pg';

/** Cancels `client`'s running statement when `signal` aborts (through `another`); answers the unhooking. */
export function cancelOnStop(signal: AbortSignal | undefined, client: pg.ClientBase, another: () => Promise<pg.ClientBase & { release?: () => void }>): () => void {
  if (!signal) return () => {};
  const pid = (client as unknown as { processID?: number }).processID;
  const cancel = () => {
    if (!pid) return;
    void another().then(
      async (c) => {
        try {
          await c.query('select pg_cancel_backend($1)', [pid]);
        } finally {
          c.release?.();
        }
      },
      () => {},
    );
  };
  if (signal.aborted) cancel();
  else signal.addEventListener('abort', cancel, { once: true });
  return () => signal.removeEventListener('abort', cancel);
}
