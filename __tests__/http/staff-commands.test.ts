/**
 * The staff commands pointed at a Postgres other than the embedded one (a real PostgreSQL
 * server, as staff point them at the live site's): each names the database first, never its
 * password; what deletes or e-mails asks first (and, with nobody to ask, does nothing without
 * --yes); a deletion at a time of one's choosing only says what it would do; and two addresses
 * that disagree stop everything.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import pg from 'pg';
import { ROOT } from '../../scripts/lib/paths';
import { keepEnquiry } from '../../src/server/enquiries';
import { startPostgres, type RealPostgres } from '../support/postgres';

const execFileAsync = promisify(execFile);
const TSX = require.resolve('tsx/cli', { paths: [ROOT] });

let postgres: RealPostgres;
let pool: pg.Pool;

beforeAll(async () => {
  postgres = await startPostgres();
  pool = new pg.Pool({ connectionString: postgres.url, max: 1 });
  for (const [index, email] of ['ada@example.com', 'bayo@example.com'].entries()) {
    await keepEnquiry(pool, {
      enquiry: {
        firstName: 'A',
        lastName: 'B',
        email,
        phone: '',
        subject: `Kept ${index}`,
        message: 'Hello',
      },
      language: 'en',
      receivedAt: new Date(Date.UTC(2026, 0, 5 + index)),
      key: `staff-${index}`,
      secret: 's'.repeat(32),
      spam: [],
      retention: { enquiryMonths: 24, spamDays: 30 },
      mail: false,
    });
  }
}, 120_000);
afterAll(async () => {
  await pool?.end();
  await postgres?.stop();
});

/** `npm run enquiries -- …` with nobody at a terminal to answer; its output and exit code. */
async function enquiries(args: string[], env: Record<string, string> = {}) {
  try {
    const { stdout, stderr } = await execFileAsync(
      process.execPath,
      [TSX, 'scripts/enquiries.ts', ...args],
      { cwd: ROOT, env: { ...process.env, DATABASE_URL: postgres.url, ...env } },
    );
    return { code: 0, out: stdout + stderr, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, out: failed.stdout + failed.stderr, stderr: failed.stderr };
  }
}
const count = async () =>
  (await pool.query<{ n: number }>('SELECT count(*)::int AS n FROM enquiries')).rows[0]!.n;

it('names the database first (server and name), never its password, and counts right', async () => {
  const { code, out, stderr } = await enquiries([]);
  const { port, password } = new URL(postgres.url);
  expect(code).toBe(0);
  // On stderr, before anything else: an export on stdout stays clean.
  expect(stderr).toMatch(
    new RegExp(
      `^Database: the Postgres at DATABASE_URL \\(127\\.0\\.0\\.1:${port}, database postgres\\)`,
    ),
  );
  expect(out).not.toContain(password);
  expect(out).toContain('2 enquiries; 0 not yet e-mailed. Times are Lagos time.');
  expect(out).toContain('2026-01-05 01:00 (UTC+1)');
});

it('erases nothing without --yes when nobody can be asked', async () => {
  const { code, out } = await enquiries(['erase', 'ada@example.com']);
  expect(code).toBe(1);
  expect(out).toContain('needs --yes');
  expect(await count()).toBe(2);
});

it('says what delete-expired --now would delete, and deletes only with --yes', async () => {
  const asked = await enquiries(['delete-expired', '--now', '2028-01-05T12:00Z']);
  expect(asked.code).toBe(0);
  expect(asked.out).toContain(
    'Past their retention period at 2028-01-05 13:00 (UTC+1): 1 enquiry, 0 flagged as spam and 0 waitlist sign-ups. Nothing deleted',
  );
  expect(await count()).toBe(2);
  const done = await enquiries(['delete-expired', '--now', '2028-01-05T12:00Z', '--yes']);
  expect(done.code).toBe(0);
  expect(await count()).toBe(1);
});

it('corrects and restricts a person on request, each asked first, and logs the correction without the data', async () => {
  expect(
    (await enquiries(['correct', 'bayo@example.com', '--email', 'bayo.new@example.com'])).code,
  ).toBe(1);
  const corrected = await enquiries([
    'correct',
    'bayo@example.com',
    '--email',
    'bayo.new@example.com',
    '--note',
    'request 3',
    '--yes',
  ]);
  expect(corrected.out).toContain('Corrected 1 enquiry and 0 waitlist sign-ups');
  const { rows } = await pool.query<{ email: string; restricted_at: Date | null }>(
    "SELECT email, restricted_at FROM enquiries WHERE subject = 'Kept 1'",
  );
  expect(rows[0]!.email).toBe('bayo.new@example.com');
  const log = await pool.query('SELECT enquiries, note FROM corrections');
  expect(log.rows).toEqual([{ enquiries: 1, note: 'request 3' }]);

  expect((await enquiries(['restrict', 'bayo.new@example.com', '--yes'])).out).toContain(
    'Restricted 1 enquiry',
  );
  const listed = await enquiries([]);
  expect(listed.out).toContain('RESTRICTED since');
  expect((await enquiries(['restrict', 'bayo.new@example.com', '--lift', '--yes'])).out).toContain(
    'Lifted the restriction on 1 enquiry',
  );
});

it('refuses to run when NETLIFY_DB_URL and DATABASE_URL name different databases', async () => {
  const { code, out } = await enquiries([], {
    NETLIFY_DB_URL: 'postgres://someone:secret@db.example.com:5432/site',
  });
  expect(code).toBe(1);
  expect(out).toContain('name different databases');
  expect(out).not.toContain('secret');
});
