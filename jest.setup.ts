import '@testing-library/jest-dom';

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
