import { MenuToggle } from '../components/MenuToggle';
import { defineIsland } from './island';

/** The top bar's menu toggle, which opens and closes the menu on a phone. */
export default defineIsland('menu', MenuToggle);
