/**
 * The public address of the site, for canonical links, the sitemap and share tags. Netlify sets
 * URL for production builds; SITE_URL overrides it (for example for a custom domain).
 * Read in Node at build time.
 */
export const SITE_URL = process.env.SITE_URL ?? process.env.URL ?? 'https://www.ziralink.example';
