// Statistical process control, pure: X̄-R limits from subgroups (A2, D3, D4, d2 of the standard
// table), p chart limits per point for varying subgroup sizes, capability (Cp / Cpk from the
// within-subgroup σ = R̄ / d2, Pp / Ppk from the overall sample σ) and the Nelson rules 1–4.
// Binary floats on purpose: these are estimates of a process, compared with limits drawn on a
// chart, not amounts to add up to the cent; readings arrive as decimal strings and are parsed once.

/** Control chart constants for subgroups of 2…10 (ASTM STP-15D / NIST e-Handbook table). */
export const XBAR_R_CONSTANTS: Readonly<Record<number, { A2: number; D3: number; D4: number; d2: number }>> = {
  2: { A2: 1.88, D3: 0, D4: 3.267, d2: 1.128 },
  3: { A2: 1.023, D3: 0, D4: 2.574, d2: 1.693 },
  4: { A2: 0.729, D3: 0, D4: 2.282, d2: 2.059 },
  5: { A2: 0.577, D3: 0, D4: 2.114, d2: 2.326 },
  6: { A2: 0.483, D3: 0, D4: 2.004, d2: 2.534 },
  7: { A2: 0.419, D3: 0.076, D4: 1.924, d2: 2.704 },
  8: { A2: 0.373, D3: 0.136, D4: 1.864, d2: 2.847 },
  9: { A2: 0.337, D3: 0.184, D4: 1.816, d2: 2.97 },
  10: { A2: 0.308, D3: 0.223, D4: 1.777, d2: 3.078 },
};
export const MIN_SUBGROUP = 2;
export const MAX_SUBGROUP = 10;

export interface Limits {
  centre: number;
  ucl: number;
  lcl: number;
}

export interface XbarRLimits {
  n: number;
  xbar: Limits;
  range: Limits;
  /** the within-subgroup σ estimate R̄ / d2 */
  sigmaWithin: number;
}

const constantsOf = (n: number) => {
  const c = XBAR_R_CONSTANTS[n];
  if (!c) throw new RangeError(`subgroup size must be ${MIN_SUBGROUP}…${MAX_SUBGROUP}, not ${n}`);
  return c;
};

const mean = (xs: readonly number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;

/** Limits from the subgroups' means and ranges (each subgroup of size n). */
export function xbarRFromStats(n: number, means: readonly number[], ranges: readonly number[]): XbarRLimits | null {
  if (!means.length) return null;
  const { A2, D3, D4, d2 } = constantsOf(n);
  const xbb = mean(means);
  const rBar = mean(ranges);
  return {
    n,
    xbar: { centre: xbb, ucl: xbb + A2 * rBar, lcl: xbb - A2 * rBar },
    range: { centre: rBar, ucl: D4 * rBar, lcl: D3 * rBar },
    sigmaWithin: rBar / d2,
  };
}

/** Means and ranges of raw subgroups of equal size, then their limits. */
export function xbarR(subgroups: ReadonlyArray<readonly number[]>): XbarRLimits & { means: number[]; ranges: number[] } {
  const n = subgroups[0]?.length ?? 0;
  if (subgroups.some((g) => g.length !== n)) throw new RangeError('subgroups must all have the same size');
  const means = subgroups.map(mean);
  const ranges = subgroups.map((g) => Math.max(...g) - Math.min(...g));
  const limits = xbarRFromStats(n, means, ranges);
  if (!limits) throw new RangeError('no subgroups');
  return { ...limits, means, ranges };
}

export interface PPoint {
  p: number;
  ucl: number;
  lcl: number;
}

/** p chart: the fraction nonconforming per subgroup with its own limits (p̄ ± 3√(p̄(1−p̄)/nᵢ), kept within 0…1). */
export function pChart(defectives: readonly number[], sizes: readonly number[]): { centre: number; points: PPoint[] } | null {
  const total = sizes.reduce((s, x) => s + x, 0);
  if (!total) return null;
  const pBar = defectives.reduce((s, x) => s + x, 0) / total;
  const points = sizes.map((n, i) => {
    const spread = 3 * Math.sqrt((pBar * (1 - pBar)) / n);
    return { p: defectives[i] / n, ucl: Math.min(1, pBar + spread), lcl: Math.max(0, pBar - spread) };
  });
  return { centre: pBar, points };
}

export interface Capability {
  cp: number | null;
  cpk: number | null;
  pp: number | null;
  ppk: number | null;
}

/** One index pair from a σ: the two-sided one needs both limits; the k-index takes the nearer side. */
function indices(mu: number, sigma: number, lsl: number | null, usl: number | null): [number | null, number | null] {
  if (!(sigma > 0) || (lsl === null && usl === null)) return [null, null];
  const two = lsl !== null && usl !== null ? (usl - lsl) / (6 * sigma) : null;
  const sides = [usl !== null ? (usl - mu) / (3 * sigma) : null, lsl !== null ? (mu - lsl) / (3 * sigma) : null].filter((x): x is number => x !== null);
  return [two, Math.min(...sides)];
}

/** Cp / Cpk with the within σ, Pp / Ppk with the overall σ; null where a limit or the spread is missing. */
export function capability(mu: number, sigmaWithin: number | null, sigmaOverall: number | null, lsl: number | null, usl: number | null): Capability {
  const [cp, cpk] = indices(mu, sigmaWithin ?? 0, lsl, usl);
  const [pp, ppk] = indices(mu, sigmaOverall ?? 0, lsl, usl);
  return { cp, cpk, pp, ppk };
}

/** The sample standard deviation (n − 1). */
export function sampleSigma(xs: readonly number[]): number | null {
  if (xs.length < 2) return null;
  const m = mean(xs);
  return Math.sqrt(xs.reduce((s, x) => s + (x - m) ** 2, 0) / (xs.length - 1));
}

/**
 * Nelson's rules 1–4 over a chart's points (each point with its centre and its σ, so per-point p
 * limits work alike): 1 a point beyond 3σ; 2 nine in a row on one side of the centre; 3 six in a
 * row steadily rising or falling; 4 fourteen in a row alternating up and down. Answers, per point,
 * the rules it completes (a run flags every point of it).
 */
export function nelsonRules(values: readonly number[], centre: (i: number) => number, sigma: (i: number) => number): number[][] {
  const flags: Array<Set<number>> = values.map(() => new Set());
  const mark = (rule: number, from: number, to: number) => {
    for (let k = from; k <= to; k++) flags[k].add(rule);
  };
  let side = 0;
  let sideRun = 0;
  let trend = 0;
  let trendRun = 1;
  let alternating = 1;
  for (let i = 0; i < values.length; i++) {
    const v = values[i];
    const c = centre(i);
    const s = sigma(i);
    if (s > 0 && Math.abs(v - c) > 3 * s + 1e-12) mark(1, i, i);
    const now = v > c ? 1 : v < c ? -1 : 0;
    sideRun = now !== 0 && now === side ? sideRun + 1 : now !== 0 ? 1 : 0;
    side = now;
    if (sideRun >= 9) mark(2, i - 8, i);
    if (i > 0) {
      const step = Math.sign(v - values[i - 1]);
      trendRun = step !== 0 && step === trend ? trendRun + 1 : step !== 0 ? 2 : 1;
      // alternation: this step's direction opposite the previous one
      alternating = step !== 0 && trend !== 0 && step === -trend ? alternating + 1 : step !== 0 ? 2 : 1;
      trend = step;
      if (trendRun >= 6) mark(3, i - 5, i);
      if (alternating >= 14) mark(4, i - 13, i);
    }
  }
  return flags.map((f) => [...f].sort());
}
