/**
 * Lighthouse benchmark (prints figures; not part of CI).
 *
 * Builds the site twice, with the browser bundle on React (BROWSER_RUNTIME=react) and on Preact
 * (the site as it ships), and runs Lighthouse 13 five times per page against each, served by the
 * production server (`gatsby serve`) in Debian's Chromium; then the Preact build once more on a
 * low-end phone profile. Prints the median of each figure, per page and profile:
 *
 *   - mobile:  Lighthouse's default (emulated phone, simulated slow 4G, CPU 4x slower)
 *   - low-end: CPU 6x slower, slow 3G (400 ms round trip, 400 kbit/s)
 *
 *   npm run bench:lighthouse            (about 20 minutes; RUNS=... per page, ONLY=preact to skip
 *                                        the React build)
 * It leaves the Preact build in public/.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { CHROMIUM } from './lib/chromium';
import { ROOT } from './lib/paths';
import { startSite } from './lib/site-server';

const RUNS = Number(process.env.RUNS ?? 5);
// Lighthouse will not score a page answered with 404, so the not-found page is measured at /404/.
const PAGES = ['/', '/about/', '/services/', '/contact/', '/404/'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

type Profile = { name: string; flags: string[] };
const MOBILE: Profile = { name: 'mobile (4x CPU, slow 4G)', flags: [] };
const LOW_END: Profile = {
  name: 'low-end phone (6x CPU, slow 3G)',
  flags: [
    '--throttling.cpuSlowdownMultiplier=6',
    '--throttling.rttMs=400',
    '--throttling.throughputKbps=400',
  ],
};

type Run = Record<string, number>;
type Result = { build: string; profile: string; page: string; medians: Run; spread: Run };

type LighthouseResult = {
  runtimeError?: { message: string };
  audits: Record<string, { numericValue?: number }>;
  categories: Record<string, { score: number | null }>;
};

const CHROME_FLAGS = ['--headless=new', ...CHROMIUM.args];

function runLighthouse(url: string, profile: Profile): LighthouseResult {
  const output = execFileSync(
    path.join(ROOT, 'node_modules/.bin/lighthouse'),
    [
      url,
      '--output=json',
      '--output-path=stdout',
      '--quiet',
      `--only-categories=${CATEGORIES.join(',')}`,
      `--chrome-flags=${CHROME_FLAGS.join(' ')}`,
      ...profile.flags,
    ],
    {
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
      env: { ...process.env, CHROME_PATH: CHROMIUM.executablePath },
    },
  );
  return JSON.parse(output) as LighthouseResult;
}

const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
const median = (values: number[]) => {
  const list = sorted(values);
  const middle = Math.floor(list.length / 2);
  return list.length % 2 ? list[middle]! : (list[middle - 1]! + list[middle]!) / 2;
};

function build(runtime: 'react' | 'preact'): void {
  process.stderr.write(`\nBuilding with the browser bundle on ${runtime}...\n`);
  execFileSync('npm', ['run', 'build'], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, BROWSER_RUNTIME: runtime },
  });
}

async function measure(buildName: string, profiles: Profile[]): Promise<Result[]> {
  const site = await startSite();
  const results: Result[] = [];
  try {
    for (const profile of profiles) {
      for (const page of PAGES) {
        const runs: Run[] = [];
        for (let i = 0; i < RUNS; i += 1) {
          const lhr = runLighthouse(`${site.url}${page}`, profile);
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
        const spread: Run = {};
        for (const key of Object.keys(runs[0]!)) {
          const values = runs.map((run) => run[key]!);
          medians[key] = median(values);
          spread[key] = Math.max(...values) - Math.min(...values);
        }
        results.push({ build: buildName, profile: profile.name, page, medians, spread });
      }
    }
  } finally {
    await site.stop();
  }
  return results;
}

function table(results: Result[]): void {
  console.log('| Page | Perf | TBT (range) | LCP | FCP | CLS | Bytes | A11y | Best pr. | SEO |');
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const { page, medians: m, spread: s } of results) {
    console.log(
      `| ${page} | ${m.performance} | ${Math.round(m.tbt!)} ms (±${Math.round(s.tbt! / 2)}) | ${(m.lcp! / 1000).toFixed(2)} s | ${(m.fcp! / 1000).toFixed(2)} s | ${m.cls!.toFixed(3)} | ${(m.bytes! / 1024).toFixed(0)} KB | ${m.accessibility} | ${m['best-practices']} | ${m.seo} |`,
    );
  }
}

async function main(): Promise<void> {
  const results: Result[] = [];
  if (process.env.ONLY !== 'preact') {
    build('react');
    results.push(...(await measure('React', [MOBILE])));
  }
  build('preact');
  results.push(...(await measure('Preact', [MOBILE, LOW_END])));

  console.log(
    `\n\nLighthouse 13, median of ${RUNS} runs per page (TBT range: half the spread between runs)`,
  );
  for (const [buildName, profile] of [
    ['React', MOBILE.name],
    ['Preact', MOBILE.name],
    ['Preact', LOW_END.name],
  ] as const) {
    const rows = results.filter((row) => row.build === buildName && row.profile === profile);
    if (rows.length === 0) continue;
    console.log(`\n${buildName} in the browser, ${profile}`);
    table(rows);
  }
  console.log(
    '\nTargets (mobile): Performance >= 99 and TBT <= 50 ms on /, /about/, /services/ and /contact/.',
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
