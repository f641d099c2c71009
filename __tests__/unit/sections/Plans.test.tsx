import { screen, within } from '@testing-library/react';
import React from 'react';
import type { PlansContent } from '../../../src/lib/page-copy';
import { naira, planSubject, speed } from '../../../src/lib/plans';
import { plansSections } from '../../../src/views/plans';
import { filled } from '../../../src/lib/form-words';
import { fixture, loadContent } from '../../support/fixture-content';
import { monthly, withinIn } from '../../support/shown-words';
import { renderWithProviders } from '../../support/render';
import { askFormHref } from '../../../src/lib/contact-links';

/** The plans as the page's query returns them (null for what the content leaves out). */
const content = loadContent().plansYaml as PlansContent;
const { plans } = fixture;
/** The Contact page built for the subject (gatsby-node.ts builds one per plan). */
const formHref = askFormHref;

const WHATSAPP = '+234 802 555 0101';

function renderPlans(changes: Partial<PlansContent> = {}, whatsapp: string | null = null) {
  renderWithProviders(
    <>
      {plansSections({
        plans: { ...content, ...changes },
        faq: fixture.faq,
        whatsapp,
        chat: fixture.everyPage.chat,
      })}
    </>,
  );
}

const card = (name: string) => screen.getByRole('article', { name });
/** The value a card gives for one of its facts (Download, Upload, Installation, …). */
const fact = (name: string, term: string) => {
  const dt = within(card(name))
    .getAllByRole('term')
    .find((entry) => entry.textContent === term);
  return dt?.nextElementSibling?.textContent ?? null;
};

describe('Plans', () => {
  it('is the plans page: its heading, then the home plans and the business plans under theirs', () => {
    renderPlans();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(plans.heading);
    expect(screen.getByText(plans.intro)).toBeVisible();
    const section = screen.getByRole('region', { name: plans.heading });
    expect(section).toHaveAttribute('id', 'plans');
    for (const [audience, heading] of [
      ['home', plans.homeHeading],
      ['business', plans.businessHeading],
    ] as const) {
      const group = within(section).getByRole('group', { name: heading });
      expect(
        within(group)
          .getAllByRole('heading', { level: 3 })
          .map((name) => name.textContent),
      ).toEqual(plans.plans.filter((plan) => plan.audience === audience).map((plan) => plan.name));
    }
  });

  it('gives each plan its monthly price in naira, billing, speeds, installation, data terms and what is included', () => {
    renderPlans();
    for (const plan of plans.plans) {
      const article = card(plan.name);
      // In the plans file's words for prices and billing.
      expect(article).toHaveTextContent(monthly(plans, plan.price));
      const total = naira(plan.price * { monthly: 1, quarterly: 3, yearly: 12 }[plan.billing]);
      const billed =
        plan.billing === 'monthly'
          ? plans.prices.monthly
          : filled(plans.prices[plan.billing], { total });
      expect(within(article).getByText(billed)).toBeVisible();
      expect(fact(plan.name, plans.card.download)).toBe(speed(plan.download));
      expect(fact(plan.name, plans.card.upload)).toBe(speed(plan.upload));
      expect(fact(plan.name, plans.card.installation)).toBe(
        plan.installation === 0 ? plans.card.free : naira(plan.installation),
      );
      expect(fact(plan.name, plans.card.data)).toBe(plan.data);
      expect(within(article).getByText(plan.dataTerms)).toBeVisible();
      expect(
        within(within(article).getByRole('list'))
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(plan.included);
    }
  });

  it('says where a plan is available only when the content says so', () => {
    renderPlans();
    for (const plan of plans.plans) {
      expect(fact(plan.name, plans.card.availableIn)).toBe(plan.availability?.join(', ') ?? null);
    }
    expect(plans.plans.some((plan) => plan.availability)).toBe(true);
    expect(plans.plans.some((plan) => !plan.availability)).toBe(true);
  });

  it('has an "Ask about this plan" link per plan that opens the form with the plan as subject', () => {
    renderPlans();
    for (const plan of plans.plans) {
      const link = within(card(plan.name)).getByRole('link', {
        name: `${plans.askLabel}: ${plan.name}`,
      });
      expect(link).toHaveTextContent(plans.askLabel);
      expect(link).toHaveAttribute('href', formHref(planSubject(plan.name)));
    }
  });

  it('leaves out a group with no plans, and the note when there is none', () => {
    const homeOnly = content.plans.filter((plan) => plan.audience === 'home');
    renderPlans({ plans: homeOnly, note: undefined });
    expect(screen.getByRole('group', { name: plans.homeHeading })).toBeVisible();
    expect(screen.queryByRole('group', { name: plans.businessHeading })).toBeNull();
    expect(screen.getAllByRole('article')).toHaveLength(homeOnly.length);
  });

  it('shows the note under the plans when there is one', () => {
    renderPlans({ note: 'Test prices include VAT.' });
    expect(screen.getByText('Test prices include VAT.')).toBeVisible();
  });

  it('says how soon each plan is installed, from the promised times, and links the steps', () => {
    renderPlans();
    // The installation line's reference to the promised time, filled in with the words for times.
    const time = withinIn(fixture.everyPage.times, fixture.promises.installation);
    expect(plans.card.installed).toContain(time);
    for (const plan of plans.plans) {
      expect(card(plan.name)).toHaveTextContent(plans.card.installed);
      expect(
        within(card(plan.name)).getByRole('link', {
          name: `${plans.card.installationLink}: ${plan.name}`,
        }),
      ).toHaveAttribute('href', '/installation/');
    }
  });

  it('offers a chat on WhatsApp on every plan, named in the content’s words, its message naming the plan, when there is a number', () => {
    renderPlans({}, WHATSAPP);
    const words = fixture.everyPage.chat;
    for (const plan of plans.plans) {
      const chat = within(card(plan.name)).getByRole('link', {
        name: filled(words.about, { name: plan.name }),
      });
      expect(chat).toHaveTextContent(words.label);
      const url = new URL(chat.getAttribute('href')!);
      expect(url.origin + url.pathname).toBe('https://wa.me/2348025550101');
      expect(url.searchParams.get('text')).toContain(plan.name);
    }
  });

  it('offers no WhatsApp chat without a number', () => {
    renderPlans();
    expect(screen.queryAllByRole('link', { name: /WhatsApp/ })).toEqual([]);
  });
});
