import { screen, within } from '@testing-library/react';
import React from 'react';
import { Layout } from '../../../src/components/Layout';
import type { PageLanguage } from '../../../src/content-model/languages';
import { publishedLanguages } from '../../../src/content-model/published-languages';
import { everyPageIn, fixture } from '../../support/fixture-content';
import { renderWithProviders } from '../../support/render';

// The languages the build publishes (this is not a production build: drafts too, no hidden ones).
const languages = publishedLanguages(fixture.languages.languages, process.env);
const draft = languages.find((language) => language.review === 'draft')!;
const reviewed = languages.find((language) => language.review === 'reviewed')!;

/** The two sets of language links on a page in `lang`: the header's, then the footer's. */
const languageLinkSets = (lang: PageLanguage) => {
  const words = everyPageIn(lang);
  return [words.languageLinks, words.footer.languageLinks].flatMap((name) =>
    screen.queryAllByRole('navigation', { name }),
  );
};

/** The main navigation on a page in `lang`: collapsed, so hidden, in the phone-sized test window. */
const mainNavigation = (lang: PageLanguage) =>
  screen
    .getAllByRole('navigation', { hidden: true })
    .find((element) => element.getAttribute('aria-label') === everyPageIn(lang).navigation.label)!;

describe('Layout in the site’s languages', () => {
  it('leaves out a language that is hidden', () => {
    const hidden = fixture.languages.languages.find((language) => language.review === 'hidden')!;
    renderWithProviders(
      <Layout currentPath="/">
        <p>Body</p>
      </Layout>,
    );
    expect(screen.queryByRole('link', { name: hidden.name })).toBeNull();
  });

  it('links the page shown in every language, in the header and the footer, each name in its own language', () => {
    renderWithProviders(
      <Layout currentPath={`/${reviewed.code}/services/`}>
        <p>Body</p>
      </Layout>,
    );
    const sets = languageLinkSets(reviewed.code);
    expect(sets).toHaveLength(2);
    for (const set of sets) {
      const links = within(set).getAllByRole('link');
      expect(
        links.map((link) => [
          link.textContent,
          link.getAttribute('lang'),
          link.getAttribute('href'),
        ]),
      ).toEqual([
        ['English', 'en', '/services/'],
        ...languages.map(({ name, code }) => [name, code, `/${code}/services/`]),
      ]);
      expect(within(set).getByRole('link', { current: 'page' })).toHaveTextContent(reviewed.name);
    }
    // The navigation (collapsed, so hidden, in the phone-sized test window) marks the page by
    // its English address: Services is the page shown.
    const main = mainNavigation(reviewed.code);
    expect(within(main).getByRole('link', { current: 'page', hidden: true })).toHaveTextContent(
      everyPageIn(reviewed.code).navigation.services,
    );
  });

  it('marks the words not yet translated as English, and shows a draft language’s notice in its language', () => {
    renderWithProviders(
      <Layout currentPath={`/${draft.code}/`}>
        <p>Body</p>
      </Layout>,
    );
    expect(screen.getByText('Body').closest('[lang]')).toHaveAttribute('lang', 'en');
    const notice = screen.getByRole('complementary', { name: 'Draft translation' });
    expect(within(notice).getByText(draft.draftNotice)).toHaveAttribute('lang', draft.code);
    // The notice's English line is English by the mark around the page.
    expect(
      within(notice)
        .getByText(/^Draft translation:/)
        .closest('[lang]'),
    ).toHaveAttribute('lang', 'en');
  });

  it('shows the words on every page in the page’s language, and in English each one not translated', () => {
    renderWithProviders(
      <Layout currentPath={`/${reviewed.code}/about/`}>
        <p>Body</p>
      </Layout>,
    );
    const english = everyPageIn('en');
    const words = everyPageIn(reviewed.code);
    // The fixture translates some of them: the skip link, Home and Contact Us, the links' heading.
    expect(words.skipLink).not.toBe(english.skipLink);
    expect(words.navigation.home).not.toBe(english.navigation.home);
    expect(words.navigation.about).toBe(english.navigation.about);
    expect(screen.getByRole('link', { name: words.skipLink })).toHaveAttribute(
      'href',
      '#main-content',
    );
    const main = mainNavigation(reviewed.code);
    expect(
      within(main)
        .getAllByRole('link', { hidden: true })
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      [words.navigation.home, '/'],
      [words.navigation.about, '/about/'],
      [words.navigation.services, '/services/'],
      [english.navigation.plans, '/plans/'],
      [english.navigation.coverage, '/coverage/'],
      [words.navigation.contact, '/contact/'],
    ]);
    // Status and customer care, above the navigation: shown on a phone too, not collapsed.
    const help = screen.getByRole('navigation', { name: english.navigation.help });
    expect(
      within(help)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      [english.navigation.status, '/status/'],
      [english.navigation.care, '/customer-care/'],
    ]);
    const footerLinks = screen.getByRole('navigation', { name: words.footer.linksHeading });
    expect(within(footerLinks).getByRole('link', { current: 'page' })).toHaveTextContent(
      words.footer.about,
    );
  });

  it('shows no notice on a reviewed language’s pages', () => {
    renderWithProviders(
      <Layout currentPath={`/${reviewed.code}/`}>
        <p>Body</p>
      </Layout>,
    );
    expect(screen.queryByRole('complementary', { name: 'Draft translation' })).toBeNull();
  });

  it('on an English page, leaves the language to <html lang="en">', () => {
    renderWithProviders(
      <Layout currentPath="/">
        <p>Body</p>
      </Layout>,
    );
    expect(screen.getByText('Body').closest('[lang]')).toBeNull();
    expect(screen.queryByRole('complementary', { name: 'Draft translation' })).toBeNull();
  });

  it('on an "Ask about" page, links the same page in each language and marks Contact in the navigation', () => {
    renderWithProviders(
      <Layout
        currentPath={`/${reviewed.code}/contact/ask/fibre/`}
        navPath={`/${reviewed.code}/contact/`}
      >
        <p>Body</p>
      </Layout>,
    );
    const links = within(languageLinkSets(reviewed.code)[0]!).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/contact/ask/fibre/',
      ...languages.map(({ code }) => `/${code}/contact/ask/fibre/`),
    ]);
    const main = mainNavigation(reviewed.code);
    expect(within(main).getByRole('link', { current: 'page', hidden: true })).toHaveTextContent(
      everyPageIn(reviewed.code).navigation.contact,
    );
  });

  it('on the not-found page (English only), leads to each language’s home page', () => {
    renderWithProviders(
      <Layout currentPath="/404/">
        <p>Body</p>
      </Layout>,
    );
    const links = within(languageLinkSets('en')[0]!).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/',
      ...languages.map(({ code }) => `/${code}/`),
    ]);
    expect(links.filter((link) => link.hasAttribute('aria-current'))).toEqual([]);
  });

  it('has no language links while the site publishes English only', () => {
    renderWithProviders(
      <Layout currentPath="/">
        <p>Body</p>
      </Layout>,
      { content: (graph) => ({ ...graph, publishedLanguages: { codes: [] } }) },
    );
    expect(languageLinkSets('en')).toEqual([]);
  });
});
