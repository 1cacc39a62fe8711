// APS benchmark (run through tsx, standalone or from scripts/bench.mjs): the forward finite-capacity
// pass (modules/production/aps/schedule.ts) on 1,000 orders × 20 operations × 20 machines — each
// operation capable on 3 machines, 1–8 h, setups between 6 product families, two shifts a day with
// weekends off over two years. Aim (issue 12): < 1 s. Reports p50 / max over 5 runs and the plan's
// makespan against the machine-load lower bound.
// npx tsx scripts/bench-aps.ts   (BENCH_APS_ORDERS, BENCH_APS_OPS, BENCH_APS_MACHINES to change the sizes)
import { type ApsInput, schedule, type Window } from '../modules/production/planning/aps/schedule';
import type { Report } from './bench-kit';

const ORDERS = Number(process.env.BENCH_APS_ORDERS || 1000);
const OPS = Number(process.env.BENCH_APS_OPS || 20);
const MACHINES = Number(process.env.BENCH_APS_MACHINES || 20);
const H = 3_600_000;
const DAY = 24 * H;

function plant(): ApsInput {
  let seed = 42;
  const rand = () => {
    seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
    return seed / 2 ** 32;
  };
  const t0 = Date.UTC(2026, 10, 30);
  const windows: Window[] = [];
  for (let d = 0; d < 730; d++) {
    const weekday = (new Date(t0 + d * DAY).getUTCDay() + 6) % 7;
    if (weekday >= 5) continue;
    windows.push([t0 + d * DAY + 8 * H, t0 + d * DAY + 12 * H], [t0 + d * DAY + 13 * H, t0 + d * DAY + 17 * H], [t0 + d * DAY + 18 * H, t0 + d * DAY + 22 * H]);
  }
  const machines = Array.from({ length: MACHINES }, (_, i) => ({ id: i + 1, windows }));
  const orders = Array.from({ length: ORDERS }, (_, i) => ({ id: i + 1, priority: Math.floor(rand() * 3), due: t0 + Math.floor(rand() * 200) * DAY }));
  let id = 0;
  const operations = orders.flatMap((o) => {
    const family = `F${Math.floor(rand() * 6)}`;
    return Array.from({ length: OPS }, (_, k) => {
      const first = 1 + Math.floor(rand() * MACHINES);
      return { id: ++id, order: o.id, seq: k + 1, duration: (1 + Math.floor(rand() * 8)) * H, setup: H / 2, family, machines: [first, (first % MACHINES) + 1, ((first + 1) % MACHINES) + 1] };
    });
  });
  return { now: t0, orders, operations, machines };
}

export async function benchAps(report: Report): Promise<void> {
  const input = plant();
  const times: number[] = [];
  let result = schedule(input);
  for (let i = 0; i < 5; i++) {
    const t = performance.now();
    result = schedule(input);
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  const days = (ms: number) => (ms / DAY).toFixed(1);
  // the busiest machine's work if the load were spread evenly over its working hours (15 h a weekday)
  const work = input.operations.reduce((s, o) => s + o.duration, 0) / input.machines.length;
  const bound = (work / (15 * H)) * (7 / 5) * DAY;
  const label = `APS ${ORDERS} orders × ${OPS} ops × ${MACHINES} machines`;
  report(`${label}, p50`, times[2].toFixed(0), 'ms', 'aim < 1000 ms');
  report(`${label}, max`, times[4].toFixed(0), 'ms');
  report(`${label}, makespan`, days(result.makespan! - input.now), 'days', `load bound ≈ ${days(bound)} days; ${result.late.length} orders late; ${result.unscheduled.length} unplaced`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await benchAps((name, value, unit, note = '') => console.log(`${name.padEnd(56)} ${String(value).padStart(10)} ${unit.padEnd(6)} ${note}`));
}
