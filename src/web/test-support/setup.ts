import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy* and waitFor wait up to 5 s, not 1 s: on a two-core machine running both test projects,
// a page whose lookups settle one after another (country, then county, then city) took longer than
// a second to draw, and the wait, not the page, failed.
configure({ asyncUtilTimeout: 5000 });

// A test of the server's copy of the app runs without a DOM (`@vitest-environment node`).
if (typeof window !== 'undefined') {
  // jsdom lacks the layout APIs Mantine asks for; these stand-ins answer "no match" and "no size".
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
  window.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  window.HTMLElement.prototype.scrollIntoView ??= () => {};
}

afterEach(() => {
  if (typeof window === 'undefined') return;
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
