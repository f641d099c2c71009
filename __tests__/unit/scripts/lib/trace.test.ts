/**
 * @jest-environment node
 */
import { breakdown, pageLoad, shortUrl, type TraceEvent } from '../../../../scripts/lib/trace';

const URL = 'http://127.0.0.1:4000/about/';
const MAIN = { pid: 1, tid: 1 };
const OTHER = { pid: 2, tid: 2 };

/** An event at `ms` after the trace's origin, lasting `durMs`. */
function at(
  ms: number,
  name: string,
  where: { pid: number; tid: number } = MAIN,
  args: TraceEvent['args'] = {},
  durMs?: number,
): TraceEvent {
  return {
    name,
    cat: 'devtools.timeline',
    ph: durMs === undefined ? 'R' : 'X',
    ts: 1_000_000 + ms * 1000,
    ...(durMs === undefined ? {} : { dur: durMs * 1000 }),
    ...where,
    args,
  };
}

const nav = (id: string, url: string) => ({ data: { navigationId: id, documentLoaderURL: url } });
const paintOf = (id: string, extra: object = {}) => ({ data: { navigationId: id, ...extra } });

const appTask = at(900, 'RunTask', MAIN, {}, 80);
const moduleTask = at(1200, 'RunTask', MAIN, {}, 60);
const events: TraceEvent[] = [
  at(0, 'navigationStart', OTHER, nav('blank', '')),
  at(100, 'navigationStart', MAIN, nav('page', URL)),
  at(150, 'firstContentfulPaint', OTHER, paintOf('prerender')),
  at(50, 'RunTask', MAIN, {}, 120), // before the navigation: not the page's
  at(600, 'firstContentfulPaint', MAIN, paintOf('page')),
  at(600, 'largestContentfulPaint::Candidate', MAIN, paintOf('page', { candidateIndex: 1 })),
  at(
    700,
    'largestContentfulPaint::Candidate',
    MAIN,
    paintOf('page', {
      candidateIndex: 2,
      type: 'text',
      nodeName: "H1 id='hero-title' class='sc-x'",
    }),
  ),
  at(900, 'RunTask', OTHER, {}, 300), // another renderer's task
  appTask,
  at(
    901,
    'EvaluateScript',
    MAIN,
    { data: { url: 'http://127.0.0.1:4000/app-f5e766d5120bf51d7ab8.js' } },
    63,
  ),
  at(965, 'TimerFire', MAIN, {}, 14),
  moduleTask,
  at(1201, 'v8.compileModule', MAIN, { fileName: 'http://127.0.0.1:4000/islands/menu.js' }, 2),
  at(1204, 'v8.evaluateModule', MAIN, {}, 50),
];

describe('a page load read from a Chromium trace', () => {
  const load = pageLoad(events, URL);

  it('times the paints of the navigation to the page, not of a prerender or about:blank', () => {
    expect(load.fcp).toBe(500);
    expect(load.lcp).toBe(600);
    expect(load.lcpElement).toBe('text H1#hero-title');
  });

  it('lists the tasks of the main thread that ran the page, from its navigation on', () => {
    expect(load.tasks.map(({ start, end }) => [start, end])).toEqual([
      [800, 880],
      [1100, 1160],
    ]);
  });

  it('says what a task did, with the scripts named without origin or hash', () => {
    expect(breakdown(appTask, load.threadEvents)).toBe(
      'EvaluateScript /app.js 63 ms; TimerFire 14 ms',
    );
    expect(breakdown(moduleTask, load.threadEvents)).toBe(
      'v8.evaluateModule 50 ms; v8.compileModule /islands/menu.js 2 ms',
    );
    expect(shortUrl('https://example.ng/islands/form.0123456789abcdef01.js')).toBe(
      '/islands/form.js',
    );
  });

  it('refuses a trace without the navigation to the page', () => {
    expect(() => pageLoad(events, 'http://127.0.0.1:4000/contact/')).toThrow(
      'no navigation to http://127.0.0.1:4000/contact/',
    );
  });
});
