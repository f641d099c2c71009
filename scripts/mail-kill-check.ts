/**
 * Duplicates under kill -9 (prints figures; not a timed test): how many enquiries reach sales
 * twice when the process sending them is killed while a slow mail server takes its time.
 *
 * Keeps ENQUIRIES enquiries (82 by default) in a new embedded database, as the site keeps them
 * with the mail server down. Then, against a real SMTP server on loopback that answers each
 * message ANSWER_MS after it has it all (1,500 ms by default, as a busy server filtering spam
 * does), it runs `npm run enquiries -- resend` and kills it (SIGKILL) at a random moment within
 * its first KILL_WITHIN_MS (3,000 ms), again and again; before each run the claims and waits of
 * the run before are ended, as time would end them. Once a run finishes unkilled, it counts the
 * messages the server took per enquiry (X-Enquiry-Id) and prints: kept, received, enquiries
 * received twice or more, and enquiries never received.
 *
 *   npm run check:mail-kill
 *   ENQUIRIES=200 ANSWER_MS=3000 npm run check:mail-kill
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { ensureEmbeddedDatabase, stopEmbeddedDatabase } from '../src/server/embedded-database';
import { ROOT } from './lib/paths';
import { freePort } from './lib/ports';

const ENQUIRIES = Number(process.env.ENQUIRIES ?? 82);
const ANSWER_MS = Number(process.env.ANSWER_MS ?? 1500);
const KILL_WITHIN_MS = Number(process.env.KILL_WITHIN_MS ?? 3000);
const KILLS = Number(process.env.KILLS ?? 12);
const TSX = path.join(ROOT, 'node_modules/tsx/dist/cli.mjs');

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'mail-kill-'));
  const url = await ensureEmbeddedDatabase({ dataDir, root: ROOT });
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  const received = new Map<string, number>();
  const port = await freePort();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.once('end', () => {
        const id = /^X-Enquiry-Id: (\S+)/im.exec(raw)?.[1] ?? 'unknown';
        // Taken once it has it all, whatever becomes of the answer.
        received.set(id, (received.get(id) ?? 0) + 1);
        setTimeout(callback, ANSWER_MS);
      });
    },
  });
  server.on('error', () => undefined);
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const env = {
    ...process.env,
    SITE_DATA_DIR: dataDir,
    CONTACT_SMTP_URL: `smtp://127.0.0.1:${port}`,
    CONTACT_TO: 'sales@example.com',
  };
  try {
    // Kept as the site keeps them, each waiting for its e-mail.
    const keep = spawn(
      process.execPath,
      [
        TSX,
        '-e',
        `const { keepEnquiry } = require('./src/server/enquiries');
         const pg = require('pg');
         (async () => {
           const pool = new pg.Pool({ connectionString: ${JSON.stringify(url)} });
           for (let i = 0; i < ${ENQUIRIES}; i++) {
             const input = { enquiry: { firstName: 'A', lastName: 'B', email: 'a@example.com', phone: '', subject: 'Kill ' + i, message: 'Hello' },
               language: 'en', receivedAt: new Date(Date.now() - 3600e3 + i), key: 'kill-' + i, spam: [],
               retention: { enquiryMonths: 24, spamDays: 30 }, mail: true };
             await keepEnquiry(pool, { ...input, secret: 's'.repeat(32) });
           }
           await pool.end();
         })();`,
      ],
      { cwd: ROOT, stdio: 'inherit' },
    );
    await new Promise((resolve) => keep.once('exit', resolve));
    const columns = (
      await pool.query<{ name: string }>(
        "SELECT column_name AS name FROM information_schema.columns WHERE table_name = 'enquiries'",
      )
    ).rows.map((row) => row.name);
    const due = async () => {
      // Time passes: claims run out, and waits after a failure are over.
      await pool.query(
        `UPDATE enquiries SET claimed_until = NULL${columns.includes('next_attempt_at') ? ', next_attempt_at = NULL' : ''} WHERE sent_at IS NULL`,
      );
      return (
        await pool.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM enquiries WHERE notify AND sent_at IS NULL',
        )
      ).rows[0]!.n;
    };
    let kills = 0;
    for (let run = 0; run < 200 && (await due()) > 0; run += 1) {
      const resend = spawn(
        process.execPath,
        [TSX, 'scripts/enquiries.ts', 'resend', '--batch', String(ENQUIRIES)],
        // A group of its own: tsx runs the script in a child process, which must die with it.
        { cwd: ROOT, env, stdio: 'ignore', detached: true },
      );
      const killAt = run < KILLS ? 500 + Math.random() * KILL_WITHIN_MS : Number.POSITIVE_INFINITY;
      const timer = Number.isFinite(killAt)
        ? setTimeout(() => {
            kills += 1;
            process.kill(-resend.pid!, 'SIGKILL');
          }, killAt)
        : undefined;
      await new Promise((resolve) => resend.once('exit', resolve));
      clearTimeout(timer);
    }
    // The last answers come in after their delay.
    await new Promise((resolve) => setTimeout(resolve, ANSWER_MS + 500));
    const ids = (await pool.query<{ id: string }>('SELECT id FROM enquiries')).rows.map(
      (row) => row.id,
    );
    const twice = ids.filter((id) => (received.get(id) ?? 0) > 1).length;
    const never = ids.filter((id) => !received.has(id)).length;
    const total = [...received.values()].reduce((sum, n) => sum + n, 0);
    console.log(
      [
        `Mail server answering ${ANSWER_MS} ms after each message; resend killed -9 ${kills} times.`,
        `Enquiries kept:              ${ids.length}`,
        `Messages the server took:    ${total}`,
        `Enquiries received twice+:   ${twice}`,
        `Enquiries never received:    ${never}`,
      ].join('\n'),
    );
    if (twice > 0 || never > 0) process.exitCode = 1;
  } finally {
    await pool.end();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await stopEmbeddedDatabase(dataDir);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
