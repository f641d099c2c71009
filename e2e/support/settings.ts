import { tmpdir } from 'node:os';
import path from 'node:path';

/** Port of the production server the browser tests run against. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 9200);

/** The outbox the e2e server writes enquiries to. */
export const E2E_OUTBOX = path.join(tmpdir(), `site-e2e-${E2E_PORT}`, 'outbox.jsonl');
export const E2E_SPAMBOX = path.join(tmpdir(), `site-e2e-${E2E_PORT}`, 'spam.jsonl');
