/**
 * The database a local server uses, as `npm start` and `npm run serve:netlify` open it: the
 * Postgres DATABASE_URL names (its migrations applied first), or else the embedded one in the
 * data folder, started when none runs there and stopped again when the server stops.
 */
import path from 'node:path';
import type { DatabaseSettings } from '../../src/server/database';
import { poolFor } from '../../src/server/database';
import {
  databaseDir,
  ensureEmbeddedDatabase,
  runningServer,
  stopEmbeddedDatabase,
} from '../../src/server/embedded-database';
import { migrate } from '../../src/server/migrations';
import { ROOT } from './paths';

export type ServingDatabase = {
  /** Its address now (the embedded database's may change if it had to start again). */
  address: () => Promise<string>;
  /** Where it is, for a person. */
  describe: string;
  /** Stops the embedded database, if this opened it by starting it. */
  close: () => Promise<void>;
};

export async function openServingDatabase(settings: DatabaseSettings): Promise<ServingDatabase> {
  const { url, dataDir } = settings;
  if (url) {
    const applied = await migrate(poolFor(url));
    return {
      address: async () => url,
      describe: `DATABASE_URL${applied.length > 0 ? ` (applied ${applied.join(', ')})` : ''}`,
      close: async () => undefined,
    };
  }
  const startedHere = runningServer(databaseDir(dataDir)) === null;
  const address = () => ensureEmbeddedDatabase({ dataDir, root: ROOT });
  return {
    address,
    describe: `embedded (PGlite) in ${path.join(dataDir, 'database')} at ${await address()}`,
    close: async () => {
      if (startedHere) await stopEmbeddedDatabase(dataDir);
    },
  };
}
