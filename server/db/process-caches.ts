// What the process keeps from the database between calls (tenant models, parameters, hidden fields,
// row limits, list counts, scoped views) lives in maps made here, so that all of them can be
// forgotten at once. The product forgets them when it is pointed at another database in the same
// process: the test runner reuses one process for many test files, each over its own clone of the
// seeded database, where the same tenant ids and version numbers mean different rows.
const caches: Array<Map<unknown, unknown>> = [];

/** A map of cached values that forgetProcessCaches() empties. */
export function processCache<K, V>(): Map<K, V> {
  const map = new Map<K, V>();
  caches.push(map as Map<unknown, unknown>);
  return map;
}

/** Empties every cache made by processCache (a new database behind the same process). */
export function forgetProcessCaches(): void {
  for (const c of caches) c.clear();
}
