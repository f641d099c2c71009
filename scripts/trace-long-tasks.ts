/**
 * Paints and long tasks under APPLIED throttling (prints figures; not a timed test).
 *
 * Loads each page of the production build in Chromium at a phone width, cold (a fresh browser
 * context, cache disabled), with the CPU and the network really slowed down over CDP, and records a
 * performance trace. Two profiles in one run (scripts/lib/throttling.ts):
 *
 *   - mobile:  CPU 4x slower, 1.6 Mbit/s, 150 ms added to each request (as Lighthouse's mobile)
 *   - low-end: CPU 6x slower, slow 3G: 400 kbit/s down and up, 400 ms added to each request
 *
 * For each load it prints the first contentful paint and the largest contentful paint as the
 * browser painted them, every main-thread task over 50 ms after first paint with what it did, the
 * longest task after first paint and the total blocking time after first paint (the time over
 * 50 ms of each such task). Then a table per profile, median of the loads, to paste into
 * docs/benchmarks.md.
 *
 *   npm run build && npm run bench:long-tasks
 *   PROFILE=low-end RUNS=5 npm run bench:long-tasks     (one profile; loads per page)
 *   npm run bench:long-tasks -- --url http://127.0.0.1:8888   (a site already running there)
 *   PAGES=/contact/ npm run bench:long-tasks                   (some pages only, comma-separated)
 *
 * Without `--url` it serves public/ itself with `gatsby serve` on a free port.
 */
import { parseArgs } from 'node:util';
import { chromium, type Browser } from '@playwright/test';
import {
  blockingAfter,
  halfSpread,
  markdownTable,
  median,
  millis,
  seconds,
  LONG_TASK_MS,
} from './lib/bench-stats';
import { CHROMIUM } from './lib/chromium';
import { startSite } from './lib/site-server';
import { cdpNetworkConditions, profilesFrom, type PhoneProfile } from './lib/throttling';
import { breakdown, pageLoad, record } from './lib/trace';

// The not-found page at /404/, as Lighthouse must load it (it will not score an HTTP 404).
const PAGES = process.env.PAGES?.split(',') ?? ['/', '/about/', '/services/', '/contact/', '/404/'];
const RUNS = Number(process.env.RUNS ?? 3);
/**
 * How long to keep recording after the load event: Gatsby's loader and hydration stages, or islands
 * that wait for an idle moment, still run seconds after it on a slow phone.
 */
const SETTLE_MS = Number(process.env.SETTLE_MS ?? 5000);
/** A long task this close to the end of the recording may have had others after it. */
const LATE_MS = 1000;

type Load = {
  fcp: number;
  lcp: number;
  lcpElement: string;
  longTasks: number;
  longest: number;
  totalBlocking: number;
  scripts: number;
  lines: string[];
  /** The last long task ended less than LATE_MS before the recording did. */
  late: boolean;
};

async function loadOnce(browser: Browser, url: string, profile: PhoneProfile): Promise<Load> {
  const context = await browser.newContext({
    viewport: { width: 375, height: 812 },
    isMobile: true,
    hasTouch: true,
  });
  try {
    const tab = await context.newPage();
    const session = await context.newCDPSession(tab);
    await session.send('Network.enable');
    await session.send('Network.setCacheDisabled', { cacheDisabled: true });
    await session.send('Network.emulateNetworkConditions', cdpNetworkConditions(profile));
    await session.send('Emulation.setCPUThrottlingRate', { rate: profile.cpuSlowdown });
    let scripts = 0;
    tab.on('request', (request) => {
      if (request.resourceType() === 'script') scripts += 1;
    });
    let loaded = url;
    const events = await record(session, async () => {
      await tab.goto(url, { waitUntil: 'load', timeout: 120_000 });
      loaded = tab.url();
      await tab.waitForTimeout(SETTLE_MS);
    });
    const load = pageLoad(events, loaded);
    const blocking = blockingAfter(load.tasks, load.fcp);
    const lines = blocking.long.map(
      ({ task, duration, beganBefore }) =>
        `${millis(duration)} at +${millis(Math.max(task.start, load.fcp) - load.fcp)} after FCP${
          beganBefore ? ` (its part after FCP; the task took ${millis(task.end - task.start)})` : ''
        }: ${breakdown(task.event, load.threadEvents)}`,
    );
    const recordedUntil = Math.max(...load.tasks.map((task) => task.end));
    const lastLong = blocking.long.at(-1)?.task.end ?? 0;
    return {
      late: lastLong > recordedUntil - LATE_MS,
      fcp: load.fcp,
      lcp: load.lcp,
      lcpElement: load.lcpElement,
      longTasks: blocking.long.length,
      longest: blocking.longest,
      totalBlocking: blocking.totalBlocking,
      scripts,
      lines,
    };
  } finally {
    await context.close();
  }
}

