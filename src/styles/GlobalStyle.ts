import { ISLAND_ERROR_CLASS } from './class-names';
import { createGlobalStyle } from 'styled-components';
import { PRINT_HIDDEN } from './print';
import { theme } from './theme';

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }

  html {
    -webkit-text-size-adjust: 100%;
    text-size-adjust: 100%;
    /* Anchored targets are not hidden under the sticky bar. */
    scroll-padding-top: calc(${theme.layout.navHeight} + ${theme.space[4]});
  }

  body {
    margin: 0;
    font-family: ${theme.fonts.body};
    font-size: ${theme.fontSizes.md};
    line-height: ${theme.lineHeights.body};
    color: ${theme.colors.text};
    background: ${theme.colors.background};
    overflow-wrap: break-word;
  }

  h1, h2, h3, h4 {
    margin: 0 0 ${theme.space[4]};
    line-height: ${theme.lineHeights.tight};
    font-weight: ${theme.fontWeights.heavy};
    letter-spacing: -0.01em;
    text-wrap: balance;
  }

  /* One heading scale on every page: sibling sections' headings are the same size. */
  h2 { font-size: ${theme.fontSizes['2xl']}; }
  h3 { font-size: ${theme.fontSizes.xl}; }

  p { margin: 0 0 ${theme.space[4]}; }

  a { color: ${theme.colors.link}; text-underline-offset: 0.2em; }
  a:hover { text-decoration-thickness: 2px; }

  img, svg { max-width: 100%; }

  :focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }

  button, input, select, textarea { font: inherit; color: inherit; }

  ul { padding-left: 1.25rem; }

  .visually-hidden {
    position: absolute !important;
    width: 1px;
    height: 1px;
    padding: 0;
    margin: -1px;
    overflow: hidden;
    clip: rect(0, 0, 0, 0);
    white-space: nowrap;
    border: 0;
  }

  /* An island that failed in the browser (src/islands/boundary.tsx). */
  .${ISLAND_ERROR_CLASS} {
    margin: ${theme.space[4]};
    padding: ${theme.space[4]};
    border: 2px solid ${theme.colors.danger};
    border-radius: ${theme.radii.md};
    background: ${theme.colors.background};
    color: ${theme.colors.text};

    h2 {
      margin: 0 0 ${theme.space[2]};
      font-size: ${theme.fontSizes.lg};
    }

    p {
      margin: 0;
    }

    button {
      min-height: 2.75rem;
      padding: 0 ${theme.space[3]};
      border: 1px solid currentColor;
      border-radius: ${theme.radii.sm};
      background: transparent;
      color: inherit;
      font: inherit;
      text-decoration: underline;
      cursor: pointer;
    }
  }

  /* Printed (the Customer care page is made to be printed on A4): black on white, no header,
     notice or footer, links with their addresses, no entry split across pages. */
  @media print {
    @page {
      size: A4;
      margin: 16mm 14mm;
    }

    *,
    *::before,
    *::after {
      color: #000 !important;
      background: transparent !important;
      box-shadow: none !important;
    }

    body {
      font-size: 11pt;
    }

    [${PRINT_HIDDEN}] {
      display: none !important;
    }

    a[href^='http']::after,
    a[href^='mailto:']::after,
    a[href^='tel:']::after {
      content: ' (' attr(href) ')';
      font-weight: normal;
      overflow-wrap: anywhere;
    }

    h1,
    h2,
    h3 {
      break-after: avoid;
    }

    li,
    tr,
    article {
      break-inside: avoid;
    }
  }

  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
      scroll-behavior: auto !important;
    }
  }
`;
