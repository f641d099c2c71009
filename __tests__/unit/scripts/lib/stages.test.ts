/**
 * @jest-environment node
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runStage, runTogether, StageFailed } from '../../../../scripts/lib/stages';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'stage-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const node = (source: string) => ['node', '-e', source];
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('a stage of npm test', () => {
  it('passes when its command does, and says how long it took', async () => {
    await expect(
      runStage({ name: 'quick', command: node(''), boundMs: 30_000 }, dir),
    ).resolves.toEqual(expect.any(Number));
  });

  it('fails naming itself when its command fails', async () => {
    await expect(
      runStage({ name: 'lint', command: node('process.exit(3)'), boundMs: 30_000 }, dir),
    ).rejects.toThrow(/^Stage "lint" failed \(exit code 3\) after \d+ s\.$/);
  });

  it('is stopped at its bound, with what it started, and fails naming itself', async () => {
    // The stage starts a process of its own, as a build starts workers, then hangs.
    const hang = [
      "const { spawn } = require('node:child_process');",
      "const worker = spawn('sleep', ['60'], { stdio: 'ignore' });",
      `require('node:fs').writeFileSync(${JSON.stringify(path.join(dir, 'worker'))}, String(worker.pid));`,
      'setInterval(() => {}, 1000);',
    ].join('\n');
    await expect(
      runStage({ name: 'build', command: node(hang), boundMs: 2_000 }, dir),
    ).rejects.toThrow('Stage "build" ran over its bound of 2 s and was stopped.');
    const worker = Number(readFileSync(path.join(dir, 'worker'), 'utf8'));
    // A stopped process is gone once its new parent has reaped it.
    const deadline = Date.now() + 5_000;
    while (alive(worker) && Date.now() < deadline)
      await new Promise((done) => setTimeout(done, 50));
    expect(alive(worker)).toBe(false);
  }, 20_000);

  it('a stage that leaves a process holding its output open still ends when its own process does', async () => {
    const leaver = [
      "const { spawn } = require('node:child_process');",
      // The child inherits the stage's output and outlives it.
      "spawn('sleep', ['60'], { stdio: 'inherit' }).unref();",
      "console.log('done');",
    ].join('\n');
    const chunks: Buffer[] = [];
    const started = Date.now();
    await expect(
      runStage({ name: 'leaver', command: node(leaver), boundMs: 10_000 }, dir, {
        output: (chunk) => chunks.push(chunk),
      }),
    ).resolves.toEqual(expect.any(Number));
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(Buffer.concat(chunks).toString()).toBe('done\n');
  }, 20_000);
});

describe('stages side by side', () => {
  let printed: string;
  beforeEach(() => {
    printed = '';
    jest.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
      printed += String(chunk);
      return true;
    });
  });
  afterEach(() => jest.restoreAllMocks());

  it('run at once, and print each one’s output whole, under its name', async () => {
    // Each waits until the other has started: one after the other, neither would end.
    const waitFor = (mine: string, theirs: string) =>
      node(
        [
          "const fs = require('node:fs');",
          `fs.writeFileSync(${JSON.stringify(path.join(dir, mine))}, '');`,
          `const wait = () => fs.existsSync(${JSON.stringify(path.join(dir, theirs))}) ? (console.log('${mine} one'), console.log('${mine} two')) : setTimeout(wait, 20);`,
          'wait();',
        ].join('\n'),
      );
    const took = await runTogether(
      [
        { name: 'first', command: waitFor('a', 'b'), boundMs: 10_000 },
        { name: 'second', command: waitFor('b', 'a'), boundMs: 10_000 },
      ],
      dir,
    );
    expect(took.map(([name]) => name)).toEqual(['first', 'second']);
    expect(printed).toMatch(/== first \(\d+ s\)\na one\na two\n/);
    expect(printed).toMatch(/== second \(\d+ s\)\nb one\nb two\n/);
  }, 20_000);

  it('fail naming every stage that failed, once all have ended', async () => {
    const rejected = runTogether(
      [
        {
          name: 'lint',
          command: node('console.log("3 problems"); process.exit(1)'),
          boundMs: 10_000,
        },
        { name: 'types', command: node(''), boundMs: 10_000 },
        { name: 'unit', command: node('process.exit(2)'), boundMs: 10_000 },
      ],
      dir,
    );
    await expect(rejected).rejects.toMatchObject({
      stage: 'lint, unit',
      message: expect.stringMatching(
        /^Stage "lint" failed \(exit code 1\) after \d+ s\.\nStage "unit" failed \(exit code 2\) after \d+ s\.$/,
      ),
    });
    await rejected.catch((error: StageFailed) =>
      expect(error.took).toEqual([['types', expect.any(Number)]]),
    );
    expect(printed).toContain('== lint (failed)\n3 problems\n');
    expect(printed).toMatch(/== types \(\d+ s\)/);
  }, 20_000);
});
