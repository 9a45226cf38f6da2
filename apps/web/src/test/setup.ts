import { afterAll, afterEach } from 'vitest';
import { act, cleanup, configure } from '@testing-library/react';
import { lazyLoadsSettled } from '../app/with-antd-scope';
import { toastsLoaded } from '../lib/toast';

// Testing Library only auto-cleans with globals enabled; we keep globals off.
afterEach(() => cleanup());

// findBy… and waitFor give up after 1 s by default: on CI's loaded two cores a lazy chunk or a
// faked answer can take longer (a photo-wall test failed so), while a real miss still fails.
configure({ asyncUtilTimeout: 5000 });

const STATIC_ANTD = '.ant-message-notice, .ant-modal-wrap, .ant-notification-notice';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/*
 * Before jsdom goes: a lazy screen (the phone menu, a dialog) or a toast module still
 * loading (toast.ts loads antd on the first toast) must finish loading, and antd's static toasts and dialogs, which render outside Testing
 * Library's roots and close on animation timers, must finish closing, and React's queued work
 * must run. Otherwise React or the module loader works on after the window is gone and the
 * run reports unhandled errors.
 */
afterAll(async () => {
  await Promise.all([lazyLoadsSettled(), toastsLoaded()]);
  // Inside act, the React work their timers schedule runs before act returns, not after.
  for (let waited = 0; document.querySelector(STATIC_ANTD) && waited < 3000; waited += 50) {
    await act(() => sleep(50));
  }
  // A few more turns: a query or mutation answered during the waits above schedules React
  // work of its own (setImmediate), which must also run while the window is still here.
  for (let turn = 0; turn < 5; turn += 1) await act(() => sleep(10));
});

// antd's responsive helpers (Grid, Form layouts) read matchMedia, which jsdom lacks.
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}

// antd's auto-sized TextArea, Popconfirm and Switch watch their size; jsdom has no layout.
if (!('ResizeObserver' in window)) {
  class NoLayoutResizeObserver {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  Object.defineProperty(window, 'ResizeObserver', {
    configurable: true,
    value: NoLayoutResizeObserver,
  });
}
