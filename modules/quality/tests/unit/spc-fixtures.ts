// The chart answer the page's and the option's tests draw: two subgroups, the second flagged.
import type { SpcChart } from '../../spc/contracts';

export const SPC_CHART: SpcChart = {
  kind: 'xbar-r',
  subgroupSize: 5,
  points: [
    { at: '2026-01-02T08:00:00.000Z', value: 20.001, range: 0.02, rules: [], rangeRules: [] },
    { at: '2026-01-05T08:00:00.000Z', value: 20.031, range: 0.07, rules: [1], rangeRules: [1] },
  ],
  limits: { centre: 20, ucl: 20.016, lcl: 19.984 },
  rangeLimits: { centre: 0.028, ucl: 0.059, lcl: 0 },
  spec: { lower: 19.95, upper: 20.05, standard: 20 },
  capability: { cp: 1.39, cpk: 1.2, pp: 1.1, ppk: 0.95, mean: 20.01, sigmaWithin: 0.012, sigmaOverall: 0.015, readings: 10 },
  histogram: [{ from: 19.98, to: 20, count: 4 }, { from: 20, to: 20.02, count: 6 }],
  leftOut: 3,
};
