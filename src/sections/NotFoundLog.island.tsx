import { useEffect } from 'react';
import { defineIsland } from '../islands/island';

/**
 * The not-found page logs the address that was asked for, as the specification asks. Renders
 * nothing.
 */
function NotFoundLog() {
  useEffect(() => {
    console.error(
      '404 Error: User attempted to access non-existent route:',
      window.location.pathname,
    );
  }, []);
  return null;
}

export default defineIsland('not-found-log', NotFoundLog, 'span');
