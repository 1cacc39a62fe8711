// Import boundaries, checked by `node scripts/test.mjs lint` (a stage of npm test, through scripts/lint.mjs).
//
// Why dependency-cruiser: the boundaries are rules about folders (core, each module, a module's public
// entries), which it states as path patterns with the matched module code reused ($1), checked on the
// resolved TypeScript import graph (about 10 s for the whole tree). Biome (biome.jsonc) checks the code
// itself and has no rule for folder boundaries. Cycles between modules are found by scripts/lint.mjs on
// dependency-cruiser's graph: its own folder cycles would also count every nested folder and core.
//
// The shape: a module is its folder modules/<code>/; core is server/, src/, renderers/ and schemas/.
// Modules sit over the core and nothing points back up. The composition points that put the modules
// together are modules/index.ts (the list), modules/catalogue.ts, modules/web.ts and the entries that
// boot the server and the web app. Tests may import what they test.
//
// Violations that existed when a rule was switched on are listed in .dependency-cruiser-known-violations.json
// (dependency-cruiser's baseline shape, written by scripts/lint.mjs); that list may only shrink.

/** Test code: free to reach what it tests. */
const TESTS = ['(^|/)tests/', '\\.test\\.tsx?$', '\\.e2e\\.ts$'];
/** The entries that boot the server and the web app, and the customer builds: they compose modules. */
const BOOT = ['^server/main\\.ts$', '^src/main\\.tsx$', '^builds/'];
/** What the boot entries may import of modules/: the module list and the registries built from it. */
const COMPOSITION = '^modules/(index|catalogue|web)\\.ts$';
const CORE = '^(server|src|renderers|schemas)/';
/** The two sides: code for the browser, code for the server (a module's server part is server/ or server.ts). */
const WEB = ['^(src|renderers)/', '^modules/[^/]+/web/'];
const SERVER = ['^server/', '^modules/[^/]+/server(/|\\.ts$)'];
/** A module's public entries (see module-through-public-entry). */
const PUBLIC_ENTRY = '^modules/[^/]+/(public|server/public)\\.ts$';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'core-imports-no-module',
      severity: 'error',
      comment:
        'Core (server/, src/, renderers/, schemas/) never imports a module: a module plugs into core through ' +
        'what core declares (registries, hooks, extension points), and only the boot entries put the modules in.',
      from: { path: CORE, pathNot: [...TESTS, ...BOOT] },
      to: { path: '^modules/' },
    },
    {
      name: 'boot-imports-composition-only',
      severity: 'error',
      comment: 'The boot entries take the modules through the module list and its registries, never a module file.',
      from: { path: BOOT },
      to: { path: '^modules/', pathNot: COMPOSITION },
    },
    {
      name: 'module-through-public-entry',
      severity: 'error',
      comment:
        "A module uses another module only through that module's public entries: modules/<code>/public.ts (its " +
        'declarations, contracts, types and pure helpers: safe on both sides, free of side effects) and, for what only ' +
        'its server offers, modules/<code>/server/public.ts. Everything else in its folder is its own.',
      from: { path: '^modules/([^/]+)/', pathNot: TESTS },
      to: { path: '^modules/[^/]+/', pathNot: ['^modules/$1/', PUBLIC_ENTRY] },
    },
    {
      name: 'module-not-composition',
      severity: 'error',
      comment: 'A module never imports the module list or the registries built from it: that points back up.',
      from: { path: '^modules/[^/]+/', pathNot: TESTS },
      to: { path: COMPOSITION },
    },
    {
      name: 'web-imports-no-server-code',
      severity: 'error',
      comment:
        'The browser never loads server code (database access, secrets, Node APIs): web code shares with the server ' +
        'only what both import from schemas/ or a module\'s declarations.',
      from: { path: WEB, pathNot: TESTS },
      to: { path: SERVER },
    },
    {
      name: 'server-imports-no-web-code',
      severity: 'error',
      comment: 'The server never loads web code (React, antd, the browser API).',
      from: { path: SERVER, pathNot: TESTS },
      to: { path: WEB },
    },
    {
      name: 'product-imports-no-test',
      severity: 'error',
      comment: 'Product code never imports test code (test kits, harnesses, fixtures).',
      from: { pathNot: TESTS },
      to: { path: TESTS },
    },
  ],
  options: {
    doNotFollow: { path: ['node_modules'] },
    exclude: { path: ['^node_modules/', '^dist/', '(^|/)\\.'] },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.mts', '.mjs', '.js', '.cjs', '.d.ts'],
    },
    skipAnalysisNotInRules: true,
    cache: false,
  },
};
