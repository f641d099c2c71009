/**
 * Byte budgets for the built site (deterministic, checked in CI).
 *
 * Loads every page of the production build, in each language it publishes, in Chromium at a phone
 * width, as a first visit (empty cache), and counts what it downloads as it came over the wire from the production server
 * (`gatsby serve`, gzip):
 *
 *   - JavaScript a first visit downloads (gzip): pages whose only     <= 25 KB
 *     islands are the layout's (menu, year); the coverage page        <= 35 KB
 *     (coverage search); the Contact page (the form)                  <= 45 KB
 *   - Gatsby's client runtime (its scripts, page data)               none (pages are islands)
 *   - everything a first visit downloads, headers included           <= 90 KB
 *   - the page's HTML plus any CSS files (gzip)                      <= 30 KB
 *   - every image in the build                             <= 150 KB
 *   - requests to any other origin                         none
 *   - React DOM's browser code, or the content editor's    none (the pages run on Preact)
 *   - code one page needs (the coverage search, the form's     that page only
 *     drafts, the plans)
 *
 * Prints a table of every figure; exits with 1 and lists what is over when a budget is broken.
 *   npm run build && npm run test:budgets
 */
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Request } from '@playwright/test';
import { CHROMIUM } from './lib/chromium';
import { ROOT } from './lib/paths';
import { startSite } from './lib/site-server';
import { filesUnder } from '../src/site-files/build-output';
import { CONTENT_DIR } from '../src/content-model/content-dir';
import { inLanguage, languageOf } from '../src/content-model/languages';
import { publishedLanguages } from '../src/content-model/published-languages';
import { readContent } from '../src/content-model/validate-content';

const KB = 1024;
export const BUDGETS = { jsKb: 25, totalKb: 90, htmlCssKb: 30, imageKb: 150 };
/** Pages with an island of their own get more JavaScript (issue 22): first visit, gzip. */
export const PAGE_JS_KB: Record<string, number> = { '/coverage/': 35, '/contact/': 45 };
/** A page in another language has its English page's budget. */
const jsBudget = (page: string) => PAGE_JS_KB[languageOf(page).path] ?? BUDGETS.jsKb;
export const BUDGET_PAGES = [
  '/',
  '/about/',
  '/services/',
  '/plans/',
  '/coverage/',
  '/installation/',
  '/customer-care/',
  '/status/',
  '/contact/',
  '/contact/thanks/',
  '/privacy/',
  '/404/',
];

/**
 * The pages measured: BUDGET_PAGES, in English and in every language the build published
 * (content/languages.yaml; drafts too, but on a production build).
 */
function measuredPages(): string[] {
  const { languages } = readContent(CONTENT_DIR, 'languages');
  return [
    ...BUDGET_PAGES,
    ...publishedLanguages(languages, process.env).flatMap(({ code }) =>
      BUDGET_PAGES.map((page) => inLanguage(page, code)),
    ),
  ];
}

const PUBLIC = path.join(ROOT, 'public');
const kb = (bytes: number) => (bytes / KB).toFixed(1);

function publicFile(pathname: string): string {
  const file = path.join(PUBLIC, decodeURIComponent(pathname));
  return pathname.endsWith('/') ? path.join(file, 'index.html') : file;
}

/**
 * React DOM's browser build marks every element it manages with a `__reactFiber$…` key; the
 * string is in each of its client builds (development, production, profiling) and in no server
 * build, and Preact has nothing like it.
 */
const REACT_DOM_CLIENT = '__reactFiber$';
/** Traces of the content editor (Decap CMS, gatsby-plugin-decap-cms, Netlify Identity). */
const EDITOR_MARKERS = /decap|netlify-identity|email_change_token|CMS_MANUAL_INIT|\/admin\//i;
/**
 * Gatsby's client runtime: its scripts (webpack runtime, framework, app, page components) and the
 * page data its loader fetches. Public pages load none of it, only their islands (src/islands).
 */
const GATSBY_RUNTIME =
  /^\/(webpack-runtime|framework|app|commons|component---)[^/]*\.js$|^\/page-data\//;

