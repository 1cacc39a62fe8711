// Pure rules of the barcode operations, shared by the server and unit tests:
// counts (decimal-exact, 0 ≤ count < ten billion, four decimals), what merge and bind accept,
// the QR payload a label carries and how a scanned string is read back.
import { Big, dec } from '../../schemas/compute/decimal';
import type { BarcodeMessage } from './messages';

/** material counts stay below ten billion */
export const COUNT_CEILING = new Big('10000000000');
export const COUNT_SCALE = 4;
/** a container holds goods of at most two batches */
export const MAX_MIXED_BATCHES = 2;

/** A count as an exact decimal, or null when it is not a number of at most four decimals in [0, ten billion). */
export function legalCount(value: unknown, { positive = false } = {}): Big | null {
  const b = dec(value);
  if (!b) return null;
  if (b.lt(0) || b.gte(COUNT_CEILING) || (positive && b.eq(0))) return null;
  if (!b.round(COUNT_SCALE, Big.roundDown).eq(b)) return null;
  return b;
}

/** A refusal by key with its placeholders: the server turns it into an envelope error. */
export class BarcodeRefusal extends Error {
  constructor(
    readonly key: BarcodeMessage,
    readonly vars: Record<string, string | number> = {},
    readonly kind: 'bad' | 'missing' = 'bad',
  ) {
    super(key);
  }
}

/** Codes given twice in one request, in first-seen order. */
export function duplicatesOf(codes: readonly string[]): string[] {
  const seen = new Set<string>();
  const twice = new Set<string>();
  for (const c of codes) (seen.has(c) ? twice : seen).add(c);
  return [...twice];
}

export interface MergeRow {
  code: string;
  barcode_type: string;
  material_id: { id: number } | null;
  batch_no: string | null;
  quality_result: string | null;
  state: string | null;
  count: string;
}

/** A barcode whose goods may be counted, split, merged or moved: a material barcode whose exception state is not 待检验. */
export function checkOperable(row: MergeRow): void {
  if (row.barcode_type !== 'Material') throw new BarcodeRefusal('illegalBarcode', { code: row.code });
  if (row.state === 'Pending') throw new BarcodeRefusal('awaitingInspection', { code: row.code });
}

/**
 * Merge: equal materials, batches and quality results, in that order of checking. The
 * count of the merged barcode stays below the ceiling.
 */
export function checkMerge(rows: readonly MergeRow[]): Big {
  for (const r of rows) checkOperable(r);
  const [first] = rows;
  if (rows.some((r) => r.material_id?.id !== first.material_id?.id)) throw new BarcodeRefusal('materialsDiffer');
  if (rows.some((r) => (r.batch_no ?? '') !== (first.batch_no ?? ''))) throw new BarcodeRefusal('batchesDiffer');
  if (rows.some((r) => r.quality_result !== first.quality_result)) throw new BarcodeRefusal('qualityDiffer');
  const total = rows.reduce((s, r) => s.plus(r.count), new Big(0));
  if (total.gte(COUNT_CEILING)) throw new BarcodeRefusal('illegalCount', { count: total.toString() });
  return total;
}

/**
 * Bind: the parent may hold children (not a material barcode) and, with its present children,
 * the material children's batches stay within MAX_MIXED_BATCHES.
 */
export function checkBind(parent: MergeRow, children: readonly MergeRow[], presentBatches: readonly string[]): void {
  if (parent.barcode_type === 'Material') throw new BarcodeRefusal('materialNoChildren', { code: parent.code });
  const batches = new Set(presentBatches.filter(Boolean));
  for (const c of children) if (c.batch_no) batches.add(c.batch_no);
  if (batches.size > MAX_MIXED_BATCHES) throw new BarcodeRefusal('batchesDiffer');
}

/** Split: at least two pieces, each above zero, summing exactly to the original count. */
export function checkSplit(original: string, pieces: readonly unknown[]): Big[] {
  const counts = pieces.map((p) => legalCount(p, { positive: true }));
  const bad = counts.indexOf(null);
  if (bad >= 0) throw new BarcodeRefusal('illegalCount', { count: String(pieces[bad]) });
  const total = (counts as Big[]).reduce((s, c) => s.plus(c), new Big(0));
  if (!total.eq(original)) throw new BarcodeRefusal('illegalCount', { count: total.toString() });
  return counts as Big[];
}

// ---- the string a label's QR code carries -----------------------------------------------------

/** `PFBC:` + URL-encoded fields: the code first, then what a reader without the server may show. */
export const QR_PREFIX = 'PFBC:';

export interface QrFields {
  code: string;
  material?: string | null;
  count?: string | null;
  batch?: string | null;
}

export function barcodeString(f: QrFields): string {
  const p = new URLSearchParams({ code: f.code });
  if (f.material) p.set('m', f.material);
  if (f.count != null) p.set('n', f.count);
  if (f.batch) p.set('b', f.batch);
  return QR_PREFIX + p.toString();
}

/** The barcode code a scanned string names: our QR payload's code, else the trimmed string itself (a plain Code128). */
export function codeFromString(scanned: string): string | null {
  const s = scanned.trim();
  if (s.startsWith(QR_PREFIX)) return new URLSearchParams(s.slice(QR_PREFIX.length)).get('code')?.trim() || null;
  return s && !/\s/.test(s) && s.length <= 128 ? s : null;
}

/** Nodes with parent ids into trees under the given root ids, children ordered by code. */
export function buildTrees<T extends { id: number; parent_id: number | null; code: string }>(rows: readonly T[], rootIds: readonly number[]): Array<T & { children: unknown[] }> {
  type Node = T & { children: Node[] };
  const nodes = new Map<number, Node>(rows.map((r) => [r.id, { ...r, children: [] }]));
  for (const n of nodes.values()) if (n.parent_id != null && !rootIds.includes(n.id)) nodes.get(n.parent_id)?.children.push(n);
  for (const n of nodes.values()) n.children.sort((x, y) => x.code.localeCompare(y.code));
  return rootIds.map((id) => nodes.get(id)).filter((n): n is Node => !!n);
}
