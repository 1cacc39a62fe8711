// Putaway: which position each line of an entry goes to, by the putaway strategies
// (batch, high first, low first, shelf then ground, ground then shelf, average by alley, average
// by layer). A pure function over the warehouse's positions and what lies on them, so it is
// tested without a database; the server loads both (server/putaway.ts).

export const PUTAWAY_STRATEGIES = ['batch', 'highFirst', 'lowFirst', 'shelfFirst', 'groundFirst', 'alley', 'layer'] as const;
export type PutawayStrategy = (typeof PUTAWAY_STRATEGIES)[number];

export interface PositionInfo {
  id: number;
  platoon: number;
  column: number;
  layer: number;
  /** ManualPlane, ManualRack, Automatic3d, AutomaticIntensive, Underground */
  type: string;
  /** NonAlloc, Alloc, Used, BreakDown, SealUp */
  status: string;
  /** material|batch of what lies there now (empty: nothing) */
  holds: string[];
}

export interface PutawayLine {
  material: number;
  batch: string | null;
}

const UNUSABLE = new Set(['BreakDown', 'SealUp']);
const GROUND = new Set(['ManualPlane', 'Underground']);
const key = (l: PutawayLine) => `${l.material}|${l.batch ?? ''}`;
const byPlace = (a: PositionInfo, b: PositionInfo) => a.platoon - b.platoon || a.column - b.column || a.layer - b.layer || a.id - b.id;

/** The order empty positions are offered in under a strategy (alley and layer spread as they go). */
function ordered(strategy: PutawayStrategy, positions: PositionInfo[]): PositionInfo[] {
  const p = [...positions];
  switch (strategy) {
    case 'highFirst':
      return p.sort((a, b) => b.layer - a.layer || byPlace(a, b));
    case 'shelfFirst':
      return p.sort((a, b) => Number(GROUND.has(a.type)) - Number(GROUND.has(b.type)) || a.layer - b.layer || byPlace(a, b));
    case 'groundFirst':
      return p.sort((a, b) => Number(GROUND.has(b.type)) - Number(GROUND.has(a.type)) || a.layer - b.layer || byPlace(a, b));
    default:
      return p.sort((a, b) => a.layer - b.layer || byPlace(a, b));
  }
}

/** Spreads picks over a dimension: the next pick comes from the value used least so far. */
function spread(candidates: PositionInfo[], dim: (p: PositionInfo) => number, used: Map<number, number>): PositionInfo | undefined {
  let best: PositionInfo | undefined;
  for (const c of candidates) if (!best || (used.get(dim(c)) ?? 0) < (used.get(dim(best)) ?? 0)) best = c;
  return best;
}

/**
 * A position for each line (null when none is left): under `batch`, where the same material and
 * batch already lie; otherwise (and when the batch is new) an empty usable position in the
 * strategy's order, each empty position taken by one line — lines of one material and batch share.
 */
export function suggestPositions(lines: PutawayLine[], positions: PositionInfo[], strategy: PutawayStrategy): Array<number | null> {
  const usable = positions.filter((p) => !UNUSABLE.has(p.status));
  const empty = ordered(strategy, usable.filter((p) => !p.holds.length));
  const taken = new Set<number>();
  const placed = new Map<string, number>();
  const used = new Map<number, number>();
  return lines.map((l) => {
    const k = key(l);
    const again = placed.get(k);
    if (again !== undefined) return again;
    if (strategy === 'batch') {
      const holding = usable.filter((p) => p.holds.includes(k)).sort(byPlace)[0];
      if (holding) {
        placed.set(k, holding.id);
        return holding.id;
      }
    }
    const free = empty.filter((p) => !taken.has(p.id));
    const pick = strategy === 'alley' ? spread(free, (p) => p.platoon, used) : strategy === 'layer' ? spread(free, (p) => p.layer, used) : free[0];
    if (!pick) return null;
    taken.add(pick.id);
    placed.set(k, pick.id);
    const dim = strategy === 'layer' ? pick.layer : pick.platoon;
    used.set(dim, (used.get(dim) ?? 0) + 1);
    return pick.id;
  });
}
