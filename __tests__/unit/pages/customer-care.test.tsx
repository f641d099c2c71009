import { screen, within } from '@testing-library/react';
import CarePage, { Head } from '../../../src/pages/customer-care';
import { STATUS_PATH } from '../../../src/lib/service-status';
import { fixture, type Fixture } from '../../support/fixture-content';
import { withinIn } from '../../support/shown-words';
import { renderHead, renderPage } from '../../support/render';

const { care, promises, contact, company, everyPage } = fixture;
const withinTime = (time: (typeof promises)['reply']) => withinIn(everyPage.times, time);
const { names } = care.channels;
const WHATSAPP = '+234 802 555 0101';
const withWhatsApp = (content: Fixture) => ({
  ...content,
  contactYaml: { ...(content.contactYaml as object), whatsapp: WHATSAPP },
});

describe('Customer care page', () => {
  it('says how to complain on each channel, from the contact details', () => {
    renderPage(CarePage, '/customer-care/', { content: withWhatsApp });
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([
      care.heading,
    ]);
    const channels = screen.getByRole('region', { name: care.channels.heading });
    expect(
      within(channels)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual([names.whatsapp, names.phone, names.email, names.office]);
    expect(
      within(channels).getByRole('link', {
        name: new RegExp(`^${fixture.everyPage.chat.label}: `),
      }),
    ).toHaveAttribute('href', expect.stringMatching(/^https:\/\/wa\.me\/2348025550101\?text=/));
    expect(within(channels).getByRole('link', { name: contact.email })).toHaveAttribute(
      'href',
      `mailto:${contact.email}`,
    );
    expect(channels).toHaveTextContent(contact.address.street);
    expect(within(channels).getByRole('link', { name: care.channels.hoursLink })).toHaveAttribute(
      'href',
      '/contact/',
    );
  });

  it('leaves WhatsApp out without a number', () => {
    renderPage(CarePage, '/customer-care/');
    const channels = screen.getByRole('region', { name: care.channels.heading });
    expect(within(channels).queryByRole('heading', { name: names.whatsapp })).toBeNull();
  });

  it('lists the complaint steps, and the promised times from the promised times file', () => {
    renderPage(CarePage, '/customer-care/');
    const steps = screen.getByRole('region', { name: care.steps.heading });
    expect(
      within(steps)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(care.steps.items);
    const times = screen.getByRole('region', { name: care.promises.heading });
    const rows = within(times)
      .getAllByRole('row')
      .map((row) => [
        within(row).getByRole('rowheader').textContent,
        within(row).getByRole('cell').textContent,
      ]);
    expect(rows).toEqual([
      [care.promises.acknowledgement, withinTime(promises.acknowledgement)],
      [care.promises.resolution, withinTime(promises.resolution)],
      [care.promises.faultRepair, withinTime(promises.faultRepair)],
      [care.promises.installation, withinTime(promises.installation)],
    ]);
    // Under the times, the sentence that leads to the status page, its link where it puts it.
    const outage = within(times).getByRole('link', { name: care.promises.outageLink });
    expect(outage).toHaveAttribute('href', STATUS_PATH);
    expect(outage.closest('p')).toHaveTextContent(
      care.promises.outage.replace('{link}', care.promises.outageLink),
    );
  });

  it('says what to do when a promise is not kept, and how to escalate to the NCC', () => {
    renderPage(CarePage, '/customer-care/');
    const notMet = screen.getByRole('region', { name: care.notMet.heading });
    for (const paragraph of care.notMet.paragraphs) {
      expect(within(notMet).getByText(paragraph)).toBeVisible();
    }
    const ncc = screen.getByRole('region', { name: care.ncc.heading });
    expect(ncc).toHaveTextContent(care.ncc.text);
    expect(ncc).toHaveTextContent(care.ncc.address);
    expect(within(ncc).getByRole('link', { name: care.ncc.email })).toHaveAttribute(
      'href',
      `mailto:${care.ncc.email}`,
    );
    expect(
      within(ncc).getByRole('link', { name: care.ncc.phone.replace(/ /g, '\u00a0') }),
    ).toHaveAttribute('href', `tel:${care.ncc.phone.replace(/ /g, '')}`);
    expect(
      within(ncc).getByRole('link', { name: care.ncc.website.replace('https://', '') }),
    ).toHaveAttribute('href', care.ncc.website);
    // Each detail named by the page's words.
    expect(
      within(ncc)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual([
      care.ncc.labels.phone,
      care.ncc.labels.email,
      care.ncc.labels.address,
      care.ncc.labels.website,
    ]);
  });

  it('has its own title', () => {
    expect(renderHead(Head, '/customer-care/').title).toBe(`${care.seo.title} | ${company.name}`);
  });
});
