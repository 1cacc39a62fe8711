// The lint stage of npm test (`node scripts/test.mjs lint` runs it alone, and so does `node scripts/lint.mjs`):
//   1. import boundaries: dependency-cruiser with .dependency-cruiser.cjs, plus no cycles between modules;
//   2. code rules: Biome with biome.jsonc (lint only; the formatter is off).
// What the rules found when they were switched on is listed in two known lists:
// .dependency-cruiser-known-violations.json (one entry per import) and .biome-known-findings.json
// (per rule, per file, how many). The stage fails on a finding that is not listed, and on a listed one
// that is gone: the lists may only shrink. `node scripts/lint.mjs --update-known` rewrites both lists to
// what is found today (after a fix, or when files moved), and refuses when any rule's count would grow.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const binDir = path.join(root, 'node_modules', '.bin');
// the linters run on the project's Node (node_modules/.bin/node, see scripts/node-version.mjs) even when
// this script is started with another one: dependency-cruiser refuses Node 20
const env = { ...process.env, PATH: `${binDir}${path.delimiter}${process.env.PATH}` };
const KNOWN_IMPORTS = path.join(root, '.dependency-cruiser-known-violations.json');
const KNOWN_FINDINGS = path.join(root, '.biome-known-findings.json');
/** Every folder with code that imports: core, modules, the customer builds, tooling and tests. */
const CRUISED = ['server', 'src', 'renderers', 'schemas', 'modules', 'builds', 'scripts', 'tests'];
/** Test files may import what they test, so their imports make no module cycle. */
const TEST_FILE = /(^|\/)tests\/|\.test\.tsx?$|\.e2e\.ts$/;

function run(name, args, cwd = root) {
  const started = Date.now();
  const r = spawnSync(path.join(binDir, name), args, { cwd, env, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
  return { ...r, seconds: ((Date.now() - started) / 1000).toFixed(1) };
}

// ---- import boundaries -------------------------------------------------------------------------

const moduleOf = (file) => /^modules\/([^/]+)\//.exec(file ?? '')?.[1];

/** Every module → module edge (a non-test file of one module imports a file of another) that lies
 *  on a cycle: the edges inside a strongly connected component of the module graph (Tarjan). */
export function moduleCycleEdges(modules) {
  const graph = new Map();
  for (const m of modules) {
    const from = moduleOf(m.source);
    if (!from || TEST_FILE.test(m.source)) continue;
    for (const d of m.dependencies) {
      const to = moduleOf(d.resolved);
      if (to && to !== from) graph.set(from, (graph.get(from) ?? new Set()).add(to));
    }
  }
  const index = new Map();
  const low = new Map();
  const stack = [];
  const component = new Map();
  const visit = (v) => {
    index.set(v, index.size);
    low.set(v, index.get(v));
    stack.push(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) visit(w);
      if (stack.includes(w)) low.set(v, Math.min(low.get(v), low.get(w)));
    }
    if (low.get(v) !== index.get(v)) return;
    for (let w = stack.pop(); ; w = stack.pop()) {
      component.set(w, v);
      if (w === v) break;
    }
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  const edges = [];
  for (const [from, targets] of graph) {
    for (const to of targets) {
      if (component.get(from) !== component.get(to)) continue;
      const members = [...component.keys()].filter((m) => component.get(m) === component.get(from)).sort();
      edges.push({ from: `modules/${from}`, to: `modules/${to}`, rule: 'no-module-cycles', note: `cycle among ${members.join(', ')}` });
    }
  }
  return edges;
}

/** Today's boundary violations as { rule, from, to } (plus a note for cycles), in this tree or in `cwd`. */
export function importViolations(cwd = root) {
  const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'plantform-lint-')), 'cruise.json');
  const folders = CRUISED.filter((f) => fs.existsSync(path.join(cwd, f)));
  const r = run('depcruise', ['--config', path.join(root, '.dependency-cruiser.cjs'), '--output-type', 'json', '--output-to', out, ...folders], cwd);
  // depcruise exits non-zero when it finds violations; a missing report means it did not run
  if (!fs.existsSync(out)) throw new Error(`dependency-cruiser wrote no report (exit ${r.status}): ${r.stderr}`);
  const result = JSON.parse(fs.readFileSync(out, 'utf8'));
  fs.rmSync(path.dirname(out), { recursive: true, force: true });
  const found = result.summary.violations.map((v) => ({ from: v.from, to: v.to, rule: v.rule.name }));
  if (cwd === root) console.log(`dependency-cruiser: ${result.summary.totalCruised} files, ${result.summary.totalDependenciesCruised} imports in ${r.seconds}s`);
  return [...found, ...moduleCycleEdges(result.modules)];
}

// ---- code rules --------------------------------------------------------------------------------

/** Today's Biome findings: { rule, path, line, message }. */
function codeFindings() {
  // the JSON reporter is marked experimental: Biome's version is pinned exactly in package.json
  const r = run('biome', ['lint', '--reporter=json', '--max-diagnostics=none', '.']);
  let report;
  try {
    report = JSON.parse(r.stdout);
  } catch {
    throw new Error(`Biome gave no report (exit ${r.status}): ${r.stderr}`);
  }
  console.log(`Biome: ${report.summary.changed + report.summary.unchanged} files in ${r.seconds}s`);
  return report.diagnostics.map((d) => ({ rule: d.category, path: d.location?.path ?? '(configuration)', line: d.location?.start?.line ?? 0, message: d.message }));
}

