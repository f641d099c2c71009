import { screen, within } from '@testing-library/react';
import ContactPage, { Head } from '../../src/pages/contact';
import { enquiryFieldSpecs } from '../../src/server/enquiry-schema';
import { renderHead, renderPage as renderAnyPage } from '../helpers/render';

/** The Contact page with what gatsby-node.ts hands it: the form's fields from the schema. */
const renderPage = (page: typeof ContactPage, path: string) =>
  renderAnyPage(page, path, { pageContext: { enquiryFields: enquiryFieldSpecs() } });

describe('Contact page', () => {
  afterEach(() => jest.useRealTimers());

  it('shows the office address, e-mail and phone', () => {
    renderPage(ContactPage, '/contact/');
    const details = screen.getByRole('region', { name: 'Get in touch' });
    expect(within(details).getByText(/Victoria Island/)).toHaveTextContent(
      'Plot 0, Example Crescent, Victoria Island',
    );
    expect(within(details).getByText(/Lagos 101241/)).toBeVisible();
    expect(within(details).getByRole('link', { name: 'info@ziralink.example' })).toHaveAttribute(
      'href',
      'mailto:info@ziralink.example',
    );
    expect(within(details).getByRole('link', { name: /^\+234\s700\s000\s0000$/ })).toHaveAttribute(
      'href',
      'tel:+2347000000000',
    );
  });

  it('shows the business hours as a table', () => {
    renderPage(ContactPage, '/contact/');
    const table = within(screen.getByRole('region', { name: 'Business hours' })).getByRole('table');
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'Monday9:00 AM – 6:00 PM',
      'Tuesday9:00 AM – 6:00 PM',
      'Wednesday9:00 AM – 6:00 PM',
      'Thursday9:00 AM – 6:00 PM',
      'Friday9:00 AM – 6:00 PM',
      'Saturday10:00 AM – 4:00 PM',
      'SundayClosed',
    ]);
  });

  it.each([
    // 09:30 UTC is 10:30 in Lagos (UTC+1), a Wednesday.
    ['2026-11-25T09:30:00Z', 'Open now · closes at 6:00 PM'],
    // 17:30 UTC Saturday is 18:30 in Lagos: closed until Monday.
    ['2026-11-28T17:30:00Z', 'Closed now · opens Monday at 9:00 AM'],
    // 07:30 UTC Monday is 08:30 in Lagos.
    ['2026-11-23T07:30:00Z', 'Closed now · opens today at 9:00 AM'],
  ])('at %s says "%s", in Lagos time', (now, line) => {
    jest.useFakeTimers({ now: new Date(now), doNotFake: ['queueMicrotask'] });
    renderPage(ContactPage, '/contact/');
    expect(screen.getByText(line)).toBeVisible();
  });

  it('has a Find Us placeholder that loads no map', () => {
    const { container } = renderPage(ContactPage, '/contact/');
    const findUs = screen.getByRole('region', { name: 'Find Us' });
    expect(findUs).toHaveTextContent('Victoria Island, Lagos');
    expect(container.querySelector('iframe, img, object, embed')).toBeNull();
  });

  it('has the message form, one h1 and its own title', () => {
    renderPage(ContactPage, '/contact/');
    expect(screen.getByRole('form', { name: 'Send us a message' })).toBeVisible();
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([
      'Contact us',
    ]);
    expect(renderHead(Head, '/contact/').title).toBe('Contact us | Ziralink Networks');
  });
});
