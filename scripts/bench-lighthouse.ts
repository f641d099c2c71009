/**
 * Lighthouse benchmark (prints figures; not part of CI).
 *
 * Builds the site once and runs Lighthouse 13 on each page, served by the production server
 * (`gatsby serve`) in Debian's Chromium, three ways (profiles in scripts/lib/throttling.ts):
 *
 *   - mobile, simulated:   Lighthouse's default (emulated phone, simulated slow 4G, CPU 4x)
 *   - low-end, simulated:  CPU 6x slower, slow 3G (400 ms round trip, 400 kbit/s), simulated
 *   - low-end, applied:    the same profile applied to Chromium itself
 *                          (`--throttling-method=devtools`: real CPU slowdown, real network shaping)
 *
 * Simulated throttling loads the page fast and computes the timings a slow phone would see;
 * applied throttling really slows the browser down. Every printed figure says which it is.
 * Prints the median of each figure per page and run kind.
 *
 *   npm run bench:lighthouse                       (RUNS=3 per page by default, about 12 minutes)
 *   RUNS=5 npm run bench:lighthouse
 *   npm run bench:lighthouse -- --no-build         (measure the build already in public/)
 * It leaves the build in public/.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { halfSpread, markdownTable, median, millis, seconds } from './lib/bench-stats';
import { CHROMIUM } from './lib/chromium';
import { ROOT } from './lib/paths';
import { startSite } from './lib/site-server';
import {
  LOW_END,
  MOBILE,
  lighthouseFlags,
  type PhoneProfile,
  type ThrottlingMethod,
} from './lib/throttling';

const RUNS = Number(process.env.RUNS ?? 3);
// Lighthouse will not score a page answered with 404, so the not-found page is measured at /404/.
const PAGES = ['/', '/about/', '/services/', '/contact/', '/404/'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

/** One kind of run: a build, a phone profile and how it is throttled. */
type Kind = { build: 'Preact'; profile: PhoneProfile; method: ThrottlingMethod };

type Run = Record<string, number>;
type Result = { kind: Kind; page: string; medians: Run; spread: Run };

type LighthouseResult = {
  runtimeError?: { message: string };
  audits: Record<string, { numericValue?: number }>;
  categories: Record<string, { score: number | null }>;
};

const CHROME_FLAGS = ['--headless=new', ...CHROMIUM.args];

function runLighthouse(url: string, kind: Kind): LighthouseResult {
  const output = execFileSync(
    path.join(ROOT, 'node_modules/.bin/lighthouse'),
    [
      url,
      '--output=json',
      '--output-path=stdout',
      '--quiet',
      `--only-categories=${CATEGORIES.join(',')}`,
      `--chrome-flags=${CHROME_FLAGS.join(' ')}`,
      ...lighthouseFlags(kind.profile, kind.method),
    ],
    {
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
      env: { ...process.env, CHROME_PATH: CHROMIUM.executablePath },
    },
  );
  return JSON.parse(output) as LighthouseResult;
}

/** Builds the site as it ships. */
function build(): void {
  process.stderr.write('\nBuilding the site...\n');
  const env: NodeJS.ProcessEnv = { ...process.env, GATSBY_TELEMETRY_DISABLED: '1' };
  execFileSync('npm', ['run', 'build'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'], env });
}

async function measure(kinds: Kind[]): Promise<Result[]> {
  const site = await startSite();
  const results: Result[] = [];
  try {
    for (const kind of kinds) {
      process.stderr.write(`\n${label(kind)} `);
      for (const page of PAGES) {
        const runs: Run[] = [];
        for (let i = 0; i < RUNS; i += 1) {
          const lhr = runLighthouse(`${site.url}${page}`, kind);
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
          spread[key] = halfSpread(values);
        }
        results.push({ kind, page, medians, spread });
      }
    }
  } finally {
    await site.stop();
  }
  return results;
}

const label = (kind: Kind) =>
  `${kind.build} build, ${kind.profile.name}, ${kind.method.toUpperCase()} throttling`;

/** Every figure of one kind of run; each timing column says how it was throttled. */
function table(kind: Kind, rows: Result[]): string {
  const m = kind.method;
  return markdownTable(
    [
      'Page',
      `Perf (${m})`,
      `TBT (${m}, range)`,
      `LCP (${m})`,
      `FCP (${m})`,
      'CLS',
      'Bytes',
      'A11y',
      'Best pr.',
      'SEO',
    ],
    rows.map(({ page, medians: v, spread: s }) => [
      page,
      String(v.performance),
      `${millis(v.tbt!)} (± ${millis(s.tbt!)})`,
      seconds(v.lcp!),
      seconds(v.fcp!),
      v.cls!.toFixed(3),
      `${Math.round(v.bytes! / 1024)} KB`,
      String(v.accessibility),
      String(v['best-practices']),
      String(v.seo),
    ]),
  );
}

/** The low-end profile, simulated beside applied, page by page. */
function sideBySide(simulated: Result[], applied: Result[]): string {
  return markdownTable(
    [
      'Page',
      'Perf (simulated)',
      'Perf (applied)',
      'TBT (simulated)',
      'TBT (applied)',
      'LCP (simulated)',
      'LCP (applied)',
      'FCP (simulated)',
      'FCP (applied)',
    ],
    simulated.map(({ page, medians: sim }) => {
      const app = applied.find((row) => row.page === page)?.medians ?? {};
      return [
        page,
        String(sim.performance),
        String(app.performance ?? '–'),
        millis(sim.tbt!),
        millis(app.tbt ?? NaN),
        seconds(sim.lcp!),
        seconds(app.lcp ?? NaN),
        seconds(sim.fcp!),
        seconds(app.fcp ?? NaN),
      ];
    }),
  );
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      'no-build': { type: 'boolean', default: false },
    },
  });
  const started = Date.now();
  const results: Result[] = [];
  if (!values['no-build']) build();
  const shipped: Kind[] = [
    { build: 'Preact', profile: MOBILE, method: 'simulated' },
    { build: 'Preact', profile: LOW_END, method: 'simulated' },
    { build: 'Preact', profile: LOW_END, method: 'applied' },
  ];
  results.push(...(await measure(shipped)));

  console.log(
    `\n\nLighthouse 13, median of ${RUNS} runs per page (TBT range: half the spread between runs).\n` +
      'SIMULATED: Lighthouse loads the page unthrottled and computes the timings of the profile.\n' +
      'APPLIED: Chromium itself is slowed down (--throttling-method=devtools: CPU slowdown and network shaping over CDP).',
  );
  for (const kind of shipped) {
    const rows = results.filter(
      (row) =>
        row.kind.build === kind.build &&
        row.kind.profile === kind.profile &&
        row.kind.method === kind.method,
    );
    if (rows.length === 0) continue;
    console.log(`\n${label(kind)}\n\n${table(kind, rows)}`);
  }
  const lowEnd = (method: ThrottlingMethod) =>
    results.filter((row) => row.kind.profile === LOW_END && row.kind.method === method);
  console.log(
    `\n${LOW_END.name}: simulated and applied side by side\n\n${sideBySide(lowEnd('simulated'), lowEnd('applied'))}`,
  );
  console.log(
    '\nTargets: mobile (simulated) Performance 100; low-end blocking time close to 0. ' +
      `Took ${Math.round((Date.now() - started) / 60_000)} min.`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
