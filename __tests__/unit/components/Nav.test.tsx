import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import React from 'react';
import { Nav } from '../../../src/components/Nav';
import { fixture } from '../../support/fixture-content';
import { renderWithProviders } from '../../support/render';

// The test window is phone-sized: the menu is collapsed (hidden) until opened, so queries that
// look at it regardless of its state pass `hidden: true`.
const mainNav = () => screen.getByRole('navigation', { hidden: true });
const navLinks = () => within(mainNav()).getAllByRole('link', { hidden: true });

describe('Nav', () => {
  it('shows the company name linking home, the page links and the Contact Us button', () => {
    renderWithProviders(<Nav currentPath="/" />);
    expect(screen.getByRole('link', { name: fixture.company.name })).toHaveAttribute('href', '/');
    const links = navLinks();
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['About', '/about/'],
      ['Services', '/services/'],
      ['Contact Us', '/contact/'],
    ]);
  });

  it.each([
    ['/', 'Home'],
    ['/about/', 'About'],
    ['/about', 'About'],
    ['/services/', 'Services'],
    ['/contact/', 'Contact Us'],
  ])('marks the current page (%s) with aria-current="page"', (path, current) => {
    renderWithProviders(<Nav currentPath={path} />);
    const links = navLinks();
    const marked = links.filter((link) => link.getAttribute('aria-current') === 'page');
    expect(marked.map((link) => link.textContent)).toEqual([current]);
  });

  it('marks no link on a page outside the navigation', () => {
    renderWithProviders(<Nav currentPath="/no-such-page/" />);
    const links = navLinks();
    expect(links.some((link) => link.hasAttribute('aria-current'))).toBe(false);
  });

  it('toggles the mobile menu open and closed with its button', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Nav currentPath="/" />);
    const button = screen.getByRole('button', { name: 'Menu' });
    expect(button).toHaveAttribute('aria-controls', mainNav().id);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(mainNav()).not.toBeVisible();

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeVisible();

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(mainNav()).not.toBeVisible();
  });

  it('closes the menu when a link is chosen', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Nav currentPath="/" />);
    const button = screen.getByRole('button', { name: 'Menu' });
    await user.click(button);
    const about = within(mainNav()).getByRole('link', { name: 'About' });
    // The test's window cannot load another page.
    about.addEventListener('click', (event) => event.preventDefault());
    fireEvent.click(about);
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the menu on Escape and returns focus to the button', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Nav currentPath="/" />);
    const button = screen.getByRole('button', { name: 'Menu' });
    await user.click(button);
    await user.tab();
    expect(within(mainNav()).getByRole('link', { name: 'Home' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('closes the menu on a tap outside the bar, and not on a tap inside it', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <Nav currentPath="/" />
        <p>Page text</p>
      </>,
    );
    const button = screen.getByRole('button', { name: 'Menu' });
    await user.click(button);
    await user.click(screen.getByRole('navigation', { name: 'Main' }));
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByText('Page text'));
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(mainNav()).not.toBeVisible();
  });
});
