import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom leaves out the encoders Node has; React's server renderer needs them (the island tests
// render a page's HTML as the server does, then bring it to life as the browser does).
Object.assign(globalThis, { TextEncoder, TextDecoder });

// jsdom lays nothing out: it has no scrolling and no media queries. Scrolling does nothing here,
// and no media query matches (the narrowest screen); real browsers are covered by __tests__/e2e.
// (Suites that run in Node, with `@jest-environment node`, have no DOM at all.)
if (typeof window !== 'undefined') {
  Element.prototype.scrollIntoView = function scrollIntoView() {};
  window.matchMedia = (query: string): MediaQueryList => {
    const list: Partial<MediaQueryList> = {
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    };
    return list as MediaQueryList;
  };
}