function describe(profile: PhoneProfile): string {
  return `CPU ${profile.cpuSlowdown}x slower, network ${profile.downloadKbps} kbit/s down / ${profile.uploadKbps} kbit/s up with ${profile.rttMs} ms added to each request, cache disabled`;
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { url: { type: 'string' } } });
  const profiles = profilesFrom(process.env.PROFILE);
  const site = values.url ? null : await startSite();
  const base = (values.url ?? site?.url ?? '').replace(/\/$/, '');
  const browser = await chromium.launch(CHROMIUM);
  const started = Date.now();
  const tables: string[] = [];
  try {
    console.log(
      `APPLIED throttling: Chromium itself slowed down over CDP (not Lighthouse's simulation).\n` +
        `${RUNS} cold loads per page at a phone width (375 px) from ${base}; tasks on the page's main thread over ${LONG_TASK_MS} ms after first contentful paint, recorded until ${SETTLE_MS} ms after the load event.`,
    );
    for (const profile of profiles) {
      console.log(`\n=== ${profile.name}: ${describe(profile)}`);
      const rows: string[][] = [];
      for (const page of PAGES) {
        const loads: Load[] = [];
        for (let run = 0; run < RUNS; run += 1) {
          const load = await loadOnce(browser, `${base}${page}`, profile);
          loads.push(load);
          console.log(
            `  ${page} load ${run + 1}: FCP ${seconds(load.fcp)}, LCP ${seconds(load.lcp)} (${load.lcpElement}), ` +
              `${load.scripts} script files, ${load.longTasks} tasks over ${LONG_TASK_MS} ms after FCP, ` +
              `longest ${millis(load.longest)}, blocking ${millis(load.totalBlocking)}`,
          );
          for (const line of load.lines) console.log(`      ${line}`);
          if (load.late) {
            console.log(
              `      WARNING: the last long task ended within ${LATE_MS} ms of the end of the recording; raise SETTLE_MS (now ${SETTLE_MS}) to see whether more follow.`,
            );
          }
        }
        const of = (pick: (load: Load) => number) => loads.map(pick);
        rows.push([
          page,
          seconds(median(of((load) => load.fcp))),
          seconds(median(of((load) => load.lcp))),
          String(median(of((load) => load.longTasks))),
          millis(median(of((load) => load.longest))),
          millis(Math.max(...of((load) => load.longest))),
          `${millis(median(of((load) => load.totalBlocking)))} (± ${millis(halfSpread(of((load) => load.totalBlocking)))})`,
          String(median(of((load) => load.scripts))),
        ]);
      }
      tables.push(
        `\n${profile.name}, APPLIED throttling (${describe(profile)}), median of ${RUNS} loads:\n\n` +
          markdownTable(
            [
              'Page',
              'FCP',
              'LCP',
              `Tasks > ${LONG_TASK_MS} ms after FCP`,
              'Longest task after FCP',
              'Longest in any load',
              'Blocking after FCP (range)',
              'Script files',
            ],
            rows,
          ),
      );
    }
    console.log('\n\nSummary: APPLIED-throttling figures (real paints and tasks in Chromium)');
    for (const table of tables) console.log(table);
    console.log(
      `\nTarget: no task over ${LONG_TASK_MS} ms after first paint at 4x and 6x, on any page. ` +
        `Took ${Math.round((Date.now() - started) / 1000)} s.`,
    );
  } finally {
    await browser.close();
    await site?.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
