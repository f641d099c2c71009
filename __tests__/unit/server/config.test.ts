/**
 * @jest-environment node
 */
import {
  netlifyDeliveryWarning,
  netlifyWaitlistWarning,
  readConfig,
} from '../../../src/server/config';

describe('contact settings', () => {
  it('defaults to the embedded database in data/, 5 a minute per client, 3 s minimum', () => {
    expect(readConfig({})).toEqual({
      database: { url: null, dataDir: 'data' },
      smtp: null,
      rateLimit: { max: 5, windowMs: 60_000 },
      minSubmitMs: 3000,
      clientIpHeader: null,
      waitlistSecret: null,
    });
  });

  it('takes a Postgres of its own from DATABASE_URL, and the data folder from SITE_DATA_DIR', () => {
    expect(
      readConfig({ DATABASE_URL: ' postgres://site@db.example/site ', SITE_DATA_DIR: '/srv/site' })
        .database,
    ).toEqual({ url: 'postgres://site@db.example/site', dataDir: '/srv/site' });
  });

  it('uses SMTP only when both the server and the recipient are set', () => {
    expect(readConfig({ CONTACT_SMTP_URL: 'smtp://mail.example:587' }).smtp).toBeNull();
    expect(
      readConfig({ CONTACT_SMTP_URL: 'smtp://mail.example:587', CONTACT_TO: 'sales@example.com' })
        .smtp,
    ).toEqual({
      url: 'smtp://mail.example:587',
      to: 'sales@example.com',
      from: 'sales@example.com',
    });
  });

  it('trusts Netlify’s client address header on Netlify only', () => {
    expect(readConfig({ SITE_ID: 'abc' }).clientIpHeader).toBe('x-nf-client-connection-ip');
    expect(readConfig({ CONTACT_CLIENT_IP_HEADER: 'X-Real-IP' }).clientIpHeader).toBe('x-real-ip');
  });

  it('ignores nonsense numbers', () => {
    expect(readConfig({ CONTACT_RATE_LIMIT: 'lots', CONTACT_MIN_SUBMIT_MS: '-5' })).toMatchObject({
      rateLimit: { max: 5 },
      minSubmitMs: 3000,
    });
    // A limit of 0 would refuse every enquiry, a window of 0 would turn the limit off.
    expect(
      readConfig({
        CONTACT_RATE_LIMIT: '0',
        CONTACT_RATE_WINDOW_SECONDS: '0',
        CONTACT_MIN_SUBMIT_MS: '0',
      }),
    ).toMatchObject({ rateLimit: { max: 5, windowMs: 60_000 }, minSubmitMs: 0 });
  });

  it('warns loudly when a Netlify build has no SMTP settings: kept, but nobody notified', () => {
    expect(netlifyDeliveryWarning({ NETLIFY: 'true' })).toMatch(
      /ENQUIRIES ARE KEPT, BUT NOBODY IS NOTIFIED/,
    );
    expect(
      netlifyDeliveryWarning({
        NETLIFY: 'true',
        CONTACT_SMTP_URL: 'smtp://x',
        CONTACT_TO: 'a@b.co',
      }),
    ).toBeNull();
    expect(netlifyDeliveryWarning({})).toBeNull();
  });
});

describe('the waitlist’s leave links', () => {
  const key = 'k'.repeat(32);

  it('signs them with WAITLIST_SECRET, and takes none shorter than 32 characters', () => {
    expect(readConfig({ WAITLIST_SECRET: ` ${key} ` }).waitlistSecret).toBe(key);
    expect(readConfig({ WAITLIST_SECRET: key.slice(1) }).waitlistSecret).toBeNull();
    expect(readConfig({ WAITLIST_SECRET: '' }).waitlistSecret).toBeNull();
  });

  it('warns loudly when a Netlify build has no secret: sign-ups kept, nobody e-mailed', () => {
    expect(netlifyWaitlistWarning({ NETLIFY: 'true' })).toMatch(/NOBODY WILL BE E-MAILED/);
    expect(netlifyWaitlistWarning({ NETLIFY: 'true', WAITLIST_SECRET: 'short' })).toMatch(
      /WAITLIST_SECRET/,
    );
    expect(netlifyWaitlistWarning({ NETLIFY: 'true', WAITLIST_SECRET: key })).toBeNull();
    expect(netlifyWaitlistWarning({})).toBeNull();
  });
});
