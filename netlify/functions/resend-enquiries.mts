/**
 * Netlify Scheduled Function: every 10 minutes, e-mails one batch of the enquiries whose e-mail is
 * due (src/server/jobs.ts): a failed one is tried again 10 minutes later, then ever later
 * (src/server/delivery.ts). Scheduled functions run only on the published production deploy, so
 * a deploy preview, whose database is a copy of production's, never resends anything.
 */
import { readConfig } from '../../src/server/config';
import { errorText } from '../../src/server/log';
import { closeDatabases, openDatabase } from '../../src/server/database';
import { resendJob } from '../../src/server/jobs';

export default async function resendEnquiries(): Promise<void> {
  const config = readConfig(process.env);
  try {
    const { pool } = await openDatabase(config.database);
    await resendJob(pool, config);
  } catch (error) {
    // In the log as its kind and message, never the data behind it; the run failed all the same.
    throw new Error(`The job failed: ${errorText(error)}`);
  } finally {
    await closeDatabases();
  }
}

export const config = { schedule: '*/10 * * * *' };
