/**
 * Netlify's own runtime on this machine: `netlify serve --offline` builds the site with
 * gatsby-adapter-netlify (as a Netlify deploy does) and serves it with public/_headers applied and
 * /api/contact running as a current Netlify Function (netlify/functions/). The function reaches its
 * database as on Netlify, through `@netlify/database` (NETLIFY_DB_URL, which Netlify gives current
 * functions): here the embedded database in the data folder (SITE_DATA_DIR, default data/).
 *
 * netlify-cli is large (about 450 MB with Deno, which it needs), so it is not one of the site's
 * dependencies: this script installs pinned versions once into a cache folder outside the
 * checkout and reuses them.
 *
 *   npm run serve:netlify                  builds, then serves at http://localhost:8888
 *   NETLIFY_PORT=8899 npm run serve:netlify
 *   NETLIFY_FRESH=1 npm run serve:netlify  without Netlify's build cache from earlier builds
 *                                          (what the tests use: a deploy built from scratch)
 *   NETLIFY_CONTEXT=production npm run serve:netlify
 *                                          as a production deploy (the default is dev), which
 *                                          stops while the content holds example details
 */
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, rmSync, symlinkSync } from 'node:fs';
import { readConfig } from '../src/server/config';
import { openServingDatabase } from './lib/serving-database';
import { homedir } from 'node:os';
import path from 'node:path';

const NETLIFY_CLI = 'netlify-cli@27.10.2';
const DENO = 'deno@2.9.6';
const ROOT = path.resolve(__dirname, '..');

const cacheHome = process.env.XDG_CACHE_HOME ?? path.join(homedir(), '.cache');
export const TOOLS_DIR = path.join(cacheHome, 'site-netlify-local', `${NETLIFY_CLI}+${DENO}`);
const BIN_DIR = path.join(TOOLS_DIR, 'bin');

/** Installs netlify-cli and Deno into TOOLS_DIR unless they are there; returns the bin folder. */
export function ensureNetlifyCli(): string {
  const links = {
    netlify: path.join(TOOLS_DIR, 'node_modules/netlify-cli/bin/run.js'),
    deno: path.join(TOOLS_DIR, 'node_modules/deno/deno'),
  };
  if (!existsSync(links.netlify) || !existsSync(links.deno)) {
    console.log(`Installing ${NETLIFY_CLI} and ${DENO} into ${TOOLS_DIR} (once)...`);
    mkdirSync(TOOLS_DIR, { recursive: true });
    execFileSync(
      'npm',
      ['install', '--prefix', TOOLS_DIR, '--no-audit', '--no-fund', '--no-save', NETLIFY_CLI, DENO],
      { stdio: 'inherit' },
    );
  }
  // Only these two on PATH: the CLI's own folder of binaries holds esbuild, ts-node and more.
  mkdirSync(BIN_DIR, { recursive: true });
  for (const [name, target] of Object.entries(links)) {
    const link = path.join(BIN_DIR, name);
    if (!existsSync(link)) symlinkSync(target, link);
  }
  return BIN_DIR;
}

async function main(): Promise<void> {
  const bin = ensureNetlifyCli();
  const database = await openServingDatabase(readConfig(process.env).database);
  console.log(`Netlify Database for the function: ${database.describe}`);
  // Netlify restores Gatsby's cache from earlier builds, as a deploy does; a build of other code
  // can trip over it (a plugin since removed, say), so the tests start without it.
  if (process.env.NETLIFY_FRESH) {
    rmSync(path.join(ROOT, '.netlify/build-cache'), { recursive: true, force: true });
  }
  // The CLI reads public/_headers into its configuration when it starts, before it builds, and
  // keeps those rules alongside the new file's: headers left by an earlier build (of other
  // content, say) would be served with the new pages, and their script hashes would not match.
  // Every build writes the file again.
  rmSync(path.join(ROOT, 'public/_headers'), { force: true });
  // Likewise the redirects file, which the adapter adds its own rules to.
  rmSync(path.join(ROOT, 'public/_redirects'), { force: true });
  // And what an earlier build left for Netlify to deploy: a deploy starts from a clean checkout,
  // where neither is.
  rmSync(path.join(ROOT, '.netlify/functions-internal'), { recursive: true, force: true });
  rmSync(path.join(ROOT, '.netlify/functions'), { recursive: true, force: true });
  const port = process.env.NETLIFY_PORT ?? '8888';
  // `netlify serve` builds as the production context unless told otherwise, and a production
  // build stops while the content holds example details (src/content-model/example-content.ts): this
  // machine's builds are the local "dev" context, as `netlify dev` has it.
  const context = process.env.NETLIFY_CONTEXT ?? 'dev';
  const args = ['serve', '--offline', '--context', context, '--port', port];
  const child = spawn(path.join(bin, 'netlify'), args, {
    cwd: ROOT,
    stdio: 'inherit',
    env: {
      ...process.env,
      PATH: `${bin}${path.delimiter}${process.env.PATH ?? ''}`,
      // What Netlify's build sets: the adapter, and the site's Netlify-specific build steps.
      NETLIFY: 'true',
      GATSBY_TELEMETRY_DISABLED: '1',
      BROWSER: 'none',
      NO_UPDATE_NOTIFIER: '1',
      // What Netlify hands its current functions for Netlify Database.
      NETLIFY_DB_URL: await database.address(),
      NETLIFY_DB_DRIVER: 'server',
      // A Netlify build stops without the site's key; here one for this run, unless one is given.
      SITE_SECRET: process.env.SITE_SECRET ?? randomBytes(32).toString('base64'),
    },
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => child.kill(signal));
  }
  child.on('exit', (code, signal) => {
    process.exitCode = code ?? (signal ? 1 : 0);
    void database.close();
  });
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}
