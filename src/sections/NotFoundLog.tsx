import { useEffect } from 'react';

/**
 * Logs the address that was asked for, as the specification asks of the not-found page, once the
 * page runs in the browser. Renders nothing.
 */
export function NotFoundLog() {
  useEffect(() => {
    console.error(
      '404 Error: User attempted to access non-existent route:',
      window.location.pathname,
    );
  }, []);
  return null;
}
