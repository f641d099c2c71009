/**
 * Load check for the contact endpoint (prints figures; not a timed test).
 *
 * 1,000 valid enquiries from 50 concurrent clients, each with its own idempotency key, against the
 * production server: `gatsby serve` (the file store in a temporary folder) or Netlify's own
 * runtime, `netlify serve` (Netlify Blobs kept in .netlify/blobs-serve; it builds the site with
 * the Netlify adapter first, which takes minutes). The rate limit is raised for the run. Passes
 * when exactly 1,000 intact records were kept; prints p50, p95 and max latency, throughput and
 * the server's memory (peak, and after warm-up against the end, to show whether it grows).
 *
 *   npm run build && npm run load:contact                    against gatsby serve
 *   npm run load:contact -- --target netlify                 against netlify serve
 *   TOTAL=... CONCURRENCY=... npm run load:contact           another size of run
 */
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { getStore } from '@netlify/blobs';
import {
  allKept,
  BLOB_STORE_NAME,
  BlobsStore,
  FileStore,
  receiptsPathFor,
  type EnquiryRecord,
} from '../src/server/store';
import { ROOT } from './lib/paths';
import { freePort } from './lib/ports';
import { SAMPLE_ENQUIRY } from './lib/sample-enquiry';
import { startSite } from './lib/site-server';

const TOTAL = Number(process.env.TOTAL ?? 1000);
const CONCURRENCY = Number(process.env.CONCURRENCY ?? 50);
const LOCAL_BLOBS = { directory: path.join(ROOT, '.netlify/blobs-serve'), siteID: 'unlinked' };

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
  /** The records this run kept (their subjects carry the run's mark). */
  records: (mark: string) => Promise<EnquiryRecord[]>;
  log: () => string;
  stop: () => Promise<void>;
};

