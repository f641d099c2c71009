/**
 * Netlify Function at /api/contact, the contact form (POST): enquiries. The same handler `gatsby serve` serves
 * from src/api/contact.ts, here as a current Netlify Function, the kind Netlify gives Netlify
 * Database's address for this deploy and the client's address (src/server/http.ts, decision 0022).
 * The build's data (the built pages a visitor without JavaScript gets back, the content's settings)
 * comes from netlify/built-data.js, which the build writes.
 */
import '../built-data.js';
import { contactHandler } from '../../src/api/contact';
import { netlifyFunction } from '../../src/server/http';

export default netlifyFunction(contactHandler);

export const config = { path: '/api/contact' };
