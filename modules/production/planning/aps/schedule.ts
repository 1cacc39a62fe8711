// The APS pass (plan/aps): a deterministic forward finite-capacity list schedule, as ERPNext and
// Odoo place job cards. Orders go by priority, then due date, then id; the
// operations of an order in route order, each after its predecessor, in the earliest free slot of a
// capable machine (a gap between its jobs or after them: Odoo's first available slot) — the one
// where it ends earliest — with the setup time first when the product family changes, running on
// in working time only (shifts minus rests, holidays skipped: the machine's windows) and pausing
// between windows. Running and
// finished operations stay where they are and hold their machines (even where a planner stacked
// two of them at once: nothing new goes into their time). Pure: times are epoch
// milliseconds, the server turns calendars into windows.

export type Millis = number;
/** a working window [start, end) */
export type Window = readonly [Millis, Millis];

export interface ApsMachine {
  id: number;
  /** its working time, sorted and not overlapping */
  windows: readonly Window[];
}

export interface ApsOrder {
  id: number;
  /** higher first */
  priority: number;
  due: Millis | null;
  /** not before (material availability, the order's planned start); default: now */
  release?: Millis;
}

export interface ApsOperation {
  id: number;
  order: number;
  /** its place in the route */
  seq: number;
  /** working time it takes (the setup excluded) */
  duration: Millis;
  /** the setup before it when its machine last ran another family */
  setup: Millis;
  /** the product family (a machine running the same family needs no setup) */
  family: string;
  /** the machines that may run it */
  machines: readonly number[];
  /** started or finished: stays where it is */
  fixed?: { machine: number; start: Millis; end: Millis };
}

export interface ApsInput {
  now: Millis;
  orders: readonly ApsOrder[];
  operations: readonly ApsOperation[];
  machines: readonly ApsMachine[];
}

export interface PlacedOperation {
  id: number;
  order: number;
  machine: number;
  start: Millis;
  end: Millis;
  /** the setup it started with (0: none) */
  setup: Millis;
  fixed: boolean;
}

export interface ApsResult {
  operations: PlacedOperation[];
  /** orders finishing after their due date, latest first */
  late: Array<{ order: number; end: Millis; due: Millis }>;
  /** operations no machine could take (none capable, or no working time left in the windows) */
  unscheduled: Array<{ id: number; order: number; reason: 'noMachine' | 'noWorkingTime' }>;
  /** the last end of all */
  makespan: Millis | null;
}

