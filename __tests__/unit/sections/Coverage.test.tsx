import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import React from 'react';
import { Coverage } from '../../../src/sections/Coverage';
import { fixture } from '../../support/fixture-content';
import { renderWithProviders } from '../../support/render';

const { coverage } = fixture;
const formHref = (subject: string) =>
  `/contact/?${new URLSearchParams({ subject }).toString()}#contact-form`;

function renderCoverage() {
  renderWithProviders(<Coverage {...coverage} />);
  return {
    search: screen.getByRole('searchbox', { name: 'Your area' }),
    answer: screen.getByRole('status'),
  };
}

describe('Coverage', () => {
  it('lists every area under its city or state', () => {
    renderCoverage();
    const section = screen.getByRole('region', { name: coverage.heading });
    expect(within(section).getByText(coverage.intro)).toBeVisible();
    expect(
      within(section)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(coverage.regions.map((region) => region.name));
    expect(
      within(section)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(coverage.regions.flatMap((region) => region.areas));
  });

  it('answers "we serve" with a link to ask for a connection, in a live region', async () => {
    const user = userEvent.setup();
    const { search, answer } = renderCoverage();
    expect(answer).toBeEmptyDOMElement();
    await user.type(search, '  ogba PHASE two ');
    expect(await within(answer).findByText(/we serve/)).toHaveTextContent(
      'Yes, we serve Ogba Phase 2, Testshire.',
    );
    expect(
      within(answer).getByRole('link', { name: 'Ask for a connection in Ogba Phase 2' }),
    ).toHaveAttribute('href', formHref('Connection request: Ogba Phase 2'));
  });

  it('asks "did you mean" for a near spelling', async () => {
    const user = userEvent.setup();
    const { search, answer } = renderCoverage();
    await user.type(search, 'Barnawwa');
    expect(await within(answer).findByText(/Did you mean/)).toHaveTextContent(
      'Did you mean Barnawa, Kaduna? We serve it.',
    );
  });

  it('answers "not yet" with a link to register interest for what was typed', async () => {
    const user = userEvent.setup();
    const { search, answer } = renderCoverage();
    await user.type(search, 'Ikorodu');
    expect(await within(answer).findByText(/Not yet/)).toHaveTextContent(
      'Not yet: our network does not reach Ikorodu yet.',
    );
    expect(within(answer).getByRole('link', { name: 'Register your interest' })).toHaveAttribute(
      'href',
      formHref('Coverage interest: Ikorodu'),
    );
  });

  it('lists the areas of a city typed by name, and clears when the field is emptied', async () => {
    const user = userEvent.setup();
    const { search, answer } = renderCoverage();
    await user.type(search, 'kaduna');
    expect(await within(answer).findByText(/In Kaduna we serve/)).toHaveTextContent(
      'In Kaduna we serve Barnawa, Malali GRA.',
    );
    await user.clear(search);
    await waitFor(() => expect(answer).toBeEmptyDOMElement());
  });
});
