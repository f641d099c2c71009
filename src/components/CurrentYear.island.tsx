import { CurrentYear } from './CurrentYear';
import { defineIsland } from '../islands/island';

/** The footer's year: the visitor's, once the script runs. */
export default defineIsland('current-year', CurrentYear, { wrapper: 'span' });
