// The lint stage's own logic: cycles between modules, and known lists that may only shrink.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { compareWithKnown, growingRules, importViolations, moduleCycleEdges } from '../../../scripts/lint.mjs';

const file = (source: string, ...imports: string[]) => ({ source, dependencies: imports.map((resolved) => ({ resolved })) });

describe('cycles between modules', () => {
  it('names every import between modules that closes a cycle, and only those', () => {
    const edges = moduleCycleEdges([
      file('modules/barcode/server/tag.ts', 'modules/identity/index.ts', 'server/db/index.ts'),
      file('modules/identity/server/label.ts', 'modules/warehouse/index.ts', 'modules/identity/labels/kinds.ts'),
      file('modules/warehouse/pages.ts', 'modules/barcode/index.ts'),
      file('modules/mdm/pages.ts', 'modules/barcode/index.ts'),
      file('server/db/index.ts'),
    ]);
    expect(edges.map((e) => `${e.from} → ${e.to}`).sort()).toEqual(['modules/barcode → modules/identity', 'modules/identity → modules/warehouse', 'modules/warehouse → modules/barcode']);
    expect(edges[0].note).toBe('cycle among barcode, identity, warehouse');
  });

  it('lets a test import what it tests without making a cycle', () => {
    const edges = moduleCycleEdges([
      file('modules/sale/server/order.ts', 'modules/mdm/index.ts'),
      file('modules/mdm/tests/server/refs.test.ts', 'modules/sale/server/order.ts'),
      file('modules/mdm/web/pick.test.tsx', 'modules/sale/index.ts'),
    ]);
    expect(edges).toEqual([]);
  });
});

describe('known lists', () => {
  const known = { 'lint/suspicious/noExplicitAny': { 'a.ts': 2, 'b.ts': 1 } };

  it('fails on a finding beyond the known count, and on a known one that is gone', () => {
    expect(compareWithKnown({ 'lint/suspicious/noExplicitAny': { 'a.ts': 2, 'b.ts': 1 } }, known)).toEqual({ fresh: [], gone: [] });
    expect(compareWithKnown({ 'lint/suspicious/noExplicitAny': { 'a.ts': 3, 'b.ts': 1 }, 'lint/style/useConst': { 'c.ts': 1 } }, known).fresh).toEqual([
      { rule: 'lint/suspicious/noExplicitAny', key: 'a.ts', count: 1 },
      { rule: 'lint/style/useConst', key: 'c.ts', count: 1 },
    ]);
    expect(compareWithKnown({ 'lint/suspicious/noExplicitAny': { 'a.ts': 1 } }, known).gone).toEqual([
      { rule: 'lint/suspicious/noExplicitAny', key: 'a.ts', count: 1 },
      { rule: 'lint/suspicious/noExplicitAny', key: 'b.ts', count: 1 },
    ]);
  });

  it('may be rewritten when files moved, never so that a rule counts more', () => {
    expect(growingRules({ 'lint/suspicious/noExplicitAny': { 'moved/a.ts': 2, 'b.ts': 1 } }, known)).toEqual([]);
    expect(growingRules({ 'lint/suspicious/noExplicitAny': { 'a.ts': 1 } }, known)).toEqual([]);
    expect(growingRules({ 'lint/suspicious/noExplicitAny': { 'a.ts': 2, 'b.ts': 2 } }, known)).toEqual(['lint/suspicious/noExplicitAny']);
    expect(growingRules({ 'lint/style/useConst': { 'c.ts': 1 } }, known)).toEqual(['lint/style/useConst']);
  });
});

describe('the boundary rules (.dependency-cruiser.cjs) on a small tree', () => {
  /** A tree with one import of each kind: path → the files it imports. */
  const TREE: Record<string, string[]> = {
    'server/main.ts': ['../modules/index', '../modules/x/module'],
    'server/db.ts': ['../modules/x/public'],
    'server/render.ts': ['../src/app'],
    'src/main.tsx': ['../modules/web'],
    'src/app.tsx': [],
    'src/helper.ts': ['../tests/kit'],
    'modules/index.ts': ['./x/module', './y/public'],
    'modules/web.ts': [],
    'modules/x/module.ts': ['../y/public', '../y/server/public', '../y/internal', '../index'],
    'modules/x/public.ts': [],
    'modules/x/tests/x.test.ts': ['../../y/internal'],
    'modules/y/public.ts': ['../x/public'],
    'modules/y/internal.ts': [],
    'modules/y/server/public.ts': [],
    'modules/y/web/page.tsx': ['../../../server/db'],
    'tests/kit.ts': [],
  };

  it('finds each kind of violation, and lets composition points, public entries and tests be', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'plantform-lint-tree-'));
    try {
      fs.writeFileSync(path.join(dir, 'tsconfig.json'), JSON.stringify({ compilerOptions: { module: 'ESNext', moduleResolution: 'bundler', jsx: 'react-jsx' } }));
      for (const [file, imports] of Object.entries(TREE)) {
        fs.mkdirSync(path.join(dir, path.dirname(file)), { recursive: true });
        fs.writeFileSync(path.join(dir, file), `${imports.map((to, i) => `import * as m${i} from '${to}';\nconsole.log(m${i});`).join('\n')}\nexport const here = 1;\n`);
      }
      const found = importViolations(dir).map((v) => `${v.rule}: ${v.from} → ${v.to}`);
      expect(found.sort()).toEqual(
        [
          'boot-imports-composition-only: server/main.ts → modules/x/module.ts',
          'core-imports-no-module: server/db.ts → modules/x/public.ts',
          'server-imports-no-web-code: server/render.ts → src/app.tsx',
          'product-imports-no-test: src/helper.ts → tests/kit.ts',
          'module-through-public-entry: modules/x/module.ts → modules/y/internal.ts',
          'module-not-composition: modules/x/module.ts → modules/index.ts',
          'web-imports-no-server-code: modules/y/web/page.tsx → server/db.ts',
          'no-module-cycles: modules/x → modules/y',
          'no-module-cycles: modules/y → modules/x',
        ].sort(),
      );
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