/** The first index of 0…n at which `past(i)` holds, for a `past` false then true along the indices (binary search). */
function firstIndex(n: number, past: (i: number) => boolean): number {
  let lo = 0;
  let hi = n;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (past(mid)) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

/** Index of the first window ending after t. */
const windowAfter = (windows: readonly Window[], t: Millis) => firstIndex(windows.length, (i) => windows[i][1] > t);

/** The first working moment at or after t (null: none left). */
export function nextWorkingTime(windows: readonly Window[], t: Millis): Millis | null {
  const i = windowAfter(windows, t);
  if (i >= windows.length) return null;
  return Math.max(t, windows[i][0]);
}

/** When `work` of working time started at t is done (null: the windows run out). */
export function addWorkingTime(windows: readonly Window[], t: Millis, work: Millis): Millis | null {
  let i = windowAfter(windows, t);
  let at = t;
  let left = work;
  while (i < windows.length) {
    const [s, e] = windows[i];
    const from = Math.max(at, s);
    if (left <= e - from) return from + left;
    left -= e - from;
    at = e;
    i++;
  }
  return left === 0 ? at : null;
}

/** A job on a machine's timeline. */
interface Job {
  start: Millis;
  end: Millis;
  family: string;
  /** the setup it starts with */
  setup: Millis;
}

/**
 * A machine's jobs sorted by start. Fixed jobs may overlap each other (a planner can stack them by
 * hand on the Gantt), so the ends are not sorted: `reach[i]` is the latest end of jobs 0…i and
 * `reachBy[i]` the job that ends then (what the machine ran last before the gap after job i).
 */
interface MachineState {
  windows: readonly Window[];
  jobs: Job[];
  reach: Millis[];
  reachBy: Job[];
}

function insertJob(m: MachineState, at: number, job: Job): void {
  m.jobs.splice(at, 0, job);
  for (let i = at; i < m.jobs.length; i++) {
    const before = i > 0 ? m.reach[i - 1] : -Infinity;
    const last = m.jobs[i].end > before ? m.jobs[i] : m.reachBy[i - 1];
    m.reach[i] = Math.max(before, m.jobs[i].end);
    m.reachBy[i] = last;
  }
}

/** Index of the first job after which the machine is still busy at t (every job before it ends by t). */
const busyAfter = (m: MachineState, t: Millis) => firstIndex(m.reach.length, (i) => m.reach[i] > t);

/** Index where a job starting at t goes (after the jobs starting at or before t). */
const startIndex = (jobs: readonly Job[], t: Millis) => firstIndex(jobs.length, (i) => jobs[i].start > t);

interface Slot {
  machine: number;
  start: Millis;
  end: Millis;
  setup: Millis;
  /** where it goes in the machine's jobs */
  at: number;
}

/**
 * The earliest free slot of a machine for an operation ready at `ready`: the first gap between its
 * jobs (or after the last) where the setup and the work fit in working time. A gap starts when
 * every job before it has ended. A gap is passed over when the job after it would then need a
 * setup it was not planned with.
 */
function earliestSlot(id: number, m: MachineState, op: ApsOperation, ready: Millis): Slot | null {
  const jobs = m.jobs;
  for (let j = busyAfter(m, ready); j <= jobs.length; j++) {
    const prev = j > 0 ? m.reachBy[j - 1] : null;
    const from = nextWorkingTime(m.windows, Math.max(ready, prev ? prev.end : ready));
    if (from === null) return null;
    const setup = prev && prev.family !== op.family ? op.setup : 0;
    const end = addWorkingTime(m.windows, from, setup + op.duration);
    if (end === null) return null;
    const following = j < jobs.length ? jobs[j] : null;
    if (!following) return { machine: id, start: from, end, setup, at: j };
    if (end <= following.start && (following.family === op.family || following.setup > 0)) return { machine: id, start: from, end, setup, at: j };
  }
  return null;
}

/** The slot on the capable machine where the operation ends earliest (then the lowest id), or null. */
function bestSlot(op: ApsOperation, ready: Millis, machines: Map<number, MachineState>): Slot | null {
  let best: Slot | null = null;
  for (const id of op.machines) {
    const m = machines.get(id);
    if (!m) continue;
    const slot = earliestSlot(id, m, op, ready);
    if (slot && (!best || slot.end < best.end || (slot.end === best.end && id < best.machine))) best = slot;
  }
  return best;
}

const byPriority = (a: ApsOrder, b: ApsOrder) => b.priority - a.priority || (a.due ?? Infinity) - (b.due ?? Infinity) || a.id - b.id;

export function schedule(input: ApsInput): ApsResult {
  const machines = new Map<number, MachineState>(input.machines.map((m) => [m.id, { windows: m.windows, jobs: [], reach: [], reachBy: [] }]));
  const routes = new Map<number, ApsOperation[]>();
  for (const op of input.operations) {
    const list = routes.get(op.order);
    if (list) list.push(op);
    else routes.set(op.order, [op]);
  }
  const placed: PlacedOperation[] = [];
  const unscheduled: ApsResult['unscheduled'] = [];

  // the fixed ones first: they hold their machines while they run
  for (const op of input.operations.filter((o) => o.fixed).sort((a, b) => a.fixed!.start - b.fixed!.start || a.id - b.id)) {
    const m = machines.get(op.fixed!.machine);
    if (m) insertJob(m, startIndex(m.jobs, op.fixed!.start), { start: op.fixed!.start, end: op.fixed!.end, family: op.family, setup: 0 });
    placed.push({ id: op.id, order: op.order, machine: op.fixed!.machine, start: op.fixed!.start, end: op.fixed!.end, setup: 0, fixed: true });
  }

  const ends = new Map<number, Millis>();
  for (const order of [...input.orders].sort(byPriority)) {
    const route = (routes.get(order.id) ?? []).slice().sort((a, b) => a.seq - b.seq || a.id - b.id);
    let ready = Math.max(input.now, order.release ?? input.now);
    let blocked = false;
    for (const op of route) {
      if (op.fixed) {
        ready = Math.max(ready, op.fixed.end);
        continue;
      }
      if (blocked) {
        unscheduled.push({ id: op.id, order: op.order, reason: 'noWorkingTime' });
        continue;
      }
      const slot = bestSlot(op, ready, machines);
      if (!slot) {
        unscheduled.push({ id: op.id, order: op.order, reason: op.machines.some((id) => machines.has(id)) ? 'noWorkingTime' : 'noMachine' });
        // the rest of its route cannot follow an operation that has no place
        blocked = true;
        continue;
      }
      insertJob(machines.get(slot.machine)!, slot.at, { start: slot.start, end: slot.end, family: op.family, setup: slot.setup });
      placed.push({ id: op.id, order: op.order, machine: slot.machine, start: slot.start, end: slot.end, setup: slot.setup, fixed: false });
      ready = slot.end;
    }
    if (route.length && !blocked) ends.set(order.id, ready);
  }

  const late = input.orders
    .filter((o) => o.due !== null && ends.has(o.id) && ends.get(o.id)! > o.due)
    .map((o) => ({ order: o.id, end: ends.get(o.id)!, due: o.due! }))
    .sort((a, b) => b.end - b.due - (a.end - a.due) || a.order - b.order);
  const makespan = placed.length ? placed.reduce((max, p) => Math.max(max, p.end), -Infinity) : null;
  return { operations: placed, late, unscheduled, makespan };
}
