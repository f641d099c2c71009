import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False in the static HTML and during hydration, true once the page's script has taken over.
 * For parts of the page that only work with JavaScript.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
