import { screen, within } from '@testing-library/react';
import ContactPage, { Head } from '../../../src/pages/contact';
import { formatDayHours } from '../../../src/lib/hours';
import { enquiryFieldSpecs } from '../../../src/server/enquiry-schema';
import { fixture } from '../../support/fixture-content';
import { renderHead, renderPage as renderAnyPage } from '../../support/render';

const { contact, contactPage, hours, company } = fixture;

/** The Contact page with what gatsby-node.ts hands it: the form's fields from the schema. */
const renderPage = () =>
  renderAnyPage(ContactPage, '/contact/', {
    pageContext: { enquiryFields: enquiryFieldSpecs(contactPage.form) },
  });

describe('Contact page', () => {
  it('links to the privacy notice right under the send button', () => {
    renderPage();
    const form = screen.getByRole('form', { name: contactPage.formHeading });
    const link = within(form).getByRole('link', { name: contactPage.form.privacyLink });
    expect(link).toHaveAttribute('href', '/privacy/');
    const send = within(form).getByRole('button', { name: contactPage.form.send });
    // The privacy line is the element that follows the button.
    expect(send.nextElementSibling).toContainElement(link);
  });

  afterEach(() => jest.useRealTimers());

  it('shows the office address, e-mail and phone', () => {
    renderPage();
    const details = screen.getByRole('region', { name: contactPage.detailsHeading });
    const { address } = contact;
    expect(within(details).getByText(new RegExp(address.area))).toHaveTextContent(
      `${address.street}, ${address.area}`,
    );
    expect(within(details).getByText(new RegExp(address.postcode))).toBeVisible();
    expect(within(details).getByRole('link', { name: contact.email })).toHaveAttribute(
      'href',
      `mailto:${contact.email}`,
    );
    expect(
      within(details).getByRole('link', { name: contact.phone.replace(/ /g, '\u00A0') }),
    ).toHaveAttribute('href', `tel:${contact.phone.replace(/ /g, '')}`);
  });

  it('names each detail in the page’s words, and leads to Customer care under the hours', () => {
    renderPage();
    const details = screen.getByRole('region', { name: contactPage.detailsHeading });
    const names = [...details.querySelectorAll('strong')].map((element) => element.textContent);
    const { office, email, phone, whatsapp } = contactPage.details;
    expect(names).toEqual(
      contact.whatsapp ? [office, email, phone, whatsapp] : [office, email, phone],
    );
    const care = screen.getByRole('link', { name: contactPage.care.link });
    expect(care).toHaveAttribute('href', '/customer-care/');
    expect(care.parentElement).toHaveTextContent(
      `${contactPage.care.question} ${contactPage.care.link}`,
    );
  });

  it('shows the business hours as a table, a row a day', () => {
    renderPage();
    const region = screen.getByRole('region', { name: contactPage.hoursHeading });
    const rows = within(within(region).getByRole('table'))
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual(
      hours.days.map(
        (entry) => `${entry.day}${formatDayHours(entry, contactPage.hours.closedDay)}`,
      ),
    );
  });

  it.each([
    // The fixture company: Wednesday 08:30–20:00, Saturday closed, Sunday 12:00–15:00.
    // 18:30 UTC on Wednesday 25 November is 19:30 in Lagos (UTC+1).
    ['2026-11-25T18:30:00Z', contactPage.hours.openNow.replace('{hour}', '8:00 PM')],
    // 17:30 UTC Friday is 18:30 in Lagos: closed until Sunday noon.
    [
      '2026-11-27T17:30:00Z',
      contactPage.hours.opensOn.replace('{day}', 'Sunday').replace('{hour}', '12:00 PM'),
    ],
    // 07:00 UTC Monday is 08:00 in Lagos.
    ['2026-11-23T07:00:00Z', contactPage.hours.opensToday.replace('{hour}', '8:30 AM')],
  ])('at %s says "%s", in Lagos time, in the page’s words', (now, line) => {
    jest.useFakeTimers({ now: new Date(now), doNotFake: ['queueMicrotask'] });
    renderPage();
    expect(screen.getByText(line)).toBeVisible();
  });

  it('has a Find Us placeholder that loads no map', () => {
    const { container } = renderPage();
    const findUs = screen.getByRole('region', { name: 'Find Us' });
    expect(findUs).toHaveTextContent(`${contact.address.area}, ${contact.address.city}`);
    expect(container.querySelector('iframe, img, object, embed')).toBeNull();
  });

  it('has the message form, one h1 and its own title', () => {
    renderPage();
    expect(screen.getByRole('form', { name: contactPage.formHeading })).toBeVisible();
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([
      contactPage.heading,
    ]);
    expect(renderHead(Head, '/contact/').title).toBe(`${contactPage.seo.title} | ${company.name}`);
  });
});
