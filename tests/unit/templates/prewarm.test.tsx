import { afterEach, describe, expect, it, vi } from 'vitest';

let stop: (() => void) | null = null;
afterEach(() => {
  // the warm table stays mounted by design: unmount it before jsdom goes away under React
  stop?.();
  vi.unstubAllGlobals();
  vi.resetModules();
});

describe('prewarmListStyles', () => {
  it('renders the list table once, off screen, when the page is idle', async () => {
    const idle = vi.fn((run: () => void) => setTimeout(run, 0));
    vi.stubGlobal('requestIdleCallback', idle);
    const { prewarmListStyles, stopPrewarm } = await import('../../../src/templates/list/prewarm');
    stop = stopPrewarm;
    const before = document.body.innerHTML;
    const first = prewarmListStyles({ token: { colorPrimary: '#1677ff' } });
    expect(prewarmListStyles(undefined)).toBe(first); // once a session
    await first;
    expect(idle).toHaveBeenCalledTimes(1);
    expect(document.body.innerHTML).toBe(before); // nothing on the page
    // the table's styles are in the document
    expect([...document.head.querySelectorAll('style')].some((s) => s.textContent?.includes('.ant-table'))).toBe(true);
  });

  it('does nothing where nothing is idle-scheduled', async () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    const { prewarmListStyles } = await import('../../../src/templates/list/prewarm');
    await expect(prewarmListStyles(undefined)).resolves.toBeUndefined();
  });
});
