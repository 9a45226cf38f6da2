// antd's Tabs, Popover and other measured components observe their size; jsdom has no
// ResizeObserver. Tests that render them import this file; nothing in jsdom ever resizes.
if (!('ResizeObserver' in window)) {
  Object.defineProperty(window, 'ResizeObserver', {
    configurable: true,
    value: class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  });
}
