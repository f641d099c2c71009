import { act, screen } from '@testing-library/react';
import React, { useState } from 'react';
// React's Node build: the page's HTML as the server renders it.
import { renderToString } from 'react-dom/server.node';
import { hydrateIslands } from '../../../src/islands/hydrate';
import { defineIsland } from '../../../src/islands/island';

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

const CounterIsland = defineIsland('counter', Counter);

/** Puts server-rendered HTML into the page, as the browser receives it. */
function serve(element: React.ReactElement): void {
  document.body.innerHTML = renderToString(element);
}

afterEach(() => {
  document.body.innerHTML = '';
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

  it('that wait to come near the screen are hydrated at once where the browser cannot tell', async () => {
    expect(typeof IntersectionObserver).toBe('undefined');
    const NearIsland = defineIsland('near', Counter, { hydrate: 'near-screen' });
    serve(<NearIsland label="Taps" start={0} />);
    await act(async () => hydrateIslands(NearIsland));
    const button = screen.getByRole('button', { name: 'Taps: 0' });
    await act(async () => button.click());
    expect(button).toHaveTextContent('Taps: 1');
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
