import { render, type RenderOptions } from '@testing-library/react';
import type { HeadProps, PageProps } from 'gatsby';
import React from 'react';
import { PageWrapper, RootWrapper } from '../../src/components/RootWrapper';
import { loadContent, answerQueriesFrom, type Fixture } from './fixture-content';

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

/** The props Gatsby passes a page component, with the page query's data from the fixture. */
export function pageProps<Data>(
  pathname: string,
  data: Data,
  pageContext: Record<string, unknown> = {},
): PageProps<Data> {
  const props: Pick<PageProps<Data>, 'data' | 'location' | 'path' | 'uri' | 'pageContext'> = {
    data,
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
  const { container } = render(<Head {...props} />);
  return {
    title: container.querySelector('title')?.textContent,
    description: container.querySelector('meta[name="description"]')?.getAttribute('content'),
    canonical: container.querySelector('link[rel="canonical"]')?.getAttribute('href'),
    robots: container.querySelector('meta[name="robots"]')?.getAttribute('content'),
    meta: (key: string) =>
      container
        .querySelector(`meta[property="${key}"], meta[name="${key}"]`)
        ?.getAttribute('content'),
    jsonLd: [...container.querySelectorAll('script[type="application/ld+json"]')].map(
      (script) => JSON.parse(script.textContent ?? '') as Record<string, unknown>,
    ),
  };
}
