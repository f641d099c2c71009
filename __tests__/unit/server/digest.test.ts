/**
 * @jest-environment node
 *
 * The weekly digest to sales (a real database and a real mail server): the Monday run sends the
 * last whole week once, and again only when asked; a run over the week in progress says so and
 * leaves the whole week's to go; the figures come from the waitlist's tallies, add up, and do not
 * shrink when someone leaves; enquiries are one count, never a line per typed subject; and
 * `npm run digest -- --preview` writes the e-mail and records nothing.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '../../../scripts/lib/ports';
import { ROOT } from '../../../scripts/lib/paths';
import { placeKey } from '../../../src/lib/coverage';
import { readSiteContent } from '../../../src/content-model/validate-content';
import { readConfig } from '../../../src/server/config';
import { builtDataOf } from '../../../src/server/content-data';
import { weekStarting } from '../../../src/server/digest';
import { erasePerson, keepEnquiry, restrictPerson } from '../../../src/server/enquiries';
import { digestJob } from '../../../src/server/jobs';
import {
  confirmSignUps,
  joinWaitlist,
  leaveWaitlist,
  listWaitlist,
  markServed,
  noticeOutbox,
  type NewSignUp,
} from '../../../src/server/waitlist';
import { emptyTables, startDatabase, type TestDatabase } from '../../support/database';
import { FIXTURE_DIR, FIXTURE_SITE_URL } from '../../support/fixture-content';
import { startMailServer, type MailServer } from '../../support/mail-server';

const execFileAsync = promisify(execFile);
const TSX = path.join(ROOT, 'node_modules/tsx/dist/cli.mjs');

const data = builtDataOf(readSiteContent(FIXTURE_DIR), {
  context: 'production',
  siteUrl: FIXTURE_SITE_URL,
});
/** The week of Monday 23 November 2026, Lagos time (it starts at 23:00 UTC on the 22nd). */
const WEEK = weekStarting('2026-11-23');
const at = (iso: string) => new Date(iso);
/** Monday 30 November, 08:00 in Lagos: the scheduled run after that week. */
const MONDAY_RUN = at('2026-11-30T07:00:00Z');

let db: TestDatabase;
let mail: MailServer;
let port: number;
const config = () => ({
  ...readConfig({}),
  smtp: { url: `smtp://127.0.0.1:${port}`, to: 'sales@example.com', from: 'web@example.com' },
});

