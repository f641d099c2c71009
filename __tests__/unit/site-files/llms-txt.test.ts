/**
 * @jest-environment node
 */
import { WEEKDAYS, type Weekday } from '../../../src/content-model/content-schema';
import { COVERAGE_TITLE, HOURS_TITLE, llmsTxt } from '../../../src/site-files/llms-txt';
import { formatDayHours } from '../../../src/lib/hours';
import { billingText, installationText, perMonth } from '../../../src/lib/plans';
import { fixture } from '../../support/fixture-content';
import { withinIn } from '../../support/shown-words';

const SITE = 'https://www.example.test';
const text = llmsTxt(fixture, SITE);
const lines = text.split('\n');
/** The list after the line `title:` in the text before the sections. */
const block = (title: string) => {
  const start = lines.indexOf(`${title}:`);
  expect(start).toBeGreaterThan(-1);
  const rest = lines.slice(start + 1);
  const end = rest.findIndex((line, index) => index > 1 && !line.startsWith('- '));
  return rest.slice(0, end).filter(Boolean);
};
/** The lines of the `## heading` section. */
const section = (heading: string) => {
  const start = lines.indexOf(`## ${heading}`);
  expect(start).toBeGreaterThan(-1);
  const end = lines.findIndex((line, index) => index > start && line.startsWith('## '));
  return lines.slice(start + 1, end === -1 ? undefined : end).filter(Boolean);
};

describe('/llms.txt', () => {
  it('follows the convention: the name as the one H1, then a summary in a blockquote', () => {
    expect(lines[0]).toBe(`# ${fixture.company.name}`);
    expect(lines.filter((line) => line.startsWith('# '))).toHaveLength(1);
    expect(lines[2]).toBe(`> ${fixture.company.description}`);
  });

  it('says how to reach the company: address, e-mail, phone, the form; WhatsApp only if it has one', () => {
    const { address, email, phone, whatsapp } = fixture.contact;
    expect(text).toContain(`- E-mail: ${email}`);
    expect(text).toContain(`- Phone: ${phone}`);
    expect(text).toContain(`${address.street}, ${address.area}, ${address.city}`);
    expect(text).toContain(`${SITE}/contact/`);
    expect(text.includes('WhatsApp')).toBe(Boolean(whatsapp));
    const withWhatsApp = llmsTxt(
      { ...fixture, contact: { ...fixture.contact, whatsapp: '+234 800 111 2222' } },
      SITE,
    );
    expect(withWhatsApp).toContain('- WhatsApp: +234 800 111 2222');
  });

  it('gives the hours of every day, days with the same hours together', () => {
    const said = new Map<string, string>();
    for (const line of block(HOURS_TITLE)) {
      const [, first, last, hours] = line.match(/^- (\w+)(?: to (\w+))?: (.+)$/) ?? [];
      const from = WEEKDAYS.indexOf(first as Weekday);
      const to = last ? WEEKDAYS.indexOf(last as Weekday) : from;
      expect(from).toBeGreaterThan(-1);
      for (const day of WEEKDAYS.slice(from, to + 1)) said.set(day, hours!);
    }
    expect(Object.fromEntries(said)).toEqual(
      Object.fromEntries(fixture.hours.days.map((day) => [day.day, formatDayHours(day)])),
    );
  });

  it('links every service to its place on the Services page, with its summary', () => {
    const services = section('Services');
    for (const service of fixture.services.core) {
      expect(services).toContain(
        `- [${service.title}](${SITE}/services/#${service.slug}): ${service.summary}`,
      );
    }
    expect(services).toHaveLength(
      fixture.services.core.length + fixture.services.additional.length,
    );
  });

  it('lists where the network reaches, and links the search and the way to ask for a connection', () => {
    const areas = block(COVERAGE_TITLE);
    expect(areas).toEqual(
      fixture.coverage.regions.map((region) => `- ${region.name}: ${region.areas.join(', ')}`),
    );
    const links = section('Coverage').join('\n');
    expect(links).toContain(`${SITE}/coverage/`);
    expect(links).toContain(
      `${SITE}/contact/?subject=Connection+request%3A+${encodeURIComponent(fixture.coverage.regions[0]!.areas[0]!).replace(/%20/g, '+')}#contact-form`,
    );
  });

  it('has only lists of links in its sections, as the convention has them', () => {
    const firstSection = lines.findIndex((line) => line.startsWith('## '));
    for (const line of lines.slice(firstSection).filter(Boolean)) {
      expect(line).toMatch(/^(## .+|- \[[^\]]+\]\(https?:\/\/[^)\s]+\)(: .+)?)$/);
    }
  });

  it('links the four pages, the privacy notice, and the plans, coverage, installation, customer care and status pages', () => {
    expect(section('Pages').map((line) => line.match(/\]\(([^)]+)\)/)?.[1])).toEqual([
      `${SITE}/`,
      `${SITE}/about/`,
      `${SITE}/services/`,
      `${SITE}/contact/`,
      `${SITE}/privacy/`,
      `${SITE}/plans/`,
      `${SITE}/coverage/`,
      `${SITE}/installation/`,
      `${SITE}/customer-care/`,
      `${SITE}/status/`,
    ]);
    // The installation page's line carries the promised time, from the promised times.
    expect(section('Pages').join('\n')).toContain(
      `Installation ${withinIn(fixture.everyPage.times, fixture.promises.installation)} of payment.`,
    );
  });

  it('gives every plan with its speeds, price per month, billing, installation and data terms', () => {
    const plans = section('Plans and prices');
    for (const plan of fixture.plans.plans) {
      const line = plans.find((entry) => entry.startsWith(`- [${plan.name}](${SITE}/plans/): `));
      expect(line).toBeDefined();
      const { prices, card } = fixture.plans;
      expect(line).toContain(
        `${perMonth(plan.price, prices)}, ${billingText(plan.price, plan.billing, prices).toLowerCase()}`,
      );
      expect(line).toContain(installationText(plan.installation, card).toLowerCase());
      expect(line).toContain(plan.dataTerms);
      expect(line!.includes('available in')).toBe(Boolean(plan.availability));
    }
    expect(plans.join('\n')).toContain(`${SITE}/plans/#questions`);
  });

  it('keeps the content’s words as words: Markdown characters in it are escaped', () => {
    const odd = llmsTxt(
      { ...fixture, company: { ...fixture.company, name: 'Fibre *Star* [Lagos]' } },
      SITE,
    );
    expect(odd.split('\n')[0]).toBe('# Fibre \\*Star\\* \\[Lagos\\]');
  });
});
