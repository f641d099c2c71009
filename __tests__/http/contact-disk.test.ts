/**
 * The production server (`gatsby serve`) with its outbox on a real, tiny filesystem (a tmpfs
 * mounted for the test: needs root; skipped with a message where it cannot mount): a visitor is
 * told an enquiry was sent only when it is stored whole, and a torn last line never swallows the
 * next enquiry.
 */
import { execFileSync } from 'node:child_process';
import { appendFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ROOT } from '../../scripts/lib/paths';
import { startSite, type RunningSite } from '../../scripts/lib/site-server';
import {
  VALID,
  humanTiming,
  newClient,
  postForm,
  postJson,
  readOutbox,
} from '../support/enquiries';
import { fillDisk, mountTinyDisk } from '../support/tiny-disk';

const TSX = path.join(ROOT, 'node_modules/tsx/dist/cli.mjs');

let mount: string;
let cannotMount: string | null;
let site: RunningSite;
let outbox: string;

beforeAll(async () => {
  mount = mkdtempSync(path.join(tmpdir(), 'http-tiny-disk-'));
  cannotMount = mountTinyDisk(mount);
  if (cannotMount !== null) {
    console.warn(`Skipping the tiny-filesystem HTTP tests: cannot mount a tmpfs (${cannotMount}).`);
    return;
  }
  outbox = path.join(mount, 'outbox.jsonl');
  site = await startSite({
    CONTACT_OUTBOX: outbox,
    CONTACT_SPAMBOX: path.join(mount, 'spam.jsonl'),
    CONTACT_CLIENT_IP_HEADER: 'x-test-client',
    CONTACT_RATE_LIMIT: '1000',
  });
});

afterAll(async () => {
  await site?.stop();
  if (cannotMount === null) execFileSync('umount', ['-l', mount]);
  rmSync(mount, { recursive: true, force: true });
});

const fill = (pages: number) => fillDisk(path.join(mount, 'filler'), pages);

const long = (subject: string) => ({
  ...VALID,
  subject,
  message: `${subject} `.repeat(Math.ceil(3000 / (subject.length + 1))).trim(),
});

function onTmpfs(name: string, test: () => Promise<void>) {
  it(name, async () => {
    if (cannotMount !== null) return; // said so in beforeAll
    await test();
  });
}

describe('the outbox on a tiny disk', () => {
  onTmpfs(
    'nearly full: 503 to the script, the failure page without it, nothing partial kept',
    async () => {
      expect(
        (await postJson(site.url, { ...long('First'), ...humanTiming() }, newClient())).status,
      ).toBe(200);
      const before = readFileSync(outbox);
      fill(1);
      const answer = await postJson(site.url, { ...long('Second'), ...humanTiming() }, newClient());
      expect(answer.status).toBe(503);
      expect(await answer.json()).toMatchObject({ error: 'delivery_failed' });
      const page = await postForm(site.url, { ...long('Third'), leave_empty: '' }, newClient());
      expect(page.status).toBe(503);
      expect(await page.text()).toContain('Your message was not sent');
      expect(readFileSync(outbox)).toEqual(before);

      rmSync(path.join(mount, 'filler'));
      expect(
        (await postJson(site.url, { ...long('Second'), ...humanTiming() }, newClient())).status,
      ).toBe(200);
      expect(readOutbox(outbox).map((record) => record.enquiry.subject)).toEqual([
        'First',
        'Second',
      ]);
    },
  );

  onTmpfs('full: 503, the outbox untouched', async () => {
    const before = readFileSync(outbox);
    fill(0);
    try {
      const answer = await postJson(
        site.url,
        { ...VALID, subject: 'On a full disk', ...humanTiming() },
        newClient(),
      );
      expect(answer.status).toBe(503);
      expect(readFileSync(outbox)).toEqual(before);
    } finally {
      rmSync(path.join(mount, 'filler'));
    }
  });

  onTmpfs(
    'a torn last line: the next enquiry starts a line of its own; staff see both whole ones and the torn line reported',
    async () => {
      appendFileSync(outbox, '{"id":"torn by a crash","enq');
      const answer = await postJson(
        site.url,
        { ...VALID, subject: 'After the crash', ...humanTiming() },
        newClient(),
      );
      expect(answer.status).toBe(200);
      const lines = readFileSync(outbox, 'utf8').split('\n');
      expect(lines.at(-3)).toBe('{"id":"torn by a crash","enq');
      expect(JSON.parse(lines.at(-2)!)).toMatchObject({ enquiry: { subject: 'After the crash' } });

      const listed = execFileSync(process.execPath, [TSX, 'scripts/enquiries.ts', '--json'], {
        cwd: ROOT,
        env: {
          ...process.env,
          CONTACT_OUTBOX: outbox,
          CONTACT_SPAMBOX: path.join(mount, 'spam.jsonl'),
        },
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      const subjects = (JSON.parse(listed) as { enquiry: { subject: string } }[]).map(
        (kept) => kept.enquiry.subject,
      );
      expect(subjects).toEqual(['First', 'Second', 'After the crash']);
      const table = execFileSync(
        'sh',
        ['-c', `"${process.execPath}" "${TSX}" scripts/enquiries.ts 2>&1`],
        {
          cwd: ROOT,
          env: {
            ...process.env,
            CONTACT_OUTBOX: outbox,
            CONTACT_SPAMBOX: path.join(mount, 'spam.jsonl'),
          },
          encoding: 'utf8',
        },
      );
      expect(table).toMatch(/Damaged record \(not whole\) at .*outbox\.jsonl line \d+/);
      expect(table).toContain('After the crash');
    },
  );

  onTmpfs('read-only: 503, nothing kept', async () => {
    const before = readFileSync(outbox);
    execFileSync('mount', ['-o', 'remount,ro', mount]);
    try {
      const answer = await postJson(
        site.url,
        { ...VALID, subject: 'Read-only', ...humanTiming() },
        newClient(),
      );
      expect(answer.status).toBe(503);
    } finally {
      execFileSync('mount', ['-o', 'remount,rw', mount]);
    }
    expect(readFileSync(outbox)).toEqual(before);
    expect((await fetch(`${site.url}/`)).status).toBe(200);
  });
});
