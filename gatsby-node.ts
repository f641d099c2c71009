/**
 * The site's build, hook by hook: content checked before anything is built, content nodes and
 * their GraphQL types, the structured-data field, the "Ask about" pages, the islands' and the
 * editor's bundles, and the files written beside the pages (src/site-files).
 */
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import {
  isDeployBuild,
  isNoindexBuild,
  writeBuildOutputFiles,
} from './src/site-files/build-output';
import { LOCAL_BACKEND_ORIGIN } from './src/cms/local-backend';
import { CONTENT_DIR } from './src/content-model/content-dir';
import { FACTS_DIRECTIVE, contentTypeDefs } from './src/content-model/content-graphql';
import {
  factFiles,
  fillFacts,
  withFactsFilled,
  type FactSources,
} from './src/content-model/content-facts';
import {
  SITE_FILES,
  type SiteContent,
  type SiteFileName,
} from './src/content-model/content-schema';
import {
  PAGE_LANGUAGES,
  inLanguage,
  isEnglishOnly,
  isPageLanguage,
  type LanguageCode,
} from './src/content-model/languages';
import {
  PUBLISHED_LANGUAGES_TYPE,
  publishedLanguages,
} from './src/content-model/published-languages';
import {
  IN_EVERY_LANGUAGE,
  PAGE_TRANSLATION_TYPE,
  TRANSLATED_FILES,
  checkTranslation,
  contentIn,
  inEveryLanguageField,
  inLanguageField,
  inLanguageType,
  shownTranslations,
  translated,
  translationFilled,
  translationAt,
  type Translations,
} from './src/content-model/translations';
import { askSubjects } from './src/lib/ask-subjects';
import { exampleValues, exampleValuesReport } from './src/content-model/example-content';
import { llmsTxt } from './src/site-files/llms-txt';
import { redirectsFile } from './src/site-files/redirects';
import { statusFeed } from './src/site-files/status-feed';
import { SITE_URL } from './src/site-files/site-url';
import { structuredDataFor } from './src/site-files/structured-data';
import {
  contentFileAt,
  contentFromText,
  formatProblems,
  loadContentDir,
  loadEnglishContent,
  parsedYaml,
  readContent,
  siteContentFromNodes,
} from './src/content-model/validate-content';
import { buildEditor, EDITOR_URL, watchEditor } from './src/bundling/editor';
import { ISLAND_MANIFEST_FILE, ISLAND_MANIFEST_MODULE } from './src/bundling/island-files';
import { buildIslands } from './src/bundling/islands';
import { appendBuiltData, deployContext, writeBuiltDataModule } from './src/server/built-data';
import { netlifyDeliveryWarning, netlifySecretProblem } from './src/server/config';
import { builtDataOf } from './src/server/content-data';
import { withoutScripts } from './src/server/form-page';
import { enquiryFieldSpecs } from './src/server/enquiry-schema';
import { waitlistFieldSpecs } from './src/server/waitlist-schema';
import { WAITLIST_PATH } from './src/lib/waitlist-form';
import { askPath } from './src/lib/contact-links';
import { CONTENT_FILES } from './src/content-model/content-schema';
import { incidents, STATUS_FEED_PATH } from './src/lib/service-status';

const CONTENT_ERROR = '10000';

/** When this build started: the status page's 90 days of history and its feed count back from it. */
const BUILT_AT = Date.now();

/** Stops the build, before anything is rendered, when a content file is wrong. */
export const onPreBootstrap: GatsbyNode['onPreBootstrap'] = ({ reporter }) => {
  const delivery = netlifyDeliveryWarning(process.env);
  if (delivery) reporter.warn(delivery);

  reporter.setErrorMap({
    [CONTENT_ERROR]: {
      text: (context: { sourceMessage: string }) => context.sourceMessage,
      level: 'ERROR',
      category: 'USER',
    },
  });
  const secret = netlifySecretProblem(process.env);
  if (secret) {
    reporter.panic({ id: CONTENT_ERROR, context: { sourceMessage: secret } });
    return;
  }
  const { problems, content } = loadContentDir(CONTENT_DIR);
  if (!content) {
    reporter.panic({ id: CONTENT_ERROR, context: { sourceMessage: formatProblems(problems) } });
    return;
  }
  // Example details never go live: a production build stops, any other build warns.
  const examples = exampleValuesReport(exampleValues(content), process.env);
  if (examples.level === 'stop') {
    reporter.panic({ id: CONTENT_ERROR, context: { sourceMessage: examples.message } });
  } else if (examples.level === 'warn') {
    reporter.warn(examples.message);
  }
};

