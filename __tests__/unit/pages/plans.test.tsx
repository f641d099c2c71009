import { screen, within } from '@testing-library/react';
import PlansPage, { Head } from '../../../src/pages/plans';
import { askFormHref } from '../../../src/lib/contact-links';
import { planSubject } from '../../../src/lib/plans';
import { fixture } from '../../support/fixture-content';
import { monthly } from '../../support/shown-words';
import { renderHead, renderPage } from '../../support/render';

const { plans, faq, company } = fixture;

describe('Plans page', () => {
  it('has one h1, every plan with its "Ask about this plan" link, and the questions under them', () => {
    const { container } = renderPage(PlansPage, '/plans/');
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([
      plans.heading,
    ]);
    for (const plan of plans.plans) {
      const card = screen.getByRole('article', { name: plan.name });
      expect(card).toHaveTextContent(monthly(plans, plan.price));
      expect(
        within(card).getByRole('link', { name: `${plans.askLabel}: ${plan.name}` }),
      ).toHaveAttribute('href', askFormHref(planSubject(plan.name)));
    }
    const questions = screen.getByRole('region', { name: faq.heading });
    expect(questions).toHaveAttribute('id', 'questions');
    const order = [...container.querySelectorAll('section[id]')].map((entry) => entry.id);
    expect(order).toEqual(['plans', 'questions']);
  });

  it('carries the plans as schema.org Offers and the questions as a FAQPage, from its query', () => {
    const [service, questions] = renderHead(Head, '/plans/').jsonLd as Record<string, unknown>[];
    expect(service).toMatchObject({ '@type': 'Service' });
    expect(service?.offers).toHaveLength(plans.plans.length);
    expect(questions).toMatchObject({ '@type': 'FAQPage' });
    expect(renderHead(Head, '/plans/').title).toBe(`${plans.seo.title} | ${company.name}`);
  });
});
