/**
 * The production server (`gatsby serve`) with the embedded database's folder on a real, tiny
 * filesystem (a tmpfs mounted for the test, which needs root: without it the tests are skipped,
 * saying why): a visitor is told an enquiry was sent only when it is kept whole; when the disk is
 * full, or the database read-only, they are told it failed and get back what they typed; nothing
 * is half kept; and once it can write again, enquiries are kept again.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startSite, type RunningSite } from '../../scripts/lib/site-server';
import { poolFor } from '../../src/server/database';
import { placeNewDatabase } from '../support/database';
import {
  humanTiming,
  keptEnquiries,
  newClient,
  postForm,
  postJson,
  VALID,
} from '../support/enquiries';
import { fillDisk, mountTmpfs } from '../support/tiny-disk';
import { FORM } from '../support/site-content';

/** Room for a new database (about 40 MB) and a little more. */
const SIZE = '48m';

const mount = mkdtempSync(path.join(tmpdir(), 'http-tiny-disk-'));
const cannotMount = mountTmpfs(mount, SIZE);
const onTinyDisk = cannotMount === null ? describe : describe.skip;
if (cannotMount !== null) {
  console.warn(`Skipped: the tiny-disk tests need to mount a tmpfs (${cannotMount}).`);
}

const filler = path.join(mount, 'filler');

afterAll(() => {
  rmSync(mount, { recursive: true, force: true });
});

/** An enquiry whose message does not compress, so every one takes room on the disk. */
const bulky = (subject: string) => ({
  ...VALID,
  subject,
  message: randomBytes(2400).toString('base64'),
});

let site: RunningSite;
const kept = () => keptEnquiries(site.databaseUrl);

onTinyDisk('the database on a tiny disk', () => {
  beforeAll(async () => {
    await placeNewDatabase(mount);
    site = await startSite({
      SITE_DATA_DIR: mount,
      CONTACT_CLIENT_IP_HEADER: 'x-test-client',
      CONTACT_RATE_LIMIT: '1000',
    });
  }, 120_000);

  afterAll(async () => {
    await site?.stop();
    execFileSync('umount', ['-l', mount]);
  });

  it('full: some are kept and confirmed, the rest refused with 503 and given back, none half kept', async () => {
    expect(
      (await postJson(site.url, { ...bulky('Before'), ...humanTiming() }, newClient())).status,
    ).toBe(200);
    fillDisk(filler, 0);
    const confirmed: string[] = [];
    const refused: string[] = [];
    for (let index = 0; index < 60 && refused.length < 3; index += 1) {
      const enquiry = bulky(`On a full disk ${index}`);
      const answer = await postJson(site.url, { ...enquiry, ...humanTiming() }, newClient());
      if (answer.status === 200) confirmed.push(enquiry.message);
      else {
        expect(answer.status).toBe(503);
        expect(await answer.json()).toMatchObject({ error: 'delivery_failed' });
        refused.push(enquiry.message);
      }
    }
    expect(refused.length).toBeGreaterThan(0);

    const page = await postForm(
      site.url,
      { ...bulky('Without JavaScript'), leave_empty: '' },
      newClient(),
    );
    expect(page.status).toBe(503);
    const html = await page.text();
    expect(html).toContain(FORM.answers.notSentTitle);
    expect(html).toMatch(/<input[^>]*name="firstName"[^>]*value="Adaeze"/);

    // Every confirmed enquiry is there whole; no refused one is there at all.
    rmSync(filler);
    const messages = (await kept()).map((record) => record.enquiry.message);
    for (const message of confirmed) expect(messages).toContain(message);
    for (const message of refused) expect(messages).not.toContain(message);
    expect(messages).toHaveLength(1 + confirmed.length);

    // Room again: kept again.
    const after = bulky('After');
    expect((await postJson(site.url, { ...after, ...humanTiming() }, newClient())).status).toBe(
      200,
    );
    expect((await kept()).at(-1)!.enquiry).toEqual(after);
  }, 120_000);

  // A filesystem cannot be made read-only under a database that holds its files open (the
  // kernel refuses to remount it), so here the database itself turns read-only, as a Postgres
  // does in recovery or on a read-only endpoint. The embedded database serves every client from
  // one session, so one SET turns it read-only for all of them.
  it('read-only: 503, nothing kept; writable again: kept again', async () => {
    const before = await kept();
    const admin = poolFor(site.databaseUrl);
    const readOnly = async (on: boolean) => {
      await admin.query(`SET default_transaction_read_only = ${on ? 'on' : 'off'}`);
    };
    await readOnly(true);
    try {
      const answer = await postJson(
        site.url,
        { ...VALID, subject: 'Read-only', ...humanTiming() },
        newClient(),
      );
      expect(answer.status).toBe(503);
      const page = await postForm(site.url, { ...VALID, leave_empty: '' }, newClient());
      expect(page.status).toBe(503);
      expect(await page.text()).toContain(FORM.answers.notSentTitle);
    } finally {
      await readOnly(false);
    }
    expect((await fetch(`${site.url}/`)).status).toBe(200);
    const answer = await postJson(
      site.url,
      { ...VALID, subject: 'Writable', ...humanTiming() },
      newClient(),
    );
    expect(answer.status).toBe(200);
    expect((await kept()).map((record) => record.enquiry.subject)).toEqual([
      ...before.map((record) => record.enquiry.subject),
      'Writable',
    ]);
  }, 120_000);
});
