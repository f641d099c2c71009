import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { isNoindexBuild, writeBuildOutputFiles } from './src/build/build-output';
import { CONTENT_DIR } from './src/build/content-dir';
import { contentTypeDefs } from './src/build/content-graphql';
import { businessHoursSchema, companySchema, contactSchema } from './src/build/content-schema';
import { SITE_URL } from './src/build/site-url';
import { jsonLdText, localBusinessJsonLd } from './src/build/structured-data';
import { formatProblems, readContentFile, validateContentDir } from './src/build/validate-content';
import { netlifyDeliveryWarning } from './src/server/config';
import { enquiryFieldSpecs } from './src/server/enquiry-schema';

const CONTENT_ERROR = '10000';

/** Stops the build, before anything is rendered, when a content file is wrong. */
export const onPreBootstrap: GatsbyNode['onPreBootstrap'] = ({ reporter }) => {
  const warning = netlifyDeliveryWarning(process.env);
  if (warning) reporter.warn(warning);

  const problems = validateContentDir(CONTENT_DIR);
  if (problems.length === 0) return;
  reporter.setErrorMap({
    [CONTENT_ERROR]: {
      text: (context: { sourceMessage: string }) => context.sourceMessage,
      level: 'ERROR',
      category: 'USER',
    },
  });
  reporter.panic({ id: CONTENT_ERROR, context: { sourceMessage: formatProblems(problems) } });
};

/** Every content type is declared, not inferred: a missing required field fails the query. */
export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = ({ actions }) => {
  actions.createTypes(contentTypeDefs());
};

/** Data a page needs that is computed here rather than queried, keyed by the page's path. */
const PAGE_CONTEXT: Record<string, () => Record<string, unknown>> = {
  /**
   * The home page carries the company as schema.org LocalBusiness data, computed from the
   * validated content: the page's script stays free of it.
   */
  '/': () => {
    const company = readContentFile(CONTENT_DIR, companySchema, 'company.yaml');
    const contact = readContentFile(CONTENT_DIR, contactSchema, 'contact.yaml');
    const hours = readContentFile(CONTENT_DIR, businessHoursSchema, 'business-hours.yaml');
    const localBusiness = jsonLdText(
      localBusinessJsonLd({
        name: company.name,
        description: company.description,
        siteUrl: SITE_URL,
        logoPath: '/icons/icon-512x512.png',
        contact,
        hours: hours.days,
      }),
    );
    return { localBusiness };
  },
  /** The contact form's fields and rules, from the enquiry schema the endpoint checks with. */
  '/contact/': () => ({ enquiryFields: enquiryFieldSpecs() }),
};

export const onCreatePage: GatsbyNode['onCreatePage'] = ({ page, actions }) => {
  const context = PAGE_CONTEXT[page.path];
  if (!context) return;
  actions.deletePage(page);
  actions.createPage({ ...page, context: { ...page.context, ...context() } });
};

/** Writes public/_headers (security and caching headers) and public/robots.txt. */
export const onPostBuild: GatsbyNode['onPostBuild'] = ({ reporter }) => {
  const noindex = isNoindexBuild(process.env);
  const written = writeBuildOutputFiles(path.resolve(__dirname, 'public'), SITE_URL, {
    noindex,
    // On Netlify, Gatsby's adapter adds its default headers to the same file after this step.
    hostSetsDefaults: Boolean(process.env.NETLIFY),
  });
  reporter.info(
    `Wrote public/_headers (${written.scriptHashes} inline script hashes, ${written.immutable} immutable files, ${written.pages} pages)${noindex ? ' with noindex for this preview' : ''} and robots.txt`,
  );
};

/**
 * Plugin browser code the site does not use, replaced by an empty module in the public pages'
 * bundle: gatsby-plugin-manifest's only swaps manifests for localised sites (about 2 KB of
 * Gatsby's runtime came with it), gatsby-plugin-decap-cms's only serves Netlify Identity, which
 * the CMS does not use. The manifest, icons and /admin are files and are unaffected.
 */
export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({
  stage,
  actions,
  plugins,
}) => {
  if (stage !== 'build-javascript' && stage !== 'develop') return;
  actions.setWebpackConfig({
    plugins: [
      plugins.normalModuleReplacement(
        /gatsby-plugin-(manifest|decap-cms)[\\/]gatsby-browser\.js$/,
        path.resolve(__dirname, 'src/build/no-browser-code.js'),
      ),
    ],
  });
};
