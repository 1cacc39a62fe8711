// The seeded random generator of the demos: the same seed gives the same data on every fresh start
// and every machine, so a demo tenant looks the same wherever it is set up. Also weighted picks and
// Zipf-like weights (a few big partners, many small ones).

export interface Rng {
  next(): number;
  int(lo: number, hi: number): number;
  pick<T>(xs: readonly T[]): T;
  chance(p: number): boolean;
  /** a value around `median`, log-normally spread (sigma in natural-log units) */
  logNormal(median: number, sigma: number): number;
  /** k distinct items of xs (k capped at its length) */
  sample<T>(xs: readonly T[], k: number): T[];
}

/** mulberry32: small, fast, and the same sequence for the same seed on every machine. */
export function rng(seed: number): Rng {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const r: Rng = {
    next,
    int: (lo, hi) => lo + Math.floor(next() * (hi - lo + 1)),
    pick: (xs) => xs[Math.floor(next() * xs.length)],
    chance: (p) => next() < p,
    logNormal(median, sigma) {
      // Box–Muller from two draws
      const u = Math.max(next(), 1e-12);
      const v = next();
      return median * Math.exp(sigma * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v));
    },
    sample(xs, k) {
      const copy = xs.slice();
      const n = Math.min(k, copy.length);
      for (let i = 0; i < n; i++) {
        const j = i + Math.floor(next() * (copy.length - i));
        [copy[i], copy[j]] = [copy[j], copy[i]];
      }
      return copy.slice(0, n);
    },
  };
  return r;
}

/** A picker of indexes by weight (binary search over the cumulative weights). */
export function weighted(weights: readonly number[], r: Rng): () => number {
  const cum: number[] = [];
  let total = 0;
  for (const w of weights) {
    total += w;
    cum.push(total);
  }
  return () => {
    const x = r.next() * total;
    let lo = 0;
    let hi = cum.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cum[mid] > x) hi = mid;
      else lo = mid + 1;
    }
    return lo;
  };
}

/** Zipf-like weights: a few big partners, many small ones. */
export const zipf = (n: number, s = 1): number[] => Array.from({ length: n }, (_, i) => 1 / (i + 1) ** s);
