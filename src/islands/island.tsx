import React from 'react';
import { IslandBoundary } from './boundary';

/**
 * An island: an interactive part of a public page. The page's HTML is rendered on the server with
 * everything else; in the browser only the islands run, each hydrated on its own from its server
 * HTML, with the props it was rendered with (kept in the page, in `data-props`). Public pages load
 * no Gatsby runtime and no page data: see docs/architecture.md, "Islands".
 *
 * An island sits beside the component it brings to life: `MenuToggle.island.tsx` next to
 * `MenuToggle.tsx`, whose default export is `defineIsland('menu-toggle', MenuToggle)`, the name
 * being the file's, in kebab case. The build (src/bundling/islands.ts) bundles the islands'
 * scripts, and a page loads the script of each island it has (gatsby-ssr.tsx). This folder holds
 * only the runtime: defining an island (here), hydrating it (hydrate.ts), its error boundary.
 *
 * Props are JSON: plain data, no functions, no dates.
 */
export type IslandComponent<P extends object> = React.ComponentType<P> & {
  /** The island's name: its file's name in kebab case, and `data-island` in the page. */
  readonly island: string;
  /** What is hydrated in the browser. */
  readonly Component: React.ComponentType<P>;
  /** When the browser hydrates it (hydrate.ts). */
  readonly hydrate: Hydrate;
};

/** The element an island lives in, taking no part in layout. `span` where only phrasing content fits. */
type Wrapper = 'div' | 'span';

/**
 * When an island is hydrated: `at-once`, as soon as its script has run; `near-screen`, once it
 * comes within a screen's height of what the visitor sees. Until then it is its server HTML, which
 * works without JavaScript. For a large island that often sits below the first screens, so that a
 * phone does not spend a long task on it while the page loads.
 */
export type Hydrate = 'at-once' | 'near-screen';

type IslandOptions = { wrapper?: Wrapper; hydrate?: Hydrate };

export const ISLAND_ATTRIBUTE = 'data-island';
export const PROPS_ATTRIBUTE = 'data-props';

/** What an island renders inside its element, on the server and in the browser alike. */
export function islandContent<P extends object>(Component: React.ComponentType<P>, props: P) {
  return (
    <IslandBoundary>
      <Component {...props} />
    </IslandBoundary>
  );
}

/**
 * Makes `Component` an island named `name`: rendered inside an element (a `div` unless `wrapper`
 * says otherwise) that carries its name and props, under the island's error boundary, and hydrated
 * at once unless `hydrate` says otherwise.
 */
export function defineIsland<P extends object>(
  name: string,
  Component: React.ComponentType<P>,
  { wrapper = 'div', hydrate = 'at-once' }: IslandOptions = {},
): IslandComponent<P> {
  const Tag = wrapper;
  function Island(props: P) {
    return (
      <Tag
        {...{ [ISLAND_ATTRIBUTE]: name, [PROPS_ATTRIBUTE]: JSON.stringify(props) }}
        style={{ display: 'contents' }}
      >
        {islandContent(Component, props)}
      </Tag>
    );
  }
  Island.displayName = `Island(${name})`;
  return Object.assign(Island, { island: name, Component, hydrate });
}
