// The browser tests' `test`: Playwright's, with every page watched for console errors (a failed
// load, a CSP violation, a logged exception) and uncaught page errors. A test that logs one fails
// after its body, with the messages listed. A test that provokes an error on purpose names it with
// `consoleErrors.expect(pattern)`: that one message is allowed (each expectation must be met, once
// or more), anything else still fails the test.
import { test as base, expect } from '@playwright/test';

export { expect };
export type { Locator, Page } from '@playwright/test';

export interface ConsoleErrors {
  /** Allows console errors matching `pattern`; the test fails if none such is logged. */
  expect(pattern: RegExp | string): void;
  /** What was logged so far (console errors and page errors), in order. */
  readonly messages: readonly string[];
}

function describe(msg: import('@playwright/test').ConsoleMessage): string {
  const { url, lineNumber } = msg.location();
  return url ? `${msg.text()} (${url}:${lineNumber + 1})` : msg.text();
}

// Each worker has its own server (playwright.config.ts): port E2E_PORT + the worker's parallel index.
const firstPort = Number(process.env.E2E_PORT || 18090);

export const test = base.extend<{ consoleErrors: ConsoleErrors }>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern; it has none
  baseURL: async ({}, use, testInfo) => {
    await use(`http://127.0.0.1:${firstPort + testInfo.parallelIndex}`);
  },
  consoleErrors: [
    async ({ context }, use) => {
      const messages: string[] = [];
      const expected: { pattern: RegExp | string; seen: number }[] = [];
      const watch = (page: import('@playwright/test').Page) => {
        page.on('console', (msg) => {
          if (msg.type() === 'error') messages.push(`console.error: ${describe(msg)}`);
        });
        page.on('pageerror', (err) => messages.push(`page error: ${err.stack || err.message}`));
      };
      context.pages().forEach(watch);
      context.on('page', watch);

      await use({
        expect(pattern) {
          expected.push({ pattern, seen: 0 });
        },
        get messages() {
          return messages;
        },
      });

      const unexpected = messages.filter((m) => {
        const hit = expected.find((e) => (typeof e.pattern === 'string' ? m.includes(e.pattern) : e.pattern.test(m)));
        if (hit) hit.seen++;
        return !hit;
      });
      const problems = [
        ...unexpected.map((m) => `  ${m}`),
        ...expected.filter((e) => !e.seen).map((e) => `  expected but not logged: ${String(e.pattern)}`),
      ];
      if (problems.length) throw new Error(`The browser logged errors:\n${problems.join('\n')}`);
    },
    { auto: true },
  ],
});
