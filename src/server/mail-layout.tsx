/**
 * The frame of the site's HTML e-mails (the "now available" e-mail, the weekly digest): one column
 * at most 600 px wide, which a phone shows whole, a font every mail program has, and the brand's
 * colours (src/styles/theme.ts's palette, which server code does not import). Styles are inline:
 * many mail programs drop a <style> element. No images and no scripts.
 */
import React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { PageLanguage } from '../content-model/languages';

export const MAIL_COLORS = {
  text: '#101b2d',
  muted: '#344256',
  border: '#d5dde8',
  surface: '#f6f8fb',
  primary: '#067647',
  onPrimary: '#ffffff',
  /** The part of a bar that is new this week. */
  fresh: '#17b26a',
  /** The rest of a bar: what was there before. */
  before: '#1c4275',
  track: '#eaeff5',
  danger: '#b42318',
} as const;

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
