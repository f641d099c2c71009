import { OpenNow } from './OpenNow';
import { defineIsland } from '../islands/island';

/** The Contact page's open-now line, on the visitor's clock. */
export default defineIsland('open-now', OpenNow);
