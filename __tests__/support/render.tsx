import { render, type RenderOptions } from '@testing-library/react';
import type { HeadProps, PageProps } from 'gatsby';
import React from 'react';
import { PageWrapper, RootWrapper } from '../../src/components/RootWrapper';
import { structuredDataFor } from '../../src/site-files/structured-data';
import {
  FIXTURE_SITE_URL,
  answerQueriesFrom,
  fixture as fixtureContent,
  loadContent,
  type Fixture,
} from './fixture-content';

/** The site's real wrappers, as Gatsby applies them (wrapRootElement around wrapPageElement). */
function SiteWrappers({ children }: { children: React.ReactNode }) {
  return (
    <RootWrapper>
      <PageWrapper>{children}</PageWrapper>
    </RootWrapper>
  );
}

type Options = Omit<RenderOptions, 'wrapper'> & {
  /** Replaces parts of the fixture content for this render. */
  content?: (fixture: Fixture) => Fixture;
  /** What gatsby-node.ts hands the page besides its query (renderPage only). */
  pageContext?: Record<string, unknown>;
};

/** Renders through the site's real providers (theme, global style, error boundary). */
export function renderWithProviders(
  ui: React.ReactElement,
  { content, pageContext: _unused, ...options }: Options = {},
) {
  const base = loadContent();
  const fixture = content ? content(base) : base;
  answerQueriesFrom(fixture);
  return { fixture, ...render(ui, { wrapper: SiteWrappers, ...options }) };
}

/**
 * The props Gatsby passes a page component, with the page query's data from the fixture: the
 * content, and the page's structured data as the build's resolver makes it (gatsby-node.ts).
 */
export function pageProps<Data>(
  pathname: string,
  data: Data,
  pageContext: Record<string, unknown> = {},
): PageProps<Data> {
  const props: Pick<PageProps<Data>, 'data' | 'location' | 'path' | 'uri' | 'pageContext'> = {
    data: {
      ...data,
      structuredData: structuredDataFor(pathname, fixtureContent, FIXTURE_SITE_URL),
    } as Data,
    pageContext,
    location: { ...window.location, pathname } as PageProps<Data>['location'],
    path: pathname,
    uri: pathname,
  };
  return props as PageProps<Data>;
}

/** Renders a page component as Gatsby would, with its page query answered from the fixture. */
export function renderPage<Data>(
  Page: React.ComponentType<PageProps<Data>>,
  pathname: string,
  options: Options = {},
) {
  const { content, pageContext, ...rest } = options;
  const base = loadContent();
  const fixture = content ? content(base) : base;
  answerQueriesFrom(fixture);
  const data = fixture as unknown as Data;
  return {
    fixture,
    ...render(<Page {...pageProps(pathname, data, pageContext)} />, {
      wrapper: SiteWrappers,
      ...rest,
    }),
  };
}

/** Renders a page's Head and reads back what a browser tab and a search engine would see. */
export function renderHead<Data, Context = Record<string, unknown>>(
  Head: React.ComponentType<HeadProps<Data, Context>>,
  pathname: string,
  pageContext: Record<string, unknown> = {},
) {
  const fixture = loadContent();
  answerQueriesFrom(fixture);
  const props = pageProps(
    pathname,
    fixture as unknown as Data,
    pageContext,
  ) as unknown as HeadProps<Data, Context>;
  const { unmount } = render(<Head {...props} />);
  // React 19 moves <title>, <meta> and <link> into the document's head, as a browser tab shows
  // them; the rest stays where it was rendered. The whole document is read, then the Head is
  // unmounted, so that the next one read starts from an empty head.
  const page = document;
  const metas = new Map<string, string | null>();
  for (const meta of page.querySelectorAll('meta')) {
    const key = meta.getAttribute('property') ?? meta.getAttribute('name');
    if (key && !metas.has(key)) metas.set(key, meta.getAttribute('content'));
  }
  const head = {
    title: page.querySelector('title')?.textContent,
    description: metas.get('description'),
    canonical: page.querySelector('link[rel="canonical"]')?.getAttribute('href'),
    robots: metas.get('robots'),
    meta: (key: string) => metas.get(key),
    jsonLd: [...page.querySelectorAll('script[type="application/ld+json"]')].map(
      (script) => JSON.parse(script.textContent ?? '') as Record<string, unknown>,
    ),
  };
  unmount();
  return head;
}
