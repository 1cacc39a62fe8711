// The SPC maths against published worked examples: the piston-ring X̄-R example (Montgomery,
// Introduction to Statistical Quality Control, the 25 trial subgroups of R qcc's pistonrings data:
// X̄̄ 74.00118, R̄ 0.02276, limits 73.98805 … 74.01431, σ 0.009785), the NIST/SEMATECH
// e-Handbook's p chart of misregistered chips (section 6.3.3.2: 30 wafers of 50 chips, p̄ 0.2313,
// UCL 0.4102, LCL 0.0524), and the constants of the published table for subgroups of 2…10.
import { describe, expect, it } from 'vitest';
import { capability, nelsonRules, pChart, sampleSigma, XBAR_R_CONSTANTS, xbarR } from '../../spc/stats';

const PISTON_RINGS = [
  [74.03, 74.002, 74.019, 73.992, 74.008],
  [73.995, 73.992, 74.001, 74.011, 74.004],
  [73.988, 74.024, 74.021, 74.005, 74.002],
  [74.002, 73.996, 73.993, 74.015, 74.009],
  [73.992, 74.007, 74.015, 73.989, 74.014],
  [74.009, 73.994, 73.997, 73.985, 73.993],
  [73.995, 74.006, 73.994, 74.0, 74.005],
  [73.985, 74.003, 73.993, 74.015, 73.988],
  [74.008, 73.995, 74.009, 74.005, 74.004],
  [73.998, 74.0, 73.99, 74.007, 73.995],
  [73.994, 73.998, 73.994, 73.995, 73.99],
  [74.004, 74.0, 74.007, 74.0, 73.996],
  [73.983, 74.002, 73.998, 73.997, 74.012],
  [74.006, 73.967, 73.994, 74.0, 73.984],
  [74.012, 74.014, 73.998, 73.999, 74.007],
  [74.0, 73.984, 74.005, 73.998, 73.996],
  [73.994, 74.012, 73.986, 74.005, 74.007],
  [74.006, 74.01, 74.018, 74.003, 74.0],
  [73.984, 74.002, 74.003, 74.005, 73.997],
  [74.0, 74.01, 74.013, 74.02, 74.003],
  [73.988, 74.001, 74.009, 74.005, 73.996],
  [74.004, 73.999, 73.99, 74.006, 74.009],
  [74.01, 73.989, 73.99, 74.009, 74.014],
  [74.015, 74.008, 73.993, 74.0, 74.01],
  [73.982, 73.984, 73.995, 74.017, 74.013],
];

/** NIST/SEMATECH e-Handbook 6.3.3.2: misregistered chips of 50 per wafer, 30 wafers */
const WAFER_DEFECTIVES = [12, 15, 8, 10, 4, 7, 16, 9, 14, 10, 5, 6, 17, 12, 22, 8, 10, 5, 13, 11, 20, 18, 24, 15, 9, 12, 7, 13, 9, 6];

describe('X̄-R chart (Montgomery piston rings, R qcc pistonrings trial subgroups)', () => {
  const r = xbarR(PISTON_RINGS);
  it('has the published centre lines and limits', () => {
    expect(r.xbar.centre).toBeCloseTo(74.00118, 5);
    expect(r.range.centre).toBeCloseTo(0.02276, 5);
    expect(r.xbar.ucl).toBeCloseTo(74.01431, 4);
    expect(r.xbar.lcl).toBeCloseTo(73.98805, 4);
    expect(r.range.ucl).toBeCloseTo(0.04812, 4);
    expect(r.range.lcl).toBe(0);
    expect(r.sigmaWithin).toBeCloseTo(0.009785, 5);
  });
  it('gives Cp 1.70 and Cpk 1.66 for the specification 74.000 ± 0.05', () => {
    const c = capability(r.xbar.centre, r.sigmaWithin, sampleSigma(PISTON_RINGS.flat()), 73.95, 74.05);
    expect(c.cp).toBeCloseTo(1.7, 2);
    expect(c.cpk).toBeCloseTo(1.66, 2);
    // the overall σ of 125 rings is close to the within σ of a process in control
    expect(c.pp!).toBeGreaterThan(1.5);
    expect(c.ppk!).toBeLessThanOrEqual(c.pp!);
  });
  it('flags no point of the trial subgroups (a process in control)', () => {
    const s = (r.xbar.ucl - r.xbar.centre) / 3;
    expect(nelsonRules(r.means, () => r.xbar.centre, () => s).flat()).toEqual([]);
  });
  it('refuses subgroups of unequal size', () => {
    expect(() => xbarR([[1, 2], [1, 2, 3]])).toThrow(/same size/);
  });
});

