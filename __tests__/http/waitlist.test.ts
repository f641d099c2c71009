/**
 * The waitlist over HTTP, on the real production server (`gatsby serve`) with a database of its
 * own and a real SMTP server on loopback: joining (twice is one row, with the same answer),
 * refusals that keep nothing, then what happens when staff add the area and publish: the hourly
 * notifier e-mails each person once, the signed link takes them off the list, and the weekly
 * digest counts it all. The notifier and the digest are given the built data a rebuilt site
 * would carry (the built content with the area added), as their scheduled functions are.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { parse } from 'csv-parse/sync';
import { ROOT } from '../../scripts/lib/paths';
import { freePort } from '../../scripts/lib/ports';
import type { RunningSite } from '../../scripts/lib/site-server';
import { readConfig } from '../../src/server/config';
import { BODY_LIMITS } from '../../src/server/request-body';
import { builtDataOf } from '../../src/server/content-data';
import { CONTENT_DIR } from '../../src/content-model/content-dir';
import { loadContentDir } from '../../src/content-model/validate-content';
import { poolFor } from '../../src/server/database';
import { lastWeek } from '../../src/server/digest';
import { digestJob, waitlistJob } from '../../src/server/jobs';
import { listWaitlist } from '../../src/server/waitlist';
import { startSiteWithDatabase } from '../support/database';
import { newClient } from '../support/enquiries';
import { startMailServer, type MailServer } from '../support/mail-server';
import { monthly } from '../support/shown-words';
import { escapeRegExp, site as content, siteIn } from '../support/site-content';

/** Text as the page's HTML writes it. */
const inHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/\u00a0/g, '&nbsp;');

const SALES = 'sales@example.com';
const SECRET = 'a-test-secret-that-is-long-enough-0123456789';
const execFileAsync = promisify(execFile);
const TSX = path.join(ROOT, 'node_modules/tsx/dist/cli.mjs');

const region = content.coverage.regions[0]!;
/** A place nobody serves, in a city the list names. */
const AREA = 'Zzyzx Gardens';
const PLACE = `${AREA}, ${region.name}`;

const person = (extra: Record<string, string> = {}) => ({
  place: PLACE,
  name: 'Ngozi Eze',
  phone: '',
  email: 'ngozi@example.com',
  audience: 'home',
  consent: 'yes',
  elapsedMs: '60000',
  leave_empty: '',
  ...extra,
});

function postJson(url: string, body: unknown, headers: Record<string, string>) {
  return fetch(`${url}/api/waitlist`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
    redirect: 'manual',
  });
}

