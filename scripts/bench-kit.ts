// The shapes the bench scripts share: how a figure is reported, how a call is posted to the running
// server, and how a call is run under load (bench-records.ts makes all three).

/** Reports one figure: its name, value and unit, and a note beside it. */
export type Report = (name: string, value: string | number, unit: string, note?: string) => void;

/** Posts one call ("service/method") with its arguments; answers the envelope. */
// biome-ignore lint/suspicious/noExplicitAny: a bench reads a few fields of many calls' JSON answers; the server's own tests check their shapes
export type Post = (p: string, body: unknown, headers?: Record<string, string>) => Promise<{ code: number; msg: string; body: any }>;

/** Runs `one` `total` times, `concurrency` at once; the latencies in ms and the calls per second. */
export type Load = (concurrency: number, total: number, one: () => Promise<void>) => Promise<{ p50: number; p95: number; rps: number }>;

/** Holds a figure to its limit: over it, bench.mjs prints a banner and the run exits non-zero. */
export type Budget = (name: string, value: number, limit: number, unit: string) => void;
