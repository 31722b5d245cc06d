import '@testing-library/jest-dom/vitest';

import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

import { resetToasts } from '../../web/src/components/toast/toast-store';

// jsdom has no layout engine: answer min-/max-width media queries against window.innerWidth
// (1024 px by default) so MUI's useMediaQuery picks the desktop or phone layout like a browser.
const evaluateMediaQuery = (query: string): boolean => {
  const width = window.innerWidth;
  const conditions = [...query.matchAll(/\((min|max)-width:\s*([\d.]+)px\)/g)];
  if (conditions.length === 0) return false;
  return conditions.every(([, kind, value]) =>
    kind === 'min' ? width >= Number(value) : width <= Number(value),
  );
};

if (!window.matchMedia) {
  window.matchMedia = (query: string): MediaQueryList => ({
    media: query,
    matches: evaluateMediaQuery(query),
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  });
}

if (!window.scrollTo) window.scrollTo = () => {};
Element.prototype.scrollIntoView ??= () => {};

afterEach(() => {
  cleanup();
  resetToasts();
});

// The first render of a lazy screen transforms MUI on demand and can take over a second, and many
// seconds when the machine's two cores are shared with other test runs.
configure({ asyncUtilTimeout: 15_000 });
