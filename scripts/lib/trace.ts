/**
 * Chromium performance traces (over CDP) and what a page load's trace says: when the page first
 * painted, its largest paint, and the main thread's tasks, with what each one did.
 *
 * It reads only what Chromium records for any page (navigation, paints, tasks, script
 * evaluation), so it works the same for classic scripts (Gatsby's `app.js`) and for module
 * scripts (`<script type="module">` islands).
 */
import type { CDPSession } from '@playwright/test';
import type { Span } from './bench-stats';

export type TraceEvent = {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: {
    name?: string;
    fileName?: string;
    frame?: string;
    data?: {
      url?: string;
      functionName?: string;
      documentLoaderURL?: string;
      navigationId?: string;
      candidateIndex?: number;
      type?: string;
      nodeName?: string;
    };
  };
};

export const TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'v8',
  'blink.user_timing',
  'loading',
];

/** Records a trace of whatever `load` does. */
export async function record(
  session: CDPSession,
  load: () => Promise<void>,
): Promise<TraceEvent[]> {
  const events: TraceEvent[] = [];
  const collect = ({ value }: { value: unknown[] }) =>
    events.push(...(value as unknown as TraceEvent[]));
  session.on('Tracing.dataCollected', collect);
  const done = new Promise<void>((resolve) =>
    session.once('Tracing.tracingComplete', () => resolve()),
  );
  await session.send('Tracing.start', {
    transferMode: 'ReportEvents',
    traceConfig: { includedCategories: TRACE_CATEGORIES },
  });
  try {
    await load();
  } finally {
    await session.send('Tracing.end');
    await done;
    session.off('Tracing.dataCollected', collect);
  }
  return events;
}

/** A main-thread task, in ms since the navigation started. */
export type Task = Span & { event: TraceEvent };

export type PageLoad = {
  /** First contentful paint, ms since the navigation started. */
  fcp: number;
  /** Largest contentful paint (the last candidate), ms since the navigation started. */
  lcp: number;
  /** What the largest paint was (`text H1 id='hero-title'`). */
  lcpElement: string;
  /** Every top-level task on the page's main thread, in order. */
  tasks: Task[];
  /** Every event on that thread, for `breakdown`. */
  threadEvents: TraceEvent[];
};

/**
 * The load of `url` in a trace: the navigation whose document is `url`, on the renderer's main
 * thread that ran it, and its paints (matched by navigation id, so an about:blank or a prerender in
 * the same trace does not count).
 */
export function pageLoad(events: readonly TraceEvent[], url: string): PageLoad {
  const navigation = events.find(
    (event) => event.name === 'navigationStart' && event.args?.data?.documentLoaderURL === url,
  );
  if (!navigation) throw new Error(`The trace has no navigation to ${url}.`);
  const id = navigation.args?.data?.navigationId;
  const onThread = (event: TraceEvent) =>
    event.pid === navigation.pid && event.tid === navigation.tid;
  const since = (ts: number) => (ts - navigation.ts) / 1000;
  const fcp = events.find(
    (event) => event.name === 'firstContentfulPaint' && event.args?.data?.navigationId === id,
  );
  const candidates = events
    .filter(
      (event) =>
        event.name === 'largestContentfulPaint::Candidate' && event.args?.data?.navigationId === id,
    )
    .sort((a, b) => (a.args?.data?.candidateIndex ?? 0) - (b.args?.data?.candidateIndex ?? 0));
  const lcp = candidates.at(-1);
  const threadEvents = events.filter(onThread);
  const tasks = threadEvents
    .filter((event) => event.name === 'RunTask' && event.ph === 'X' && event.ts >= navigation.ts)
    .sort((a, b) => a.ts - b.ts)
    .map((event) => ({
      start: since(event.ts),
      end: since(event.ts + (event.dur ?? 0)),
      event,
    }));
  return {
    fcp: fcp ? since(fcp.ts) : NaN,
    lcp: lcp ? since(lcp.ts) : NaN,
    lcpElement: lcp ? describeNode(lcp) : 'none',
    tasks,
    threadEvents,
  };
}

/** An LCP candidate as a reader knows it: `text H1#hero-title` (classes are build hashes). */
function describeNode(candidate: TraceEvent): string {
  const data = candidate.args?.data;
  const node = (data?.nodeName ?? '').replace(/ class='[^']*'/, '').replace(/ id='([^']*)'/, '#$1');
  return [data?.type, node].filter(Boolean).join(' ') || 'unknown';
}

/** Events inside a task that say what its time went to. */
const WORK = new Set([
  'EvaluateScript',
  'v8.evaluateModule',
  'v8.compile',
  'v8.compileModule',
  'FunctionCall',
  'TimerFire',
  'EventDispatch',
  'FireAnimationFrame',
  'FireIdleCallback',
  'RunMicrotasks',
  'ParseHTML',
  'UpdateLayoutTree',
  'Layout',
  'Paint',
  'PrePaint',
  'GCEvent',
  'MinorGC',
  'MajorGC',
]);

/** A URL without its origin or its content hash: `/app.js`, `/islands/menu.js`. */
export const shortUrl = (url = '') =>
  url.replace(/^https?:\/\/[^/]+/, '').replace(/[-.][0-9a-f]{16,}(?=\.)/, '');

/**
 * What a task's time went to: the work inside it, grouped by kind, script and function, largest
 * first (`EvaluateScript /app.js 63 ms; FunctionCall /app.js hydrate 20 ms`).
 */
export function breakdown(task: TraceEvent, threadEvents: readonly TraceEvent[], top = 4): string {
  const end = task.ts + (task.dur ?? 0);
  const groups = new Map<string, number>();
  for (const event of threadEvents) {
    if (event === task || event.ph !== 'X' || !WORK.has(event.name)) continue;
    if (event.ts < task.ts || event.ts + (event.dur ?? 0) > end) continue;
    const data = event.args?.data;
    const url = data?.url ?? event.args?.fileName;
    const key = [event.name, url ? shortUrl(url) : '', data?.functionName ?? '']
      .filter(Boolean)
      .join(' ');
    groups.set(key, (groups.get(key) ?? 0) + (event.dur ?? 0));
  }
  const parts = [...groups.entries()]
    .filter(([, us]) => us >= 1000)
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([key, us]) => `${key} ${Math.round(us / 1000)} ms`);
  return parts.length ? parts.join('; ') : 'no script or rendering work recorded';
}
