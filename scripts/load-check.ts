/**
 * Load check for the contact endpoint (prints figures; not a timed test).
 *
 * 1,000 valid enquiries from 50 concurrent clients against the production server
 * (`gatsby serve`, embedded outbox in a temporary directory, rate limit raised for the run).
 * Passes when exactly 1,000 intact records are in the outbox; prints throughput and latency.
 *
 *   npm run build && npm run load:contact        (TOTAL=... CONCURRENCY=... to change the run)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { VALID, readOutbox } from '../__tests__/support/enquiries';
import { startSite } from './lib/site-server';

const TOTAL = Number(process.env.TOTAL ?? 1000);
const CONCURRENCY = Number(process.env.CONCURRENCY ?? 50);

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

async function main(): Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), 'load-'));
  const outbox = path.join(dir, 'outbox.jsonl');
  const site = await startSite({
    CONTACT_OUTBOX: outbox,
    CONTACT_RATE_LIMIT: String(TOTAL * 10),
    CONTACT_CLIENT_IP_HEADER: 'x-load-client',
  });

  const latencies: number[] = [];
  const statuses = new Map<number, number>();
  let next = 0;

  async function client(clientId: number): Promise<void> {
    while (next < TOTAL) {
      const index = next;
      next += 1;
      const started = performance.now();
      let status = 0;
      try {
        const response = await fetch(`${site.url}/api/contact`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-load-client': `client-${clientId}` },
          body: JSON.stringify({
            ...VALID,
            subject: `Load test enquiry ${index}`,
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
  const serverLog = site.output();
  const peakMb = site.peakMemoryMb();
  await site.stop();
  if (statuses.get(200) !== TOTAL)
    console.log(`Server output (last 3000 characters):\n${serverLog.slice(-3000)}`);

  const records = readOutbox(outbox);
  rmSync(dir, { recursive: true, force: true });

  const subjects = new Set(records.map((record) => record.enquiry.subject));
  const ids = new Set(records.map((record) => record.id));
  const intact = records.filter(
    (record) =>
      record.enquiry.firstName === VALID.firstName &&
      record.enquiry.email === VALID.email &&
      /^Enquiry number \d+ from client \d+\.\nŞé ń ọ 👋$/u.test(record.enquiry.message ?? ''),
  ).length;
  const sorted = [...latencies].sort((a, b) => a - b);

  const rows: [string, string][] = [
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
    ['server memory', peakMb === null ? 'unknown' : `${peakMb} MB peak (gatsby serve)`],
    [
      'outbox records',
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
