/**
 * Plain class names the global style gives their look, for markup that is rendered without
 * styled-components (an island's fallback, which must not pull styled-components into every page).
 */

/** The fallback an island shows when it fails in the browser (src/islands/boundary.tsx). */
export const ISLAND_ERROR_CLASS = 'island-error';
