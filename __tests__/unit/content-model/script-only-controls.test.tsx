/**
 * Copy must not point at a control that only the page's script shows. The list of those controls
 * (src/content-model/script-only-controls.ts) is checked against the coverage section itself: as the
 * server renders it (what a visitor without JavaScript gets) and as its script makes it, answering
 * every kind of search.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import React from 'react';
// React's Node build: the page's HTML as the server renders it.
import { renderToString } from 'react-dom/server.node';
import { scriptOnlyMistakes } from '../../../src/content-model/script-only-controls';
import { incidents, openIncidents } from '../../../src/lib/service-status';
import { Coverage } from '../../../src/sections/Coverage';
import { fixture } from '../../support/fixture-content';
import { renderWithProviders } from '../../support/render';

const { coverage } = fixture;
/** The fixture company's words for the search: other names than the site's. */
const words = fixture.coveragePage.search;
const mistakes = (text: string) => scriptOnlyMistakes(text, words);
const all = incidents(fixture.status.incidents ?? [], coverage.regions);
/** The section with every control its answers can offer: open incidents, a WhatsApp number. */
const section = (
  <Coverage
    regions={coverage.regions}
    abbreviations={coverage.abbreviations}
    incidents={openIncidents(all)}
    whatsapp="+234 802 555 0101"
    chat={fixture.everyPage.chat}
    words={words}
  />
);

/** The names of the links, buttons and fields in `root` that are not hidden. */
function controlNames(root: ParentNode): string[] {
  return [...root.querySelectorAll<HTMLElement>('a, button, input')]
    .filter((control) => !control.closest('[hidden]'))
    .map((control) =>
      control instanceof HTMLInputElement
        ? (root.querySelector(`label[for="${control.id}"]`)?.textContent ?? '')
        : (control.textContent ?? ''),
    )
    .map((name) => name.replace(/\s+/g, ' ').trim());
}

/** Copy pointing at a control by its name, as the old questions did. */
const pointingAt = (name: string) => `Test: press "${name}" to go on.`;

it('without the script: every control of the coverage section may be pointed at', () => {
  const page = document.createElement('div');
  page.innerHTML = renderToString(section);
  const names = controlNames(page);
  expect(names).toContain(words.registerInterest);
  for (const name of names)
    expect({ name, refused: mistakes(pointingAt(name)) }).toEqual({ name, refused: [] });
});

// Six searches, each waiting for its answer to settle: time on a busy machine.
it('with the script: the search field and every answer’s buttons are refused, in any case or quotes', async () => {
  renderWithProviders(section);
  const search = screen.getByRole('searchbox', { name: words.label });
  const answer = screen.getByRole('status');
  const names = new Set<string>([words.label]);
  // Served, a near spelling, several places, a city, not yet, an area with an open incident.
  for (const query of ['ogba phase 2', 'Barnawwa', 'Grra', 'kaduna', 'Ikorodu', 'Akowonjo']) {
    const before = answer.textContent;
    // Pasted in one go: the answers are what is looked at, not typing.
    fireEvent.change(search, { target: { value: query } });
    await waitFor(() => expect(answer.textContent).not.toBe(before));
    await within(answer).findAllByRole('link');
    for (const name of controlNames(answer)) names.add(name);
  }
  // What the answers offer besides "Register your interest", which is also under the list, "Chat
  // on WhatsApp", which the Contact page and every plan offer, and a city's areas, offered by
  // their names (which copy names as places, not as buttons).
  const everywhere = new Set([words.registerInterest, fixture.everyPage.chat.label]);
  const areas = new Set(coverage.regions.flatMap((region) => region.areas));
  const onlyWithScript = [...names].filter((name) => !everywhere.has(name) && !areas.has(name));
  expect(onlyWithScript.length).toBeGreaterThanOrEqual(5);
  for (const name of onlyWithScript) {
    expect({ name, refused: mistakes(pointingAt(name)).length }).toEqual({
      name,
      refused: 1,
    });
  }
  expect(mistakes(`Type in “${words.label.toUpperCase()}”.`)).toHaveLength(1);
  expect(mistakes(`Look for ${words.label} in the list.`)).toEqual([]);
  // The site's own words are not the fixture's: the names are read from the content.
  expect(mistakes('Press "Your area".')).toEqual([]);
}, 20_000);

it('names a control by whole words, whatever its slots hold, and whatever the words are', () => {
  const named = (label: string, text: string) =>
    scriptOnlyMistakes(text, { ...words, askConnection: label }).length > 0;
  expect(named('Ask for a connection in {place}', 'Press "Ask for a connection in Yaba".')).toBe(
    true,
  );
  expect(named('Ask for a connection in {place}', 'Press "Ask for a connection in".')).toBe(true);
  expect(named('Ask for a connection in {place}', 'Say "Ask for a connection instantly".')).toBe(
    false,
  );
  expect(named('My street in {place}?', 'Tap “My street in Jos?”')).toBe(true);
  expect(named('{place}: connect me', 'Tap “Yaba: connect me”')).toBe(true);
  expect(named('{place}: connect me', 'Tap “connect meanwhile”')).toBe(false);
  // A label that is little but its slot names nothing in particular.
  expect(named('{place}!', 'Tap “Yaba!”')).toBe(false);
});
