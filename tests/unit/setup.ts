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
