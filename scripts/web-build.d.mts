// Types of what scripts/web-build.mjs offers the browser tests' config.
/** Builds dist/web for BUILD (default plantform) when it is stale; synchronous. */
export function buildWebIfStale(build?: string): void;
