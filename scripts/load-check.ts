/**
 * Load check for the contact endpoint (prints figures; not a timed test).
 *
 * 50 clients send 1,000 valid enquiries between them, each with its own idempotency key and
 * subject, to the production server: `gatsby serve` with the embedded database in a new
 * data folder, or Netlify's own runtime, `netlify serve` (which builds the site with the Netlify
 * adapter first, minutes), its function reaching the same kind of database through
 * `@netlify/database`. The rate limit is raised for the run. Passes when `npm run enquiries --
 * --json` then lists exactly 1,000 intact enquiries; prints p50, p95 and max latency, throughput,
 * and the memory of the server and of the database (peak, and after warm-up against the end).
 *
 *   npm run build && npm run load:contact                    against gatsby serve
 *   npm run load:contact -- --target netlify                 against netlify serve
 *   TOTAL=... CONCURRENCY=... npm run load:contact           another size of run
 */
import { execFileSync, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { EnquiryRecord } from '../src/server/enquiries';
import {
  databaseDir,
  ensureEmbeddedDatabase,
  runningServer,
  stopEmbeddedDatabase,
} from '../src/server/embedded-database';
import { ROOT } from './lib/paths';
import { freePort } from './lib/ports';
import { SAMPLE_ENQUIRY } from './lib/sample-enquiry';
import { startSite } from './lib/site-server';

const TOTAL = Number(process.env.TOTAL ?? 1000);
const CONCURRENCY = Number(process.env.CONCURRENCY ?? 50);
const MESSAGE = /^Enquiry number \d+\.\nŞé ń ọ 👋$/u;

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

/** Resident memory of a process and all its descendants, in MB (Linux /proc). */
function treeMemoryMb(root: number): number | null {
  const children = new Map<number, number[]>();
  const rss = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const status = readFileSync(`/proc/${entry}/status`, 'utf8');
      const parent = Number(/PPid:\s+(\d+)/.exec(status)?.[1]);
      const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
      rss.set(Number(entry), kb);
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
    } catch {
      // gone meanwhile
    }
  }
  if (!rss.has(root)) return null;
  let total = 0;
  const queue = [root];
  while (queue.length > 0) {
    const pid = queue.pop()!;
    total += rss.get(pid) ?? 0;
    queue.push(...(children.get(pid) ?? []));
  }
  return Math.round(total / 1024);
}

type Server = {
  url: string;
  runtime: string;
  pid: number | undefined;
  dataDir: string;
  log: () => string;
  stop: () => Promise<void>;
};

const loadSettings = {
  CONTACT_RATE_LIMIT: String(TOTAL * 10),
  CONTACT_CLIENT_IP_HEADER: 'x-load-client',
};

async function gatsbyServer(dataDir: string): Promise<Server> {
  const site = await startSite({ SITE_DATA_DIR: dataDir, ...loadSettings });
  return {
    url: site.url,
    runtime: 'gatsby serve, embedded database',
    pid: site.pid,
    dataDir,
    log: site.output,
    stop: site.stop,
  };
}

