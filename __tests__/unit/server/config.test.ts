/**
 * @jest-environment node
 */
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  netlifyDeliveryWarning,
  netlifySecretProblem,
  readConfig,
} from '../../../src/server/config';
import { secretFile, siteSecret } from '../../../src/server/secret';

describe('contact settings', () => {
  it('defaults to the embedded database in data/, 5 a minute per client, 3 s minimum', () => {
    expect(readConfig({})).toEqual({
      database: { url: null, dataDir: 'data' },
      smtp: null,
      rateLimit: { max: 5, windowMs: 60_000 },
      minSubmitMs: 3000,
      clientIpHeader: null,
      secret: null,
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

  it('trusts a client address header only when told to (on Netlify, a function is handed the address)', () => {
    expect(readConfig({ SITE_ID: 'abc' }).clientIpHeader).toBeNull();
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

describe('the site’s key (SITE_SECRET)', () => {
  const key = 'k'.repeat(32);

  it('takes SITE_SECRET, and none shorter than 32 characters', () => {
    expect(readConfig({ SITE_SECRET: ` ${key} ` }).secret).toBe(key);
    expect(readConfig({ SITE_SECRET: key.slice(1) }).secret).toBeNull();
    expect(readConfig({ SITE_SECRET: '' }).secret).toBeNull();
  });

  it('stops a Netlify build without one, naming it', () => {
    expect(netlifySecretProblem({ NETLIFY: 'true' })).toMatch(/without SITE_SECRET/);
    expect(netlifySecretProblem({ NETLIFY: 'true', SITE_SECRET: 'short' })).toMatch(/SITE_SECRET/);
    expect(netlifySecretProblem({ NETLIFY: 'true', SITE_SECRET: key })).toBeNull();
    expect(netlifySecretProblem({})).toBeNull();
  });

  it('on a machine of one’s own, makes one in the data folder once, readable by its owner only', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'site-secret-'));
    try {
      const config = readConfig({ SITE_DATA_DIR: dataDir });
      const made = siteSecret(config, {});
      expect(made.length).toBeGreaterThanOrEqual(32);
      expect(siteSecret(config, {})).toBe(made);
      expect(readFileSync(secretFile(dataDir), 'utf8').trim()).toBe(made);
      expect(statSync(secretFile(dataDir)).mode & 0o777).toBe(0o600);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('on Netlify, makes none: a function without SITE_SECRET fails, saying so', () => {
    expect(() => siteSecret(readConfig({}), { SITE_ID: 'abc' })).toThrow(/SITE_SECRET is not set/);
  });
});
