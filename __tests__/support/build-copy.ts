/**
 * A real `gatsby build` of a copy of the project, with the fixture company's content, changed as a
 * test needs: for the builds that must fail, and how (__tests__/builds). The build runs in a
 * process group of its own, under a time bound: if it hangs, it is stopped with its workers and
 * the result says so.
 */
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { FIXTURE_DIR } from './fixture-content';

const ROOT = path.resolve(__dirname, '../..');
const COPIED = [
  'src',
  'static',
  'package.json',
  'tsconfig.json',
  'gatsby-config.ts',
  'gatsby-node.ts',
  'gatsby-browser.tsx',
  'gatsby-ssr.tsx',
  // The scheduled functions' folder, where a finished build writes their data.
  'netlify',
];

export type BuildResult = {
  status: number | null;
  /** Everything the build printed, on one line. */
  output: string;
  /** Whether a home page was written. */
  built: boolean;
  /** The address of every page written (/, /about/, /ha/contact/...), sorted. */
  pages: string[];
  /** Whether the build ran over its bound and was stopped. */
  overran: boolean;
};

/**
 * Builds a copy of the project, after `change(copyRoot)`, in the environment `env` adds. A build
 * that takes longer than `boundMs` is stopped.
 */
export async function buildCopy(
  change: (root: string) => void,
  { env = {}, boundMs = 240_000 }: { env?: Record<string, string>; boundMs?: number } = {},
): Promise<BuildResult> {
  const dir = mkdtempSync(path.join(tmpdir(), 'site-'));
  try {
    for (const entry of COPIED) {
      cpSync(path.join(ROOT, entry), path.join(dir, entry), { recursive: true });
    }
    cpSync(FIXTURE_DIR, path.join(dir, 'content'), { recursive: true });
    symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'));
    change(dir);
    const { CONTENT_DIR: _ignored, CONTEXT: _context, ...inherited } = process.env;
    const child = spawn(path.join(ROOT, 'node_modules/.bin/gatsby'), ['build'], {
      cwd: dir,
      env: { ...inherited, GATSBY_TELEMETRY_DISABLED: '1', CI: '1', NO_COLOR: '1', ...env },
      detached: true,
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    let overran = false;
    const stopGroup = () => {
      try {
        if (child.pid) process.kill(-child.pid, 'SIGKILL');
      } catch {
        // Gone already.
      }
    };
    const bound = setTimeout(() => {
      overran = true;
      stopGroup();
    }, boundMs);
    const status = await new Promise<number | null>((resolve) => child.on('close', resolve));
    clearTimeout(bound);
    // Gatsby's workers go with the build.
    stopGroup();
    return {
      status,
      output: output.replace(/\s*\n\s*/g, ' '),
      built: existsSync(path.join(dir, 'public/index.html')),
      pages: existsSync(path.join(dir, 'public'))
        ? readdirSync(path.join(dir, 'public'), { recursive: true, encoding: 'utf8' })
            .filter((file) => file === 'index.html' || file.endsWith(`${path.sep}index.html`))
            .map((file) => `/${path.dirname(file).split(path.sep).join('/')}/`.replace('/./', '/'))
            .sort()
        : [],
      overran,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