/** The English content as its files are now, read again only when one of them changed. */
let englishRead: { key: string; content: SiteContent | null } | undefined;
function englishContentNow(): SiteContent | null {
  const key = CONTENT_FILES.map(
    (file) => statSync(path.join(CONTENT_DIR, file.path), { throwIfNoEntry: false })?.mtimeMs,
  ).join();
  if (englishRead?.key !== key) {
    englishRead = { key, content: loadEnglishContent(CONTENT_DIR).content };
  }
  return englishRead.content;
}

/**
 * Each content file becomes a node of its own type (CompanyYaml, ...), holding the data as the
 * content module reads it: validated, trimmed, empty values left out. Pages query it.
 */
export const onCreateNode: GatsbyNode['onCreateNode'] = async ({
  node,
  actions,
  loadNodeContent,
  createNodeId,
  createContentDigest,
  reporter,
}) => {
  if (node.internal.type !== 'File' || node.sourceInstanceName !== 'content') return;
  const at = translationAt(String(node.relativePath));
  if (at) {
    // Checked against the English it translates, as onPreBootstrap checked it (again here for
    // `gatsby develop`, where files change after it).
    const parsed = parsedYaml(`content/${String(node.relativePath)}`, await loadNodeContent(node));
    const english = englishContentNow();
    // A mistake in an English file is reported with that file.
    if (!english) return;
    const checked =
      'problem' in parsed
        ? { data: null, problems: [parsed.problem] }
        : checkTranslation(at.code, at.name, parsed.data, english);
    if (!checked.data) {
      reporter.panicOnBuild(formatProblems(checked.problems));
      return;
    }
    const translation = {
      lang: at.code,
      file: at.name,
      data: checked.data,
      id: createNodeId(`${node.id} >>> ${PAGE_TRANSLATION_TYPE}`),
      parent: node.id,
      children: [],
      internal: { type: PAGE_TRANSLATION_TYPE, contentDigest: createContentDigest(checked.data) },
    };
    await actions.createNode(translation);
    actions.createParentChildLink({ parent: node, child: translation });
    return;
  }
  const file = contentFileAt(String(node.relativePath));
  // Files the site does not use are reported by onPreBootstrap.
  if (!file) return;
  const content = contentFromText(file, await loadNodeContent(node));
  if (!content.data) {
    reporter.panicOnBuild(formatProblems(content.problems));
    return;
  }
  const child = {
    ...content.data,
    id: createNodeId(`${node.id} >>> ${file.typeName}`),
    parent: node.id,
    children: [],
    internal: { type: file.typeName, contentDigest: createContentDigest(content.data) },
  };
  await actions.createNode(child);
  actions.createParentChildLink({ parent: node, child });
};

/**
 * Which languages this build publishes, made anew by every build from content/languages.yaml and
 * the build's context (production: reviewed only), never kept from an earlier build's cache.
 */
export const sourceNodes: GatsbyNode['sourceNodes'] = async ({
  actions,
  createNodeId,
  createContentDigest,
}) => {
  const { languages } = readContent(CONTENT_DIR, 'languages');
  const codes = publishedLanguages(languages, process.env).map(({ code }) => code);
  await actions.createNode({
    codes,
    id: createNodeId(PUBLISHED_LANGUAGES_TYPE),
    parent: null,
    children: [],
    internal: { type: PUBLISHED_LANGUAGES_TYPE, contentDigest: createContentDigest(codes) },
  });
};

/** What a page query's resolvers are handed and use here: the node model. */
type ResolverContext = {
  nodeModel: {
    findOne(args: { type: string; query?: object }): Promise<Record<string, unknown> | null>;
  };
};

/**
 * The facts' files as their nodes hold them. Read through the node model, so a page that shows a
 * fact is queried again when the fact's file changes (`gatsby develop`, `npm run edit`).
 */
