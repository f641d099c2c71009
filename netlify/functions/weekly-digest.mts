/**
 * Netlify Scheduled Function: every Monday at 07:00 UTC (08:00 in Lagos, which keeps UTC+1 all
 * year), e-mails sales the digest of the week before (src/server/digest.tsx), with the wording
 * the build wrote (netlify/built-data.js). The week is claimed in the database first, so it goes
 * once however many runs there are.
 */
import '../built-data.js';
import { builtData } from '../../src/server/built-data';
import { readConfig } from '../../src/server/config';
import { errorText } from '../../src/server/log';
import { closeDatabases, openDatabase } from '../../src/server/database';
import { digestJob } from '../../src/server/jobs';

export default async function weeklyDigest(): Promise<void> {
  const data = builtData();
  if (!data) throw new Error('netlify/built-data.js was not written by the build.');
  const config = readConfig(process.env);
  try {
    const { pool } = await openDatabase(config.database);
    await digestJob(pool, config, data);
  } catch (error) {
    // In the log as its kind and message, never the data behind it; the run failed all the same.
    throw new Error(`The job failed: ${errorText(error)}`);
  } finally {
    await closeDatabases();
  }
}

export const config = { schedule: '0 7 * * 1' };
