// Regular expressions on SQLite sources: SQLite parses `value REGEXP pattern` but leaves the
// function to its host, and node:sqlite runs it on the server's main thread, between rows that
// cannot be interrupted. So the patterns run on RE2 (re2-wasm): time linear in the value whatever
// the pattern, where a backtracking engine lets one pattern like (a+)+b stall every user. RE2
// refuses what needs backtracking (back-references, look-around), with a message the rule's form
// shows. A pattern is compiled once per process and kept (a handful of rules use a few patterns).
import type { DatabaseSync } from 'node:sqlite';
import { RE2 } from 're2-wasm';

const compiled = new Map<string, RE2>();
const KEEP = 200;

/** The pattern compiled, or the engine's refusal (an Error whose message says what is wrong). */
export function compilePattern(pattern: string): RE2 {
  let re = compiled.get(pattern);
  if (!re) {
    re = new RE2(pattern, 'u');
    if (compiled.size >= KEEP) compiled.delete(compiled.keys().next().value as string);
    compiled.set(pattern, re);
  }
  return re;
}

/** Gives the database the REGEXP operator (SQLite calls regexp(pattern, value)); NULL stays NULL. */
export function withRegexp(db: DatabaseSync): DatabaseSync {
  db.function('regexp', { deterministic: true }, (pattern, value) => {
    if (pattern === null || value === null) return null;
    return compilePattern(String(pattern)).test(String(value)) ? 1 : 0;
  });
  return db;
}