async function netlifyServer(dataDir: string): Promise<Server> {
  const port = await freePort();
  let log = '';
  const child = spawn(
    process.execPath,
    [path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'scripts/netlify-local.ts'],
    {
      cwd: ROOT,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, NETLIFY_PORT: String(port), SITE_DATA_DIR: dataDir, ...loadSettings },
    },
  );
  child.stdout.on('data', (chunk: Buffer) => (log = (log + chunk.toString()).slice(-20_000)));
  child.stderr.on('data', (chunk: Buffer) => (log = (log + chunk.toString()).slice(-20_000)));
  const url = `http://localhost:${port}`;
  const deadline = Date.now() + 20 * 60_000;
  console.log(`Starting netlify serve on port ${port} (it builds the site first)...`);
  for (;;) {
    if (child.exitCode !== null) throw new Error(`netlify serve exited early:\n${log}`);
    if (Date.now() > deadline) throw new Error(`netlify serve did not answer at ${url}:\n${log}`);
    try {
      if ((await fetch(`${url}/`)).ok) break;
    } catch {
      // not yet
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  return {
    url,
    runtime: 'netlify serve, Netlify Database through @netlify/database (embedded)',
    pid: child.pid,
    dataDir,
    log: () => log,
    stop: async () => {
      if (child.exitCode !== null || child.pid === undefined) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      process.kill(-child.pid, 'SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    },
  };
}

/** What staff see: `npm run enquiries -- --json`, one enquiry per line. */
function listed(dataDir: string): EnquiryRecord[] {
  const output = execFileSync(
    process.execPath,
    [path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'scripts/enquiries.ts', '--json'],
    {
      cwd: ROOT,
      env: { ...process.env, SITE_DATA_DIR: dataDir },
      encoding: 'utf8',
      maxBuffer: 1 << 28,
    },
  );
  return output
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as EnquiryRecord);
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { target: { type: 'string', default: 'gatsby' } } });
  if (values.target !== 'gatsby' && values.target !== 'netlify') {
    throw new Error('--target must be gatsby or netlify.');
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'load-'));
  await ensureEmbeddedDatabase({ dataDir, root: ROOT });
  const server =
    values.target === 'netlify' ? await netlifyServer(dataDir) : await gatsbyServer(dataDir);
  const database = runningServer(databaseDir(dataDir));

  const memory: number[] = [];
  const databaseMemory: number[] = [];
  const sampler = setInterval(() => {
    const mb = server.pid === undefined ? null : treeMemoryMb(server.pid);
    if (mb !== null) memory.push(mb);
    const db = database ? treeMemoryMb(database.pid) : null;
    if (db !== null) databaseMemory.push(db);
  }, 250);

  // Each request its own enquiry: its own subject, message and idempotency key. The clients are
  // Node's own fetch, which opens a new connection when the server closes one: `netlify serve`'s
  // local proxy answers every request with `connection: close`, and a benchmark client that
  // writes the next request onto the closing socket (autocannon does) loses half the requests
  // without counting them.
  let next = 0;
  const latencies: number[] = [];
  const answers = { ok: 0, other: 0, errors: 0, timeouts: 0 };
  const started = performance.now();
  async function client(clientNumber: number): Promise<void> {
    for (let number = next++; number < TOTAL; number = next++) {
      const sent = performance.now();
      try {
        const response = await fetch(`${server.url}/api/contact`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-load-client': `client-${clientNumber}`,
            'idempotency-key': randomUUID().replace(/-/g, ''),
          },
          body: JSON.stringify({
            ...SAMPLE_ENQUIRY,
            subject: `Load enquiry ${number}`,
            message: `Enquiry number ${number}.\nŞé ń ọ 👋`,
            leave_empty: '',
            elapsedMs: '60000',
          }),
          signal: AbortSignal.timeout(60_000),
        });
        await response.arrayBuffer();
        latencies.push(performance.now() - sent);
        if (response.ok) answers.ok += 1;
        else answers.other += 1;
      } catch (error) {
        if (error instanceof DOMException && error.name === 'TimeoutError') answers.timeouts += 1;
        else answers.errors += 1;
      }
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, (_, clientNumber) => client(clientNumber)));
  const duration = (performance.now() - started) / 1000;
  clearInterval(sampler);

  let records: EnquiryRecord[] = [];
  try {
    records = listed(dataDir);
  } finally {
    await server.stop();
    await stopEmbeddedDatabase(dataDir);
    rmSync(dataDir, { recursive: true, force: true });
  }

  const ok2xx = answers.ok;
  if (ok2xx !== TOTAL)
    console.log(`Server output (last 3000 characters):\n${server.log().slice(-3000)}`);
  const subjects = new Set(records.map((record) => record.enquiry.subject));
  const intact = records.filter(
    (record) =>
      record.enquiry.firstName === SAMPLE_ENQUIRY.firstName &&
      record.enquiry.email === SAMPLE_ENQUIRY.email &&
      MESSAGE.test(record.enquiry.message),
  ).length;
  const sorted = [...latencies].sort((a, b) => a - b);
  const memoryLine = (samples: number[]) =>
    samples.length === 0
      ? 'unknown'
      : `${Math.max(...samples)} MB peak; ${samples[Math.floor(samples.length / 10)]} MB after warm-up (10% of the run), ${samples.at(-1)} MB at the end (RSS)`;

  const rows: [string, string][] = [
    ['runtime', server.runtime],
    ['requests', `${TOTAL} from ${CONCURRENCY} concurrent clients`],
    [
      'answers',
      `${ok2xx} × 2xx, ${answers.other} other, ${answers.errors} errors, ${answers.timeouts} timeouts`,
    ],
    ['duration', `${duration.toFixed(1)} s`],
    ['throughput', `${(TOTAL / duration).toFixed(1)} requests/s`],
    ['latency p50', `${percentile(sorted, 50).toFixed(0)} ms`],
    ['latency p95', `${percentile(sorted, 95).toFixed(0)} ms`],
    ['latency max', `${(sorted.at(-1) ?? NaN).toFixed(0)} ms`],
    ['server memory', memoryLine(memory)],
    ['database memory', memoryLine(databaseMemory)],
    ['listed', `${records.length} enquiries (${intact} intact, ${subjects.size} distinct)`],
  ];
  console.log('\nContact endpoint load check');
  for (const [name, value] of rows) console.log(`  ${name.padEnd(16)} ${value}`);

  const ok =
    records.length === TOTAL && intact === TOTAL && subjects.size === TOTAL && ok2xx === TOTAL;
  console.log(
    ok
      ? `\nPASS: exactly ${TOTAL} intact enquiries.`
      : `\nFAIL: expected exactly ${TOTAL} intact enquiries.`,
  );
  if (!ok) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
