/**
 * @jest-environment node
 *
 * The hourly resend (the Netlify Scheduled Function's work) against a real local Blobs server and
 * a real SMTP server: one batch, oldest first, through the unsent index.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { getStore } from '@netlify/blobs';
import { freePort } from '../../../scripts/lib/ports';
import { readConfig } from '../../../src/server/config';
import { RESEND_BATCH } from '../../../src/server/notify';
import { resendJob } from '../../../src/server/resend-job';
import { BLOB_STORE_NAME, BlobsStore, newRecord } from '../../../src/server/store';
import { startBlobsServer, type RunningBlobsServer } from '../../support/blobs-server';
import { startMailServer } from '../../support/mail-server';

let dir: string;
let blobs: RunningBlobsServer;
beforeEach(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'resend-'));
  blobs = await startBlobsServer(dir);
  jest.spyOn(console, 'log').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(async () => {
  jest.restoreAllMocks();
  await blobs.stop();
  rmSync(dir, { recursive: true, force: true });
});

it('e-mails one batch of waiting enquiries per run, oldest first, and none twice', async () => {
  const store = new BlobsStore(
    getStore({
      name: BLOB_STORE_NAME,
      siteID: 'test-site',
      token: blobs.token,
      edgeURL: blobs.url,
      uncachedEdgeURL: blobs.url,
      consistency: 'strong',
    }),
  );
  const waiting = RESEND_BATCH + 2;
  for (let index = 0; index < waiting; index += 1) {
    await store.keep(
      newRecord(
        {
          firstName: 'Efe',
          lastName: 'Ojo',
          email: 'efe@example.com',
          phone: '',
          subject: `Waiting ${String(index).padStart(3, '0')}`,
          message: 'Hello',
        },
        new Date(Date.UTC(2026, 10, 23, 9, 0, index)),
        { notify: true, spam: [] },
      ),
    );
  }
  const port = await freePort();
  const mail = await startMailServer(port);
  const config = readConfig({
    CONTACT_SMTP_URL: `smtp://127.0.0.1:${port}`,
    CONTACT_TO: 'sales@example.com',
  });
  try {
    expect(await resendJob(store, config)).toEqual({ sent: RESEND_BATCH, failed: 0, left: 0 });
    expect(mail.subjects[0]).toBe('Website enquiry: Waiting 000');
    expect(await resendJob(store, config)).toEqual({ sent: 2, failed: 0, left: 0 });
    expect(await resendJob(store, config)).toEqual({ sent: 0, failed: 0, left: 0 });
    expect(new Set(mail.subjects).size).toBe(waiting);
    expect(mail.subjects).toHaveLength(waiting);
  } finally {
    await mail.close();
  }
}, 60_000);

it('does nothing without e-mail settings', async () => {
  const store = new BlobsStore(
    getStore({ name: BLOB_STORE_NAME, siteID: 'x', token: blobs.token, edgeURL: blobs.url }),
  );
  expect(await resendJob(store, readConfig({}))).toBeNull();
});
