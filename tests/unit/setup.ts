import { configure } from '@testing-library/react';
import { WEB_MODULES } from '../../modules/web';
import { installWebModules } from '../../src/app/modules/install';
import { loadAppStrings } from '../../src/i18n/appStrings';
import { loadUsedModuleStrings } from '../../src/i18n/modules';

// as the entry (src/main.tsx) does
installWebModules(WEB_MODULES);

// the shell loads these after login; pages and renderers rendered alone need them at once (in
// both languages: some tests switch)
await loadAppStrings();
await loadUsedModuleStrings('en_US');

// jsdom lacks these; antd needs matchMedia (see ARCHITECTURE traps).
if (typeof window !== 'undefined') {
  if (!window.matchMedia) {
    Object.defineProperty(window, 'matchMedia', {
      writable: true,
      value: (query: string) => ({
        matches: false,
        media: query,
        onchange: null,
        addListener: () => {},
        removeListener: () => {},
        addEventListener: () => {},
        removeEventListener: () => {},
        dispatchEvent: () => false,
      }),
    });
  }
  if (!(window as unknown as { ResizeObserver?: unknown }).ResizeObserver) {
    (window as unknown as { ResizeObserver: unknown }).ResizeObserver = class {
      observe() {}
      unobserve() {}
      disconnect() {}
    };
  }
  // antd measures scrollbars through getComputedStyle with pseudo elements; jsdom logs noise.
  const gcs = window.getComputedStyle.bind(window);
  window.getComputedStyle = (elt: Element) => gcs(elt);
}

// Whole pages render in jsdom on shared 2-core machines: a page's first rows can take seconds under
// load. findBy* / waitFor wait up to 10 s (a missing element still fails, only later).

configure({ asyncUtilTimeout: 10_000 });

// Detail pages ask the server for the tenant's form script of their entity; in unit tests there is
// no server: no script (the loader's own answer to "none"). Tests of scripts drive the session
// (src/engine/tenantScript/session.test.ts) or the browser (tenant-script.e2e.ts).
import { vi } from 'vitest';
vi.mock('../../src/engine/tenantScript/loader', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../src/engine/tenantScript/loader')>()),
  loadTenantScript: async () => null,
}));
