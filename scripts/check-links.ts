/**
 * Broken-link check of the built site (CI quality gate), by linkinator.
 *
 * Crawls the production server from the home page, the pages no link leads to (the thank-you and
 * not-found pages) and the sitemap, and checks every link, anchor (#id), script, stylesheet,
 * icon, image and share-image address it finds. Addresses on the public site URL (canonical,
 * og:image, sitemap) are checked against the local build. Exits with 1 and lists what is broken.
 *
 *   npm run build && npm run test:links
 */
import { check, LinkState } from 'linkinator';
import { SITE_URL } from '../src/site-files/site-url';
import { startSite } from './lib/site-server';

/**
 * Pages no link leads to: the thank-you page (where a sent form leads) and the not-found page, in
 * English (the languages' are checked from their own folders).
 */
const UNLINKED = ['/contact/thanks/', '/404.html'];

async function main(): Promise<void> {
  const site = await startSite();
  try {
    const publicOrigin = new URL(SITE_URL).origin;
    const result = await check({
      path: ['/', ...UNLINKED].map((page) => new URL(page, site.url).href),
      sitemap: new URL('/sitemap-index.xml', site.url).href,
      recurse: true,
      checkFragments: true,
      concurrency: 4,
      redirects: 'allow',
      // This site only: other sites are not this build's to fix, and this machine cannot reach them.
      linksToSkip: (link) =>
        Promise.resolve(!link.startsWith(site.url) && !link.startsWith(publicOrigin)),
      urlRewriteExpressions: [
        {
          pattern: new RegExp(`^${publicOrigin.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
          replacement: site.url,
        },
      ],
    });
    const checked = result.links.filter((link) => link.state !== LinkState.SKIPPED);
    const broken = result.links.filter((link) => link.state === LinkState.BROKEN);
    console.log(
      `\nLink check: ${checked.length} addresses of this site checked, and every #anchor against the page it names; ${result.links.length - checked.length} skipped (other sites, mailto:, tel:).`,
    );
    if (broken.length > 0) {
      console.log('\nBROKEN:');
      for (const link of broken) {
        const detail = link.failureDetails
          ?.map((failure) => (failure instanceof Error ? failure.message : String(failure.status)))
          .join('; ');
        console.log(
          `  - ${link.parent ?? '(start)'}: ${link.url} answers ${link.status ?? '-'}${detail ? ` (${detail})` : ''}`,
        );
      }
      process.exitCode = 1;
    } else {
      console.log('No broken links or anchors.');
    }
  } finally {
    await site.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
