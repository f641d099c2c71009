import { Link } from 'gatsby';
import React, { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import styled, { css } from 'styled-components';
import { useCompany } from '../hooks/useCompany';
import { useHydrated } from '../hooks/useHydrated';
import { media, theme } from '../styles/theme';
import { ButtonLink } from './Button';
import { Container } from './Container';
import { Icon } from './Icon';
import { LogoMark } from './Logo';
import { CONTACT_LINK, NAV_LINKS, isCurrent } from './nav-links';

const MENU_ID = 'site-menu';
/** How far the page may move under an open menu before it closes. */
const SCROLL_SLACK_PX = 24;

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
const Brand = styled(Link)`
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

const toggleStyles = css`
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

  ${media.md} {
    display: none;
  }
`;

const MenuButton = styled.button`
  ${toggleStyles}
`;

/** Before the page's script runs (or without JavaScript) the toggle is a link that reveals the menu with :target. */
const MenuLink = styled.a`
  ${toggleStyles}
`;

const Menu = styled.nav<{ $open: boolean; $enhanced: boolean }>`
  display: ${({ $open }) => ($open ? 'block' : 'none')};
  position: absolute;
  top: 100%;
  left: 0;
  right: 0;
  padding: ${theme.space[3]} ${theme.space[4]} ${theme.space[5]};
  background: ${theme.colors.brandDarker};
  border-bottom: 1px solid rgba(255, 255, 255, 0.12);
  box-shadow: ${theme.shadows.raised};

  /* Without the page's script, the Menu link shows the menu; with it, the button decides. */
  &:target {
    display: ${({ $open, $enhanced }) => ($open || !$enhanced ? 'block' : 'none')};
  }

  ul {
    display: flex;
    flex-direction: column;
    gap: ${theme.space[1]};
    margin: 0;
    padding: 0;
    list-style: none;
  }

  ${media.md} {
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

const NavLink = styled(Link)`
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

  ${media.md} {
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

  ${media.md} {
    margin: 0 0 0 ${theme.space[3]};
  }
`;

type NavProps = { currentPath: string };

/** The sticky top bar: brand, page links and the Contact Us button, collapsing on small screens. */
export function Nav({ currentPath }: NavProps) {
  const { name } = useCompany();
  const enhanced = useHydrated();
  const [open, setOpen] = useState(false);
  const [shownPath, setShownPath] = useState(currentPath);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const barRef = useRef<HTMLElement>(null);
  const close = useCallback(() => setOpen(false), []);

  // A new page closes the menu.
  if (shownPath !== currentPath) {
    setShownPath(currentPath);
    setOpen(false);
  }

  // A Menu link followed before the script ran leaves #site-menu in the address: drop it, so the
  // address and the menu button agree.
  useEffect(() => {
    if (window.location.hash === `#${MENU_ID}`) {
      window.history.replaceState(
        window.history.state,
        '',
        window.location.pathname + window.location.search,
      );
    }
  }, []);

  // Listening from the moment the menu opens (a layout effect): Preact runs ordinary effects a
  // frame later, and an Escape pressed straight away would be missed. The open menu closes on
  // Escape (the focus goes back to the button), on a tap or click outside the bar, and when the
  // page is scrolled (more than a few pixels: a phone's address bar moving the page is not a
  // scroll the visitor meant).
  useLayoutEffect(() => {
    if (!open) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        toggleRef.current?.focus();
      }
    };
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && barRef.current?.contains(event.target)) return;
      setOpen(false);
    };
    const openedAt = window.scrollY;
    const onScroll = () => {
      if (Math.abs(window.scrollY - openedAt) > SCROLL_SLACK_PX) setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
      window.removeEventListener('scroll', onScroll);
    };
  }, [open]);

  const current = (to: string) => (isCurrent(to, currentPath) ? 'page' : undefined);

  return (
    <Bar ref={barRef}>
      <Inner>
        <Brand to="/">
          <LogoMark />
          <span>{name}</span>
        </Brand>
        {enhanced ? (
          <MenuButton
            ref={toggleRef}
            type="button"
            aria-expanded={open}
            aria-controls={MENU_ID}
            onClick={() => setOpen((value) => !value)}
          >
            <Icon name={open ? 'close' : 'menu'} />
            Menu
          </MenuButton>
        ) : (
          <MenuLink href={`#${MENU_ID}`}>
            <Icon name="menu" />
            Menu
          </MenuLink>
        )}
        <Menu id={MENU_ID} aria-label="Main" $open={open} $enhanced={enhanced}>
          <ul>
            {NAV_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} aria-current={current(link.to)} onClick={close}>
                  {link.label}
                </NavLink>
              </li>
            ))}
            <ContactItem>
              <ButtonLink
                to={CONTACT_LINK.to}
                aria-current={current(CONTACT_LINK.to)}
                onClick={close}
              >
                {CONTACT_LINK.label}
              </ButtonLink>
            </ContactItem>
          </ul>
        </Menu>
      </Inner>
    </Bar>
  );
}
