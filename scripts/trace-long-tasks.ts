/**
 * Long tasks after first paint (prints figures; not a timed test).
 *
 * Loads each page of the production build in Chromium at a phone width with the CPU slowed down
 * 4x (as Lighthouse's mobile setting does; CPU_SLOWDOWN=6 for a low-end phone), records a
 * performance trace, and lists every main-thread task after the first contentful paint that runs
 * longer than 50 ms, with what took the time inside it (script evaluation, hydration, style
 * recalculation, ...), so there is something to act on.
 *
 *   npm run build && npm run bench:long-tasks
 */
import { chromium, type CDPSession } from '@playwright/test';
import { CHROMIUM } from './lib/chromium';
import { startSite } from './lib/site-server';

const PAGES = ['/', '/about/', '/services/', '/contact/'];
const SLOWDOWN = Number(process.env.CPU_SLOWDOWN ?? 4);
const LONG_MS = 50;
const RUNS = Number(process.env.RUNS ?? 3);

type TraceEvent = {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { data?: { url?: string; functionName?: string; frame?: string }; name?: string };
};

async function record(session: CDPSession, load: () => Promise<void>): Promise<TraceEvent[]> {
  const events: TraceEvent[] = [];
  session.on('Tracing.dataCollected', ({ value }) =>
    events.push(...(value as unknown as TraceEvent[])),
  );
  const done = new Promise<void>((resolve) =>
    session.once('Tracing.tracingComplete', () => resolve()),
  );
  await session.send('Tracing.start', {
    transferMode: 'ReportEvents',
    traceConfig: {
      includedCategories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'v8.execute',
        'blink.user_timing',
        'loading',
      ],
    },
  });
  await load();
  await session.send('Tracing.end');
  await done;
  return events;
}

const short = (url = '') => url.replace(/^https?:\/\/[^/]+/, '').replace(/-[0-9a-f]{16,}/, '');

/** What a task's time went to: its direct children, grouped by what they did and where. */
function breakdown(task: TraceEvent, events: TraceEvent[]): string {
  const end = task.ts + (task.dur ?? 0);
  const inside = events.filter(
    (event) =>
      event.ph === 'X' &&
      event.tid === task.tid &&
      event.pid === task.pid &&
      event !== task &&
      event.ts >= task.ts &&
      event.ts + (event.dur ?? 0) <= end &&
      [
        'EvaluateScript',
        'FunctionCall',
        'v8.compile',
        'v8.compileModule',
        'UpdateLayoutTree',
        'Layout',
        'Paint',
        'ParseHTML',
        'TimerFire',
        'EventDispatch',
        'FireAnimationFrame',
        'RunMicrotasks',
        'v8.run',
        'GCEvent',
        'MinorGC',
        'MajorGC',
      ].includes(event.name),
  );
  const groups = new Map<string, number>();
  for (const event of inside) {
    const data = event.args?.data;
    const where = data?.url ? ` ${short(data.url)}` : '';
    const fn = data?.functionName ? ` ${data.functionName}` : '';
    const key = `${event.name}${where}${fn}`;
    groups.set(key, (groups.get(key) ?? 0) + (event.dur ?? 0));
  }
  return [...groups.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 4)
    .map(([key, us]) => `${key} ${(us / 1000).toFixed(0)} ms`)
    .join('; ');
}

async function main(): Promise<void> {
  const site = await startSite();
  const browser = await chromium.launch(CHROMIUM);
  try {
    console.log(
      `Main-thread tasks over ${LONG_MS} ms after first paint, CPU ${SLOWDOWN}x slower, phone width, ${RUNS} loads per page`,
    );
    for (const page of PAGES) {
      let longest = 0;
      const lines: string[] = [];
      for (let run = 0; run < RUNS; run += 1) {
        const context = await browser.newContext({
          viewport: { width: 375, height: 812 },
          isMobile: true,
        });
        const tab = await context.newPage();
        const session = await context.newCDPSession(tab);
        await session.send('Emulation.setCPUThrottlingRate', { rate: SLOWDOWN });
        const events = await record(session, async () => {
          await tab.goto(`${site.url}${page}`, { waitUntil: 'load' });
          await tab.waitForTimeout(3000);
        });
        await context.close();
        const fcp = events.find((event) => event.name === 'firstContentfulPaint');
        const mainThread = events.find(
          (event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain',
        );
        const tasks = events.filter(
          (event) =>
            event.name === 'RunTask' &&
            event.ph === 'X' &&
            event.tid === mainThread?.tid &&
            (!fcp || event.ts >= fcp.ts) &&
            (event.dur ?? 0) > LONG_MS * 1000,
        );
        for (const task of tasks) {
          const ms = (task.dur ?? 0) / 1000;
          longest = Math.max(longest, ms);
          if (run === 0)
            lines.push(
              `    ${ms.toFixed(0)} ms at +${((task.ts - (fcp?.ts ?? task.ts)) / 1000).toFixed(0)} ms after FCP: ${breakdown(task, events)}`,
            );
        }
      }
      console.log(
        `  ${page}: longest task after first paint ${longest.toFixed(0)} ms${lines.length ? '' : ' (none over 50 ms in the first load)'}`,
      );
      for (const line of lines) console.log(line);
    }
  } finally {
    await browser.close();
    await site.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