/**
 * Code that one page needs, found by a string only it contains, and the page that may load it.
 * A marker found on no page fails too: the check would otherwise go quiet when code changes.
 */
const PAGE_CODE = [
  { what: 'coverage search', marker: 'Connection request: ', page: '/coverage/' },
  { what: 'contact form drafts', marker: 'contact-form-draft', page: '/contact/' },
] as const;

type PageFigures = {
  page: string;
  js: number;
  jsFiles: number;
  htmlCss: number;
  total: number;
  requests: number;
  foreign: string[];
  /** Content-editor (/admin) code found in what the page loads. */
  editorCode: string[];
  /** Scripts that carry React DOM's browser code. */
  reactDom: string[];
  /** Requests for Gatsby's client runtime or page data. */
  gatsbyRuntime: string[];
  /** Which of PAGE_CODE the page's scripts carry. */
  pageCode: string[];
};

/** Bytes of a response as they came over the wire: its compressed body, and its headers. */
async function transferred(request: Request): Promise<{ body: number; headers: number }> {
  const sizes = await request.sizes();
  return { body: sizes.responseBodySize, headers: sizes.responseHeadersSize };
}

async function measurePages(baseUrl: string): Promise<PageFigures[]> {
  const browser = await chromium.launch(CHROMIUM);
  const origin = new URL(baseUrl).origin;
  const figures: PageFigures[] = [];
  try {
    for (const page of measuredPages()) {
      const context = await browser.newContext({
        viewport: { width: 375, height: 812 },
        isMobile: true,
      });
      const tab = await context.newPage();
      const finished: Request[] = [];
      const foreign = new Set<string>();
      tab.on('request', (request) => {
        const url = new URL(request.url());
        if (url.origin !== origin && !['data:', 'blob:'].includes(url.protocol)) {
          foreign.add(request.url());
        }
      });
      tab.on('requestfinished', (request) => {
        if (new URL(request.url()).origin === origin) finished.push(request);
      });
      await tab.goto(`${baseUrl}${page}`, { waitUntil: 'networkidle' });
      await tab.waitForTimeout(500);
      const sized = await Promise.all(
        finished.map(async (request) => ({
          type: request.resourceType(),
          path: new URL(request.url()).pathname,
          ...(await transferred(request)),
        })),
      );
      await context.close();

      const scripts = sized.filter((entry) => entry.type === 'script');
      const sum = (entries: typeof sized) =>
        entries.reduce((total, entry) => total + entry.body, 0);
      const source = (file: string) => readFileSync(publicFile(file), 'utf8');
      figures.push({
        page,
        js: sum(scripts),
        jsFiles: scripts.length,
        htmlCss: sum(sized.filter((entry) => ['document', 'stylesheet'].includes(entry.type))),
        // Everything, headers included.
        total: sized.reduce((total, entry) => total + entry.body + entry.headers, 0),
        requests: sized.length,
        foreign: [...foreign],
        editorCode: scripts
          .map((entry) => entry.path)
          .filter((file) => file.startsWith('/admin/') || EDITOR_MARKERS.test(source(file))),
        reactDom: scripts
          .map((entry) => entry.path)
          .filter((file) => source(file).includes(REACT_DOM_CLIENT)),
        gatsbyRuntime: sized.map((entry) => entry.path).filter((file) => GATSBY_RUNTIME.test(file)),
        pageCode: PAGE_CODE.filter(({ marker }) =>
          scripts.some((entry) => source(entry.path).includes(marker)),
        ).map(({ what }) => what),
      });
    }
  } finally {
    await browser.close();
  }
  return figures;
}

