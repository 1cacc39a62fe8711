import fs from 'node:fs';
import path from 'node:path';
import { configDefaults, defineConfig } from 'vitest/config';

// Which unit test files share a worker and which run alone. Sharing a worker keeps its module
// graph and jsdom from file to file (tests/unit/fresh-file.ts resets what a file can leave behind),
// which is most of the unit suite's time saved. A file that replaces a module (vi.mock, vi.doMock),
// stubs globals or the environment, or resets the module registry runs alone: its stand-ins would
// leak into the files after it, or miss modules loaded before it.
const UNIT_PATTERNS = [
  'tests/unit/**/*.test.{ts,tsx}',
  'src/**/*.test.{ts,tsx}',
  'renderers/**/*.test.{ts,tsx}',
  'schemas/**/*.test.ts',
  'modules/*/tests/unit/**/*.test.{ts,tsx}',
  'modules/*/*/tests/unit/**/*.test.{ts,tsx}',
];

const REPLACES_MODULES = /\bvi\.(mock|doMock|stubGlobal|stubEnv|resetModules|unmock)\(/;

/** The folders UNIT_PATTERNS search, and the names they match. */
const UNIT_ROOTS = ['tests/unit', 'src', 'renderers', 'schemas'];
const TEST_FILE = /\.test\.tsx?$/;

function testFilesUnder(root: string, dir: string, out: string[]): string[] {
  if (!fs.existsSync(path.join(root, dir))) return out;
  for (const e of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
    const rel = `${dir}/${e.name}`;
    if (e.isDirectory() && e.name !== 'node_modules') testFilesUnder(root, rel, out);
    else if (e.isFile() && TEST_FILE.test(e.name) && (dir.startsWith('schemas') ? e.name.endsWith('.ts') : true)) out.push(rel);
  }
  return out;
}

/** Unit test files (relative to root) that replace modules or globals: they run isolated. */
function isolatedUnitFiles(root: string): string[] {
  // a module's unit tests and its parts' (modules/<module>/<part>/tests/unit)
  const modules = fs
    .readdirSync(path.join(root, 'modules'), { withFileTypes: true })
    .filter((m) => m.isDirectory())
    .flatMap((m) => [
      `modules/${m.name}/tests/unit`,
      ...fs.readdirSync(path.join(root, 'modules', m.name), { withFileTypes: true }).filter((p) => p.isDirectory() && p.name !== 'tests').map((p) => `modules/${m.name}/${p.name}/tests/unit`),
    ]);
  const files = [...UNIT_ROOTS, ...modules].flatMap((d) => testFilesUnder(root, d, []));
  return files.filter((f) => REPLACES_MODULES.test(fs.readFileSync(path.join(root, f), 'utf8'))).sort();
}

const isolated = isolatedUnitFiles(import.meta.dirname);

// Three projects: `unit` and `unit-isolated` (web + pure logic, jsdom; split above) and `server`
// (RPC against a real embedded PostgreSQL started once by tests/kit/global-setup.ts; each test file
// gets its own database).
export default defineConfig({
  test: {
    // the unit projects wait on timers (polling, antd's transitions) as much as they compute: with two
    // workers on two cores the CPU was 40 % idle; three took their time from 13.5 to 8.1 min
    maxWorkers: 3,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: UNIT_PATTERNS,
          exclude: [...configDefaults.exclude, ...isolated],
          environment: 'jsdom',
          setupFiles: ['tests/install-modules.ts', 'tests/unit/setup.ts', 'tests/unit/fresh-file.ts'],
          // one module graph and jsdom per worker (isolatedUnitFiles above says which files may share)
          isolate: false,
          // antd rendering in jsdom is CPU-heavy: on a busy 2-core machine a test can take seconds
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'unit-isolated',
          include: isolated,
          environment: 'jsdom',
          setupFiles: ['tests/install-modules.ts', 'tests/unit/setup.ts'],
          // worker threads start faster than processes; each file still gets its own
          pool: 'threads',
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts', 'server/**/*.test.ts', 'modules/*/tests/server/**/*.test.ts', 'modules/*/*/tests/server/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/kit/global-setup.ts'],
          setupFiles: ['tests/install-modules.ts', 'tests/kit/drop-clones.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          pool: 'forks',
          maxWorkers: 2,
          // one module graph per worker: every file starts its own server over its own database
          // clone, and a server forgets what an earlier one cached (server/db/process-caches.ts)
          isolate: false,
          // runs after the unit project (a project with its own maxWorkers needs its own group)
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
  resolve: {
    alias: { '@build': new URL(`./builds/${process.env.BUILD || 'plantform'}`, import.meta.url).pathname },
  },
});
