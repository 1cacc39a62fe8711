// The shared fixture (./fixtures.ts) every browser test runs with: a console error or an uncaught
// page error fails the test; a test names the one error it provokes on purpose. The first three
// are marked test.fail(): the list reporter shows them as ✘, and they count as passed.
import { expect, test } from './fixtures';

test('a console error fails the test (expected to fail)', async ({ page }) => {
  test.fail(true, 'the fixture fails a test whose page logs an error');
  await page.goto('/demo/login');
  await page.evaluate(() => console.error('e2e: a logged error'));
});

test('an uncaught page error fails the test (expected to fail)', async ({ page, consoleErrors }) => {
  test.fail(true, 'the fixture fails a test whose page throws');
  await page.goto('/demo/login');
  await page.evaluate(() => setTimeout(() => Promise.reject(new Error('e2e: unhandled'))));
  await expect.poll(() => consoleErrors.messages.length).toBeGreaterThan(0);
});

test('a blocked load (Content-Security-Policy) fails the test (expected to fail)', async ({ page, consoleErrors }) => {
  test.fail(true, 'a CSP violation is logged as a console error');
  await page.goto('/demo/login');
  await page.evaluate(() => {
    const img = document.createElement('img');
    img.src = 'https://example.invalid/pixel.png';
    document.body.append(img);
  });
  await expect.poll(() => consoleErrors.messages.length).toBeGreaterThan(0);
});

test('an error the test expects is allowed; the login page itself logs none', async ({ page, consoleErrors }) => {
  consoleErrors.expect('e2e: expected error');
  await page.goto('/demo/login');
  await expect(page.getByPlaceholder('请输入账号')).toBeVisible();
  expect(consoleErrors.messages).toEqual([]);
  await page.evaluate(() => console.error('e2e: expected error'));
  await expect.poll(() => consoleErrors.messages.length).toBe(1);
});
