import { useEffect, useState } from 'react';

/**
 * False in the static HTML and while the page hydrates, true once the page's script has taken
 * over. For parts of the page that only work with JavaScript.
 *
 * State set by an effect rather than useSyncExternalStore's server snapshot: the browser runs on
 * Preact, which hydrates with the client's value and would leave the server's markup unpatched.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  // The one place a component should render differently after hydration: set once, from an
  // effect, as React's own guidance for content that differs between server and browser.
  // eslint-disable-next-line react-hooks/set-state-in-effect
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
