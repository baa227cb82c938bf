import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy* and waitFor wait up to 5 s, not 1 s: on a two-core machine running both test projects, a
// Mantine page's first render in jsdom can take more than a second by itself.
// A wait also slows what it waits for: it checks again after every change of the page and every
// 50 ms, and a role query with a name computes styles for every element it names (tens of ms each
// time), so a wait polling one while a page settles took as much CPU as the page. Find the element
// once and wait on what changes (licences.test.tsx, "the practice location").
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
