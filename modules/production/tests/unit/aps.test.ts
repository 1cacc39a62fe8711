// The APS pass (planning/aps/schedule.ts) on small plants whose answer is known by hand, and on random ones
// checked for what must always hold: no two jobs at once on a machine, every job inside working
// time, route order kept, the same answer for the same plant however its rows are ordered.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addWorkingTime, type ApsInput, type ApsOperation, nextWorkingTime, schedule, type Window } from '../../planning/aps/schedule';

const H = 3_600_000;
const DAY = 24 * H;
const T0 = Date.UTC(2026, 10, 30); // a Monday, 00:00
/** 08–12 and 13–17 on each of `days` days */
const shifts = (days: number): Window[] => Array.from({ length: days }, (_, d) => [[T0 + d * DAY + 8 * H, T0 + d * DAY + 12 * H], [T0 + d * DAY + 13 * H, T0 + d * DAY + 17 * H]] as Window[]).flat();
const at = (day: number, hour: number) => T0 + day * DAY + hour * H;
const op = (id: number, order: number, seq: number, hours: number, machines: number[], more: Partial<ApsOperation> = {}): ApsOperation => ({ id, order, seq, duration: hours * H, setup: 0, family: 'A', machines, ...more });

describe('working time', () => {
  it('starts at the next window and pauses between windows', () => {
    const w = shifts(3);
    expect(nextWorkingTime(w, at(0, 6))).toBe(at(0, 8));
    expect(nextWorkingTime(w, at(0, 12.5))).toBe(at(0, 13));
    expect(addWorkingTime(w, at(0, 10), 5 * H)).toBe(at(0, 16));
    expect(addWorkingTime(w, at(0, 16), 3 * H)).toBe(at(1, 10));
    expect(addWorkingTime(w, at(2, 16), 9 * H)).toBeNull();
    expect(nextWorkingTime(w, at(5, 0))).toBeNull();
  });
});

