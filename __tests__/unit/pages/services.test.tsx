import { screen, within } from '@testing-library/react';
import ServicesPage, { Head } from '../../../src/pages/services';
import { fixture } from '../../support/fixture-content';
import { plansLinkName } from '../../support/shown-words';
import { renderHead, renderPage } from '../../support/render';
import { askFormHref } from '../../../src/lib/contact-links';

const { services, servicesPage, company, plans } = fixture;

describe('Services page', () => {
  it.each(['Fiber Optic Services', 'Cloud Computing', 'Tech Solutions'])(
    'has a section for %s with its bullets and a link to the form with the service as subject',
    (title) => {
      const service = services.core.find((entry) => entry.title === title)!;
      renderPage(ServicesPage, '/services/');
      const section = screen.getByRole('region', { name: title });
      expect(section).toHaveAttribute('id', service.slug);
      expect(within(section).getByText(service.description)).toBeVisible();
      expect(
        within(section)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(service.bullets);
      expect(
        within(section).getByRole('link', { name: new RegExp(servicesPage.serviceLinkLabel) }),
      ).toHaveAttribute('href', askFormHref(title));
    },
  );

  it('shows the three additional service cards', () => {
    renderPage(ServicesPage, '/services/');
    const more = screen.getByRole('region', { name: servicesPage.additionalHeading });
    expect(
      within(more)
        .getAllByRole('article')
        .map((card) => within(card).getByRole('heading').textContent),
    ).toEqual(['Internet Service Provision', 'Network Consulting', 'Training & Support']);
  });

  it('leads in one tap, near its top, to the plans ("… from ₦…") and to the coverage check', () => {
    renderPage(ServicesPage, '/services/');
    const quick = screen.getByRole('navigation', { name: fixture.servicesPage.quickLinksLabel });
    expect(within(quick).getByRole('link', { name: plansLinkName(plans) })).toHaveAttribute(
      'href',
      '/plans/',
    );
    expect(
      within(quick).getByRole('link', { name: fixture.coveragePage.homeLinkLabel }),
    ).toHaveAttribute('href', '/coverage/');
    // Before the services themselves: the first thing under the page's heading.
    const first = screen.getByRole('region', { name: services.core[0]!.title });
    expect(quick.compareDocumentPosition(first) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('leads from the Internet Service Provision card to the plans page', () => {
    renderPage(ServicesPage, '/services/');
    const cardOf = (title: string) =>
      screen.getByRole('heading', { name: title, level: 3 }).closest('article')!;
    const card = cardOf('Internet Service Provision');
    expect(within(card).getByRole('link', { name: plans.cardLinkLabel })).toHaveAttribute(
      'href',
      '/plans/',
    );
    // The other cards lead nowhere.
    for (const title of ['Network Consulting', 'Training & Support']) {
      expect(within(cardOf(title)).queryByRole('link')).toBeNull();
    }
  });

  it('no longer holds the plans, the questions or the coverage list', () => {
    const { container } = renderPage(ServicesPage, '/services/');
    for (const id of ['plans', 'questions', 'coverage']) {
      expect(container.querySelector(`#${id}`)).toBeNull();
    }
  });

  it('has one h1 and its own title', () => {
    renderPage(ServicesPage, '/services/');
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([
      servicesPage.heading,
    ]);
    expect(renderHead(Head, '/services/').title).toBe(
      `${servicesPage.seo.title} | ${company.name}`,
    );
  });
});
