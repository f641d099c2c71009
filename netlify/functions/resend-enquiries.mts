/**
 * Netlify Scheduled Function: every hour, e-mails one batch of the enquiries whose e-mail failed
 * when they were sent (src/server/resend-job.ts). Deployed beside the site's own function; reads
 * the same Netlify Blobs store and the same CONTACT_* settings.
 */
import { getStore } from '@netlify/blobs';
import { readConfig } from '../../src/server/config';
import { resendJob } from '../../src/server/resend-job';
import { BLOB_STORE_NAME, BlobsStore } from '../../src/server/store';

export default async function resendEnquiries(): Promise<void> {
  const store = new BlobsStore(getStore({ name: BLOB_STORE_NAME, consistency: 'strong' }));
  await resendJob(store, readConfig(process.env));
}

export const config = { schedule: '@hourly' };
