/**
 * The frame of the site's HTML e-mails (the "now available" e-mail, the weekly digest): one column
 * at most 600 px wide, which a phone shows whole, a font every mail program has, and the brand's
 * colours (src/styles/theme.ts's palette, which server code does not import). Styles are inline:
 * many mail programs drop a <style> element. No images and no scripts.
 */
import React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { PageLanguage } from '../content-model/languages';
import { MAIL_COLORS } from './mail-colors';

export { MAIL_COLORS };

const FONT_FAMILY = 'Arial, Helvetica, sans-serif';

/** A whole HTML e-mail around `children`, rendered (React escapes every value). */
export function mailHtml(
  title: string,
  children: React.ReactNode,
  /** The language it is written in (a sign-up's: the page it came from). */
  lang: PageLanguage = 'en',
): string {
  return `<!doctype html>${renderToStaticMarkup(
    <html lang={lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{title}</title>
      </head>
      <body style={{ margin: 0, padding: 0, background: MAIL_COLORS.surface }}>
        <div
          style={{
            maxWidth: '600px',
            margin: '0 auto',
            padding: '24px 16px',
            background: '#ffffff',
            color: MAIL_COLORS.text,
            fontSize: '16px',
            lineHeight: 1.5,
            fontFamily: FONT_FAMILY,
            overflowWrap: 'anywhere',
          }}
        >
          {children}
        </div>
      </body>
    </html>,
  )}`;
}