// ---- the known lists ---------------------------------------------------------------------------

/** Counts per rule, per key. */
function tally(items, keyOf) {
  const out = {};
  for (const it of items) {
    out[it.rule] ??= {};
    out[it.rule][keyOf(it)] = (out[it.rule][keyOf(it)] ?? 0) + 1;
  }
  return out;
}

const total = (byKey) => Object.values(byKey ?? {}).reduce((a, b) => a + b, 0);

/** What is found beyond the known counts, and what is known but no longer found. */
export function compareWithKnown(found, known) {
  const fresh = [];
  const gone = [];
  for (const rule of new Set([...Object.keys(found), ...Object.keys(known)])) {
    for (const key of new Set([...Object.keys(found[rule] ?? {}), ...Object.keys(known[rule] ?? {})])) {
      const diff = (found[rule]?.[key] ?? 0) - (known[rule]?.[key] ?? 0);
      if (diff > 0) fresh.push({ rule, key, count: diff });
      if (diff < 0) gone.push({ rule, key, count: -diff });
    }
  }
  return { fresh, gone };
}

/** The rules whose total count would grow if the known list became `found`. */
export function growingRules(found, known) {
  return Object.keys(found).filter((rule) => total(found[rule]) > total(known[rule]));
}

const importKey = (v) => `${v.from} → ${v.to}`;
const readJson = (file, fallback) => (fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : fallback);
/** The imports list keeps dependency-cruiser's baseline shape (`depcruise --ignore-known` reads it). */
const importsFile = {
  read: () => tally(readJson(KNOWN_IMPORTS, []).map((v) => ({ rule: v.rule.name, from: v.from, to: v.to })), importKey),
  write: (violations) =>
    fs.writeFileSync(KNOWN_IMPORTS, `${JSON.stringify(violations.map((v) => ({ type: 'dependency', from: v.from, to: v.to, rule: { severity: 'error', name: v.rule } })), null, 2)}\n`),
};
const findingsFile = {
  read: () => readJson(KNOWN_FINDINGS, {}),
  write: (counts) => fs.writeFileSync(KNOWN_FINDINGS, `${JSON.stringify(counts, null, 2)}\n`),
};

function check(name, items, keyOf, file, describeItem, { quiet }) {
  const found = tally(items, keyOf);
  const known = file.read();
  const { fresh, gone } = compareWithKnown(found, known);
  const count = (list) => list.reduce((a, x) => a + x.count, 0);
  console.log(`${name}: ${items.length} found, ${count(fresh)} of them new; ${count(gone)} listed as known are gone`);
  const byRule = Object.entries(found).sort(([, a], [, b]) => total(b) - total(a));
  for (const [rule, byKey] of byRule) console.log(`  ${String(total(byKey)).padStart(4)} ${rule}`);
  if (quiet) return { ok: true, found, known };
  for (const f of fresh) for (const it of items.filter((i) => i.rule === f.rule && keyOf(i) === f.key)) console.log(`  new ${describeItem(it)}`);
  for (const g of gone) console.log(`  gone, still listed: ${g.rule} ${g.key}${g.count > 1 ? ` (${g.count})` : ''}`);
  return { ok: !fresh.length && !gone.length, found, known };
}

function update(name, file, found, known, write) {
  // the first list is written when the rules are switched on; after that it may only shrink
  const growing = fs.existsSync(file) ? growingRules(found, known) : [];
  if (growing.length) {
    console.log(`${name}: not updated, these rules would grow: ${growing.join(', ')}. Fix the new findings instead.`);
    return false;
  }
  write();
  return true;
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const updating = process.argv.includes('--update-known');
  console.log('--- import boundaries (dependency-cruiser, .dependency-cruiser.cjs) ---');
  const imports = importViolations();
  const a = check('boundary violations', imports, importKey, importsFile, (v) => `${v.rule}: ${importKey(v)}${v.note ? ` (${v.note})` : ''}`, { quiet: updating });
  console.log('--- code rules (Biome, biome.jsonc) ---');
  const findings = codeFindings();
  const b = check('code findings', findings, (f) => f.path, findingsFile, (f) => `${f.path}:${f.line} ${f.rule}: ${f.message}`, { quiet: updating });
  if (updating) {
    const okA = update('boundary violations', KNOWN_IMPORTS, a.found, a.known, () => importsFile.write(imports));
    const okB = update('code findings', KNOWN_FINDINGS, b.found, b.known, () => findingsFile.write(b.found));
    process.exit(okA && okB ? 0 : 1);
  }
  if (!a.ok || !b.ok) {
    console.log(
      'New findings: fix them (each rule says why in .dependency-cruiser.cjs or in Biome\'s message; `npx biome lint <file>` shows the details). ' +
        'Gone ones, or files that moved: run `node scripts/lint.mjs --update-known` and keep the shorter lists.',
    );
  }
  process.exit(a.ok && b.ok ? 0 : 1);
}
