/**
 * Byte budgets for the built site (deterministic, checked in CI).
 *
 * Loads every page of the production build in Chromium at a phone width, records every request,
 * and measures what a first visit downloads, gzip-compressed (level 9) from the files in public/:
 *
 *   - JavaScript loaded by a first visit to each page   <= 90 KB
 *   - the page's HTML plus any CSS files                <= 30 KB
 *   - every image in the build                          <= 150 KB
 *   - requests to any other origin                      none
 *
 * Prints a table of every figure; exits with 1 and lists what is over when a budget is broken.
 *   npm run build && npm run test:budgets
 */
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM } from '../e2e/support/chromium';
import { ROOT, startSite } from '../integration/server';
import { filesUnder } from '../src/build/build-output';

const KB = 1024;
export const BUDGETS = { jsKb: 90, htmlCssKb: 30, imageKb: 150 };
export const BUDGET_PAGES = [
  '/',
  '/about/',
  '/services/',
  '/contact/',
  '/contact/thanks/',
  '/404/',
];

const PUBLIC = path.join(ROOT, 'public');
const gzipped = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;
const kb = (bytes: number) => (bytes / KB).toFixed(1);

function publicFile(pathname: string): string {
  const file = path.join(PUBLIC, decodeURIComponent(pathname));
  return pathname.endsWith('/') ? path.join(file, 'index.html') : file;
}

type PageFigures = {
  page: string;
  js: number;
  jsFiles: number;
  htmlCss: number;
  foreign: string[];
  /** Content-editor (/admin) code found in what the page loads. */
  editorCode: string[];
};

/** Traces of the content editor (Decap CMS, gatsby-plugin-decap-cms, Netlify Identity). */
const EDITOR_MARKERS = /decap|netlify-identity|email_change_token|CMS_MANUAL_INIT|\/admin\//i;

async function measurePages(baseUrl: string): Promise<PageFigures[]> {
  const browser = await chromium.launch(CHROMIUM);
  const origin = new URL(baseUrl).origin;
  const figures: PageFigures[] = [];
  try {
    for (const page of BUDGET_PAGES) {
      const context = await browser.newContext({
        viewport: { width: 375, height: 812 },
        isMobile: true,
      });
      const tab = await context.newPage();
      const scripts = new Set<string>();
      const styles = new Set<string>();
      const foreign = new Set<string>();
      tab.on('request', (request) => {
        const url = new URL(request.url());
        if (url.origin !== origin) {
          if (!['data:', 'blob:'].includes(url.protocol)) foreign.add(request.url());
          return;
        }
        if (request.resourceType() === 'script') scripts.add(url.pathname);
        if (request.resourceType() === 'stylesheet') styles.add(url.pathname);
      });
      await tab.goto(`${baseUrl}${page}`, { waitUntil: 'networkidle' });
      await tab.waitForTimeout(500);
      await context.close();
      figures.push({
        page,
        editorCode: [...scripts].filter(
          (file) =>
            file.startsWith('/admin/') ||
            EDITOR_MARKERS.test(readFileSync(publicFile(file), 'utf8')),
        ),
        js: [...scripts].reduce((sum, file) => sum + gzipped(publicFile(file)), 0),
        jsFiles: scripts.size,
        htmlCss: [publicFile(page), ...[...styles].map(publicFile)].reduce(
          (sum, file) => sum + gzipped(file),
          0,
        ),
        foreign: [...foreign],
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
  console.log('\nPage budgets (gzip, first visit, phone)');
  console.log(
    `  ${'page'.padEnd(18)} ${'JavaScript'.padStart(16)} ${'HTML + CSS'.padStart(12)}  other origins`,
  );
  for (const row of figures) {
    const jsOver = row.js > BUDGETS.jsKb * KB;
    const htmlOver = row.htmlCss > BUDGETS.htmlCssKb * KB;
    console.log(
      `  ${row.page.padEnd(18)} ${`${kb(row.js)} KB (${row.jsFiles})`.padStart(16)}${jsOver ? '!' : ' '}${`${kb(row.htmlCss)} KB`.padStart(11)}${htmlOver ? '!' : ' '} ${row.foreign.length}`,
    );
    if (jsOver) over.push(`${row.page}: JavaScript ${kb(row.js)} KB > ${BUDGETS.jsKb} KB`);
    if (htmlOver)
      over.push(`${row.page}: HTML + CSS ${kb(row.htmlCss)} KB > ${BUDGETS.htmlCssKb} KB`);
    for (const url of row.foreign) over.push(`${row.page}: request to another origin: ${url}`);
    for (const file of row.editorCode) over.push(`${row.page}: content-editor code in ${file}`);
  }
  console.log(
    `  budgets: JavaScript <= ${BUDGETS.jsKb} KB, HTML + CSS <= ${BUDGETS.htmlCssKb} KB, no other origins`,
  );
  const withEditor = figures.filter((row) => row.editorCode.length > 0).length;
  console.log(
    `  content editor (/admin) code loaded by public pages: ${withEditor === 0 ? 'none' : `on ${withEditor} pages`}`,
  );

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
