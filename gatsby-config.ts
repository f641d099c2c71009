import type { GatsbyConfig, IAdapter } from 'gatsby';
import createNetlifyAdapter from 'gatsby-adapter-netlify';
import { CONTENT_DIR } from './src/content-model/content-dir';
import { readContent } from './src/content-model/validate-content';
import { ISLANDS_URL } from './src/bundling/island-files';
import { CACHE_IMMUTABLE } from './src/site-files/site-headers';
import { SITE_URL } from './src/site-files/site-url';
import { SITEMAP_EXCLUDES, withAlternates, type SitemapLink } from './src/site-files/sitemap';
import { STYLED_COMPONENTS_OPTIONS } from './src/bundling/styled-components-options';
import { theme } from './src/styles/theme';

/**
 * The company name for the web app manifest. Content is validated later in the build
 * (gatsby-node.ts), which stops on a broken file; here a broken file only falls back to a
 * placeholder.
 */
function companyName(): string {
  try {
    return readContent(CONTENT_DIR, 'company').name;
  } catch {
    return 'Website';
  }
}

/**
 * Gatsby's Netlify adapter, deploying the pages and their headers but none of the Gatsby Functions:
 * it would deploy them in Lambda compatibility mode, where Netlify Database is not handed over. On
 * Netlify the same handlers are served as current Netlify Functions instead (netlify/functions/,
 * decision 0022).
 */
function netlifyAdapter(): IAdapter {
  const adapter = createNetlifyAdapter();
  return {
    ...adapter,
    adapt: (context) =>
      adapter.adapt({
        ...context,
        functionsManifest: [],
        routesManifest: context.routesManifest.filter((route) => route.type !== 'function'),
      }),
  };
}

const config: GatsbyConfig = {
  siteMetadata: {
    siteUrl: SITE_URL,
    buildYear: new Date().getFullYear(),
  },
  trailingSlash: 'always',
  // On Netlify, Gatsby's adapter sets every file's Cache-Control itself (public/_headers then
  // leaves it out): the islands' scripts, whose names carry a content hash, are cached for a year.
  headers: [
    { source: `${ISLANDS_URL}/*`, headers: [{ key: 'cache-control', value: CACHE_IMMUTABLE }] },
  ],
  // On Netlify, the pages deploy through the adapter; src/api's handlers through netlify/functions.
  adapter: process.env.NETLIFY ? netlifyAdapter() : undefined,
  // The query types are for development; a Netlify build (which adds the adapter's own fields)
  // leaves the committed file alone.
  graphqlTypegen: process.env.NETLIFY
    ? false
    : { typesOutputPath: 'src/gatsby-types.d.ts', generateOnBuild: true },
  plugins: [
    {
      resolve: 'gatsby-plugin-styled-components',
      // The islands' build uses the same options (src/bundling/islands.ts).
      options: { ...STYLED_COMPONENTS_OPTIONS },
    },
    {
      resolve: 'gatsby-plugin-manifest',
      options: {
        name: companyName(),
        short_name: companyName(),
        start_url: '/',
        lang: 'en',
        display: 'minimal-ui',
        background_color: theme.colors.background,
        theme_color: theme.colors.brandDarker,
        icon: 'src/images/logo.svg',
        icon_options: { purpose: 'any' },
        legacy: false,
        cache_busting_mode: 'none',
      },
    },
    {
      resolve: 'gatsby-plugin-sitemap',
      options: {
        excludes: SITEMAP_EXCLUDES,
        // Each page with its addresses in the site's other languages (src/site-files/sitemap.ts).
        resolvePages: ({ allSitePage }: { allSitePage: { nodes: { path: string }[] } }) =>
          withAlternates(allSitePage.nodes.map((node) => node.path)),
        serialize: ({ path, links }: { path: string; links: SitemapLink[] }) => ({
          url: path,
          links,
        }),
      },
    },
    {
      // Each content file becomes its own node type, validated (gatsby-node.ts onCreateNode).
      resolve: 'gatsby-source-filesystem',
      options: { name: 'content', path: CONTENT_DIR },
    },
  ],
};

export default config;
