// What the steps of the warehouse demo share: the generator and the demo year, the areas and
// positions goods go to, the materials, the people who write and audit the documents, and the
// batch numbers drawn so far; and how a warehouse document is made (dated, timed, given a status).
import type { Row } from '../../../../schemas/compute/record';
import { type Actor, type Calendar, compact, type Doc, movedAt, officeTime, type Rng, statusByAge, versionOf } from '../../../../server/seed/demo-kit';
import type { Layout } from './places';

export interface WarehouseRun {
  cal: Calendar;
  r: Rng;
  layout: Layout;
  materials: Map<number, Row>;
  /** the warehouse keeper who writes the documents */
  keeper: Actor;
  /** who audits them */
  auditor: Actor;
  /** the last serial of each batch stem (prefix + yyyyMMdd) */
  serials: Map<string, number>;
}

/** A batch number of a day: prefix + yyyyMMdd + a 2-digit serial (PC2025061203). */
export function newBatch(run: WarehouseRun, prefix: string, day: string): string {
  const stem = `${prefix}${compact(day)}`;
  const n = (run.serials.get(stem) ?? 0) + 1;
  run.serials.set(stem, n);
  return `${stem}${String(n).padStart(2, '0')}`;
}

/**
 * A warehouse document made on `day` after the moment `after` (the audit of what it is made
 * from): audited unless it is one of the last `recent` days' (then saved, committed or audited).
 */
export function newDoc(run: WarehouseRun, day: string, after: string | undefined, h: Row, items: Row[], recent = 3): Doc {
  const { cal, r, keeper, auditor } = run;
  const status = cal.age(day) >= recent ? 'Audit' : statusByAge(r, cal.age(day), { recent });
  const created = officeTime(day, r, after);
  return {
    id: 0,
    day,
    status,
    version: versionOf(status),
    created,
    modified: movedAt(r, cal, day, created, status),
    creator: keeper,
    modifier: status === 'Saved' ? keeper : auditor,
    h,
    c: { items },
  };
}
