/**
 * Netlify Function at /api/leave-waitlist, the link in every waitlist e-mail: leaving the list. The same handler `gatsby serve` serves
 * from src/api/leave-waitlist.ts, here as a current Netlify Function, the kind Netlify gives Netlify
 * Database's address for this deploy and the client's address (src/server/http.ts, decision 0022).
 * The build's data (the built pages a visitor without JavaScript gets back, the content's settings)
 * comes from netlify/built-data.js, which the build writes.
 */
import '../built-data.js';
import { leaveHandler } from '../../src/api/leave-waitlist';
import { netlifyFunction } from '../../src/server/http';

export default netlifyFunction(leaveHandler);

export const config = { path: '/api/leave-waitlist' };