async function gatsbyServer(): Promise<Server> {
  const dir = mkdtempSync(path.join(tmpdir(), 'load-'));
  const outbox = path.join(dir, 'outbox.jsonl');
  const site = await startSite({
    CONTACT_OUTBOX: outbox,
    CONTACT_RATE_LIMIT: String(TOTAL * 10),
    CONTACT_CLIENT_IP_HEADER: 'x-load-client',
  });
  return {
    url: site.url,
    runtime: 'gatsby serve, file store',
    pid: site.pid,
    records: async () => {
      const store = new FileStore({
        outbox,
        spam: path.join(dir, 'spam.jsonl'),
        receipts: receiptsPathFor(outbox),
      });
      const { enquiries, damaged } = await store.read();
      if (damaged.length > 0) console.log(`Damaged lines: ${damaged.length}`);
      return enquiries;
    },
    log: site.output,
    stop: async () => {
      await site.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function netlifyServer(): Promise<Server> {
  const port = await freePort();
  let log = '';
  const child = spawn(
    process.execPath,
    [path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'scripts/netlify-local.ts'],
    {
      cwd: ROOT,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        NETLIFY_PORT: String(port),
        CONTACT_RATE_LIMIT: String(TOTAL * 10),
        CONTACT_CLIENT_IP_HEADER: 'x-load-client',
      },
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
    runtime: 'netlify serve, local Netlify Blobs',
    pid: child.pid,
    records: async (mark) => {
      const { BlobsServer } = await import('@netlify/blobs/server');
      const token = randomUUID();
      const server = new BlobsServer({ directory: LOCAL_BLOBS.directory, token });
      const { port: blobsPort } = await server.start();
      const blobsUrl = `http://localhost:${blobsPort}`;
      try {
        const store = new BlobsStore(
          getStore({
            name: BLOB_STORE_NAME,
            siteID: LOCAL_BLOBS.siteID,
            token,
            edgeURL: blobsUrl,
            uncachedEdgeURL: blobsUrl,
            consistency: 'strong',
          }),
        );
        return (await allKept(store)).filter((kept) => kept.enquiry.subject.includes(mark));
      } finally {
        await server.stop();
      }
    },
    log: () => log,
    stop: async () => {
      if (child.exitCode !== null || child.pid === undefined) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      process.kill(-child.pid, 'SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    },
  };
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { target: { type: 'string', default: 'gatsby' } } });
  if (values.target !== 'gatsby' && values.target !== 'netlify') {
    throw new Error('--target must be gatsby or netlify.');
  }
  const server = values.target === 'netlify' ? await netlifyServer() : await gatsbyServer();
  const mark = `run ${randomUUID().slice(0, 8)}`;

  const latencies: number[] = [];
  const statuses = new Map<number, number>();
  const memory: number[] = [];
  const sampler = setInterval(() => {
    const mb = server.pid === undefined ? null : treeMemoryMb(server.pid);
    if (mb !== null) memory.push(mb);
  }, 250);
  let next = 0;

  async function client(clientId: number): Promise<void> {
    while (next < TOTAL) {
      const index = next;
      next += 1;
      const started = performance.now();
      let status = 0;
      try {
        const response = await fetch(`${server.url}/api/contact`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-load-client': `client-${clientId}`,
            'idempotency-key': randomUUID().replace(/-/g, ''),
          },
          body: JSON.stringify({
            ...SAMPLE_ENQUIRY,
            subject: `Load ${mark} enquiry ${index}`,
            message: `Enquiry number ${index} from client ${clientId}.\nŞé ń ọ 👋`,
            leave_empty: '',
            elapsedMs: '60000',
          }),
        });
        status = response.status;
        await response.arrayBuffer();
      } catch {
        status = 0;
      }
      latencies.push(performance.now() - started);
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
  }

  const runStarted = performance.now();
  await Promise.all(Array.from({ length: CONCURRENCY }, (_, id) => client(id)));
  const seconds = (performance.now() - runStarted) / 1000;
  clearInterval(sampler);
  if (statuses.get(200) !== TOTAL) {
    console.log(`Server output (last 3000 characters):\n${server.log().slice(-3000)}`);
  }
  let records: EnquiryRecord[];
  try {
    records = await server.records(mark);
  } finally {
    await server.stop();
  }

  const subjects = new Set(records.map((record) => record.enquiry.subject));
  const ids = new Set(records.map((record) => record.id));
  const intact = records.filter(
    (record) =>
      record.enquiry.firstName === SAMPLE_ENQUIRY.firstName &&
      record.enquiry.email === SAMPLE_ENQUIRY.email &&
      /^Enquiry number \d+ from client \d+\.\nŞé ń ọ 👋$/u.test(record.enquiry.message),
  ).length;
  const sorted = [...latencies].sort((a, b) => a - b);
  const warm = memory[Math.floor(memory.length / 10)];
  const peak = memory.length > 0 ? Math.max(...memory) : null;

  const rows: [string, string][] = [
    ['runtime', server.runtime],
    ['requests', `${TOTAL} from ${CONCURRENCY} concurrent clients`],
    [
      'answers',
      [...statuses].map(([status, count]) => `${count} × ${status || 'network error'}`).join(', '),
    ],
    ['duration', `${seconds.toFixed(1)} s`],
    ['throughput', `${(TOTAL / seconds).toFixed(1)} requests/s`],
    ['latency p50', `${percentile(sorted, 50).toFixed(0)} ms`],
    ['latency p95', `${percentile(sorted, 95).toFixed(0)} ms`],
    ['latency max', `${(sorted.at(-1) ?? NaN).toFixed(0)} ms`],
    [
      'server memory',
      peak === null
        ? 'unknown'
        : `${peak} MB peak; ${warm} MB after warm-up (10% of the run), ${memory.at(-1)} MB at the end (process tree RSS)`,
    ],
    [
      'records',
      `${records.length} (${intact} intact, ${ids.size} unique ids, ${subjects.size} distinct enquiries)`,
    ],
  ];
  console.log('\nContact endpoint load check');
  for (const [name, value] of rows) console.log(`  ${name.padEnd(16)} ${value}`);

  const ok =
    records.length === TOTAL &&
    intact === TOTAL &&
    ids.size === TOTAL &&
    subjects.size === TOTAL &&
    statuses.get(200) === TOTAL;
  console.log(
    ok
      ? `\nPASS: exactly ${TOTAL} intact records.`
      : `\nFAIL: expected exactly ${TOTAL} intact records.`,
  );
  if (!ok) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
