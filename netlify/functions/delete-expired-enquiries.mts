/**
 * Netlify Scheduled Function: every day, deletes the enquiries and flagged spam whose retention
 * period (the privacy notice's, when each arrived) has ended (src/server/jobs.ts).
 */
import { readConfig } from '../../src/server/config';
import { errorText } from '../../src/server/log';
import { closeDatabases, openDatabase } from '../../src/server/database';
import { retentionJob } from '../../src/server/jobs';

export default async function deleteExpiredEnquiries(): Promise<void> {
  try {
    const { pool } = await openDatabase(readConfig(process.env).database);
    await retentionJob(pool);
  } catch (error) {
    // In the log as its kind and message, never the data behind it; the run failed all the same.
    throw new Error(`The job failed: ${errorText(error)}`);
  } finally {
    await closeDatabases();
  }
}

export const config = { schedule: '@daily' };