function postForm(url: string, fields: Record<string, string>, headers: Record<string, string>) {
  return fetch(`${url}/api/waitlist`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
}

let site: RunningSite;
let smtp: MailServer;
let env: Record<string, string>;

const rows = async () => listWaitlist(poolFor(site.databaseUrl), { spam: true });

beforeAll(async () => {
  const port = await freePort();
  smtp = await startMailServer(port);
  env = {
    CONTACT_SMTP_URL: `smtp://127.0.0.1:${port}`,
    CONTACT_TO: SALES,
    CONTACT_FROM: 'website@example.com',
    CONTACT_CLIENT_IP_HEADER: 'x-test-client',
    SITE_SECRET: SECRET,
  };
  site = await startSiteWithDatabase(env);
}, 120_000);

afterAll(async () => {
  await site?.stop();
  await smtp?.close();
});

beforeEach(async () => {
  await poolFor(site.databaseUrl).query(
    'TRUNCATE waitlist, waitlist_tallies, digests, mail_limits',
  );
  smtp.received.length = 0;
});

describe('joining', () => {
  it('keeps one row for one person and place, and answers a repeat exactly like a new sign-up', async () => {
    const client = newClient();
    const first = await postJson(site.url, person(), client);
    const again = await postJson(
      site.url,
      person({ email: 'Ngozi@EXAMPLE.com', place: `  ${PLACE.toUpperCase()} ` }),
      client,
    );
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(await again.text()).toBe(await first.text());

    const kept = await rows();
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatchObject({
      signUp: { place: PLACE, name: 'Ngozi Eze', email: 'ngozi@example.com', audience: 'home' },
      // The place as typed, and the city the coverage search matched it to.
      match: { kind: 'region', region: region.name },
      noticeVersion: content.privacy.updated,
      served: null,
    });
    expect(kept[0]!.consentAt).toBe(kept[0]!.joinedAt);
  });

  it('keeps one row for one phone number however it is written, by form post too', async () => {
    const client = newClient();
    const byPhone = person({ email: '', phone: '+234 803 123 4567' });
    const json = await postJson(site.url, byPhone, client);
    const form = await postForm(site.url, { ...byPhone, phone: '0803 123 4567' }, client);
    expect(json.status).toBe(200);
    expect(form.status).toBe(303);
    expect(form.headers.get('location')).toBe('/waitlist/thanks/#joined');
    expect(await rows()).toHaveLength(1);
  });

  it('refuses a sign-up without consent, or without a phone or an e-mail, and keeps nothing', async () => {
    const client = newClient();
    const noConsent = await postJson(site.url, person({ consent: '' }), client);
    expect(noConsent.status).toBe(400);
    expect(await noConsent.json()).toMatchObject({
      error: 'invalid',
      fields: { consent: expect.any(String) },
    });
    const noWay = await postJson(site.url, person({ email: '', phone: '' }), client);
    expect(noWay.status).toBe(400);
    expect(await noWay.json()).toMatchObject({ fields: { phone: expect.any(String) } });
    expect(await rows()).toEqual([]);
  });

  it('gives a visitor without JavaScript the waitlist page again, filled in, with the error', async () => {
    const response = await postForm(site.url, person({ consent: '' }), newClient());
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const page = await response.text();
    expect(page).toContain(`value="${PLACE}"`);
    expect(page).toContain('value="Ngozi Eze"');
    expect(page).toMatch(/id="waitlist-consent-error"[^>]*>[^<]+</);
    expect(page).not.toMatch(/<script/i);
    expect(await rows()).toEqual([]);
  });

  it('answers a place we serve with the next step, with and without JavaScript, and keeps nothing', async () => {
    const served = { area: region.areas[0]!, region: region.name };
    const place = `${served.area}, ${served.region}`;
    const subject = new URLSearchParams({ subject: `Connection request: ${place}` }).toString();
    const json = await postJson(site.url, person({ place }), newClient());
    expect(json.status).toBe(409);
    expect(await json.json()).toMatchObject({ error: 'already_served', ...served });

    const form = await postForm(site.url, person({ place }), newClient());
    expect(form.status).toBe(409);
    const page = await form.text();
    const { servedTitle, servedLink } = content.waitlist.form;
    expect(page).toContain(servedTitle.replace('{place}', place));
    expect(page).toContain(
      `<a href="/contact/?${subject.replace(/&/g, '&amp;')}#contact-form">${servedLink}</a>`,
    );
    expect(page).toContain(`value="${place}"`);
    expect(await rows()).toEqual([]);
  });

  it('keeps the language of the page it came from and answers in it, English when none is named', async () => {
    const client = newClient();
    const joined = await postForm(site.url, person({ language: 'ha' }), client);
    expect(joined.status).toBe(303);
    expect(joined.headers.get('location')).toBe('/ha/waitlist/thanks/#joined');
    const refused = await postForm(site.url, person({ language: 'ha', consent: '' }), client);
    expect(refused.status).toBe(400);
    // The Hausa waitlist page again, its notice in the Hausa words (marked so where translated).
    const page = await refused.text();
    expect(page).toMatch(/<html[^>]* lang="ha"/);
    const hausa = siteIn('ha').waitlist.form.answers;
    const english = content.waitlist.form.answers;
    const said = (text: string, translated: boolean) =>
      new RegExp(
        `<(strong|span|a)[^>]*${translated ? ' lang="ha"' : ''}[^>]*>${escapeRegExp(inHtml(text))}</`,
      );
    expect(page).toMatch(said(hausa.checkTitle, hausa.checkTitle !== english.checkTitle));
    expect(page).toMatch(said(hausa.checkLead, hausa.checkLead !== english.checkLead));
    expect(page).toMatch(said(hausa.goTo, hausa.goTo !== english.goTo));
    const other = await postJson(site.url, person({ place: `Agege, ${region.name}` }), client);
    expect(other.status).toBe(200);
    expect((await rows()).map((row) => [row.signUp.place, row.language])).toEqual([
      [PLACE, 'ha'],
      [`Agege, ${region.name}`, 'en'],
    ]);
    // Staff see it: in the list, and in the spreadsheet's own column.
    const waitlist = async (...args: string[]) =>
      (
        await execFileAsync(process.execPath, [TSX, 'scripts/enquiries.ts', 'waitlist', ...args], {
          cwd: ROOT,
          env: { ...process.env, DATABASE_URL: site.databaseUrl },
        })
      ).stdout;
    const list = await waitlist();
    expect(list).toContain('Language: Hausa (the page it came from)');
    // Not on the list until the owner of the address confirms it (this site sends no e-mail).
    expect(list).toContain('NOT CONFIRMED: the confirmation e-mail has not gone yet');
    const table = parse(await waitlist('--csv'), { bom: true, columns: true }) as Record<
      string,
      string
    >[];
    expect(table.map((row) => row.language).sort()).toEqual(['en', 'ha']);
    expect(table.map((row) => row.confirmed_at)).toEqual(['', '']);
  });

  it('refuses a language the site has no pages in, and keeps nothing', async () => {
    const response = await postJson(site.url, person({ language: 'fr' }), newClient());
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: 'bad_language' });
    expect(await rows()).toEqual([]);
  });

  it('refuses a body over the limit on the bytes that arrive, and keeps nothing', async () => {
    const response = await postJson(
      site.url,
      person({ name: 'x'.repeat(BODY_LIMITS.maxBytes) }),
      newClient(),
    );
    expect(response.status).toBe(413);
    expect(await rows()).toEqual([]);
  });

  it('limits how often one client joins, new sign-ups and repeats alike', async () => {
    const client = newClient();
    const statuses: number[] = [];
    for (let index = 0; index < 6; index += 1) {
      statuses.push((await postJson(site.url, person(), client)).status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    expect(await rows()).toHaveLength(1);
  });

  it('flags a sign-up sent too fast, keeps it apart and answers it like any other', async () => {
    const response = await postJson(site.url, person({ elapsedMs: '200' }), newClient());
    expect(response.status).toBe(200);
    const [kept] = await rows();
    expect(kept?.spam).toEqual(['too-fast']);
  });
});

describe('once the area is served', () => {
  /** The built data of a site rebuilt after staff added AREA to the first city. */
  const published = (context = 'production') => {
    const { translations } = loadContentDir(CONTENT_DIR);
    const data = builtDataOf(content, { context, siteUrl: site.url, translations });
    data.coverage.regions = data.coverage.regions.map((entry) =>
      entry.name === region.name ? { ...entry, areas: [...entry.areas, AREA] } : entry,
    );
    return data;
  };
  const config = () => readConfig(env);

  /**
   * The hourly job on the live site before the area is served, which sends the confirmations a
   * local site's endpoint does not; then each owner opens the link in theirs and presses the
   * button.
   */
  async function confirmByMail() {
    const unserved = builtDataOf(content, { context: 'production', siteUrl: site.url });
    await waitlistJob(poolFor(site.databaseUrl), config(), unserved);
    for (const { mail } of smtp.received.splice(0)) {
      const link = /(https?:\/\/\S+\/api\/confirm-waitlist\?\S+)/.exec(mail.text ?? '')?.[1];
      expect((await fetch(link!, { method: 'POST' })).status).toBe(200);
    }
  }

  /**
   * Opens a leave link, which deletes nothing (a mail scanner opens links too), and presses the
   * page's button.
   */
  async function pressLeave(link: string) {
    const opened = await fetch(link, { redirect: 'manual' });
    expect(opened.status).toBe(200);
    const before = (await rows()).length;
    const action = /<form method="post" action="([^"]+)"/.exec(await opened.text())?.[1];
    expect(await rows()).toHaveLength(before);
    return fetch(new URL(action!.replace(/&amp;/g, '&'), site.url), {
      method: 'POST',
      redirect: 'manual',
    });
  }

  async function joinBoth() {
    const client = newClient();
    await postJson(site.url, person(), client);
    await postJson(
      site.url,
      person({ name: 'Musa Bello', email: '', phone: '0805 555 0101', audience: 'business' }),
      client,
    );
    await confirmByMail();
  }

  it('asks the owner of an address typed in several times once, with nothing that was typed, and lists it only once confirmed', async () => {
    const bait = 'Click www.evil.example to confirm your account';
    const client = newClient();
    for (const [place, email] of [
      [PLACE, 'victim@example.com'],
      [`${AREA} Estate, ${region.name}`, 'victim@example.com'],
      ['Qwxz Town', 'Victim@Example.com'],
      [PLACE, 'victim+1@example.com'],
      [PLACE, 'victim+2@example.com'],
    ] as const) {
      const response = await postJson(site.url, person({ place, email, name: bait }), client);
      expect(response.status).toBe(200);
    }
    const unserved = builtDataOf(content, { context: 'production', siteUrl: site.url });
    const pool = poolFor(site.databaseUrl);
    const first = await waitlistJob(pool, config(), unserved);
    expect(first.confirmations).toEqual({ sent: 1, failed: 0, waiting: 4 });
    await waitlistJob(pool, config(), unserved);
    expect(smtp.received).toHaveLength(1);
    const { mail, envelopeTo, raw } = smtp.received[0]!;
    expect(envelopeTo).toEqual(['victim@example.com']);
    expect(mail.subject).toBe(content.waitlist.confirm.subject);
    expect(`${raw}`).not.toMatch(/evil|Zzyzx/i);
    // The place as the coverage list names it: the city it matched.
    expect(mail.text).toContain(content.waitlist.confirm.placeLine.replace('{place}', region.name));
    expect(await rows()).toHaveLength(5);
    expect((await rows()).every((row) => row.confirmedAt === null)).toBe(true);

    // Opening the link shows a button and changes nothing; pressing it confirms the address.
    const link = /(https?:\/\/\S+\/api\/confirm-waitlist\?\S+)/.exec(mail.text ?? '')![1]!;
    const opened = await fetch(link);
    expect(opened.status).toBe(200);
    const page = await opened.text();
    expect(page).toContain(`<button type="submit">${content.waitlist.confirm.pageButton}</button>`);
    expect((await rows()).every((row) => row.confirmedAt === null)).toBe(true);
    const changed = link.replace(/t=([^&.]+)\.[^&]+/, 't=$1.forged');
    expect((await fetch(changed, { method: 'POST' })).status).toBe(400);
    const pressed = await fetch(link, { method: 'POST' });
    expect(pressed.status).toBe(200);
    expect(await pressed.text()).toContain(content.waitlist.confirm.doneTitle);
    const kept = await rows();
    expect(
      kept
        .filter((row) => row.confirmedAt !== null)
        .map((row) => row.signUp.place)
        .sort(),
    ).toEqual([`${AREA} Estate, ${region.name}`, 'Qwxz Town', PLACE].sort());
    // The +1 and +2 addresses were never confirmed: they go after a week.
    expect(kept.filter((row) => row.confirmedAt === null)).toHaveLength(2);
  });

  it('e-mails each person with an address once, with the plans and a link to ask for a connection', async () => {
    await joinBoth();
    const pool = poolFor(site.databaseUrl);
    const first = await waitlistJob(pool, config(), published());
    expect(first).toMatchObject({ servedPlaces: 1, toEmail: 1, toCall: 1, delivery: { sent: 1 } });
    expect(smtp.received).toHaveLength(1);
    const [{ envelopeTo, mail, raw }] = smtp.received as [MailServer['received'][number]];
    expect(envelopeTo).toEqual(['ngozi@example.com']);
    expect(mail.subject).toContain(AREA);
    // The plans sold wherever the network reaches (none is sold in the test's own new area only).
    for (const plan of content.plans.plans) {
      expect(mail.text?.includes(`- ${plan.name}: `)).toBe(!plan.availability?.length);
    }
    // Nothing typed into the form: whoever typed the address may not be its owner.
    expect(`${mail.text} ${mail.html}`).not.toContain('Ngozi');
    expect(mail.html).toContain(`${site.url}/contact/`);
    // The mail program's own "unsubscribe" button is the same one click (RFC 8058).
    const headers = raw.slice(0, raw.indexOf('\r\n\r\n')).replace(/\r\n[ \t]+/g, ' ');
    expect(headers).toMatch(/^To: ngozi@example\.com\r$/m);
    expect(headers).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r$/m);
    expect(headers).toMatch(/^List-Unsubscribe: <https?:\/\/\S+\/api\/leave-waitlist\?t=\S+>\r$/m);

    const again = await waitlistJob(pool, config(), published());
    expect(again).toMatchObject({ servedPlaces: 0, delivery: { sent: 0 } });
    expect(smtp.received).toHaveLength(1);

    const kept = await rows();
    expect(kept.find((row) => row.signUp.email)?.notifiedAt).not.toBeNull();
    // The one who gave only a phone number is marked served, to be called.
    expect(kept.find((row) => !row.signUp.email)?.served?.area).toBe(AREA);
  });

  it('e-mails in the language of the page the person joined from, plans in its words (English where the live site has no such pages)', async () => {
    await postJson(site.url, person({ language: 'ha' }), newClient());
    await confirmByMail();
    const data = published();
    await waitlistJob(poolFor(site.databaseUrl), config(), data);
    expect(smtp.received).toHaveLength(1);
    const { mail } = smtp.received[0]!;
    const lang = data.languages.includes('ha') ? 'ha' : 'en';
    const words = siteIn(lang);
    expect(mail.subject).toBe(`${words.waitlist.email.subject} ${AREA}, ${region.name}`);
    expect(mail.text).toContain(`${words.waitlist.email.greeting},`);
    // It says its language once its text is translated.
    const said = words.waitlist.email.body === content.waitlist.email.body ? 'en' : lang;
    expect(mail.html).toMatch(new RegExp(`<html lang="${said}">`));
    // Each plan's price and billing in the language's words for them.
    const [plan] = words.plans.plans;
    expect(mail.text).toContain(monthly(words.plans, plan!.price));
    // The contact form it leads to is the one in that language.
    expect(mail.html).toContain(`${site.url}${lang === 'en' ? '' : `/${lang}`}/contact/`);
    // Its leave link lands on the page that says so in the language they joined in, where the
    // site has it (the running site's own build); a second click, on the English one.
    const link = /(https?:\/\/\S+\/api\/leave-waitlist\?t=\S+)/.exec(mail.text ?? '')?.[1];
    const left = await pressLeave(link!);
    expect(left.status).toBe(303);
    expect(left.headers.get('location')).toBe('/ha/waitlist/left/#left');
    expect(await rows()).toEqual([]);
    const again = await pressLeave(link!);
    expect(again.headers.get('location')).toBe('/waitlist/left/#left');
  });

  it('e-mails everyone else when the mail server refuses one address, and that one waits its own time', async () => {
    const client = newClient();
    // The refused address joined first: it is the first the notifier tries.
    await postJson(site.url, person({ name: 'Nobody', email: 'nobody@example.com' }), client);
    for (const name of ['Ada Obi', 'Bayo Ade']) {
      const email = `${name.split(' ')[0]!.toLowerCase()}@example.com`;
      await postJson(site.url, person({ name, email }), client);
    }
    await confirmByMail();
    const port = await freePort();
    const refusing = await startMailServer(port, {
      refuse: (address) => address === 'nobody@example.com',
    });
    try {
      const settings = readConfig({ ...env, CONTACT_SMTP_URL: `smtp://127.0.0.1:${port}` });
      const pool = poolFor(site.databaseUrl);
      const first = await waitlistJob(pool, settings, published());
      expect(first.delivery).toEqual({ sent: 2, failed: 1, undeliverable: 0, untried: 0 });
      expect(refusing.received.map((mail) => mail.envelopeTo)).toEqual([
        ['ada@example.com'],
        ['bayo@example.com'],
      ]);
      // The refused one waits its own time: the next run sends nothing and tries nobody.
      const next = await waitlistJob(pool, settings, published());
      expect(next.delivery).toEqual({ sent: 0, failed: 0, undeliverable: 0, untried: 0 });
      const refused = (await rows()).find((row) => row.signUp.email === 'nobody@example.com');
      expect(refused).toMatchObject({ attempts: 1, notifiedAt: null, undeliverableAt: null });
    } finally {
      await refusing.close();
    }
  });

  it('sends nothing, and marks nothing, from a deploy preview', async () => {
    await joinBoth();
    const result = await waitlistJob(
      poolFor(site.databaseUrl),
      config(),
      published('deploy-preview'),
    );
    expect(result).toMatchObject({ servedPlaces: 1, delivery: { sent: 0 }, toEmail: 0 });
    expect(result.held).toMatch(/not the live site/);
    expect(smtp.received).toEqual([]);
    expect((await rows()).every((row) => row.served === null)).toBe(true);
  });

  it('takes the person off the list with the signed link in the e-mail, and nobody with a changed one', async () => {
    await joinBoth();
    await waitlistJob(poolFor(site.databaseUrl), config(), published());
    const text = smtp.received[0]!.mail.text ?? '';
    const link = /(https?:\/\/\S+\/api\/leave-waitlist\?t=\S+)/.exec(text)?.[1];
    expect(link).toBeDefined();

    const changed = new URL(link!);
    changed.searchParams.set('t', `${changed.searchParams.get('t')!.slice(0, -2)}xx`);
    const refused = await fetch(changed, { redirect: 'manual' });
    expect(refused.status).toBe(303);
    expect(refused.headers.get('location')).toBe('/waitlist/left/');
    expect(await rows()).toHaveLength(2);

    const left = await pressLeave(link!);
    expect(left.status).toBe(303);
    expect(left.headers.get('location')).toBe('/waitlist/left/#left');
    const kept = await rows();
    expect(kept.map((row) => row.signUp.name)).toEqual(['Musa Bello']);
  });

  it('counts it all in the weekly digest, with HTML bars and a plain-text part', async () => {
    await joinBoth();
    const pool = poolFor(site.databaseUrl);
    await waitlistJob(pool, config(), published());
    smtp.received.length = 0;
    // The week that holds now, so far (which week goes when: __tests__/unit/server/digest.test.ts).
    const week = lastWeek(new Date(Date.now() + 7 * 86_400_000));
    expect(await digestJob(pool, config(), published(), { week })).toMatchObject({ sent: true });

    const { envelopeTo, mail } = smtp.received[0]!;
    expect(envelopeTo).toEqual([SALES]);
    const words = content.waitlist.digest;
    expect(mail.text).toContain(words.servedHeading);
    expect(mail.text).toContain('- Their place became served: 2\n- E-mailed that it is: 1\n');
    expect(mail.text).toContain('Musa Bello, 0805 555 0101');
    expect(mail.html).toContain('Musa Bello');
    expect(mail.html).not.toMatch(/<script|<img/i);
  }, 60_000);
});
