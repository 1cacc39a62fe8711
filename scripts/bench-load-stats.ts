// The load test's figures: latencies and errors per call class, kept while recording is on (the
// warm-up calls are made but not kept), and their summary (calls/s, p50/p95/p99, errors).
import type { Budget } from './bench-kit';

export type CallClass = 'login' | 'list' | 'detail' | 'save' | 'audit' | 'report' | 'todo' | 'message' | 'push';
export const CLASSES: CallClass[] = ['login', 'list', 'detail', 'save', 'audit', 'report', 'todo', 'message', 'push'];

export interface ClassSummary {
  calls: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
}

const pct = (sorted: number[], p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : Number.NaN);

export class LoadStats {
  private readonly times = new Map<CallClass, number[]>();
  private readonly errors = new Map<CallClass, number>();
  /** the first few error messages per class, so that a failing class says why */
  readonly samples = new Map<CallClass, string[]>();
  /** CPU milliseconds the measured instances spent over the measured seconds, when asked (runStep's cpuOf) */
  cpuMs: number | null = null;
  private recording = false;
  private startedAt = 0;
  private seconds = 0;

  start(): void {
    this.recording = true;
    this.startedAt = performance.now();
  }

  stop(): void {
    if (this.recording) this.seconds = (performance.now() - this.startedAt) / 1000;
    this.recording = false;
  }

  ok(cls: CallClass, ms: number): void {
    if (!this.recording) return;
    const xs = this.times.get(cls);
    if (xs) xs.push(ms);
    else this.times.set(cls, [ms]);
  }

  failed(cls: CallClass, why: string): void {
    if (!this.recording) return;
    this.errors.set(cls, (this.errors.get(cls) ?? 0) + 1);
    const s = this.samples.get(cls) ?? [];
    if (s.length < 3) this.samples.set(cls, [...s, why]);
  }

  /** Every class's figures (errors count as calls; latencies are of the answered ones). */
  summary(): Map<CallClass, ClassSummary> {
    const out = new Map<CallClass, ClassSummary>();
    for (const cls of CLASSES) {
      const xs = [...(this.times.get(cls) ?? [])].sort((a, b) => a - b);
      const errors = this.errors.get(cls) ?? 0;
      const calls = xs.length + errors;
      if (!calls) continue;
      out.set(cls, { calls, perSecond: calls / this.seconds, p50: pct(xs, 50), p95: pct(xs, 95), p99: pct(xs, 99), errors });
    }
    return out;
  }

  /** All calls a client makes (pushes are not calls: they arrive), with the latencies over them all. */
  total(): ClassSummary {
    const xs: number[] = [];
    let errors = 0;
    for (const cls of CLASSES) {
      if (cls === 'push') continue;
      xs.push(...(this.times.get(cls) ?? []));
      errors += this.errors.get(cls) ?? 0;
    }
    xs.sort((a, b) => a - b);
    const calls = xs.length + errors;
    return { calls, perSecond: calls / this.seconds, p50: pct(xs, 50), p95: pct(xs, 95), p99: pct(xs, 99), errors };
  }
}

/** One table row: class | VUs | instances | calls/s | p50 | p95 | p99 | errors. */
export function row(name: string, vus: number | string, instances: number | string, s: ClassSummary): string {
  const ms = (x: number) => (Number.isNaN(x) ? '-' : x.toFixed(1)).padStart(8);
  const err = s.errors ? `${s.errors} (${((100 * s.errors) / s.calls).toFixed(1)} %)` : '0';
  return `${name.padEnd(9)} ${String(vus).padStart(4)} ${String(instances).padStart(9)} ${s.perSecond.toFixed(1).padStart(8)} ${ms(s.p50)} ${ms(s.p95)} ${ms(s.p99)}  ${err}`;
}

export const HEADER = `${'class'.padEnd(9)} ${'VUs'.padStart(4)} ${'instances'.padStart(9)} ${'calls/s'.padStart(8)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)} ${'p99 ms'.padStart(8)}  errors`;

/** errors of a class beyond this share of its calls break the budget */
const ERROR_BUDGET_PCT = 1;

/** Prints a step's rows (its classes, then its total) and holds each class to the error budget. */
export function printStep(stats: LoadStats, vus: number, instances: number | string, budget?: Budget): ClassSummary {
  for (const [cls, s] of stats.summary()) {
    console.log(row(cls, vus, instances, s));
    if (s.errors) console.log(`          e.g. ${stats.samples.get(cls)?.join(' | ')}`);
    if (cls !== 'push') budget?.(`load ${cls} errors, ${vus} VUs, ${instances} instance(s)`, Number(((100 * s.errors) / s.calls).toFixed(2)), ERROR_BUDGET_PCT, '%');
  }
  const total = stats.total();
  console.log(`${row('TOTAL', vus, instances, total)}\n`);
  return total;
}

