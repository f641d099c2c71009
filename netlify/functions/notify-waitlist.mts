/**
 * Netlify Scheduled Function: every hour, tells the waitlist when the published coverage list
 * serves its areas (src/server/waitlist-notify.ts): one "now available" e-mail per person with an
 * address, never twice. The coverage list, plans and wording are the build's (netlify/built-data.js,
 * written by gatsby-node's onPostBuild), never content/ read at run time. Scheduled functions run
 * only on the published production deploy; the notifier also checks the build's deploy context,
 * so a preview's copy of the database is never e-mailed from.
 */
import '../built-data.js';
import { builtData } from '../../src/server/built-data';
import { readConfig } from '../../src/server/config';
import { errorText } from '../../src/server/log';
import { closeDatabases, openDatabase } from '../../src/server/database';
import { waitlistJob } from '../../src/server/jobs';

export default async function notifyWaitlist(): Promise<void> {
  const data = builtData();
  if (!data) throw new Error('netlify/built-data.js was not written by the build.');
  const config = readConfig(process.env);
  try {
    const { pool } = await openDatabase(config.database);
    await waitlistJob(pool, config, data);
  } catch (error) {
    // In the log as its kind and message, never the data behind it; the run failed all the same.
    throw new Error(`The job failed: ${errorText(error)}`);
  } finally {
    await closeDatabases();
  }
}

export const config = { schedule: '@hourly' };
