// What the App and Hmi portals' browser tests share: logging in on a portal's own login page, and a
// scan as a keyboard-wedge scanner makes it into the focused scan field.
import type { Page } from './fixtures';

/**
 * What a keyboard-wedge scanner does into the focused scan field: the code's keys, then Enter (keys
 * typed outside any input reach the field too: src/portals/scan/wedge.test.ts, ScanField.test.tsx —
 * here the field is focused, since a loaded CI machine may space the keys wider than a scanner does).
 */
export async function scan(page: Page, code: string) {
  await page.getByRole('textbox', { name: '扫码输入' }).click();
  await page.keyboard.type(code);
  await page.keyboard.press('Enter');
}

/** Logs a demo user (password Demo@123) in on a portal's login page (`/demo/m/login`, `/demo/hmi/login`). */
export async function portalLogin(page: Page, path: string, user: string) {
  await page.goto(path);
  await page.getByPlaceholder('请输入账号').fill(user);
  await page.getByPlaceholder('请输入密码').fill('Demo@123');
  await page.getByRole('button', { name: /登\s*录/ }).click();
}
