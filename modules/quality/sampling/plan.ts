// A lot's single sampling plan by GB/T 2828.1 (ISO 2859-1): the code letter of its size and
// inspection level (Table 1), then the plan of that letter and AQL in the master table of the
// severity (Tables 2-A, 2-B), the arrows followed to the first plan in their direction — whose row
// gives the sample size. A sample as large as the lot or larger means 100 % inspection.
import { type Aql, CODE_LETTER_TABLE, CODE_LETTERS, type CodeLetter, cellOf, INSPECTION_LEVELS, type InspectionLevel, MASTER_TABLES, SAMPLE_SIZES, type Severity, STANDARD_AQLS } from './tables';

export class SamplingError extends Error {}

/** Table 1: the sample size code letter of a lot of this size at this inspection level. */
export function codeLetter(lotSize: number, level: InspectionLevel): CodeLetter {
  if (!Number.isInteger(lotSize) || lotSize < 2) throw new SamplingError(`lot size must be a whole number of at least 2: ${lotSize}`);
  const col = INSPECTION_LEVELS.indexOf(level);
  if (col < 0) throw new SamplingError(`unknown inspection level: ${level}`);
  const band = CODE_LETTER_TABLE.find(([upTo]) => lotSize <= upTo)!;
  return band[1][col] as CodeLetter;
}

export interface SamplingPlan {
  /** the code letter of the lot (Table 1) */
  letter: CodeLetter;
  /** the row the plan was read from (another letter when an arrow was followed) */
  planLetter: CodeLetter;
  /** the master table read */
  table: 'Normal' | 'Tightened';
  sampleSize: number;
  ac: number;
  re: number;
  /** the sample is the whole lot (the plan's sample size reaches the lot size) */
  fullInspection: boolean;
}

/**
 * The plan of a code letter and AQL in a master table, arrows followed. Where an arrow leads off
 * the printed table (there is no row above A nor below R), the first plan the other way is used.
 */
export function masterPlan(letter: CodeLetter, aql: Aql, table: 'Normal' | 'Tightened'): { planLetter: CodeLetter; ac: number; re: number } {
  const t = MASTER_TABLES[table];
  const j = STANDARD_AQLS.indexOf(aql);
  if (j < 0) throw new SamplingError(`not an AQL of the standard: ${aql}`);
  const start = CODE_LETTERS.indexOf(letter);
  const first = cellOf(t, start, j);
  const direction = first === 'down' ? 1 : first === 'up' ? -1 : 0;
  for (const step of direction === 0 ? [0] : [direction, -direction]) {
    for (let i = start; i >= 0 && i < CODE_LETTERS.length; i += step || 1) {
      const c = cellOf(t, i, j);
      if (typeof c === 'object') return { planLetter: CODE_LETTERS[i], ...c };
      if (step === 0) break;
    }
  }
  throw new SamplingError(`no plan for ${letter} at AQL ${aql}`);
}

export interface PlanQuery {
  lotSize: number;
  level: InspectionLevel;
  aql: Aql;
  severity?: Severity;
}

/**
 * The lot's plan. Reduced inspection reads the normal table: this module carries no reduced
 * master table, and the normal plan never protects less than the reduced one would.
 */
export function samplingPlan(q: PlanQuery): SamplingPlan {
  const letter = codeLetter(q.lotSize, q.level);
  const table = q.severity === 'Tightened' ? 'Tightened' : 'Normal';
  const p = masterPlan(letter, q.aql, table);
  const n = SAMPLE_SIZES[p.planLetter];
  return { letter, planLetter: p.planLetter, table, sampleSize: Math.min(n, q.lotSize), ac: p.ac, re: p.re, fullInspection: n >= q.lotSize };
}

/** The lot is accepted when its nonconforming items (or nonconformities) do not exceed Ac. */
export function accepts(plan: Pick<SamplingPlan, 'ac' | 're'>, found: number): boolean {
  if (!Number.isInteger(found) || found < 0) throw new SamplingError(`the count found must be a whole number of at least 0: ${found}`);
  return found <= plan.ac;
}

/** The next tighter AQL of the standard (for the switching score), or none below the tightest. */
export function tighterAql(aql: Aql): Aql | null {
  const j = STANDARD_AQLS.indexOf(aql);
  return j > 0 ? STANDARD_AQLS[j - 1] : null;
}
