import { CurrentYear } from '../components/CurrentYear';
import { defineIsland } from './island';

/** The footer's year: the visitor's, once the script runs. */
export default defineIsland('year', CurrentYear, 'span');