beforeAll(async () => {
  db = await startDatabase();
  port = await freePort();
  mail = await startMailServer(port);
}, 120_000);
afterAll(async () => {
  await mail?.close();
  await db?.stop();
});
beforeEach(async () => {
  await emptyTables(db.pool);
  mail.received.length = 0;
  mail.subjects.length = 0;
  jest.spyOn(console, 'log').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

const signUp = (name: string, changes: Partial<NewSignUp> = {}): NewSignUp => ({
  signUp: {
    place: 'Bodija, Ibadan',
    name,
    phone: '',
    email: `${name.toLowerCase().replace(/\W/g, '')}@example.com`,
    audience: 'home',
  },
  language: 'en',
  joinedAt: at('2026-11-24T09:00:00Z'),
  match: { kind: 'region', region: 'Oyo' },
  noticeVersion: '2026-11-01',
  spam: [],
  spamDays: 30,
  ...changes,
});
const inAgege = (name: string): NewSignUp => {
  const base = signUp(name);
  return {
    ...base,
    signUp: { ...base.signUp, place: 'Agege, Lagos' },
    match: { kind: 'region', region: 'Lagos' },
  };
};
const idOf = async (name: string) =>
  (await listWaitlist(db.pool, { spam: true })).find((row) => row.signUp.name === name)!.id;
const lastText = () => String(mail.received.at(-1)?.mail.text);

describe('which week, and how often', () => {
  it('sends the last whole week on Monday, once, and again only when asked', async () => {
    const first = await digestJob(db.pool, config(), data, { now: MONDAY_RUN });
    expect(first).toEqual({ sent: true, week: WEEK, recorded: true });
    expect(mail.subjects).toEqual(['Test digest: 23 to 29 November 2026']);
    expect(lastText()).toMatch(/^23 to 29 November 2026\n/);

    const again = await digestJob(db.pool, config(), data, { now: MONDAY_RUN });
    expect(again).toMatchObject({ sent: false, reason: 'already-sent' });
    expect(mail.received).toHaveLength(1);

    const forced = await digestJob(db.pool, config(), data, { now: MONDAY_RUN, again: true });
    expect(forced).toMatchObject({ sent: true, recorded: true });
    expect(mail.received).toHaveLength(2);
  });

  it('sends the week in progress as it is so far, and the whole week still goes after it', async () => {
    const wednesday = at('2026-11-25T12:00:00Z');
    const early = await digestJob(db.pool, config(), data, { now: wednesday, week: WEEK });
    expect(early).toEqual({ sent: true, week: WEEK, recorded: false });
    expect(mail.subjects).toEqual([
      'Test digest: this week so far, 23 to 25 November 2026 (to 13:00 Lagos time)',
    ]);
    expect(lastText()).toMatch(
      /^This week so far, 23 to 25 November 2026 \(to 13:00 Lagos time\)\n/,
    );
    expect(lastText()).toContain('- Waiting when the week began: 0; now: 0');

    await digestJob(db.pool, config(), data, { now: MONDAY_RUN });
    expect(mail.subjects[1]).toBe('Test digest: 23 to 29 November 2026');
    expect(lastText()).toContain('- Waiting when the week began: 0; when it ended: 0');
  });

  it('sends nothing for a week that has not begun', async () => {
    const next = weekStarting('2026-12-07');
    expect(await digestJob(db.pool, config(), data, { now: MONDAY_RUN, week: next })).toEqual({
      sent: false,
      week: next,
      reason: 'not-begun',
    });
    expect(mail.received).toEqual([]);
  });
});

describe('the figures', () => {
  it('adds up, and does not shrink when people leave or are erased', async () => {
    // The week before: one person waiting when the week begins.
    await joinWaitlist(db.pool, signUp('Early Bird', { joinedAt: at('2026-11-18T09:00:00Z') }));
    await confirmSignUps(db.pool, await idOf('Early Bird'), at('2026-11-18T10:00:00Z'));
    // That week: three join for Bodija, two for Agege; a bot is flagged.
    for (const name of ['Ada Obi', 'Bola Ade', 'Chidi Eze'])
      await joinWaitlist(db.pool, signUp(name));
    await joinWaitlist(db.pool, inAgege('Dayo Musa'));
    await joinWaitlist(db.pool, inAgege('Efe Udo'));
    await joinWaitlist(db.pool, { ...signUp('Bot'), spam: ['honeypot'] });
    // Each person confirms their address by the link (the bot's is never confirmed); one more
    // joins by phone only, and waits unconfirmed to be called.
    for (const name of ['Ada Obi', 'Bola Ade', 'Chidi Eze', 'Dayo Musa', 'Efe Udo']) {
      await confirmSignUps(db.pool, await idOf(name), at('2026-11-24T10:00:00Z'));
    }
    await joinWaitlist(db.pool, {
      ...inAgege('Femi Phone'),
      signUp: { ...inAgege('Femi Phone').signUp, email: '', phone: '0803 000 1111' },
    });
    // Bodija is served: its four are marked, two of them e-mailed; one e-mail fails after it went.
    const servedAt = at('2026-11-26T10:00:00Z');
    await markServed(db.pool, {
      key: placeKey('Bodija, Ibadan'),
      area: 'Bodija',
      region: 'Oyo',
      now: servedAt,
      retentionMonths: 6,
    });
    const outbox = noticeOutbox(db.pool, 6);
    await outbox.handedOver(await idOf('Ada Obi'), servedAt);
    await outbox.handedOver(await idOf('Bola Ade'), servedAt);
    await outbox.handedOver(await idOf('Chidi Eze'), servedAt);
    await outbox.failed(
      await idOf('Chidi Eze'),
      '421 at DATA',
      servedAt,
      at('2026-12-01T00:00:00Z'),
    );
    // One e-mailed person leaves by their link, and one still waiting; one is restricted, then
    // lifted.
    await leaveWaitlist(db.pool, await idOf('Ada Obi'), at('2026-11-27T10:00:00Z'));
    await leaveWaitlist(db.pool, await idOf('Efe Udo'), at('2026-11-27T10:00:00Z'));
    const dayo = { email: 'dayomusa@example.com' };
    await restrictPerson(db.pool, dayo, { restrict: true, now: at('2026-11-27T11:00:00Z') });
    await restrictPerson(db.pool, dayo, { restrict: false, now: at('2026-11-27T12:00:00Z') });

    const expected = [
      'Test waiting by place: 2',
      '- Waiting when the week began: 1; when it ended: 2',
      '- Joined: 6, of them with only a phone number (unconfirmed, to be called): 1',
      '- E-mail addresses confirmed by their owners: 5',
      '- Left the list: 1',
      '- Their place became served: 4',
      '- E-mailed that it is: 2',
      '- Held back on their request (restricted): 1',
      '- Restriction lifted: 1',
      'Lagos: 2 (+2 new)',
    ];
    await digestJob(db.pool, config(), data, { now: MONDAY_RUN });
    const sent = lastText();
    expect(sent.split('\n')).toEqual(expect.arrayContaining(expected));

    // After the week, Dayo's data is erased on request.
    await erasePerson(db.pool, { email: 'dayomusa@example.com' }, { now: MONDAY_RUN });
    await digestJob(db.pool, config(), data, { now: MONDAY_RUN, again: true });
    const lines = lastText().split('\n');
    expect(lines).toEqual(expect.arrayContaining(expected.slice(0, -1)));
    expect(lines).toContain('1 of them is no longer on the list (not shown by place).');
    expect(lines).not.toContain('Lagos: 2 (+2 new)');

    // The following week counts them as left, from where the week before ended.
    await digestJob(db.pool, config(), data, {
      now: at('2026-12-07T07:00:00Z'),
    });
    expect(lastText().split('\n')).toEqual(
      expect.arrayContaining([
        'Test waiting by place: 1',
        '- Waiting when the week began: 2; when it ended: 1',
        '- Left the list: 1',
      ]),
    );
  });

  it('counts enquiries in one number, never a line per subject typed', async () => {
    for (const [index, subject] of ['Fibre for my shop', 'fibre for my SHOP!'].entries()) {
      await keepEnquiry(db.pool, {
        enquiry: {
          firstName: 'Bisi',
          lastName: 'Ade',
          email: 'bisi@example.com',
          phone: '',
          subject,
          message: 'Please call me.',
        },
        language: 'en',
        receivedAt: at(`2026-11-24T09:0${index}:00Z`),
        key: `key-${index}`,
        secret: 's'.repeat(32),
        spam: [],
        retention: { enquiryMonths: 24, spamDays: 30 },
        mail: false,
      });
    }
    await digestJob(db.pool, config(), data, { now: MONDAY_RUN });
    expect(lastText()).toContain('\nTest enquiries: 2\n');
    expect(lastText()).not.toMatch(/fibre for my shop/i);
  });

  it('keeps no personal data in the tallies: a week, a kind and a number', async () => {
    const { rows } = await db.pool.query<{ column_name: string }>(
      `SELECT column_name FROM information_schema.columns
       WHERE table_name = 'waitlist_tallies' ORDER BY ordinal_position`,
    );
    expect(rows.map((row) => row.column_name)).toEqual(['week_start', 'kind', 'count']);
  });
});

describe('npm run digest -- --preview', () => {
  it('writes the e-mail to files and records nothing', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'digest-'));
    try {
      const out = path.join(dir, 'digest.html');
      const { stdout } = await execFileAsync(
        process.execPath,
        [TSX, 'scripts/digest.ts', '--preview', '--out', out, '--week', WEEK.key],
        { cwd: ROOT, env: { ...process.env, DATABASE_URL: db.url } },
      );
      expect(stdout).toContain('nothing was sent or recorded');
      expect(
        ['digest.html', 'digest.txt', 'digest.eml'].map((name) => existsSync(path.join(dir, name))),
      ).toEqual([true, true, true]);
      expect((await db.pool.query('SELECT * FROM digests')).rows).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 30_000);
});
