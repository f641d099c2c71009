import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import React from 'react';
import { filledSentence } from '../../../src/content-model/coverage-slots';
import { whatsappChatHref } from '../../../src/lib/contact-links';
import { filled } from '../../../src/lib/form-words';
import { Coverage } from '../../../src/sections/Coverage';
import { fixture } from '../../support/fixture-content';
import { renderWithProviders } from '../../support/render';

/**
 * What a visitor sees of the coverage search is tested in the browser (__tests__/e2e/coverage.spec.ts),
 * its matching without a DOM (__tests__/unit/lib/coverage.test.ts). Here: what the fixture company's
 * content cannot show, a city with more areas than the answer offers; and the answer for several
 * areas, in words and in the chat it opens.
 */
const { coverage } = fixture;
const words = fixture.coveragePage.search;

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
        chat={fixture.everyPage.chat}
        words={words}
      />,
    );
    await user.type(screen.getByRole('searchbox', { name: words.label }), 'Bigcity');
    const answer = screen.getByRole('status');
    await within(answer).findByText(filledSentence(words.city, { city: 'Bigcity' }));
    expect(
      within(answer)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([...areas.slice(0, 12), filledSentence(words.askStreet, { city: 'Bigcity' })]);
    expect(answer).toHaveTextContent(filledSentence(words.cityMore, { number: 3 }));
  });

  it('names the areas that match, and its chat asks about them rather than saying "not yet"', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <Coverage
        regions={[{ name: 'Lagos', areas: ['Lekki Phase 1', 'Lekki Phase 2', 'Yaba'] }]}
        incidents={[]}
        whatsapp="+2348012345678"
        chat={fixture.everyPage.chat}
        words={words}
      />,
    );
    await user.type(screen.getByRole('searchbox', { name: words.label }), 'Lekki');
    const answer = screen.getByRole('status');
    await within(answer).findByText('Lekki', { selector: 'strong' });
    expect(answer).toHaveTextContent(
      filledSentence(words.several, {
        number: 2,
        typed: 'Lekki',
        places: 'Lekki Phase 1 and Lekki Phase 2',
      }),
    );
    const chat = within(answer).getByRole('link', {
      name: filled(fixture.everyPage.chat.about, { name: 'Lekki' }),
    });
    expect(chat).toHaveAttribute(
      'href',
      whatsappChatHref(
        '+2348012345678',
        filled(fixture.everyPage.chat.messages.region, { place: 'Lekki' }),
      ),
    );
  });
});
