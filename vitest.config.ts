import { defineConfig } from 'vitest/config';

// Two projects: `unit` (web + pure logic, jsdom) and `server` (RPC against a real embedded
// PostgreSQL started once by tests/kit/global-setup.ts; each test file gets its own database).
export default defineConfig({
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}', 'src/**/*.test.{ts,tsx}', 'renderers/**/*.test.{ts,tsx}', 'schemas/**/*.test.ts', 'modules/*/tests/unit/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['tests/install-modules.ts', 'tests/unit/setup.ts'],
          // antd rendering in jsdom is CPU-heavy: on a busy 2-core machine a test can take seconds
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts', 'server/**/*.test.ts', 'modules/*/tests/server/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/kit/global-setup.ts'],
          setupFiles: ['tests/install-modules.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          pool: 'forks',
          maxWorkers: 2,
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
