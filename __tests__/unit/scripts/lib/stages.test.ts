/**
 * @jest-environment node
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runStage } from '../../../../scripts/lib/stages';

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
});
