import { act, screen } from '@testing-library/react';
import React, { useState } from 'react';
// React's Node build: the page's HTML as the server renders it.
import { renderToString } from 'react-dom/server.node';
import { hydrateIslands } from '../../../src/islands/hydrate';
import { defineIsland } from '../../../src/islands/island';
import { SPEC_TEXT } from '../../../src/content-model/spec-text';

/**
 * An island is rendered on the server with its props in the page, and the browser brings it to
 * life from that HTML alone (src/islands). Rendered here with React on both sides.
 */
function Counter({ label, start }: { label: string; start: number }) {
  const [count, setCount] = useState(start);
  return (
    <button type="button" onClick={() => setCount((value) => value + 1)}>
      {label}: {count}
    </button>
  );
}

function Broken({ label }: { label: string }): React.ReactElement {
  if (typeof window !== 'undefined' && document.body.dataset.hydrated) {
    throw new Error(`broken ${label}`);
  }
  return <p>{label}</p>;
}

const CounterIsland = defineIsland('counter', Counter);
const BrokenIsland = defineIsland('broken', Broken);

/** Puts server-rendered HTML into the page, as the browser receives it. */
function serve(element: React.ReactElement): void {
  document.body.innerHTML = renderToString(element);
}

afterEach(() => {
  document.body.innerHTML = '';
  delete document.body.dataset.hydrated;
  jest.restoreAllMocks();
});

describe('islands', () => {
  it('keep their props in the page, beside the server HTML', () => {
    serve(<CounterIsland label="Taps" start={2} />);
    const island = document.querySelector('[data-island="counter"]');
    expect(island).not.toBeNull();
    expect(JSON.parse(island!.getAttribute('data-props')!)).toEqual({ label: 'Taps', start: 2 });
    expect(screen.getByRole('button')).toHaveTextContent('Taps: 2');
  });

  it('come to life from that HTML, every instance on the page with its own props', async () => {
    serve(
      <>
        <CounterIsland label="First" start={1} />
        <CounterIsland label="Second" start={10} />
      </>,
    );
    const first = screen.getByRole('button', { name: 'First: 1' });
    await act(async () => hydrateIslands(CounterIsland));
    // The same element, now working.
    await act(async () => first.click());
    expect(first).toHaveTextContent('First: 2');
    expect(screen.getByRole('button', { name: 'Second: 10' })).toBeInTheDocument();
  });

  it('that break show the specification’s message, and leave the rest of the page working', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    serve(
      <>
        <BrokenIsland label="Open now" />
        <CounterIsland label="Menu" start={0} />
      </>,
    );
    document.body.dataset.hydrated = 'yes';
    await act(async () => {
      hydrateIslands(BrokenIsland);
      hydrateIslands(CounterIsland);
    });
    expect(screen.getByRole('alert')).toHaveTextContent(SPEC_TEXT.renderError);
    expect(screen.getByRole('button', { name: 'Load the page again' })).toBeVisible();
    const menu = screen.getByRole('button', { name: 'Menu: 0' });
    await act(async () => menu.click());
    expect(menu).toHaveTextContent('Menu: 1');
  });

  it('whose props cannot be read keep their server HTML', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    serve(<CounterIsland label="Taps" start={0} />);
    document.querySelector('[data-island]')!.setAttribute('data-props', '{not json');
    await act(async () => hydrateIslands(CounterIsland));
    const button = screen.getByRole('button', { name: 'Taps: 0' });
    await act(async () => button.click());
    expect(button).toHaveTextContent('Taps: 0');
    expect(logged).toHaveBeenCalledWith(
      'Island counter: its props could not be read',
      expect.any(SyntaxError),
    );
  });
});
