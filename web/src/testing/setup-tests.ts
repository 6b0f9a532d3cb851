import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
// The API client loads the contracts' schemas on demand (src/lib/api-client.ts); loaded here once, so a
// test's fake clock does not wait on the module being read.
import '@stillframe/contracts';
import { keepOnlyHidingStyles } from './antd-hiding-styles';
import { settleTestQueries } from './render';

// Screens load parts on demand (antd dialogs, Subscription Required, the filters): the first load of such
// a module in a test reads and transforms it, which can outlast the default 1 s wait on a busy machine.
configure({ asyncUtilTimeout: 5000 });

// antd reads media queries and observes sizes; jsdom has neither.
if (typeof window !== 'undefined') {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    configurable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: vi.fn(),
      removeListener: vi.fn(),
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
      dispatchEvent: vi.fn(),
    }),
  });
  if (!('ResizeObserver' in window)) {
    class ResizeObserverStub {
      observe() {}
      unobserve() {}
      disconnect() {}
    }
    Object.defineProperty(window, 'ResizeObserver', {
      writable: true,
      configurable: true,
      value: ResizeObserverStub,
    });
  }
  keepOnlyHidingStyles();
  // jsdom does not implement pseudo-element styles and warns loudly when antd asks for them.
  const getComputedStyle = window.getComputedStyle.bind(window);
  window.getComputedStyle = (element: Element) => getComputedStyle(element);
  afterEach(async () => {
    // Under a fake clock a test's calls are its own business: it ends with the clock it set.
    if (!vi.isFakeTimers()) await settleTestQueries();
    cleanup();
    window.localStorage.clear();
    window.sessionStorage.clear();
  });
}