async function main(): Promise<void> {
  const site = await startSite();
  let figures: PageFigures[];
  try {
    figures = await measurePages(site.url);
  } finally {
    await site.stop();
  }

  const over: string[] = [];
  console.log('\nFirst visit, phone, bytes over the wire (gzip; "all" with headers)');
  console.log(
    `  ${'page'.padEnd(18)} ${'JavaScript'.padStart(16)} ${'HTML + CSS'.padStart(12)} ${'all'.padStart(15)}  other origins`,
  );
  for (const row of figures) {
    const jsOver = row.js > jsBudget(row.page) * KB;
    const htmlOver = row.htmlCss > BUDGETS.htmlCssKb * KB;
    const totalOver = row.total > BUDGETS.totalKb * KB;
    console.log(
      `  ${row.page.padEnd(18)} ${`${kb(row.js)} KB (${row.jsFiles})`.padStart(16)}${jsOver ? '!' : ' '}${`${kb(row.htmlCss)} KB`.padStart(11)}${htmlOver ? '!' : ' '}${`${kb(row.total)} KB (${row.requests})`.padStart(15)}${totalOver ? '!' : ' '} ${row.foreign.length}`,
    );
    if (jsOver) over.push(`${row.page}: JavaScript ${kb(row.js)} KB > ${jsBudget(row.page)} KB`);
    if (htmlOver)
      over.push(`${row.page}: HTML + CSS ${kb(row.htmlCss)} KB > ${BUDGETS.htmlCssKb} KB`);
    if (totalOver)
      over.push(`${row.page}: first visit ${kb(row.total)} KB > ${BUDGETS.totalKb} KB`);
    for (const url of row.foreign) over.push(`${row.page}: request to another origin: ${url}`);
    for (const file of row.editorCode) over.push(`${row.page}: content-editor code in ${file}`);
    for (const file of row.reactDom) over.push(`${row.page}: React DOM's browser code in ${file}`);
    for (const file of row.gatsbyRuntime) over.push(`${row.page}: Gatsby's runtime: ${file}`);
  }
  console.log(
    `  budgets: JavaScript <= ${BUDGETS.jsKb} KB (${Object.entries(PAGE_JS_KB)
      .map(([page, budget]) => `${page} ${budget} KB`)
      .join(
        ', ',
      )}), HTML + CSS <= ${BUDGETS.htmlCssKb} KB, all <= ${BUDGETS.totalKb} KB, no other origins`,
  );
  const count = (key: 'editorCode' | 'reactDom' | 'gatsbyRuntime') => {
    const pages = figures.filter((row) => row[key].length > 0).length;
    return pages === 0 ? 'none' : `on ${pages} pages`;
  };
  console.log(`  React DOM's browser code loaded by public pages: ${count('reactDom')}`);
  console.log(
    `  Gatsby's client runtime or page data loaded by public pages: ${count('gatsbyRuntime')}`,
  );
  console.log(`  content editor (/admin) code loaded by public pages: ${count('editorCode')}`);
  for (const { what, page } of PAGE_CODE) {
    const loadedBy = figures.filter((row) => row.pageCode.includes(what)).map((row) => row.page);
    console.log(
      `  ${what} code loaded by: ${loadedBy.join(', ') || 'no page'} (only ${page}, in each language)`,
    );
    if (!loadedBy.includes(page)) over.push(`${what}: not found in what ${page} loads`);
    for (const other of loadedBy.filter((entry) => languageOf(entry).path !== page)) {
      over.push(`${other}: loads the ${what} code, which only ${page} needs`);
    }
  }

  const images = filesUnder(PUBLIC).filter((file) =>
    /\.(png|jpe?g|gif|webp|avif|svg|ico)$/i.test(file),
  );
  const largest = images
    .map((file) => ({ file: path.relative(PUBLIC, file), bytes: statSync(file).size }))
    .sort((a, b) => b.bytes - a.bytes);
  console.log(
    `\nImages: ${images.length}, largest ${largest[0] ? `${largest[0].file} ${kb(largest[0].bytes)} KB` : 'none'} (budget ${BUDGETS.imageKb} KB each)`,
  );
  for (const image of largest.filter((entry) => entry.bytes > BUDGETS.imageKb * KB)) {
    over.push(`image ${image.file}: ${kb(image.bytes)} KB > ${BUDGETS.imageKb} KB`);
  }

  if (over.length > 0) {
    console.log('\nOVER BUDGET:');
    for (const line of over) console.log(`  - ${line}`);
    process.exitCode = 1;
  } else {
    console.log('\nAll budgets met.');
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
