import React from 'react';
import styled from 'styled-components';
import { useCompany } from '../hooks/useCompany';
import type { EveryPageWords } from '../hooks/useEveryPageWords';
import MenuToggleIsland from './MenuToggle.island';
import { printHidden } from '../styles/print';
import { media, theme } from '../styles/theme';
import { ButtonLink } from './Button';
import { Container } from './Container';
import { MENU_ENHANCED, MENU_OPEN, MENU_TOGGLE_CLASS } from './MenuToggle';
import { LogoMark } from './Logo';
import { CONTACT_LINK, NAV_LINKS, isCurrent } from './nav-links';

const MENU_ID = 'site-menu';

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: 50;
  background: ${theme.colors.brandDarker};
  color: ${theme.colors.onBrandDark};
  border-bottom: 1px solid rgba(255, 255, 255, 0.08);

  & :focus-visible {
    outline-color: ${theme.colors.focusOnDark};
  }

  /* The menu toggle (src/components/MenuToggle.tsx): a plain class, as it runs in the browser
     without styled-components. */
  .${MENU_TOGGLE_CLASS} {
    display: inline-flex;
    flex: none;
    align-items: center;
    gap: ${theme.space[2]};
    min-height: 2.75rem;
    padding: 0 ${theme.space[3]};
    border: 1px solid rgba(255, 255, 255, 0.35);
    border-radius: ${theme.radii.sm};
    background: transparent;
    color: inherit;
    font-weight: ${theme.fontWeights.bold};
    text-decoration: none;
    cursor: pointer;

    ${media.lg} {
      display: none;
    }
  }
`;

const Inner = styled(Container)`
  position: relative;
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space[4]};
  min-height: ${theme.layout.navHeight};
`;

/** A long company name wraps onto a second line rather than pushing the menu off a phone. */
const Brand = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space[2]};
  min-width: 0;
  color: inherit;
  font-weight: ${theme.fontWeights.heavy};
  font-size: ${theme.fontSizes.lg};
  line-height: ${theme.lineHeights.tight};
  text-decoration: none;
  overflow-wrap: anywhere;

  svg {
    flex: none;
  }
`;

/**
 * Hidden on a phone or a tablet (under 64em: the links and the button need the width) until
 * opened. Without the page's script, the Menu link opens it (:target); with it, the menu button
 * does (data-open, set by MenuToggle).
 */
const Menu = styled.nav`
  display: none;
  position: absolute;
  top: 100%;
  left: 0;
  right: 0;
  padding: ${theme.space[3]} ${theme.space[4]} ${theme.space[5]};
  background: ${theme.colors.brandDarker};
  border-bottom: 1px solid rgba(255, 255, 255, 0.12);
  box-shadow: ${theme.shadows.raised};

  &:target:not([${MENU_ENHANCED}]),
  &[${MENU_OPEN}] {
    display: block;
  }

  ul {
    display: flex;
    flex-direction: column;
    gap: ${theme.space[1]};
    margin: 0;
    padding: 0;
    list-style: none;
  }

  ${media.lg} {
    display: block;
    position: static;
    padding: 0;
    background: none;
    border: 0;
    box-shadow: none;

    ul {
      flex-direction: row;
      align-items: center;
      gap: ${theme.space[2]};
    }
  }
`;

const NavLink = styled.a`
  display: block;
  padding: ${theme.space[3]} ${theme.space[3]};
  border-radius: ${theme.radii.sm};
  color: ${theme.colors.onBrandDarkMuted};
  font-weight: ${theme.fontWeights.medium};
  text-decoration: none;

  &:hover {
    color: ${theme.colors.onBrandDark};
    background: rgba(255, 255, 255, 0.08);
  }

  &[aria-current='page'] {
    color: ${theme.colors.onBrandDark};
    background: rgba(255, 255, 255, 0.1);
    box-shadow: inset 0 -3px 0 ${theme.colors.accentOnDark};
  }

  ${media.lg} {
    padding: ${theme.space[2]} ${theme.space[3]};
  }
`;

const ContactItem = styled.li`
  margin-top: ${theme.space[2]};

  a {
    width: 100%;
  }

  a[aria-current='page'] {
    box-shadow: 0 0 0 3px ${theme.colors.accentOnDark};
  }

  ${media.lg} {
    margin: 0 0 0 ${theme.space[3]};
  }
`;

type NavProps = {
  /** The address of the page shown, in English: which of the links it is. */
  currentPath: string;
  /** The navigation's words, in the page's language. */
  words: EveryPageWords['navigation'];
  /** The menu button's language, when its label is translated (the island keeps it). */
  menuLang?: string;
};

/**
 * The sticky top bar: brand, page links and the Contact Us button, collapsing under 64em (the help
 * links, status and customer care, sit above it on every screen: HelpLinks.tsx).
 * Static HTML; only the menu toggle runs in the browser (an island, src/components/MenuToggle.island.tsx).
 */
export function Nav(props: NavProps) {
  return <NavView {...props} name={useCompany().name} />;
}

/** The top bar, from its words and the company's name (the site and the editor's preview render it). */
export function NavView({ currentPath, words, menuLang, name }: NavProps & { name: string }) {
  const current = (to: string) => (isCurrent(to, currentPath) ? 'page' : undefined);

  return (
    <Bar {...printHidden}>
      <Inner>
        <Brand href="/" aria-current={current('/')}>
          <LogoMark />
          <span>{name}</span>
        </Brand>
        <MenuToggleIsland
          menuId={MENU_ID}
          label={words.menu}
          {...(menuLang ? { lang: menuLang } : {})}
        />
        <Menu id={MENU_ID} aria-label={words.label}>
          <ul>
            {NAV_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink href={link.to} aria-current={current(link.to)}>
                  {words[link.word]}
                </NavLink>
              </li>
            ))}
            <ContactItem>
              <ButtonLink href={CONTACT_LINK.to} aria-current={current(CONTACT_LINK.to)}>
                {words[CONTACT_LINK.word]}
              </ButtonLink>
            </ContactItem>
          </ul>
        </Menu>
      </Inner>
    </Bar>
  );
}
