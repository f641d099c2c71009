import { screen } from '@testing-library/react';
import NotFoundPage, { Head } from '../../../src/pages/404';
import { fixture } from '../../support/fixture-content';
import { renderHead, renderPage } from '../../support/render';

describe('Not-found page', () => {
  it('says the page was not found and links home', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderPage(NotFoundPage, '/no-such-page/');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Oops! Page not found');
    expect(screen.getByText(fixture.notFound.body)).toBeVisible();
    expect(screen.getByRole('link', { name: fixture.notFound.linkLabel })).toHaveAttribute(
      'href',
      '/',
    );
  });

  it('logs the attempted path to the console', () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    // The page answers any missing address: it logs the one in the browser's address bar.
    window.history.pushState({}, '', '/some/missing/page');
    renderPage(NotFoundPage, '/some/missing/page');
    expect(consoleError).toHaveBeenCalledWith(
      '404 Error: User attempted to access non-existent route:',
      '/some/missing/page',
    );
  });

  it('is kept out of search results', () => {
    const head = renderHead(Head, '/404/');
    expect(head.title).toBe(`${fixture.notFound.seo.title} | ${fixture.company.name}`);
    expect(head.robots).toBe('noindex');
    expect(head.canonical).toBeUndefined();
  });

  afterEach(() => jest.restoreAllMocks());
});
