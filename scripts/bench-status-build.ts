/**
 * How long a published status change takes to build on Netlify's own build pipeline, on this
 * machine: `netlify build --offline` (netlify-cli, installed by scripts/netlify-local.ts), with
 * Gatsby's adapter, as a deploy builds. Each run opens or resolves the fixture company's
 * incident in a copy of its content (CONTENT_DIR, so content/ is never touched), as staff would,
 * then builds:
 *
 *   cold    without Netlify's build cache or Gatsby's (.netlify/build-cache, .cache, public):
 *           the first deploy, or "Clear cache and deploy site"
 *   cached  with the cache the previous build left: every later deploy
 *
 * It prints each run and the median of each. What happens after the build on Netlify (uploading
 * the changed files, the CDN serving them) cannot be measured here (no internet): CONTENT.md
 * gives it as an estimate, labelled so.
 *
 *   npm run bench:status-build              2 runs of each
 *   RUNS=3 npm run bench:status-build
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseDocument } from 'yaml';
import { toLagosTime } from '../src/lib/lagos-time';
import { median } from './lib/bench-stats';
import { ensureNetlifyCli } from './netlify-local';
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

function build(bin: string, content: string): number {
  const started = performance.now();
  execFileSync(path.join(bin, 'netlify'), ['build', '--offline', '--context', 'dev'], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PATH: `${bin}${path.delimiter}${process.env.PATH ?? ''}`,
      NETLIFY: 'true',
      CONTENT_DIR: content,
      GATSBY_TELEMETRY_DISABLED: '1',
      NO_UPDATE_NOTIFIER: '1',
    },
  });
  return (performance.now() - started) / 1000;
}

function main(): void {
  const bin = ensureNetlifyCli();
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
        const seconds = build(bin, content);
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

main();
