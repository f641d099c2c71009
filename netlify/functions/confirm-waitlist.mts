/**
 * Netlify Function at /api/confirm-waitlist, the link in the confirmation e-mail: confirming a sign-up. The same handler `gatsby serve` serves
 * from src/api/confirm-waitlist.ts, here as a current Netlify Function, the kind Netlify gives Netlify
 * Database's address for this deploy and the client's address (src/server/http.ts, decision 0022).
 * The build's data (the built pages a visitor without JavaScript gets back, the content's settings)
 * comes from netlify/built-data.js, which the build writes.
 */
import '../built-data.js';
import { confirmHandler } from '../../src/api/confirm-waitlist';
import { netlifyFunction } from '../../src/server/http';

export default netlifyFunction(confirmHandler);

export const config = { path: '/api/confirm-waitlist' };
