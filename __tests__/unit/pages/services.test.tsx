import { screen, within } from '@testing-library/react';
import ServicesPage, { Head } from '../../../src/pages/services';
import { fixture } from '../../support/fixture-content';
import { renderHead, renderPage } from '../../support/render';

const { services, servicesPage, company } = fixture;

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
      ).toHaveAttribute(
        'href',
        `/contact/?${new URLSearchParams({ subject: title }).toString()}#contact-form`,
      );
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
