/**
 * /llms.txt: the site in brief for language-model agents, in the llms.txt convention
 * (https://llmstxt.org): an H1 with the company's name, a one-paragraph summary in a blockquote,
 * plain facts, then sections of links with a note each. Built from the content files, like every
 * page, so it says what the site says.
 */
import { formatDayHours } from '../lib/hours';
import { contactFormHref } from '../lib/contact-links';
import { COVERAGE_PATH, PLANS_PATH, QUESTIONS_ANCHOR } from '../lib/anchors';
import { CARE_PATH, INSTALLATION_PATH, within } from '../lib/promises';
import { STATUS_PATH } from '../lib/service-status';
import { connectionSubject } from '../lib/coverage';
import { billingText, installationText, perMonth, planSubject, speed } from '../lib/plans';
import type { SiteContent } from '../content-model/content-schema';

/** Text as Markdown reads it literally (content is prose, not markup). */
const plain = (text: string) =>
  text
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/([\\`*_[\]<>#|])/g, '\\$1');

/** Days with the same hours, one after another, as one line: "Monday to Friday: 9:00 AM – 6:00 PM". */
function hoursLines(days: SiteContent['hours']['days']): string[] {
  const runs: { first: string; last: string; hours: string }[] = [];
  for (const day of days) {
    const hours = formatDayHours(day);
    const run = runs.at(-1);
    if (run && run.hours === hours) run.last = day.day;
    else runs.push({ first: day.day, last: day.day, hours });
  }
  return runs.map(({ first, last, hours }) =>
    first === last ? `- ${first}: ${hours}` : `- ${first} to ${last}: ${hours}`,
  );
}

export const HOURS_TITLE = 'Business hours, Lagos time (WAT, UTC+1)';
export const COVERAGE_TITLE = 'Where the network reaches';

/** /llms.txt for the site's content, with links on `siteUrl`. */
export function llmsTxt(content: SiteContent, siteUrl: string): string {
  const { company, contact, hours, services, coverage, plans, faq } = content;
  const url = (path: string) => new URL(path, siteUrl).href;
  const link = (title: string, path: string, note?: string) =>
    `- [${plain(title)}](${url(path)})${note ? `: ${plain(note)}` : ''}`;
  const { address } = contact;
  const example = coverage.regions[0]?.areas[0] ?? address.area;

  return [
    `# ${plain(company.name)}`,
    '',
    `> ${plain(company.description)}`,
    '',
    plain(company.tagline),
    '',
    // Facts first, as the convention's free text; the `##` sections after them are lists of links.
    'How to reach us:',
    '',
    `- Office: ${plain([address.street, address.area, `${address.city} ${address.postcode}`, address.state, address.country].join(', '))}`,
    `- E-mail: ${contact.email}`,
    `- Phone: ${contact.phone}`,
    ...(contact.whatsapp ? [`- WhatsApp: ${contact.whatsapp}`] : []),
    `- Enquiries: the contact form at ${url('/contact/')}, answered by the sales team`,
    '',
    `${HOURS_TITLE}:`,
    '',
    ...hoursLines(hours.days),
    '',
    `${COVERAGE_TITLE}:`,
    '',
    ...coverage.regions.map(
      (region) => `- ${plain(region.name)}: ${region.areas.map(plain).join(', ')}`,
    ),
    '',
    '## Services',
    '',
    ...services.core.map((service) =>
      link(service.title, `/services/#${service.slug}`, service.summary),
    ),
    ...services.additional.map((service) => link(service.title, '/services/', service.description)),
    '',
    '## Plans and prices',
    '',
    ...plans.plans.map((plan) =>
      link(
        plan.name,
        PLANS_PATH,
        [
          `for ${plan.audience === 'home' ? 'homes' : 'businesses'}, ${speed(plan.download)} down and ${speed(plan.upload)} up`,
          `${perMonth(plan.price, plans.prices)}, ${billingText(plan.price, plan.billing, plans.prices).toLowerCase()}`,
          installationText(plan.installation, plans.card).toLowerCase(),
          `data: ${plan.data} (${plan.dataTerms})`,
          `included: ${plan.included.join(', ')}`,
          ...(plan.availability?.length ? [`available in ${plan.availability.join(', ')}`] : []),
        ].join('; '),
      ),
    ),
    link(
      'Ask about a plan',
      contactFormHref(planSubject(plans.plans[0]?.name ?? '')),
      `the contact form with the subject "${planSubject('…')}" and the plan's name`,
    ),
    link(
      faq.heading,
      `${PLANS_PATH}#${QUESTIONS_ANCHOR}`,
      faq.questions.map((entry) => entry.question).join(' '),
    ),
    '',
    '## Coverage',
    '',
    link('Areas we serve', COVERAGE_PATH, 'the areas above, with a search by area'),
    link(
      'Ask for a connection',
      contactFormHref(connectionSubject(example)),
      `the contact form with the subject "${connectionSubject(example)}"; put the area in question in the subject`,
    ),
    '',
    '## Pages',
    '',
    link('Home', '/', content.home.seo.description),
    link('About', '/about/', content.about.seo.description),
    link('Services', '/services/', content.servicesPage.seo.description),
    link('Contact', '/contact/', content.contactPage.seo.description),
    link('Privacy notice', '/privacy/', content.privacy.seo.description),
    link(content.plans.seo.title, PLANS_PATH, content.plans.seo.description),
    link(content.coveragePage.seo.title, COVERAGE_PATH, content.coveragePage.seo.description),
    link(
      content.installation.seo.title,
      INSTALLATION_PATH,
      `${content.installation.seo.description} Installation ${within(content.promises.installation, content.everyPage.times)} of payment.`,
    ),
    link(content.care.seo.title, CARE_PATH, content.care.seo.description),
    link(content.statusPage.seo.title, STATUS_PATH, content.statusPage.seo.description),
    '',
  ].join('\n');
}
