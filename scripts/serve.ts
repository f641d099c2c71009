/**
 * Serves the built site as `npm start` does: the database first, then `gatsby serve` on
 * 127.0.0.1 (pages and the functions), and the jobs Netlify runs on a schedule (the hourly resend
 * of unsent e-mail and waitlist notifier, the Monday digest to sales at 07:00 UTC, the daily
 * deletion of what is past its retention period). The jobs read the content as it is now.
 *
 *   npm run serve                 at http://localhost:9000 (PORT=9100 npm run serve for another)
 *
 * The database is DATABASE_URL when set (its migrations are applied first), otherwise the
 * embedded one in the data folder (SITE_DATA_DIR, default data/), started here if it is not
 * running and stopped again on exit.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { readConfig } from '../src/server/config';
import { closeDatabases, poolFor } from '../src/server/database';
import { developmentData } from '../src/server/content-data';
import { digestJob, resendJob, retentionJob, waitlistJob } from '../src/server/jobs';
import { errorText } from '../src/server/log';
import { SITE_URL } from '../src/site-files/site-url';
import { ROOT } from './lib/paths';
import { openServingDatabase } from './lib/serving-database';

/** The jobs' clock: every 10 minutes (the resend's schedule), six times an hour. */
const TICK = 10 * 60_000;
const TICKS_AN_HOUR = 6;

async function main(): Promise<void> {
  const port = Number(process.env.PORT ?? 9000);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new Error(`PORT=${process.env.PORT} is not a port number.`);
  }
  const config = readConfig(process.env);
  const database = await openServingDatabase(config.database);
  console.log(`Database: ${database.describe}`);

  const site = spawn(
    path.join(ROOT, 'node_modules/.bin/gatsby'),
    ['serve', '--host', '127.0.0.1', '--port', String(port)],
    { cwd: ROOT, stdio: 'inherit', env: { ...process.env, GATSBY_TELEMETRY_DISABLED: '1' } },
  );

  // What Netlify's scheduled functions do on the live site, on the same schedule: the resend
  // every 10 minutes, the waitlist every hour, the digest on Monday mornings, retention daily.
  const runJobs = async (tick: number) => {
    try {
      const pool = poolFor(await database.address());
      await resendJob(pool, config);
      if (tick % TICKS_AN_HOUR !== 0) return;
      const data = developmentData(SITE_URL);
      await waitlistJob(pool, config, data);
      // Netlify's schedule for the digest: Mondays at 07:00 UTC (08:00 in Lagos). One hourly run
      // falls in that hour; the week is claimed, so it goes once however often this runs.
      const now = new Date();
      if (now.getUTCDay() === 1 && now.getUTCHours() === 7) await digestJob(pool, config, data);
      if (tick % (24 * TICKS_AN_HOUR) === 0) await retentionJob(pool);
    } catch (error) {
      console.error('A scheduled job failed; it runs again at its next time:', errorText(error));
    }
  };
  void runJobs(0);
  let ticks = 0;
  const timer = setInterval(() => {
    ticks += 1;
    void runJobs(ticks);
  }, TICK);
  // A client now and then, so the embedded database stays up while the site runs (it stops
  // itself a while after its last client).
  const keepAlive = setInterval(() => {
    void (async () => poolFor(await database.address()).query('SELECT 1'))().catch(
      (error: unknown) => console.error('The database did not answer:', errorText(error)),
    );
  }, 60_000);

  const stop = async (code: number) => {
    clearInterval(timer);
    clearInterval(keepAlive);
    site.kill('SIGTERM');
    await closeDatabases();
    await database.close();
    process.exit(code);
  };
  process.on('SIGINT', () => void stop(0));
  process.on('SIGTERM', () => void stop(0));
  site.on('exit', (code) => void stop(code ?? 1));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
