import { MenuToggle } from './MenuToggle';
import { defineIsland } from '../islands/island';

/** The top bar's menu toggle, which opens and closes the menu on a phone. */
export default defineIsland('menu-toggle', MenuToggle);
