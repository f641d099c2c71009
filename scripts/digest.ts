/**
 * The weekly digest to sales (src/server/digest.tsx), by hand: sent now, or written to files to
 * look at. Its wording is the content as it is now (content/waitlist.yaml); its figures are the
 * site's database (DATABASE_URL, or the embedded one in the data folder), named first.
 *
 *   npm run digest -- --preview [--out FILE] [--week 2026-11-30]
 *        writes the e-mail: FILE (default exports/digest-preview.html, to open in a browser),
 *        FILE's .txt (the plain-text part) and FILE's .eml (the whole message, as a mail program
 *        opens it), readable by their owner only; records nothing
 *   npm run digest [-- --week 2026-11-30] [--force]
 *        sends it to CONTACT_TO: a whole week once (as the Monday job does; --force sends one
 *        already sent again), the week in progress as it is so far (not recorded as sent)
 *
 * Without --week, the week is the last whole one (Monday to Sunday, Lagos time).
 */
import { parseArgs } from 'node:util';
import { readConfig } from '../src/server/config';
import { developmentData } from '../src/server/content-data';
import { closeDatabases, openDatabase } from '../src/server/database';
import {
  digestData,
  digestMail,
  digestSentAt,
  digestText,
  lastWeek,
  weekStarting,
} from '../src/server/digest';
import { digestJob } from '../src/server/jobs';
import { composeMail } from '../src/server/mail';
import { SITE_URL } from '../src/site-files/site-url';
import { writeStaffFile } from './lib/staff-output';

const USAGE = `Usage: npm run digest -- --preview [--out FILE] [--week YYYY-MM-DD]
       npm run digest [-- --week YYYY-MM-DD] [--force]`;

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      preview: { type: 'boolean' },
      out: { type: 'string' },
      week: { type: 'string' },
      force: { type: 'boolean' },
      help: { type: 'boolean' },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const now = new Date();
  const week = values.week ? weekStarting(values.week) : lastWeek(now);
  const config = readConfig(process.env);
  const data = developmentData(SITE_URL);
  const { pool, describe } = await openDatabase(config.database);
  console.error(`Database: ${describe}`);

  if (values.preview) {
    const base = (values.out ?? 'digest-preview.html').replace(/\.html?$/, '');
    const at = (extension: string) => {
      const name = `${base}.${extension}`;
      return values.out === undefined ? { name } : { name, out: name };
    };
    const digest = await digestData(pool, week, now);
    const message = digestMail(digest, data, {
      from: config.smtp?.from ?? 'website@example.invalid',
      to: config.smtp?.to ?? 'sales@example.invalid',
    });
    const html = at('html');
    const written = [
      writeStaffFile(html.name, String(message.html), html.out),
      writeStaffFile(at('txt').name, digestText(digest, data), at('txt').out),
      writeStaffFile(at('eml').name, (await composeMail(message)).raw, at('eml').out),
    ];
    const sentAt = await digestSentAt(pool, week);
    console.log(
      `Wrote the digest of the week of ${week.key}${digest.until ? ' so far' : ''} to ${written.join(', ')}; nothing was sent or recorded${sentAt ? ` (this week's digest went on ${sentAt.toISOString()})` : ''}.`,
    );
    return;
  }
  const result = await digestJob(pool, config, data, { now, week, again: values.force === true });
  if (result.sent) {
    console.log(
      result.recorded
        ? `Sent the digest of the week of ${week.key}.`
        : `Sent the digest of the week of ${week.key} so far; the whole week's still goes after it ends.`,
    );
  } else if (result.reason === 'already-sent') {
    const sentAt = await digestSentAt(pool, week);
    console.log(
      `Not sent: the digest of the week of ${week.key} went already${sentAt ? ` (${sentAt.toISOString()})` : ' (or another run is sending it)'}; --force sends it again.`,
    );
  } else {
    console.log(
      result.reason === 'not-begun'
        ? `Not sent: the week of ${week.key} has not begun.`
        : `Not sent: ${result.reason}.`,
    );
    process.exitCode = 1;
  }
}

main()
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    console.error(USAGE);
    process.exitCode = 1;
  })
  .finally(() => closeDatabases());