async function factSourcesOf(context: ResolverContext): Promise<FactSources> {
  const files = await Promise.all(
    factFiles().map(
      async (file) =>
        [file, await context.nodeModel.findOne({ type: SITE_FILES[file].typeName })] as const,
    ),
  );
  return Object.fromEntries(files.filter(([, node]) => node));
}

/**
 * Every content type is declared, not inferred: a missing required field fails the query. Copy
 * fields carry @facts: their references ({hours}, {price: …}) are filled in from the files the
 * facts live in (src/content-model/content-facts.ts).
 */
export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = ({ actions }) => {
  actions.createFieldExtension({
    name: FACTS_DIRECTIVE,
    extend: () => ({
      async resolve(
        source: Record<string, unknown>,
        _args: unknown,
        context: ResolverContext,
        info: { fieldName: string },
      ) {
        const value = source[info.fieldName];
        if (typeof value !== 'string' && !Array.isArray(value)) return value;
        const sources = await factSourcesOf(context);
        const fill = (text: unknown) =>
          typeof text === 'string' ? fillFacts(text, sources) : text;
        return Array.isArray(value) ? value.map(fill) : fill(value);
      },
    }),
  });
  actions.createTypes(contentTypeDefs());
  actions.createTypes(
    `type ${PUBLISHED_LANGUAGES_TYPE} implements Node @dontInfer { codes: [LanguageCode!]! }`,
  );
  actions.createTypes(
    `type ${PAGE_TRANSLATION_TYPE} implements Node @dontInfer { lang: String!, file: String!, data: JSON! }`,
  );
  actions.createTypes(
    IN_EVERY_LANGUAGE.map(
      (name) =>
        `type ${inLanguageType(name)} @dontInfer { lang: String!, words: ${SITE_FILES[name].typeName}! }`,
    ).join('\n'),
  );
};

/**
 * Pages read content only through GraphQL. Besides the content nodes, a page can ask for its
 * structured data (schema.org JSON-LD, src/site-files/structured-data.ts), made here from the
 * same nodes: `structuredData(page: "/")`.
 */
export const createResolvers: GatsbyNode['createResolvers'] = ({ createResolvers }) => {
  // A page file in the page's language: `homePageYamlIn(lang: $lang)`, each field the language's
  // translation (content/pages/<code>/) leaves out in English.
  const inLanguageFields = Object.fromEntries(
    TRANSLATED_FILES.map((name) => {
      const { typeName } = SITE_FILES[name];
      const field = {
        type: `${typeName}!`,
        args: { lang: 'String!' },
        resolve: async (_source: unknown, args: { lang: string }, context: ResolverContext) => {
          const english = await context.nodeModel.findOne({ type: typeName, query: {} });
          if (!english) throw new Error(`content/${SITE_FILES[name].path} has no content node`);
          if (args.lang === 'en') return english;
          const translationOf = async (file: SiteFileName) =>
            (
              await context.nodeModel.findOne({
                type: PAGE_TRANSLATION_TYPE,
                query: { filter: { lang: { eq: args.lang }, file: { eq: file } } },
              })
            )?.data;
          const translation = await translationOf(name);
          if (!translation) return english;
          // Its references filled in with its own words ("within" in its language); what it leaves
          // out is English, filled in by @facts with the English words.
          const files = { [name]: translation, everyPage: await translationOf('everyPage') };
          const filled = translationFilled(files, await factSourcesOf(context));
          return translated(english, filled[name]);
        },
      };
      return [inLanguageField(name), field];
    }),
  );
  // A file in every language at once, for a static query (the layout's words):
  // `everyPageYamlInLanguages { lang words { … } }`, English first.
  const inEveryLanguageFields = Object.fromEntries(
    IN_EVERY_LANGUAGE.map((name) => [
      inEveryLanguageField(name),
      {
        type: `[${inLanguageType(name)}!]!`,
        resolve: (source: unknown, _args: unknown, context: ResolverContext) =>
          Promise.all(
            PAGE_LANGUAGES.map(async (lang) => ({
              lang,
              words: await inLanguageFields[inLanguageField(name)]!.resolve(
                source,
                { lang },
                context,
              ),
            })),
          ),
      },
    ]),
  );
  createResolvers({
    Query: {
      ...inLanguageFields,
      ...inEveryLanguageFields,
      structuredData: {
        type: '[String!]!',
        args: { page: 'String!', lang: { type: 'String', defaultValue: 'en' } },
        resolve: async (
          _source: unknown,
          args: { page: string; lang: string },
          context: ResolverContext,
        ) => {
          const nodes = new Map(
            await Promise.all(
              CONTENT_FILES.map(
                async (file) =>
                  [
                    file.typeName,
                    await context.nodeModel.findOne({ type: file.typeName, query: {} }),
                  ] as const,
              ),
            ),
          );
          // In the page's language, as the page shows it: the English content (checked by its
          // schema) with the language's translations laid over it, references to facts filled in.
          const lang = isPageLanguage(args.lang) ? args.lang : 'en';
          const translations: Translations = {};
          if (lang !== 'en') {
            const found = await Promise.all(
              TRANSLATED_FILES.map(async (name) => {
                const node = await context.nodeModel.findOne({
                  type: PAGE_TRANSLATION_TYPE,
                  query: { filter: { lang: { eq: lang }, file: { eq: name } } },
                });
                return [name, node?.data] as const;
              }),
            );
            translations[lang] = Object.fromEntries(
              found.filter((entry): entry is [SiteFileName, Record<string, unknown>] =>
                Boolean(entry[1] && typeof entry[1] === 'object'),
              ),
            );
          }
          return structuredDataFor(
            args.page,
            contentIn(
              lang,
              siteContentFromNodes((type) => nodes.get(type)),
              translations,
            ),
            SITE_URL,
            lang,
          );
        },
      },
    },
  });
};

