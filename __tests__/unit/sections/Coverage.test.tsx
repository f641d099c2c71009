import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import React from 'react';
import { Coverage } from '../../../src/sections/Coverage';
import { incidents, openIncidents } from '../../../src/lib/service-status';
import { coverageSections } from '../../../src/views/coverage';
import { fixture } from '../../support/fixture-content';
import { renderWithProviders } from '../../support/render';
import { waitlistFieldSpecs } from '../../../src/server/waitlist-schema';

const { coverage } = fixture;
const formHref = (subject: string) =>
  `/contact/?${new URLSearchParams({ subject }).toString()}#contact-form`;
/** The fixture's incidents: one open in two areas of Testshire. */
const all = incidents(fixture.status.incidents ?? [], coverage.regions);
const open = openIncidents(all);
const affected = open.flatMap((incident) => incident.places.map((place) => place.area));
const WHATSAPP = '+234 802 555 0101';

function renderCoverage({ whatsapp = null }: { whatsapp?: string | null } = {}) {
  renderWithProviders(<>{coverageSections({ coverage, incidents: all, whatsapp })}</>);
  return {
    search: screen.getByRole('searchbox', { name: 'Your area' }),
    answer: screen.getByRole('status'),
  };
}

describe('Coverage', () => {
  it('lists every area under its city or state, an area with an open incident marked', () => {
    renderCoverage();
    expect(open.length).toBeGreaterThan(0);
    const section = screen.getByRole('region', { name: coverage.heading });
    expect(screen.getByText(coverage.intro)).toBeVisible();
    expect(
      within(section)
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual(coverage.regions.map((region) => region.name));
    expect(
      within(section)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(
      coverage.regions.flatMap((region) =>
        region.areas.map((area) =>
          affected.includes(area) ? `${area} (service problem now)` : area,
        ),
      ),
    );
    for (const link of within(section).getAllByRole('link', { name: '(service problem now)' })) {
      expect(link).toHaveAttribute('href', `/status/#${open[0]!.id}`);
    }
  });

  it('mentions the open incident in the answer for an area it touches', async () => {
    const user = userEvent.setup();
    const { search, answer } = renderCoverage();
    await user.type(search, affected[0]!);
    expect(await within(answer).findByText(/we serve/)).toBeInTheDocument();
    expect(answer).toHaveTextContent(
      `Service problem in ${affected[0]} now: ${open[0]!.title} (${open[0]!.affected}).`,
    );
    expect(
      within(answer).getByRole('link', { name: 'Follow it on the status page' }),
    ).toHaveAttribute('href', `/status/#${open[0]!.id}`);
  });

  it('says nothing of incidents for an area without one', async () => {
    const user = userEvent.setup();
    const { search, answer } = renderCoverage();
    await user.type(search, 'Barnawa');
    expect(await within(answer).findByText(/we serve/)).toBeInTheDocument();
    expect(answer).not.toHaveTextContent('Service problem');
  });

  it('offers "Chat on WhatsApp" with a message naming the area, when there is a number', async () => {
    const user = userEvent.setup();
    const { search, answer } = renderCoverage({ whatsapp: WHATSAPP });
    await user.type(search, 'Barnawa');
    const chat = await within(answer).findByRole('link', {
      name: 'Chat on WhatsApp about Barnawa',
    });
    const url = new URL(chat.getAttribute('href')!);
    expect(url.origin + url.pathname).toBe('https://wa.me/2348025550101');
    expect(url.searchParams.get('text')).toContain('Barnawa, Kaduna');

    await user.clear(search);
    await user.type(search, 'Ikorodu');
    const notYet = await within(answer).findByRole('link', {
      name: 'Chat on WhatsApp about Ikorodu',
    });
    expect(new URL(notYet.getAttribute('href')!).searchParams.get('text')).toContain('Ikorodu');
  });

  it('offers no WhatsApp chat without a number', async () => {
    const user = userEvent.setup();
    const { search, answer } = renderCoverage();
    await user.type(search, 'Barnawa');
    await within(answer).findByText(/we serve/);
    expect(within(answer).queryByRole('link', { name: /WhatsApp/ })).toBeNull();
  });

  it('answers the area the home page sent (?area=)', async () => {
    window.history.replaceState(null, '', '/coverage/?area=Barnawa');
    try {
      const { search, answer } = renderCoverage();
      await waitFor(() => expect(search).toHaveValue('Barnawa'));
      expect(await within(answer).findByText(/we serve/)).toHaveTextContent(
        'Yes, we serve Barnawa, Kaduna.',
      );
    } finally {
      window.history.replaceState(null, '', '/');
    }
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

  it('lists the areas of a city typed by name, each a link, and clears when emptied', async () => {
    const user = userEvent.setup();
    const { search, answer } = renderCoverage();
    await user.type(search, 'kaduna');
    expect(await within(answer).findByText(/In Kaduna we serve/)).toHaveTextContent(
      'In Kaduna we serve the areas below. Choose yours to ask for a connection',
    );
    expect(within(answer).getByRole('link', { name: 'Barnawa' })).toHaveAttribute(
      'href',
      formHref('Connection request: Barnawa'),
    );
    expect(within(answer).getByRole('link', { name: 'Malali GRA' })).toHaveAttribute(
      'href',
      formHref('Connection request: Malali GRA'),
    );
    expect(
      within(answer).getByRole('link', { name: 'Ask about your street in Kaduna' }),
    ).toHaveAttribute('href', formHref('Coverage question: Kaduna'));
    await user.clear(search);
    await waitFor(() => expect(answer).toBeEmptyDOMElement());
  });

  it('offers at most twelve of a big city’s areas as links, and says how many more', async () => {
    const user = userEvent.setup();
    const areas = Array.from({ length: 15 }, (_, index) => `Testarea ${index + 1}`);
    renderWithProviders(
      <Coverage regions={[{ name: 'Bigcity', areas }]} incidents={[]} whatsapp={null} />,
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

  it("reads the content's short names: an area with a short city name is served", async () => {
    const user = userEvent.setup();
    const { search, answer } = renderCoverage();
    await user.type(search, 'Malali GRA, KD');
    expect(await within(answer).findByText(/we serve/)).toHaveTextContent(
      'Yes, we serve Malali GRA, Kaduna.',
    );
  });

  it('offers the areas a slip is close to, with the city when two cities share a word', async () => {
    const user = userEvent.setup();
    const { search, answer } = renderCoverage();
    await user.type(search, 'Grra');
    await within(answer).findByText(/Did you mean one of these/);
    expect(
      within(answer)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      // Agodi GRA has the fixture's open incident.
      'Follow it on the status page',
      'Ask for a connection in Agodi GRA, Testshire',
      'Ask for a connection in Malali GRA, Kaduna',
      'Somewhere else? Register your interest',
    ]);
  });

  it('gives a short hint for what cannot be read as a place', async () => {
    const user = userEvent.setup();
    const { search, answer } = renderCoverage();
    await user.type(search, '%%%');
    expect(await within(answer).findByText(/Type the name of your area/)).toHaveTextContent(
      `Type the name of your area in letters, for example ${coverage.regions[0]!.areas[0]!}`,
    );
  });

  it('shortens a long query in the answer, and keeps its start in the subject', async () => {
    const long = `${'Unknown Crescent '.repeat(30)}end`;
    const { search, answer } = renderCoverage();
    // Pasted at once, as typing 500 characters one by one would take a person minutes.
    fireEvent.change(search, { target: { value: long } });
    const text = await within(answer).findByText(/Not yet/);
    expect(text).toHaveTextContent(/^Not yet: our network does not reach Unknown Crescent.*… yet/);
    expect(answer.textContent?.length).toBeLessThan(200);
    const href = within(answer)
      .getByRole('link', { name: 'Register your interest' })
      .getAttribute('href');
    const subject = new URLSearchParams(href?.split('?')[1]?.split('#')[0]).get('subject');
    expect(subject).toMatch(/^Coverage interest: Unknown Crescent Unknown/);
    expect(subject!.length).toBeLessThanOrEqual(200);
  });

  describe('with the waitlist', () => {
    const renderWithWaitlist = () => {
      renderWithProviders(
        <>
          {coverageSections({
            coverage,
            incidents: all,
            whatsapp: null,
            waitlist: { page: fixture.waitlist, fields: waitlistFieldSpecs() },
          })}
        </>,
      );
      return screen.getByRole('searchbox', { name: 'Your area' });
    };
    const waitlistForm = () => screen.queryByRole('form', { name: fixture.waitlist.form.heading });

    it('offers the form for the place typed in a "Not yet" answer, and in a city’s answer', async () => {
      const user = userEvent.setup();
      const search = renderWithWaitlist();
      await user.type(search, 'Ikorodu');
      const form = await screen.findByRole('form', { name: fixture.waitlist.form.heading });
      expect(within(form).getByLabelText(/Your area/)).toHaveValue('Ikorodu');
      expect(within(form).getByRole('link', { name: 'privacy notice' })).toHaveAttribute(
        'href',
        '/privacy/',
      );
      await user.clear(search);
      await user.type(search, coverage.regions[0]!.name);
      await waitFor(() =>
        expect(within(waitlistForm()!).getByLabelText(/Your area/)).toHaveValue(
          coverage.regions[0]!.name,
        ),
      );
    });

    it('offers no form for an area it serves, and links to the waitlist page under the list', async () => {
      const user = userEvent.setup();
      const search = renderWithWaitlist();
      await user.type(search, coverage.regions[0]!.areas[0]!);
      await screen.findByText(/we serve/);
      expect(waitlistForm()).toBeNull();
      expect(
        screen.getByRole('link', { name: fixture.waitlist.coverageLinkLabel }),
      ).toHaveAttribute('href', '/waitlist/');
    });
  });
});
