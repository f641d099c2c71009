/**
 * Lighthouse benchmark (prints figures; not part of CI).
 *
 * Runs Lighthouse (mobile settings: emulated phone, simulated slow 4G and 4x CPU slowdown) five
 * times per page against the production build served by `gatsby serve`, with Debian's Chromium,
 * and prints the median of each figure against the targets.
 *
 *   npm run build && npm run bench:lighthouse        (RUNS=... to change the number of runs)
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { CHROMIUM } from '../e2e/support/chromium';
import { ROOT, startSite } from '../integration/server';

const RUNS = Number(process.env.RUNS ?? 5);
// Lighthouse will not score a page answered with 404, so the not-found page is measured at /404/.
const PAGES = ['/', '/about/', '/services/', '/contact/', '/404/'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

type Run = Record<string, number>;

type LighthouseResult = {
  runtimeError?: { message: string };
  audits: Record<string, { numericValue?: number }>;
  categories: Record<string, { score: number | null }>;
};

const CHROME_FLAGS = ['--headless=new', ...CHROMIUM.args];

/** One Lighthouse run through its command line (the default config is the mobile one). */
function runLighthouse(url: string): LighthouseResult {
  const output = execFileSync(
    path.join(ROOT, 'node_modules/.bin/lighthouse'),
    [
      url,
      '--output=json',
      '--output-path=stdout',
      '--quiet',
      `--only-categories=${CATEGORIES.join(',')}`,
      `--chrome-flags=${CHROME_FLAGS.join(' ')}`,
    ],
    {
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
      env: { ...process.env, CHROME_PATH: CHROMIUM.executablePath },
    },
  );
  return JSON.parse(output) as LighthouseResult;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

async function main(): Promise<void> {
  const site = await startSite();
  const results: { page: string; medians: Run }[] = [];
  try {
    for (const page of PAGES) {
      const runs: Run[] = [];
      for (let i = 0; i < RUNS; i += 1) {
        const lhr = runLighthouse(`${site.url}${page}`);
        if (lhr.runtimeError) throw new Error(`${page}: ${lhr.runtimeError.message}`);
        const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
        const run: Run = {
          fcp: audit('first-contentful-paint'),
          lcp: audit('largest-contentful-paint'),
          tbt: audit('total-blocking-time'),
          cls: audit('cumulative-layout-shift'),
          bytes: audit('total-byte-weight'),
        };
        for (const category of CATEGORIES) {
          run[category] = Math.round((lhr.categories[category]?.score ?? 0) * 100);
        }
        runs.push(run);
        process.stderr.write('.');
      }
      const medians: Run = {};
      for (const key of Object.keys(runs[0]!)) medians[key] = median(runs.map((run) => run[key]!));
      results.push({ page, medians });
    }
  } finally {
    await site.stop();
  }

  const mark = (ok: boolean) => (ok ? '' : ' ✗');
  console.log(`\n\nLighthouse, mobile, median of ${RUNS} runs per page`);
  console.log('| Page | Perf | A11y | Best practices | SEO | FCP | LCP | TBT | CLS | Bytes |');
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const { page, medians: m } of results) {
    console.log(
      `| ${page} | ${m.performance}${mark(m.performance! >= 98)} | ${m.accessibility}${mark(m.accessibility! >= 98)} | ${m['best-practices']}${mark(m['best-practices']! >= 98)} | ${m.seo}${mark(m.seo! >= 98)} | ${(m.fcp! / 1000).toFixed(2)} s | ${(m.lcp! / 1000).toFixed(2)} s${mark(m.lcp! <= 1500)} | ${Math.round(m.tbt!)} ms${mark(m.tbt! <= 100)} | ${m.cls!.toFixed(3)}${mark(m.cls! <= 0.01)} | ${(m.bytes! / 1024).toFixed(0)} KB |`,
    );
  }
  console.log(
    '\nTargets: every category >= 98, LCP <= 1.5 s, CLS <= 0.01, TBT <= 100 ms (✗ marks a miss).',
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