/** The waitlist's rules in English: the specs' labels, which each page names in its language. */
const waitlistFields = (content: SiteContent) => ({
  waitlistFields: waitlistFieldSpecs({
    form: content.waitlist.form,
    shared: content.contactPage.form.fieldErrors,
  }),
});

/**
 * What a page is given besides its queries: settings computed from code and the English content
 * (the forms' fields and rules, from the schemas the endpoints check with; each page names the
 * fields in its own language).
 */
const PAGE_CONTEXT: Record<string, (english: SiteContent) => Record<string, unknown>> = {
  /** The waitlist form in the coverage search's answers, from the waitlist schema. */
  '/coverage/': waitlistFields,
  /** The status page's history counts back from the build. */
  '/status/': () => ({ builtAt: BUILT_AT }),
  '/contact/': (english) => ({ enquiryFields: enquiryFieldSpecs(english.contactPage.form) }),
  /** The waitlist form's fields and rules, from the waitlist schema the endpoint checks with. */
  [WAITLIST_PATH]: waitlistFields,
};

/** The content in English, as its nodes hold it. */
const englishContent = (getNodesByType: (type: string) => unknown[]) =>
  siteContentFromNodes((type) => getNodesByType(type)[0]);

/** The languages this build publishes besides English (sourceNodes). */
function languagesOf(getNodesByType: (type: string) => unknown[]): readonly LanguageCode[] {
  const node = getNodesByType(PUBLISHED_LANGUAGES_TYPE)[0] as
    { codes?: LanguageCode[] } | undefined;
  return node?.codes ?? [];
}

/** Every page in English, and in each published language at /<code>/ (context.lang says which). */
export const onCreatePage: GatsbyNode['onCreatePage'] = ({ page, actions, getNodesByType }) => {
  // Pages this hook made already carry their language.
  if (page.context?.lang) return;
  const pageContext = PAGE_CONTEXT[page.path];
  const context = {
    ...page.context,
    ...pageContext?.(englishContent(getNodesByType)),
    lang: 'en',
  };
  actions.deletePage(page);
  actions.createPage({ ...page, context });
  // The not-found page too (/ha/404.html answers an address with no page under /ha/).
  if (isEnglishOnly(page.path)) return;
  for (const code of languagesOf(getNodesByType)) {
    actions.createPage({
      ...page,
      path: inLanguage(page.path, code),
      context: { ...context, lang: code },
    });
  }
};

/**
 * A Contact page per "Ask about …" subject (/contact/ask/<subject>/), the subject already in the
 * form: without JavaScript the static page is all a visitor gets. Its canonical address is
 * /contact/, and the sitemap leaves it out.
 */
