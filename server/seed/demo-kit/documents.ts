// A demo document in memory and its life: header values, child rows and record fields; the status
// it has reached by its age and when it was last moved; references to documents of the same run
// whose ids are drawn later; and its computed attributes, computed with the engine's own evaluator
// (as computeRecord does) before anything is written, so the stored figures are exactly those a
// save would have produced.
import { type Row, storedValue } from '../../../schemas/compute/record';
import { compile } from '../../../schemas/compute/expr';
import type { AttrDef, EntityDef } from '../../../schemas/entities/define';
import { addDays, type Calendar, minDate, officeTime } from './calendar';
import type { Actor } from './master-data';
import type { Rng } from './random';

/** A document being generated: its header values, its child rows by key, and its record fields. */
export interface Doc {
  id: number;
  /** the day its number is drawn for (bill date, arrival date …) */
  day: string;
  status: string;
  version: number;
  created: string;
  modified: string;
  creator: Actor;
  modifier: Actor;
  h: Row;
  c: Record<string, Row[]>;
}

/** Version after the usual moves: saved 1, committed 2, audited 3 (from a commit), finished one more. */
export function versionOf(status: string): number {
  return ({ Saved: 1, Commit: 2, Audit: 3, Finish: 4, Manual: 4, Repeal: 2 } as Record<string, number>)[status] ?? 1;
}

/**
 * Computes every computed attribute of the documents as computeRecord does — each line's in
 * declaration order, then the header's over the lines — with the engine's own evaluator and
 * rounding (compile, storedValue); only its scopes are made once per row instead of once per
 * attribute (thousands of documents).
 */
export function computeAll(def: EntityDef, docs: Iterable<Doc>): void {
  const compiled = (attrs: readonly AttrDef[]) => attrs.filter((a) => a.compute).map((a) => [a, compile(a.compute!)] as const);
  const lines = Object.entries(def.children ?? {})
    .map(([key, c]) => [key, compiled(c.attrs)] as const)
    .filter(([, attrs]) => attrs.length);
  const head = compiled(def.attrs);
  for (const d of docs) {
    const header = d.h;
    for (const [key, attrs] of lines) {
      for (const row of d.c[key] ?? []) {
        const scope = { field: (n: string) => row[n], header: (n: string) => header[n] };
        for (const [a, c] of attrs) row[a.code] = storedValue(a, c.evaluate(scope));
      }
    }
    const scope = { field: (n: string) => header[n], rows: (k: string) => d.c[k] };
    for (const [a, c] of head) header[a.code] = storedValue(a, c.evaluate(scope));
  }
}

/** The live statuses: audited and beyond (what moves progress and money). */
export const LIVE = new Set(['Audit', 'Finish', 'Manual']);

/**
 * A reference to a document or row generated in the same run, whose id is drawn later (prepare):
 * written as that id, read by the evaluator as a reference ({id}).
 */
export class Ref<T extends { id?: unknown } = Row> {
  constructor(readonly to: T) {}
  get id(): number {
    return Number(this.to.id);
  }
  toJSON(): number {
    return this.id;
  }
}
export const ref = <T extends { id?: unknown }>(to: T): Ref<T> => new Ref(to);
/** The generated row or document a reference names. */
export const target = <T extends { id?: unknown } = Row>(v: unknown): T => (v as Ref<T>).to;
/** The id of a reference or a plain id. */
export const idOf = (v: unknown): number | null => (v instanceof Ref ? v.id : v == null ? null : Number(v));

/**
 * A status by age (days before the seed day): old documents are audited (a few void or left as
 * drafts), recent ones a mix of saved, committed and audited.
 */
export function statusByAge(r: Rng, age: number, o: { repeal?: number; recent?: number; mid?: number } = {}): string {
  const recent = o.recent ?? 7;
  const mid = o.mid ?? 21;
  const x = r.next();
  if (age >= mid) return x < (o.repeal ?? 0.015) ? 'Repeal' : x < (o.repeal ?? 0.015) + 0.005 ? 'Saved' : 'Audit';
  if (age >= recent) return x < 0.08 ? 'Saved' : x < 0.2 ? 'Commit' : 'Audit';
  return x < 0.3 ? 'Saved' : x < 0.55 ? 'Commit' : 'Audit';
}

/** When a document created at `created` was last moved (its audit a little later, never after today). */
export function movedAt(r: Rng, cal: Calendar, day: string, created: string, status: string): string {
  if (status === 'Saved') return created;
  const d = minDate(addDays(day, r.chance(0.7) ? 0 : r.int(1, 2)), cal.today);
  return officeTime(d, r, created);
}
