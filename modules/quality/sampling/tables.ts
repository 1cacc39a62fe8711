// The tables of GB/T 2828.1 (ISO 2859-1) for single sampling by attributes, as data.
//
// Table 1 gives a lot's sample size code letter by lot size and inspection level. The master
// tables (2-A normal, 2-B tightened) give, per code letter and AQL, either a plan (acceptance
// number Ac, rejection number Re) or an arrow: ↓ use the first plan below it in the same AQL
// column, ↑ the first plan above it — and the sample size of the row the plan stands in. In both
// master tables the cells run along diagonals: the cell of code letter i and AQL j (both counted
// from 0) depends on i + j only, so a table is its sequence of cells along the diagonals plus
// the corner where the large acceptance numbers stop. The sequences below are the printed rows
// read off that way (the unit tests check them cell by cell against printed values).
export const INSPECTION_LEVELS = ['S-1', 'S-2', 'S-3', 'S-4', 'I', 'II', 'III'] as const;
export type InspectionLevel = (typeof INSPECTION_LEVELS)[number];

export const CODE_LETTERS = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'J', 'K', 'L', 'M', 'N', 'P', 'Q', 'R'] as const;
export type CodeLetter = (typeof CODE_LETTERS)[number];

/** Sample sizes of the normal and tightened master tables, by code letter. */
export const SAMPLE_SIZES: Readonly<Record<CodeLetter, number>> = {
  A: 2, B: 3, C: 5, D: 8, E: 13, F: 20, G: 32, H: 50, J: 80, K: 125, L: 200, M: 315, N: 500, P: 800, Q: 1250, R: 2000,
};

/** The AQL columns of the master tables, tightest first (percent nonconforming up to 10, nonconformities per 100 units above). */
export const STANDARD_AQLS = [
  '0.010', '0.015', '0.025', '0.040', '0.065', '0.10', '0.15', '0.25', '0.40', '0.65', '1.0', '1.5', '2.5', '4.0', '6.5',
  '10', '15', '25', '40', '65', '100', '150', '250', '400', '650', '1000',
] as const;
export type Aql = (typeof STANDARD_AQLS)[number];

/**
 * Table 1: the upper bound of each lot-size band (the last band has none) and its code letter per
 * level, in the order of INSPECTION_LEVELS: S-1 S-2 S-3 S-4 I II III.
 */
export const CODE_LETTER_TABLE: ReadonlyArray<readonly [upTo: number, letters: string]> = [
  [8, 'AAAAAAB'],
  [15, 'AAAAABC'],
  [25, 'AABBBCD'],
  [50, 'ABBCCDE'],
  [90, 'BBCCCEF'],
  [150, 'BBCDDFG'],
  [280, 'BCDEEGH'],
  [500, 'BCDEFHJ'],
  [1200, 'CCEFGJK'],
  [3200, 'CDEGHKL'],
  [10000, 'CDFGJLM'],
  [35000, 'CDFHKMN'],
  [150000, 'DEGJLNP'],
  [500000, 'DEGJMPQ'],
  [Number.POSITIVE_INFINITY, 'DEHKNQR'],
];

export type Cell = { ac: number; re: number } | 'down' | 'up';

interface MasterTable {
  /** the diagonal (letter index + AQL index) of the first plan; every diagonal before it is ↓ */
  first: number;
  /** the cells from that diagonal on; past the last, ↑ */
  cells: readonly Cell[];
  /** code letters up to this index keep the large acceptance numbers (the last `large` cells); later rows stop before them with ↑ */
  largeUpTo: number;
  large: number;
  /** printed cells off the diagonal rule, by code letter and AQL */
  exceptions?: Readonly<Record<string, Cell>>;
}

const plan = (ac: number, re: number): Cell => ({ ac, re });

/** Table 2-A, normal inspection: 0 1, ↑, ↓, 1 2, 2 3, 3 4, 5 6, 7 8, 10 11, 14 15, 21 22, then 30 31 and 44 45 in rows A–E only. */
const NORMAL: MasterTable = {
  first: 14,
  cells: [plan(0, 1), 'up', 'down', plan(1, 2), plan(2, 3), plan(3, 4), plan(5, 6), plan(7, 8), plan(10, 11), plan(14, 15), plan(21, 22), plan(30, 31), plan(44, 45)],
  largeUpTo: 4,
  large: 2,
};

/** Table 2-B, tightened inspection: 0 1, ↓, ↓, 1 2, 2 3, 3 4, 5 6, 8 9, 12 13, 18 19, then 27 28 and 41 42 in rows A–E only. */
const TIGHTENED: MasterTable = {
  first: 15,
  cells: [plan(0, 1), 'down', 'down', plan(1, 2), plan(2, 3), plan(3, 4), plan(5, 6), plan(8, 9), plan(12, 13), plan(18, 19), plan(27, 28), plan(41, 42)],
  largeUpTo: 4,
  large: 2,
  // the first row has no 0 1 plan: its AQL 10 cell points down like the cells before it
  exceptions: { 'A:10': 'down' },
};

export type Severity = 'Normal' | 'Tightened' | 'Reduced';

/** The master tables this module carries, by severity (reduced inspection: see plan.ts). */
export const MASTER_TABLES: Readonly<Record<'Normal' | 'Tightened', MasterTable>> = { Normal: NORMAL, Tightened: TIGHTENED };

/** The cell of a master table at code letter index i and AQL index j, as printed (an arrow or a plan). */
export function cellOf(t: MasterTable, i: number, j: number): Cell {
  const printed = t.exceptions?.[`${CODE_LETTERS[i]}:${STANDARD_AQLS[j]}`];
  if (printed) return printed;
  const k = i + j - t.first;
  if (k < 0) return 'down';
  const last = i <= t.largeUpTo ? t.cells.length : t.cells.length - t.large;
  return k < last ? t.cells[k] : 'up';
}