export const createPages: GatsbyNode['createPages'] = ({ actions, getNodesByType }) => {
  const component = path.resolve(__dirname, 'src/pages/contact.tsx');
  // As the pages show it (references to facts filled in), so the subjects are those they link to.
  const content = withFactsFilled(siteContentFromNodes((type) => getNodesByType(type)[0]));
  const seen = new Set<string>();
  for (const askSubject of askSubjects(content)) {
    const pagePath = askPath(askSubject);
    if (seen.has(pagePath)) continue;
    seen.add(pagePath);
    for (const lang of ['en' as const, ...languagesOf(getNodesByType)]) {
      actions.createPage({
        path: inLanguage(pagePath, lang),
        component,
        context: { enquiryFields: enquiryFieldSpecs(content.contactPage.form), askSubject, lang },
      });
    }
  }
};

/**
 * The content editor's bundle, built while Gatsby's webpack builds its own (they share nothing):
 * onPostBuild waits for it before it writes the editor's page its policy.
 */
let editorBuilt: Promise<number> | undefined;

/** How long `work` took, in milliseconds. */
async function timed(work: Promise<unknown>): Promise<number> {
  const started = Date.now();
  await work;
  return Date.now() - started;
}

/**
 * The scripts built beside Gatsby's webpack: the islands' before the pages are rendered (each page
 * then loads those of the islands it has, from the manifest the build writes: gatsby-ssr.tsx), and
 * the content editor's at /admin/ (src/bundling/editor.ts), alongside webpack's.
 */
export const onPreBuild: GatsbyNode['onPreBuild'] = async ({ reporter }) => {
  const publicDir = path.resolve(__dirname, 'public');
  editorBuilt = timed(buildEditor(__dirname, publicDir, process.env));
  // Seen by onPostBuild; a failure here would otherwise go unheard until then.
  editorBuilt.catch(() => undefined);
  const started = Date.now();
  const manifest = await buildIslands(__dirname, publicDir);
  reporter.info(
    `Built the islands' scripts (${Object.keys(manifest).join(', ')}) in ${Date.now() - started} ms`,
  );
};

/** `gatsby develop` (`npm run edit`): the content editor at /admin/, rebuilt as its files change. */
export const onCreateDevServer: GatsbyNode['onCreateDevServer'] = async ({ app, reporter }) => {
  const publicDir = path.resolve(__dirname, 'public');
  await watchEditor(__dirname, publicDir, process.env);
  app.get(
    [EDITOR_URL, `${EDITOR_URL}/`],
    (_request: unknown, response: { sendFile(file: string): void }) => {
      response.sendFile(path.join(publicDir, EDITOR_URL.slice(1), 'index.html'));
    },
  );
  reporter.info(`The content editor is at ${EDITOR_URL}/`);
};

/**
 * Writes public/llms.txt (the site in brief for agents), the status feed, public/_headers (security and caching
 * headers), public/_redirects (addresses people guess) and public/robots.txt.
 */
