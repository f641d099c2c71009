/**
 * The embedded database killed (`kill -9`) in the middle of a load, then started again: every
 * enquiry a visitor was told was sent is still there, none twice, and enquiries are taken again
 * once the next request has started the database anew. What was in flight is answered 503 (the
 * visitor keeps what they typed) or kept; a visitor who sends it again with the same key is kept
 * once.
 */
import { randomUUID } from 'node:crypto';
import type { RunningSite } from '../../scripts/lib/site-server';
import { databaseDir, runningServer } from '../../src/server/embedded-database';
import { startSiteWithDatabase } from '../support/database';
import { humanTiming, keptEnquiries, newKey, postJson, VALID } from '../support/enquiries';

let site: RunningSite;

beforeAll(async () => {
  site = await startSiteWithDatabase({ CONTACT_RATE_LIMIT: '100000' });
}, 120_000);
afterAll(() => site?.stop());

type Sent = { subject: string; key: string; status: number };

it('keeps every confirmed enquiry through a kill -9 of the database during a load', async () => {
  const sent: Sent[] = [];
  let running = true;
  const client = async () => {
    while (running) {
      const subject = `Load ${randomUUID()}`;
      const key = newKey();
      const response = await postJson(
        site.url,
        { ...VALID, subject, ...humanTiming() },
        { 'idempotency-key': key },
      ).catch(() => null);
      sent.push({ subject, key, status: response?.status ?? 0 });
    }
  };
  const clients = Array.from({ length: 10 }, client);

  // Killed once enquiries are flowing.
  while (sent.filter((entry) => entry.status === 200).length < 30) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const killed = runningServer(databaseDir(site.dataDir))!;
  process.kill(killed.pid, 'SIGKILL');
  const killedAt = sent.length;

  // The load goes on until the database, started again by the next request, takes enquiries.
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (sent.slice(killedAt).filter((entry) => entry.status === 200).length >= 30) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  running = false;
  await Promise.all(clients);

  const restarted = runningServer(databaseDir(site.dataDir));
  expect(restarted?.pid).toBeDefined();
  expect(restarted!.pid).not.toBe(killed.pid);
  expect(sent.every((entry) => entry.status === 200 || entry.status === 503)).toBe(true);
  expect(
    sent.slice(killedAt).filter((entry) => entry.status === 200).length,
  ).toBeGreaterThanOrEqual(30);

  const kept = await keptEnquiries(restarted!.url);
  const subjects = kept.map((record) => record.enquiry.subject);
  expect(new Set(subjects).size).toBe(subjects.length);
  for (const entry of sent.filter((one) => one.status === 200)) {
    expect(subjects).toContain(entry.subject);
  }

  // What was refused in the moment is kept once when the visitor sends it again.
  const refused = sent.filter((entry) => entry.status === 503);
  for (const entry of refused.slice(0, 5)) {
    const again = await postJson(
      site.url,
      { ...VALID, subject: entry.subject, ...humanTiming() },
      { 'idempotency-key': entry.key },
    );
    expect(again.status).toBe(200);
  }
  const after = (await keptEnquiries(restarted!.url)).map((record) => record.enquiry.subject);
  for (const entry of refused.slice(0, 5)) {
    expect(after.filter((subject) => subject === entry.subject)).toHaveLength(1);
  }
}, 180_000);
