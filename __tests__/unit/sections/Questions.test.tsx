import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import React from 'react';
import { Questions } from '../../../src/sections/Questions';
import { fixture } from '../../support/fixture-content';
import { withinIn } from '../../support/shown-words';
import { renderWithProviders } from '../../support/render';

const { faq } = fixture;

describe('Questions', () => {
  it('is the #questions section, each question a <details> whose answer is in the page', () => {
    const { container } = renderWithProviders(<Questions {...faq} />);
    const section = screen.getByRole('region', { name: faq.heading });
    expect(section).toHaveAttribute('id', 'questions');
    expect(within(section).getByText(faq.intro)).toBeVisible();
    const details = [...container.querySelectorAll('details')];
    expect(details.map((entry) => entry.querySelector('summary')?.textContent)).toEqual(
      faq.questions.map((entry) => entry.question),
    );
    // Answers are in the HTML itself: the browser opens them, with or without the page's script.
    details.forEach((entry, index) => {
      expect(
        [...entry.querySelectorAll('p:not(.see-also)')].map((paragraph) => paragraph.textContent),
      ).toEqual(faq.questions[index]!.answer);
      expect(entry).not.toHaveAttribute('open');
    });
  });

  it('opens an answer when its question is pressed', async () => {
    const user = userEvent.setup();
    const { container } = renderWithProviders(<Questions {...faq} />);
    const first = faq.questions[0]!;
    await user.click(screen.getByText(first.question));
    expect(container.querySelector('details')).toHaveAttribute('open');
    expect(screen.getByText(first.answer[0]!)).toBeVisible();
  });

  it('leads an answer on to the page the content names, in its words, the installation time from the promises', () => {
    const { container } = renderWithProviders(<Questions {...faq} />);
    const targets = {
      installation: '/installation/',
      care: '/customer-care/',
      coverage: '/coverage/',
      status: '/status/',
    };
    const details = [...container.querySelectorAll('details')];
    faq.questions.forEach((entry, index) => {
      const link = details[index]!.querySelector('p.see-also a');
      expect(link?.getAttribute('href') ?? null).toBe(
        entry.seeAlso ? targets[entry.seeAlso] : null,
      );
      expect(link?.textContent ?? null).toBe(
        entry.seeAlso ? faq.seeAlsoLinks[entry.seeAlso] : null,
      );
    });
    const installation = faq.questions.findIndex((entry) => entry.seeAlso === 'installation');
    expect(installation).toBeGreaterThanOrEqual(0);
    // Its reference to the promised time, filled in with the words for times.
    expect(details[installation]!.querySelector('p.see-also')).toHaveTextContent(
      withinIn(fixture.everyPage.times, fixture.promises.installation),
    );
  });
});
