import { defineIsland } from '../islands/island';
import { NotFoundLog } from './NotFoundLog';

/** The not-found page's log of the address asked for. */
export default defineIsland('not-found-log', NotFoundLog, { wrapper: 'span' });
