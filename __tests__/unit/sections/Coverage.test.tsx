import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import React from 'react';
import { Coverage } from '../../../src/sections/Coverage';
import { fixture } from '../../support/fixture-content';
import { renderWithProviders } from '../../support/render';

/**
 * What a visitor sees of the coverage search is tested in the browser (__tests__/e2e/coverage.spec.ts),
 * its matching without a DOM (__tests__/unit/lib/coverage.test.ts). Here: what the fixture company's
 * content cannot show, a city with more areas than the answer offers.
 */
const { coverage } = fixture;

describe('Coverage', () => {
  it('offers at most twelve of a big city’s areas as links, and says how many more', async () => {
    const user = userEvent.setup();
    const areas = Array.from({ length: 15 }, (_, index) => `Testarea ${index + 1}`);
    renderWithProviders(
      <Coverage
        abbreviations={coverage.abbreviations}
        regions={[{ name: 'Bigcity', areas }]}
        incidents={[]}
        whatsapp={null}
      />,
    );
    await user.type(screen.getByRole('searchbox', { name: 'Your area' }), 'Bigcity');
    const answer = screen.getByRole('status');
    await within(answer).findByText(/In Bigcity we serve/);
    expect(
      within(answer)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([...areas.slice(0, 12), 'Ask about your street in Bigcity']);
    expect(answer).toHaveTextContent('And 3 more, in the list below');
  });
});
