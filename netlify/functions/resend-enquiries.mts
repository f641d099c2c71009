/**
 * Netlify Scheduled Function: every hour, e-mails one batch of the enquiries whose e-mail has not
 * gone (src/server/jobs.ts). Scheduled functions run only on the published production deploy, so
 * a deploy preview, whose database is a copy of production's, never resends anything.
 */
import { readConfig } from '../../src/server/config';
import { closeDatabases, openDatabase } from '../../src/server/database';
import { resendJob } from '../../src/server/jobs';

export default async function resendEnquiries(): Promise<void> {
  const config = readConfig(process.env);
  try {
    const { pool } = await openDatabase(config.database);
    await resendJob(pool, config);
  } finally {
    await closeDatabases();
  }
}

export const config = { schedule: '@hourly' };