export const onPostBuild: GatsbyNode['onPostBuild'] = async ({ reporter, getNodesByType }) => {
  if (editorBuilt) reporter.info(`Built the content editor in ${await editorBuilt} ms`);
  const noindex = isNoindexBuild(process.env);
  // As the pages show them: in the languages this build published, references filled in.
  const { content: english, translations } = loadContentDir(CONTENT_DIR);
  const published = new Set<string>(languagesOf(getNodesByType));
  const shownTexts = english
    ? new Map([...shownTranslations(translations, english)].filter(([code]) => published.has(code)))
    : new Map();
  const written = writeBuildOutputFiles(path.resolve(__dirname, 'public'), SITE_URL, {
    noindex,
    // On Netlify, Gatsby's adapter adds its default headers to the same file after this step.
    hostSetsDefaults: Boolean(process.env.NETLIFY),
    // The editor reaches a local backend only on this machine (`npm run edit`, the editor's tests).
    localBackend: isDeployBuild(process.env) ? undefined : LOCAL_BACKEND_ORIGIN,
    translations: shownTexts,
  });
  // The files and the feed show the copy as the pages do, its references to facts filled in.
  const content = withFactsFilled(siteContentFromNodes((type) => getNodesByType(type)[0]));
  writeFileSync(path.resolve(__dirname, 'public/llms.txt'), llmsTxt(content, SITE_URL));
  writeFileSync(
    path.join(path.resolve(__dirname, 'public'), STATUS_FEED_PATH),
    statusFeed({
      siteUrl: SITE_URL,
      companyName: content.company.name,
      title: content.statusPage.heading,
      incidents: incidents(content.status.incidents ?? [], content.coverage.regions),
      now: BUILT_AT,
    }),
  );
  // Netlify's redirects file, which `gatsby serve` honours too (src/site-files/redirects.ts).
  writeFileSync(
    path.resolve(__dirname, 'public/_redirects'),
    redirectsFile(undefined, languagesOf(getNodesByType)),
  );
  reporter.info(
    `Wrote public/llms.txt, ${STATUS_FEED_PATH}, public/_headers (${written.scriptHashes} inline script hashes, ${written.immutable} immutable files, ${written.pages} pages)${noindex ? ' with noindex for this preview' : ''}, _redirects and robots.txt`,
  );

  // The functions were compiled before the pages existed: hand them the built pages (the answers
  // without JavaScript) and what the content says they act on now. The scheduled functions, which
  // Netlify bundles after the build, get the same data as a module (netlify/built-data.js).
  const builtPage = (page: string) =>
    withoutScripts(readFileSync(path.resolve(__dirname, `public${page}index.html`), 'utf8'));
  const inEachLanguage = (page: string) =>
    Object.fromEntries(
      ['en' as const, ...languagesOf(getNodesByType)].map((lang) => [
        lang,
        builtPage(inLanguage(page, lang)),
      ]),
    );
  const data = builtDataOf(content, {
    context: deployContext(process.env),
    siteUrl: SITE_URL,
    // In each language the build published: a refused form comes back in its page's language.
    contactPages: inEachLanguage('/contact/'),
    waitlistPages: inEachLanguage('/waitlist/'),
    translations,
  });
  const functions = appendBuiltData(path.resolve(__dirname, '.cache/functions'), data);
  if (functions.length === 0) reporter.panic('No compiled function found in .cache/functions.');
  writeBuiltDataModule(path.resolve(__dirname, 'netlify/built-data.js'), data);
  reporter.info(
    `Handed the built pages and settings to ${functions.length} Gatsby Function(s) and to the Netlify Functions (netlify/built-data.js, context ${data.context})`,
  );
};

/**
 * Plugin browser code the site does not use, replaced by an empty module in Gatsby's browser
 * bundle (run by `gatsby develop`; the built pages load their islands instead):
 * gatsby-plugin-manifest's only swaps manifests for localised sites, and Gatsby's own Partytown
 * plugin's only acts in development (it pulled in gatsby-script and Partytown's helpers). The
 * manifest and icons are files and are unaffected.
 */
type WebpackPlugins = Parameters<NonNullable<GatsbyNode['onCreateWebpackConfig']>>[0]['plugins'];
const unusedPluginCode = (plugins: WebpackPlugins): unknown =>
  plugins.normalModuleReplacement(
    /(gatsby-plugin-manifest|gatsby[\\/]dist[\\/]internal-plugins[\\/]partytown)[\\/]gatsby-browser\.js$/,
    path.resolve(__dirname, 'src/bundling/no-browser-code.js'),
  );

export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({
  stage,
  actions,
  plugins,
}) => {
  // Gatsby's browser bundle: run in development; built too, though no built page loads it.
  if (stage === 'develop' || stage === 'build-javascript') {
    actions.setWebpackConfig({ plugins: [unusedPluginCode(plugins)] });
    return;
  }
  // The page renderer: the islands' manifest, written by onPreBuild, goes into it. `gatsby develop`
  // renders no islands' scripts (it runs Gatsby's runtime) and is given an empty one.
  const manifest = path.resolve(__dirname, ISLAND_MANIFEST_FILE);
  if (stage === 'develop-html' && !existsSync(manifest)) {
    mkdirSync(path.dirname(manifest), { recursive: true });
    writeFileSync(manifest, '{}\n');
  }
  actions.setWebpackConfig({ resolve: { alias: { [ISLAND_MANIFEST_MODULE]: manifest } } });
};
