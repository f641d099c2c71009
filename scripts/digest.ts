/**
 * The weekly digest to sales (src/server/digest.tsx), by hand: sent now, or written to files to
 * look at. Its wording is the content as it is now (content/waitlist.yaml); its figures are the
 * site's database (DATABASE_URL, or the embedded one in the data folder), named first.
 *
 *   npm run digest -- --preview [--out FILE] [--week 2026-11-30]
 *        writes the e-mail: FILE (default exports/digest-preview.html, to open in a browser),
 *        FILE's .txt (the plain-text part) and FILE's .eml (the whole message, as a mail program
 *        opens it), readable by their owner only
 *   npm run digest [-- --week 2026-11-30]
 *        sends it to CONTACT_TO (once per week, as the Monday job does)
 *
 * Without --week, the week is the last whole one (Monday to Sunday, Lagos time).
 */
import { parseArgs } from 'node:util';
import { readConfig } from '../src/server/config';
import { developmentData } from '../src/server/content-data';
import { closeDatabases, openDatabase } from '../src/server/database';
import { digestData, digestMail, digestText, lastWeek, weekStarting } from '../src/server/digest';
import { digestJob } from '../src/server/jobs';
import { composeMail } from '../src/server/mail';
import { SITE_URL } from '../src/site-files/site-url';
import { writeStaffFile } from './lib/staff-output';

const USAGE = `Usage: npm run digest -- --preview [--out FILE] [--week YYYY-MM-DD]
       npm run digest [-- --week YYYY-MM-DD]`;

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      preview: { type: 'boolean' },
      out: { type: 'string' },
      week: { type: 'string' },
      help: { type: 'boolean' },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const week = values.week ? weekStarting(values.week) : lastWeek(new Date());
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
    const digest = await digestData(pool, week);
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
    console.log(`Wrote the digest of the week of ${week.key} to ${written.join(', ')}.`);
    return;
  }
  const result = await digestJob(pool, config, data, { week });
  if (!result.sent) {
    console.log(`Not sent: ${result.reason}.`);
    if (result.reason !== 'already-sent') process.exitCode = 1;
  }
}

main()
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    console.error(USAGE);
    process.exitCode = 1;
  })
  .finally(() => closeDatabases());
