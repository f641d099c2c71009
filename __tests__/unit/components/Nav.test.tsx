import { screen, within } from '@testing-library/react';
import React from 'react';
import { HelpLinks } from '../../../src/components/HelpLinks';
import { Nav } from '../../../src/components/Nav';
import { fixture } from '../../support/fixture-content';
import { renderWithProviders } from '../../support/render';

// The test window is phone-sized: the menu is collapsed (hidden) until opened, so queries that
// look at it regardless of its state pass `hidden: true`.
const mainNav = () => screen.getByRole('navigation', { hidden: true });
const navLinks = () => within(mainNav()).getAllByRole('link', { hidden: true });
const words = fixture.everyPage.navigation;

describe('Nav', () => {
  it('shows the company name linking home, the page links and the Contact Us button', () => {
    renderWithProviders(<Nav currentPath="/" words={words} />);
    expect(screen.getByRole('link', { name: fixture.company.name })).toHaveAttribute('href', '/');
    const links = navLinks();
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['About', '/about/'],
      ['Services', '/services/'],
      [words.plans, '/plans/'],
      [words.coverage, '/coverage/'],
      ['Contact Us', '/contact/'],
    ]);
  });

  it.each([
    ['/', 'Home'],
    ['/about/', 'About'],
    ['/about', 'About'],
    ['/services/', 'Services'],
    ['/plans/', words.plans],
    ['/coverage/', words.coverage],
    ['/contact/', 'Contact Us'],
  ])('marks the current page (%s) with aria-current="page"', (path, current) => {
    renderWithProviders(<Nav currentPath={path} words={words} />);
    const links = navLinks();
    const marked = links.filter((link) => link.getAttribute('aria-current') === 'page');
    expect(marked.map((link) => link.textContent)).toEqual([current]);
  });

  it('marks no link on a page outside the navigation', () => {
    renderWithProviders(<Nav currentPath="/no-such-page/" words={words} />);
    const links = navLinks();
    expect(links.some((link) => link.hasAttribute('aria-current'))).toBe(false);
  });
});

describe('HelpLinks', () => {
  it.each([
    ['/', null],
    ['/status/', words.status],
    ['/customer-care', words.care],
  ])('links the status and customer care pages, marking the current one (%s)', (path, current) => {
    renderWithProviders(<HelpLinks currentPath={path} words={words} />);
    const links = within(screen.getByRole('navigation', { name: words.help })).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      [words.status, '/status/'],
      [words.care, '/customer-care/'],
    ]);
    expect(
      links
        .filter((link) => link.getAttribute('aria-current') === 'page')
        .map((link) => link.textContent),
    ).toEqual(current === null ? [] : [current]);
  });
});
