import { Coverage } from '../sections/Coverage';
import { defineIsland } from './island';

/** The Services page's coverage search. */
export default defineIsland('coverage', Coverage);
