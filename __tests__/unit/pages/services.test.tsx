import { screen, within } from '@testing-library/react';
import ServicesPage, { Head } from '../../../src/pages/services';
import { perMonth, planSubject } from '../../../src/lib/plans';
import { fixture } from '../../support/fixture-content';
import { renderHead, renderPage } from '../../support/render';
import { askFormHref } from '../../../src/lib/contact-links';

const { services, servicesPage, company, plans, faq } = fixture;

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

  it('lists every area served, under its city or state, at /services/#coverage', () => {
    renderPage(ServicesPage, '/services/');
    const section = screen.getByRole('region', { name: fixture.coverage.heading });
    expect(section).toHaveAttribute('id', 'coverage');
    for (const region of fixture.coverage.regions) {
      const list = within(section).getByRole('heading', { name: region.name, level: 3 })
        .nextElementSibling as HTMLElement;
      expect(
        within(list)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(region.areas);
    }
  });

  it('leads from the Internet Service Provision card down to the plans', () => {
    renderPage(ServicesPage, '/services/');
    const cardOf = (title: string) =>
      screen.getByRole('heading', { name: title, level: 3 }).closest('article')!;
    const card = cardOf('Internet Service Provision');
    expect(within(card).getByRole('link', { name: plans.cardLinkLabel })).toHaveAttribute(
      'href',
      '#plans',
    );
    expect(screen.getByRole('region', { name: plans.heading })).toHaveAttribute('id', 'plans');
    // The other cards lead nowhere.
    for (const title of ['Network Consulting', 'Training & Support']) {
      expect(within(cardOf(title)).queryByRole('link')).toBeNull();
    }
  });

  it('shows every plan, with an "Ask about this plan" link per plan', () => {
    renderPage(ServicesPage, '/services/');
    const section = screen.getByRole('region', { name: plans.heading });
    for (const plan of plans.plans) {
      const card = within(section).getByRole('article', { name: plan.name });
      expect(card).toHaveTextContent(perMonth(plan.price));
      expect(
        within(card).getByRole('link', { name: `${plans.askLabel}: ${plan.name}` }),
      ).toHaveAttribute('href', askFormHref(planSubject(plan.name)));
    }
  });

  it('answers the questions buyers ask, under the plans, at /services/#questions', () => {
    const { container } = renderPage(ServicesPage, '/services/');
    const section = screen.getByRole('region', { name: faq.heading });
    expect(section).toHaveAttribute('id', 'questions');
    expect(
      [...section.querySelectorAll('details > summary')].map((summary) => summary.textContent),
    ).toEqual(faq.questions.map((entry) => entry.question));
    const order = [...container.querySelectorAll('section[id]')].map((entry) => entry.id);
    expect(order.indexOf('questions')).toBe(order.indexOf('plans') + 1);
  });

  it('carries the plans as schema.org Offers and the questions as a FAQPage, from its query', () => {
    const [service, faq] = renderHead(Head, '/services/').jsonLd as Record<string, unknown>[];
    expect(service).toMatchObject({ '@type': 'Service' });
    expect(service?.offers).toHaveLength(fixture.plans.plans.length);
    expect(faq).toMatchObject({ '@type': 'FAQPage' });
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
