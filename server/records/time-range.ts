// The `from` / `to` filter of a log list on its time: a bare day (YYYY-MM-DD) spans the whole day
// (from its start, up to the next day's start, exclusive); a date-time is taken as given (inclusive).

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A bound of the range: a day means its start (`from`) or the start of the next day (`to`). */
function bound(value: string, end: boolean): Date {
  if (!DAY.test(value)) return new Date(value.replace(' ', 'T'));
  const d = new Date(`${value}T00:00:00`);
  if (end) d.setDate(d.getDate() + 1);
  return d;
}

export interface TimeRange {
  from?: Date;
  to?: { op: '<' | '<='; at: Date };
}

/** The range's bounds as the query compares them: `column >= from`, `column op to.at`. */
export function timeRange(q: { from?: string; to?: string }): TimeRange {
  return {
    ...(q.from ? { from: bound(q.from, false) } : {}),
    ...(q.to ? { to: { op: DAY.test(q.to) ? '<' : '<=', at: bound(q.to, true) } } : {}),
  };
}