describe('the APS pass', () => {
  const machines = [{ id: 1, windows: shifts(30) }, { id: 2, windows: shifts(30) }];

  it('runs an order’s operations in route order, each on the machine where it ends earliest', () => {
    const r = schedule({
      now: at(0, 0),
      orders: [{ id: 10, priority: 0, due: null }],
      operations: [op(3, 10, 30, 2, [1]), op(1, 10, 10, 3, [1, 2]), op(2, 10, 20, 4, [2])],
      machines,
    });
    expect(r.operations.map((o) => [o.id, o.machine, o.start, o.end])).toEqual([
      [1, 1, at(0, 8), at(0, 11)],
      [2, 2, at(0, 11), at(0, 16)],
      [3, 1, at(0, 16), at(1, 9)],
    ]);
    expect(r.makespan).toBe(at(1, 9));
  });

  it('takes the higher priority first, then the earlier due date; flags the orders that end late', () => {
    const r = schedule({
      now: at(0, 0),
      orders: [
        { id: 1, priority: 0, due: at(0, 12) },
        { id: 2, priority: 5, due: at(3, 0) },
        { id: 3, priority: 0, due: at(0, 11) },
      ],
      operations: [op(11, 1, 1, 2, [1]), op(21, 2, 1, 2, [1]), op(31, 3, 1, 2, [1])],
      machines: [machines[0]],
    });
    expect(r.operations.map((o) => [o.order, o.start])).toEqual([
      [2, at(0, 8)],
      [3, at(0, 10)],
      [1, at(0, 13)],
    ]);
    expect(r.late).toEqual([
      { order: 1, end: at(0, 15), due: at(0, 12) },
      { order: 3, end: at(0, 12), due: at(0, 11) },
    ]);
  });

  it('adds the setup when the machine changes product family, none when it stays', () => {
    const r = schedule({
      now: at(0, 0),
      orders: [1, 2, 3].map((id) => ({ id, priority: 0, due: null })),
      operations: [op(1, 1, 1, 1, [1], { family: 'A', setup: H }), op(2, 2, 1, 1, [1], { family: 'A', setup: H }), op(3, 3, 1, 1, [1], { family: 'B', setup: H })],
      machines: [machines[0]],
    });
    expect(r.operations.map((o) => [o.id, o.setup, o.start, o.end])).toEqual([
      [1, 0, at(0, 8), at(0, 9)],
      [2, 0, at(0, 9), at(0, 10)],
      [3, H, at(0, 10), at(0, 12)],
    ]);
  });

  it('leaves running and finished operations where they are; the rest follows them', () => {
    const r = schedule({
      now: at(0, 9),
      orders: [{ id: 1, priority: 0, due: null }, { id: 2, priority: 9, due: null }],
      operations: [op(1, 1, 1, 3, [1], { fixed: { machine: 1, start: at(0, 8), end: at(0, 11) } }), op(2, 1, 2, 1, [1]), op(3, 2, 1, 1, [1])],
      machines: [machines[0]],
    });
    expect(r.operations.map((o) => [o.id, o.fixed, o.start, o.end])).toEqual([
      [1, true, at(0, 8), at(0, 11)],
      [3, false, at(0, 11), at(0, 12)],
      [2, false, at(0, 13), at(0, 14)],
    ]);
  });

  it('fills the earliest gap that fits between a machine’s jobs, not one too short', () => {
    const r = schedule({
      now: at(0, 0),
      orders: [{ id: 1, priority: 9, due: null }, { id: 2, priority: 0, due: null }, { id: 3, priority: 0, due: null }],
      operations: [
        op(1, 1, 1, 1, [1], { fixed: { machine: 1, start: at(0, 9), end: at(0, 16) } }),
        op(2, 2, 1, 2, [1]), // the hour before 9 is too short: after the fixed job
        op(3, 3, 1, 1, [1]), // fits in that hour
      ],
      machines: [machines[0]],
    });
    expect(r.operations.filter((o) => !o.fixed).map((o) => [o.id, o.start, o.end])).toEqual([
      [2, at(0, 16), at(1, 9)],
      [3, at(0, 8), at(0, 9)],
    ]);
  });

  it('plans around fixed jobs that overlap each other (a planner may stack them by hand) without touching either', () => {
    // 09:00–11:30 and, inside it, 11:13–11:28 on one machine: the gap after the short one is no gap
    const r = schedule({
      now: at(0, 0),
      orders: [{ id: 1, priority: 0, due: null }],
      operations: [
        op(1, 8, 1, 0, [1], { fixed: { machine: 1, start: at(0, 9), end: at(0, 11.5) } }),
        op(2, 9, 1, 0, [1], { fixed: { machine: 1, start: at(0, 11 + 13 / 60), end: at(0, 11 + 28 / 60) } }),
        op(3, 1, 1, 1.5, [1]),
        op(4, 1, 2, 0.25, [1]),
      ],
      machines: [machines[0]],
    });
    expect(r.operations.filter((o) => !o.fixed).map((o) => [o.id, o.start, o.end])).toEqual([
      [3, at(0, 11.5), at(0, 14)],
      [4, at(0, 14), at(0, 14.25)],
    ]);
  });

  it('says which operations have no place: no capable machine, or no working time left', () => {
    const r = schedule({
      now: at(0, 0),
      orders: [{ id: 1, priority: 0, due: null }, { id: 2, priority: 0, due: null }],
      operations: [op(1, 1, 1, 1, [9]), op(2, 1, 2, 1, [1]), op(3, 2, 1, 100, [1])],
      machines: [{ id: 1, windows: shifts(2) }],
    });
    expect(r.unscheduled).toEqual([
      { id: 1, order: 1, reason: 'noMachine' },
      { id: 2, order: 1, reason: 'noWorkingTime' },
      { id: 3, order: 2, reason: 'noWorkingTime' },
    ]);
    expect(r.operations).toEqual([]);
  });

  it('always: no overlap on a machine, inside working time, route order kept, the same answer whatever the row order', () => {
    const plant = fc.record({
      orders: fc.array(fc.record({ priority: fc.integer({ min: 0, max: 3 }), due: fc.option(fc.integer({ min: 0, max: 20 })), ops: fc.array(fc.record({ hours: fc.integer({ min: 1, max: 9 }), family: fc.constantFrom('A', 'B', 'C'), machines: fc.uniqueArray(fc.integer({ min: 1, max: 4 }), { minLength: 1, maxLength: 3 }) }), { minLength: 1, maxLength: 6 }) }), { minLength: 1, maxLength: 12 }),
      seed: fc.integer(),
    });
    fc.assert(
      fc.property(plant, ({ orders, seed }) => {
        let id = 0;
        const input: ApsInput = {
          now: at(0, 0),
          orders: orders.map((o, i) => ({ id: i + 1, priority: o.priority, due: o.due === null ? null : at(o.due, 12) })),
          operations: orders.flatMap((o, i) => o.ops.map((x, k) => op(++id, i + 1, k + 1, x.hours, x.machines, { family: x.family, setup: H / 2 }))),
          machines: [1, 2, 3, 4].map((m) => ({ id: m, windows: shifts(120) })),
        };
        const r = schedule(input);
        expect(r.unscheduled).toEqual([]);
        const byMachine = new Map<number, Array<[number, number]>>();
        for (const p of r.operations) byMachine.set(p.machine, [...(byMachine.get(p.machine) ?? []), [p.start, p.end]]);
        for (const jobs of byMachine.values()) {
          jobs.sort((a, b) => a[0] - b[0]);
          for (let i = 1; i < jobs.length; i++) expect(jobs[i][0]).toBeGreaterThanOrEqual(jobs[i - 1][1]);
        }
        const windows = shifts(120);
        for (const p of r.operations) {
          expect(nextWorkingTime(windows, p.start)).toBe(p.start);
          const o = input.operations.find((x) => x.id === p.id)!;
          expect(addWorkingTime(windows, p.start, o.duration + p.setup)).toBe(p.end);
        }
        const byId = new Map(r.operations.map((p) => [p.id, p]));
        for (const o of input.operations) {
          const prev = input.operations.find((x) => x.order === o.order && x.seq === o.seq - 1);
          if (prev) expect(byId.get(o.id)!.start).toBeGreaterThanOrEqual(byId.get(prev.id)!.end);
        }
        // shuffled rows, same plan
        const shuffle = <T>(xs: readonly T[]) => xs.map((x, i) => [x, (Math.imul(i + 1, seed | 1) >>> 0) % 997] as const).sort((a, b) => a[1] - b[1]).map(([x]) => x);
        const again = schedule({ ...input, orders: shuffle(input.orders), operations: shuffle(input.operations) });
        expect([...again.operations].sort((a, b) => a.id - b.id)).toEqual([...r.operations].sort((a, b) => a.id - b.id));
      }),
      { numRuns: 60 },
    );
  });

  it('always: what the pass places overlaps nothing on its machine, however the fixed jobs lie (even stacked on each other)', () => {
    const plant = fc.record({
      fixed: fc.array(fc.record({ machine: fc.integer({ min: 1, max: 3 }), day: fc.integer({ min: 0, max: 4 }), hour: fc.integer({ min: 6, max: 18 }), minutes: fc.integer({ min: 5, max: 600 }) }), { maxLength: 12 }),
      orders: fc.array(fc.array(fc.record({ hours: fc.integer({ min: 1, max: 6 }), machines: fc.uniqueArray(fc.integer({ min: 1, max: 3 }), { minLength: 1, maxLength: 3 }) }), { minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 8 }),
    });
    fc.assert(
      fc.property(plant, ({ fixed, orders }) => {
        let id = 0;
        const pinned = fixed.map((f, i) => {
          const start = at(f.day, f.hour);
          return op(++id, 1000 + i, 1, 0, [], { fixed: { machine: f.machine, start, end: start + f.minutes * 60_000 } });
        });
        const planned = orders.flatMap((ops, i) => ops.map((x, k) => op(++id, i + 1, k + 1, x.hours, x.machines, { family: String(k % 2), setup: H / 4 })));
        const r = schedule({
          now: at(0, 0),
          orders: orders.map((_, i) => ({ id: i + 1, priority: 0, due: null })),
          operations: [...pinned, ...planned],
          machines: [1, 2, 3].map((m) => ({ id: m, windows: shifts(60) })),
        });
        for (const p of r.operations.filter((o) => !o.fixed))
          for (const other of r.operations) if (other.id !== p.id && other.machine === p.machine) expect(p.end <= other.start || p.start >= other.end).toBe(true);
      }),
      { numRuns: 150 },
    );
  });
});
