import { Coverage } from './Coverage';
import { defineIsland } from '../islands/island';

/** The Services page's coverage search. */
export default defineIsland('coverage', Coverage);
