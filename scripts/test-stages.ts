/**
 * `npm test` and its parts: each stage, its command and its time bound, in one table.
 *
 *   tsx scripts/test-stages.ts fast site netlify     (npm test)
 *   tsx scripts/test-stages.ts fast                  (npm run test:fast)
 *
 * Stages run one after another and the run stops at the first that fails or overruns, naming it
 * (scripts/lib/stages.ts). The fast group's stages share nothing (they read the source and write
 * only their own caches), so they run side by side, using both cores. The bounds are several times
 * what each stage takes on a busy 2-core machine: they catch a hang, not a slow day.
 */
import os from 'node:os';
import path from 'node:path';
import { ROOT } from './lib/paths';
import { duration, runStage, runTogether, StageFailed, type Stage } from './lib/stages';

const MIN = 60_000;
const npm = (script: string) => ['npm', 'run', '--silent', script];

/** The fixture company's content: the second site the tests build (test:second-content). */
const SECOND_CONTENT = { CONTENT_DIR: '__tests__/support/fixtures/content' };

/**
 * The same company with its open incident resolved, as staff would resolve it: the status tests
 * see the notice gone and the history keep it.
 */
const RESOLVED_CONTENT = { CONTENT_DIR: path.join(os.tmpdir(), 'site-test-resolved-content') };

const built = (prefix = '', env?: Record<string, string>): Stage[] => [
  { name: `${prefix}html`, command: npm('test:html'), boundMs: 5 * MIN, env },
  { name: `${prefix}http`, command: npm('test:http'), boundMs: 20 * MIN, env },
  { name: `${prefix}e2e`, command: npm('test:e2e'), boundMs: 40 * MIN, env },
  { name: `${prefix}links`, command: npm('test:links'), boundMs: 5 * MIN, env },
];

const secondContent: Stage[] = [
  {
    name: 'second content: unit',
    command: npm('test:unit'),
    boundMs: 10 * MIN,
    env: SECOND_CONTENT,
  },
  { name: 'second content: build', command: npm('build'), boundMs: 20 * MIN, env: SECOND_CONTENT },
  ...built('second content: ', SECOND_CONTENT),
  {
    name: 'incident resolved: content',
    command: [
      'bash',
      '-c',
      'rm -rf "$CONTENT_DIR" && cp -R __tests__/support/fixtures/content/. "$CONTENT_DIR" && tsx __tests__/support/resolve-incidents.ts "$CONTENT_DIR/status.yaml"',
    ],
    boundMs: 2 * MIN,
    env: RESOLVED_CONTENT,
  },
  {
    name: 'incident resolved: build',
    command: npm('build'),
    boundMs: 20 * MIN,
    env: RESOLVED_CONTENT,
  },
  {
    name: 'incident resolved: status e2e',
    command: [
      'npx',
      'playwright',
      'test',
      '__tests__/e2e/status.spec.ts',
      '__tests__/e2e/coverage.spec.ts',
    ],
    boundMs: 15 * MIN,
    env: RESOLVED_CONTENT,
  },
];

/** The groups that run their stages side by side rather than one after another. */
const TOGETHER = new Set(['fast']);

export const GROUPS: Record<string, Stage[]> = {
  fast: [
    { name: 'typecheck', command: npm('typecheck'), boundMs: 5 * MIN },
    { name: 'lint', command: npm('lint'), boundMs: 5 * MIN },
    { name: 'format', command: npm('format:check'), boundMs: 3 * MIN },
    { name: 'dependencies', command: npm('deps:check'), boundMs: 3 * MIN },
    { name: 'unit', command: npm('test:unit'), boundMs: 10 * MIN },
  ],
  site: [
    { name: 'build', command: npm('build'), boundMs: 20 * MIN },
    ...built(),
    { name: 'budgets', command: npm('test:budgets'), boundMs: 10 * MIN },
    { name: 'builds', command: npm('test:builds'), boundMs: 30 * MIN },
    ...secondContent,
  ],
  'second-content': secondContent,
  netlify: [{ name: 'netlify', command: npm('test:netlify'), boundMs: 40 * MIN }],
};

async function main(groups: string[]): Promise<void> {
  const unknown = groups.filter((group) => !GROUPS[group]);
  if (groups.length === 0 || unknown.length > 0) {
    console.error(`Stages to run: ${Object.keys(GROUPS).join(', ')}`);
    process.exitCode = 2;
    return;
  }
  const took: [string, number][] = [];
  try {
    for (const group of groups) {
      const stages = GROUPS[group] ?? [];
      if (TOGETHER.has(group)) {
        const names = stages.map((stage) => `${stage.name} (bound ${duration(stage.boundMs)})`);
        console.log(`\n== side by side: ${names.join(', ')}`);
        took.push(...(await runTogether(stages, ROOT)));
        continue;
      }
      for (const stage of stages) {
        console.log(`\n== ${stage.name} (bound ${duration(stage.boundMs)})`);
        took.push([stage.name, await runStage(stage, ROOT)]);
      }
    }
  } catch (error) {
    if (!(error instanceof StageFailed)) throw error;
    took.push(...error.took);
    console.error(`\n✖ ${error.message}`);
    process.exitCode = 1;
  } finally {
    console.log(`\n${took.map(([name, ms]) => `✔ ${name}: ${duration(ms)}`).join('\n')}`);
  }
}

if (require.main === module) void main(process.argv.slice(2));
