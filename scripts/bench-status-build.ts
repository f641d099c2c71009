/**
 * How long a published status change takes to go from the content to a served page on Netlify's
 * own runtime, on this machine: `netlify serve --offline` through scripts/netlify-local.ts, which
 * builds with Gatsby's adapter as a deploy does and then serves the result. (`netlify build
 * --offline` cannot run here: it installs @netlify/plugin-gatsby, whose sharp downloads libvips.)
 * Each run opens or resolves the fixture company's incident in a copy of its content
 * (CONTENT_DIR, so content/ is never touched), as staff would, starts it, and stops the clock when
 * /status/ answers with the change (the notice there, or gone):
 *
 *   cold    without Netlify's build cache or Gatsby's (.netlify/build-cache, .cache, public):
 *           the first deploy, or "Clear cache and deploy site"
 *   cached  with the cache the previous build left: every later deploy
 *
 * It prints each run and the median of each. What happens on Netlify between a build and the
 * live site (waiting for a build machine, uploading the changed files, the CDN serving them)
 * cannot be measured here (no internet): CONTENT.md gives it as an estimate, labelled so.
 *
 *   npm run bench:status-build              2 runs of each
 *   RUNS=3 npm run bench:status-build
 */
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseDocument } from 'yaml';
import { toLagosTime } from '../src/content-model/lagos-time';
import { median } from './lib/bench-stats';
import { freePort } from './lib/ports';
import { ROOT } from './lib/paths';

const RUNS = Number(process.env.RUNS ?? 2);
const FIXTURE = path.join(ROOT, '__tests__/support/fixtures/content');

/** Opens the first incident if it is resolved, resolves it if it is open: a status change. */
function changeStatus(file: string): string {
  const document = parseDocument(readFileSync(file, 'utf8'));
  const resolved = document.getIn(['incidents', 0, 'resolved']);
  if (resolved) document.deleteIn(['incidents', 0, 'resolved']);
  else document.setIn(['incidents', 0, 'resolved'], toLagosTime(Date.now()));
  writeFileSync(file, document.toString());
  return resolved ? 'opened' : 'resolved';
}

/** Whether /status/ answers with the incident open (a notice) or resolved (none). */
async function shows(url: string, open: boolean): Promise<boolean> {
  try {
    const answer = await fetch(`${url}/status/`);
    if (answer.status !== 200) return false;
    return (await answer.text()).includes('aria-label="Service status"') === open;
  } catch {
    return false;
  }
}

/** Seconds from starting Netlify's runtime on `content` until /status/ shows the change. */
async function buildAndServe(content: string, fresh: boolean, open: boolean): Promise<number> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn('npx', ['tsx', 'scripts/netlify-local.ts'], {
    cwd: ROOT,
    detached: true,
    stdio: 'ignore',
    env: {
      ...process.env,
      CONTENT_DIR: content,
      NETLIFY_PORT: String(port),
      ...(fresh ? { NETLIFY_FRESH: '1' } : {}),
    },
  });
  try {
    const url = `http://127.0.0.1:${port}`;
    const deadline = started + 20 * 60_000;
    while (!(await shows(url, open))) {
      if (child.exitCode !== null) throw new Error(`netlify serve stopped (${child.exitCode})`);
      if (performance.now() > deadline) throw new Error('no answer after 20 minutes');
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    return (performance.now() - started) / 1000;
  } finally {
    if (child.pid) process.kill(-child.pid, 'SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 3000));
  }
}

async function main(): Promise<void> {
  const content = mkdtempSync(path.join(tmpdir(), 'status-bench-'));
  cpSync(FIXTURE, content, { recursive: true });
  const status = path.join(content, 'status.yaml');
  const times: Record<'cold' | 'cached', number[]> = { cold: [], cached: [] };
  try {
    for (let run = 1; run <= RUNS; run += 1) {
      for (const kind of ['cold', 'cached'] as const) {
        if (kind === 'cold') {
          for (const dir of ['.netlify/build-cache', '.cache', 'public']) {
            rmSync(path.join(ROOT, dir), { recursive: true, force: true });
          }
        }
        const change = changeStatus(status);
        const seconds = await buildAndServe(content, kind === 'cold', change === 'opened');
        times[kind].push(seconds);
        console.log(`run ${run}, ${kind}: incident ${change}, built in ${seconds.toFixed(1)} s`);
      }
    }
  } finally {
    rmSync(content, { recursive: true, force: true });
  }
  for (const kind of ['cold', 'cached'] as const) {
    const list = times[kind].map((entry) => entry.toFixed(1)).join(', ');
    console.log(`${kind}: median ${median(times[kind]).toFixed(1)} s (runs: ${list})`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
