import React, { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useHydrated } from '../hooks/useHydrated';
import { Icon } from './Icon';

/** The toggle's class, styled by the top bar (Nav.tsx): the toggle runs without styled-components. */
export const MENU_TOGGLE_CLASS = 'site-menu-toggle';
/** Set on the menu while the toggle runs (the button, not the address, decides then). */
export const MENU_ENHANCED = 'data-enhanced';
/** Set on the menu while it is open. */
export const MENU_OPEN = 'data-open';
/** How far the page may move under an open menu before it closes. */
const SCROLL_SLACK_PX = 24;

/**
 * The menu's toggle on a phone: an island (src/components/MenuToggle.island.tsx), the only part of the top
 * bar that runs in the browser. In the static HTML (and without JavaScript) it is a link to the
 * menu, which then shows through :target; once its script runs it is a button with aria-expanded.
 *
 * The open menu closes on Escape (the focus goes back to the button), on a tap or click outside
 * the bar, when a link in it is followed, and when the page is scrolled (more than a few pixels:
 * a phone's address bar moving the page is not a scroll the visitor meant).
 */
export function MenuToggle({
  menuId,
  label,
  lang,
}: {
  menuId: string;
  label: string;
  /** The label's language, when it is not the page's wrapper's (a translated label). */
  lang?: string;
}) {
  const enhanced = useHydrated();
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);

  // The menu shows what the button says. A Menu link followed before the script ran leaves
  // #<menu> in the address: drop it, so the address and the button agree.
  useLayoutEffect(() => {
    const menu = document.getElementById(menuId);
    if (!menu || !enhanced) return;
    menu.setAttribute(MENU_ENHANCED, '');
    menu.toggleAttribute(MENU_OPEN, open);
  }, [menuId, enhanced, open]);

  useEffect(() => {
    if (window.location.hash === `#${menuId}`) {
      window.history.replaceState(
        window.history.state,
        '',
        window.location.pathname + window.location.search,
      );
    }
  }, [menuId]);

  // Listening from the moment the menu opens (a layout effect): Preact runs ordinary effects a
  // frame later, and an Escape pressed straight away would be missed.
  useLayoutEffect(() => {
    if (!open) return undefined;
    const menu = document.getElementById(menuId);
    const bar = menu?.closest('header') ?? menu;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && bar?.contains(event.target)) return;
      setOpen(false);
    };
    const onClick = (event: MouseEvent) => {
      if (event.target instanceof Element && event.target.closest('a')) setOpen(false);
    };
    const openedAt = window.scrollY;
    const onScroll = () => {
      if (Math.abs(window.scrollY - openedAt) > SCROLL_SLACK_PX) setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    menu?.addEventListener('click', onClick);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
      menu?.removeEventListener('click', onClick);
      window.removeEventListener('scroll', onScroll);
    };
  }, [menuId, open]);

  if (!enhanced) {
    return (
      <a className={MENU_TOGGLE_CLASS} href={`#${menuId}`} lang={lang}>
        <Icon name="menu" />
        {label}
      </a>
    );
  }
  return (
    <button
      ref={buttonRef}
      className={MENU_TOGGLE_CLASS}
      lang={lang}
      type="button"
      aria-expanded={open}
      aria-controls={menuId}
      onClick={() => setOpen((value) => !value)}
    >
      <Icon name={open ? 'close' : 'menu'} />
      {label}
    </button>
  );
}
