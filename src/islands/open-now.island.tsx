import { OpenNow } from '../sections/OpenNow';
import { defineIsland } from './island';

/** The Contact page's open-now line, on the visitor's clock. */
export default defineIsland('open-now', OpenNow);
