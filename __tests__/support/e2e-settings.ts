import { tmpdir } from 'node:os';
import path from 'node:path';
import { portFromEnv } from '../../scripts/lib/ports';

/**
 * Port of the production server the browser tests run against: E2E_PORT, or a free one chosen
 * when Playwright reads its configuration (its workers inherit it).
 */
export const E2E_PORT = portFromEnv('E2E_PORT');

/** The data folder of the e2e server: its embedded database keeps the enquiries the tests send. */
export const E2E_DATA_DIR = path.join(tmpdir(), `site-e2e-${E2E_PORT}`);
