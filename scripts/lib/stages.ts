/**
 * Runs the stages of `npm test`, each under a time bound: a stage that runs over its bound is
 * stopped, with every process it started, and the run fails naming it. A hung build or browser
 * test then costs its bound, not an afternoon (scripts/test-stages.ts lists them). Stages run one
 * after another, or side by side (runTogether) when they share nothing.
 */
import { execFileSync, spawn } from 'node:child_process';

export type Stage = {
  /** What the stage is called in the run's report and in its failure. */
  name: string;
  /** The command and its arguments (no shell). */
  command: readonly string[];
  /** How long the stage may take, in milliseconds. */
  boundMs: number;
  /** Variables the stage adds to the environment. */
  env?: Readonly<Record<string, string>>;
};

/** How long a stopped stage has to end before it is killed. */
const GRACE_MS = 10_000;

/**
 * The processes of a stage's group, as `ps` shows them (state, CPU time, command): printed when
 * a stage overruns, so that a hang leaves a trace of what was waiting on what.
 */
function processesOf(group: number): string {
  try {
    const lines = execFileSync('ps', ['-eo', 'pid,ppid,pgid,stat,etime,time,args'], {
      encoding: 'utf8',
    }).split('\n');
    return [
      lines[0],
      ...lines.slice(1).filter((line) => line.trim().split(/\s+/)[2] === String(group)),
    ].join('\n');
  } catch {
    return '(ps is not available)';
  }
}

/** "12 min", "45 s": a bound or a duration as a person reads it. */
export function duration(ms: number): string {
  return ms >= 120_000 ? `${Math.round(ms / 60_000)} min` : `${Math.round(ms / 1000)} s`;
}

export class StageFailed extends Error {
  /** `took`: how long the stages that ran beside it took (runTogether), for the run's report. */
  constructor(
    readonly stage: string,
    message: string,
    readonly took: readonly [string, number][] = [],
  ) {
    super(message);
    this.name = 'StageFailed';
  }
}

/**
 * Runs one stage in a process group of its own, so that stopping it stops what it started too
 * (Gatsby's workers, a server under test, Chromium). Resolves with how long it took; rejects with
 * a StageFailed naming the stage when it fails or runs over its bound. Its output goes to this
 * process's, or to `output` (both streams) when given.
 */
export function runStage(
  stage: Stage,
  cwd: string,
  { output }: { output?: (chunk: Buffer) => void } = {},
): Promise<number> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const child = spawn(stage.command[0] ?? '', stage.command.slice(1), {
      cwd,
      env: { ...process.env, ...stage.env },
      stdio: ['ignore', output ? 'pipe' : 'inherit', output ? 'pipe' : 'inherit'],
      detached: true,
    });
    if (output) {
      child.stdout?.on('data', output);
      child.stderr?.on('data', output);
    }
    const group = (signal: NodeJS.Signals) => {
      try {
        if (child.pid) process.kill(-child.pid, signal);
      } catch {
        // The group has ended already.
      }
    };
    let overran = false;
    let kill: NodeJS.Timeout | undefined;
    const bound = setTimeout(() => {
      overran = true;
      if (child.pid) {
        console.error(
          `\nStage "${stage.name}" is over its bound; its processes:\n${processesOf(child.pid)}`,
        );
      }
      group('SIGTERM');
      kill = setTimeout(() => group('SIGKILL'), GRACE_MS);
    }, stage.boundMs);
    const interrupted = (signal: NodeJS.Signals) => group(signal);
    process.on('SIGINT', interrupted);
    process.on('SIGTERM', interrupted);
    child.on('error', (error) => {
      clearTimeout(bound);
      reject(
        new StageFailed(stage.name, `Stage "${stage.name}" could not start: ${error.message}`),
      );
    });
    // Whatever the stage left running in its group goes with it, as soon as the stage's own
    // process ends: one left holding the stage's output open would keep 'close' from coming.
    child.on('exit', () => group('SIGKILL'));
    child.on('close', (code, signal) => {
      clearTimeout(bound);
      process.off('SIGINT', interrupted);
      process.off('SIGTERM', interrupted);
      if (kill) clearTimeout(kill);
      const took = Date.now() - started;
      if (overran) {
        reject(
          new StageFailed(
            stage.name,
            `Stage "${stage.name}" ran over its bound of ${duration(stage.boundMs)} and was stopped.`,
          ),
        );
      } else if (code !== 0) {
        reject(
          new StageFailed(
            stage.name,
            `Stage "${stage.name}" failed (${signal ? `stopped by ${signal}` : `exit code ${code}`}) after ${duration(took)}.`,
          ),
        );
      } else {
        resolve(took);
      }
    });
  });
}

/**
 * Runs `stages` side by side, each under its own bound, and prints each one's output (both
 * streams) as a block once it has ended, so that their lines do not interleave. Resolves with how
 * long each took; once all have ended, rejects with a StageFailed naming every stage that failed
 * or overran, carrying how long the others took.
 */
export async function runTogether(
  stages: readonly Stage[],
  cwd: string,
): Promise<[string, number][]> {
  const results = await Promise.allSettled(
    stages.map(async (stage) => {
      const chunks: Buffer[] = [];
      const print = (headline: string) =>
        process.stdout.write(`\n== ${headline}\n${Buffer.concat(chunks).toString('utf8')}`);
      try {
        const took = await runStage(stage, cwd, { output: (chunk) => chunks.push(chunk) });
        print(`${stage.name} (${duration(took)})`);
        return took;
      } catch (error) {
        print(`${stage.name} (failed)`);
        throw error;
      }
    }),
  );
  const took: [string, number][] = results.flatMap((result, index) =>
    result.status === 'fulfilled' ? [[stages[index]!.name, result.value] as [string, number]] : [],
  );
  const failed = results.flatMap((result) =>
    result.status === 'rejected' ? [result.reason as unknown] : [],
  );
  const unexpected = failed.find((error) => !(error instanceof StageFailed));
  if (unexpected !== undefined) throw unexpected;
  const stopped = failed as StageFailed[];
  if (stopped.length > 0) {
    throw new StageFailed(
      stopped.map((error) => error.stage).join(', '),
      stopped.map((error) => error.message).join('\n'),
      took,
    );
  }
  return took;
}
