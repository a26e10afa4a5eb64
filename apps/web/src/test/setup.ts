import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { changeLanguage, i18n } from '@/i18n/i18n';

// Tests render screens without their routes, so every English namespace is here from the start (the app fetches
// those outside the main bundle with their route).
const ENGLISH = import.meta.glob<{ default: Record<string, unknown> }>('../i18n/locales/en/*.json', {
  eager: true,
});
for (const [file, catalog] of Object.entries(ENGLISH))
  i18n.addResourceBundle('en', file.replace(/^.*\/(\w+)\.json$/, '$1'), catalog.default);

/*
 * jsdom lacks a few browser APIs the app's components (and Radix UI) touch. These are inert stand-ins: tests
 * assert what a person sees, never layout.
 */
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;

// Radix menus call these on pointer events and when moving focus.
Element.prototype.scrollIntoView ??= function scrollIntoView() {};
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.releasePointerCapture ??= () => {};
Element.prototype.setPointerCapture ??= () => {};

if (!navigator.clipboard) {
  Object.defineProperty(navigator, 'clipboard', {
    configurable: true,
    value: { writeText: () => Promise.resolve(), readText: () => Promise.resolve('') },
  });
}

/*
 * Testing Library recognises fake timers only through a global `jest`; without it, its async helpers wait on
 * a faked setTimeout that never fires. This lets findBy/waitFor and user-event advance Vitest's fake clock.
 */
(globalThis as { jest?: unknown }).jest = { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) };

afterEach(async () => {
  cleanup();
  // A test that switched to Hindi leaves the next one in English, the product's default.
  await changeLanguage('en');
  localStorage.clear();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
  sessionStorage.clear();
});
