import { act } from '@testing-library/react';
import React from 'react';
import { createRoot, type Root } from 'react-dom/client';
// React's Node build: the page's HTML as the server renders it.
import { renderToStaticMarkup, renderToString } from 'react-dom/server.node';
import styled, { ServerStyleSheet, StyleSheetManager, __PRIVATE__ } from 'styled-components';
import { withServerStyles } from '../../../src/bundling/page-styles';
import { SERVER_STYLES_ATTRIBUTE, takeOverServerStyles } from '../../../src/islands/server-styles';

/**
 * The page's server-rendered styles are taken over by the islands' styled-components, not done
 * again (src/islands/server-styles.ts, src/bundling/page-styles.tsx). Real styled-components on
 * both sides.
 */
const Badge = styled.span<{ $tone: 'calm' | 'alarm' }>`
  color: ${({ $tone }) => ($tone === 'alarm' ? 'rgb(200, 0, 0)' : 'rgb(0, 90, 0)')};
`;

/** The page as the server sends it: its head with the styles, its body with the badge. */
function serve(tone: 'calm' | 'alarm'): { className: string } {
  const sheet = new ServerStyleSheet();
  const body = renderToString(sheet.collectStyles(<Badge $tone={tone}>Status</Badge>));
  document.head.innerHTML = renderToStaticMarkup(
    <>{withServerStyles([sheet.getStyleElement()])}</>,
  );
  sheet.seal();
  document.body.innerHTML = `<div id="root">${body}</div>`;
  return { className: document.querySelector('span')!.className };
}

/** The rules styled-components added in the browser. */
const added = () => document.querySelector('style[data-styled="active"]')?.textContent ?? '';

async function renderInBrowser(tone: 'calm' | 'alarm') {
  const sheet = new __PRIVATE__.StyleSheet();
  const found = takeOverServerStyles(sheet);
  const root = createRoot(document.getElementById('root')!);
  await act(async () =>
    root.render(
      <StyleSheetManager sheet={sheet}>
        <Badge $tone={tone}>Status</Badge>
      </StyleSheetManager>,
    ),
  );
  mounted = root;
  return { found, className: document.querySelector('span')!.className };
}

let mounted: Root | null = null;

afterEach(() => {
  act(() => mounted?.unmount());
  mounted = null;
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe('the server’s styles', () => {
  it('are in the page under their own attribute, which styled-components does not redo', () => {
    serve('calm');
    const styles = document.head.querySelectorAll('style');
    expect(styles).toHaveLength(1);
    expect(styles[0]!.hasAttribute(SERVER_STYLES_ATTRIBUTE)).toBe(true);
    expect(styles[0]!.hasAttribute('data-styled')).toBe(false);
    expect(styles[0]!.textContent).toContain('color:rgb(0, 90, 0)');
  });

  it('give the browser the classes they hold: a state the server rendered adds no rule', async () => {
    const server = serve('calm');
    const browser = await renderInBrowser('calm');
    expect(browser.found).toBe(1);
    expect(browser.className).toBe(server.className);
    expect(added()).toBe('');
  });

  it('leave a state the server did not render to be styled in the browser, after them', async () => {
    serve('calm');
    const browser = await renderInBrowser('alarm');
    const alarm = browser.className.split(' ').at(-1)!;
    expect(added()).toContain(`.${alarm}{color:rgb(200, 0, 0);}`);
    expect(added()).not.toContain('rgb(0, 90, 0)');
    const styles = [...document.head.querySelectorAll('style')];
    expect(styles.map((style) => style.hasAttribute(SERVER_STYLES_ATTRIBUTE))).toEqual([
      true,
      false,
    ]);
  });
});