describe('control chart constants (the published table for n = 2…10)', () => {
  // d3 of the same table: D3 = max(0, 1 − 3·d3/d2), D4 = 1 + 3·d3/d2, A2 = 3 / (d2·√n)
  const d3: Record<number, number> = { 2: 0.853, 3: 0.888, 4: 0.88, 5: 0.864, 6: 0.848, 7: 0.833, 8: 0.82, 9: 0.808, 10: 0.797 };
  it.each(Object.entries(XBAR_R_CONSTANTS))('n = %s agrees with its own d2 and d3', (n, c) => {
    expect(c.A2).toBeCloseTo(3 / (c.d2 * Math.sqrt(Number(n))), 2);
    expect(c.D4).toBeCloseTo(1 + (3 * d3[Number(n)]) / c.d2, 2);
    expect(c.D3).toBeCloseTo(Math.max(0, 1 - (3 * d3[Number(n)]) / c.d2), 2);
  });
  it('has the values printed for n = 5 and n = 10', () => {
    expect(XBAR_R_CONSTANTS[5]).toEqual({ A2: 0.577, D3: 0, D4: 2.114, d2: 2.326 });
    expect(XBAR_R_CONSTANTS[10]).toEqual({ A2: 0.308, D3: 0.223, D4: 1.777, d2: 3.078 });
  });
});

describe('p chart (NIST/SEMATECH e-Handbook 6.3.3.2, wafers of 50 chips)', () => {
  it('has the published centre line and limits', () => {
    const p = pChart(WAFER_DEFECTIVES, WAFER_DEFECTIVES.map(() => 50))!;
    expect(p.centre).toBeCloseTo(0.2313, 4);
    expect(p.points[0].ucl).toBeCloseTo(0.4102, 3);
    expect(p.points[0].lcl).toBeCloseTo(0.0524, 3);
    expect(p.points[22].p).toBeCloseTo(0.48, 4);
  });
  it('gives a smaller subgroup wider limits', () => {
    const p = pChart([2, 10], [20, 200])!;
    expect(p.centre).toBeCloseTo(12 / 220, 6);
    expect(p.points[0].ucl - p.points[0].lcl).toBeGreaterThan(p.points[1].ucl - p.points[1].lcl);
    expect(p.points[0].lcl).toBe(0);
  });
});

describe('Nelson rules 1–4', () => {
  const flagged = (values: number[], rule: number) => nelsonRules(values, () => 0, () => 1).flatMap((f, i) => (f.includes(rule) ? [i] : []));
  it('rule 1: a point beyond 3σ', () => expect(flagged([0.5, -3.5, 2.9, 3.1], 1)).toEqual([1, 3]));
  it('rule 2: nine in a row on one side', () => {
    expect(flagged([-1, ...Array(9).fill(0.5)], 2)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(flagged(Array(8).fill(0.5), 2)).toEqual([]);
  });
  it('rule 3: six in a row rising', () => {
    expect(flagged([0, -1, -0.8, -0.5, 0, 0.2, 0.4, 0.1], 3)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(flagged([0, 0.1, 0.2, 0.3, 0.4], 3)).toEqual([]);
  });
  it('rule 4: fourteen in a row alternating', () => {
    const zigzag = Array.from({ length: 14 }, (_, i) => (i % 2 ? 0.5 : -0.5));
    expect(flagged(zigzag, 4)).toHaveLength(14);
    expect(flagged(zigzag.slice(1), 4)).toEqual([]);
  });
});
