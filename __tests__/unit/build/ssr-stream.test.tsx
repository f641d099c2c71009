/**
 * @jest-environment node
 *
 * Gatsby writes every page with React's streaming renderer. React 18.3.1's Node build wrote its
 * whole 2 KB buffer when a character of two or more bytes did not fit at its end, so the unused
 * bytes went out as NUL characters in the page (github.com/facebook/react/issues/31134); the
 * project patches it (patches/react-dom+18.3.1.patch). Content decides where the characters fall,
 * so every position around the edge is tried.
 */
import { PassThrough } from 'node:stream';
import { text } from 'node:stream/consumers';
import React from 'react';
import { renderToPipeableStream, renderToString } from 'react-dom/server';

function streamed(element: React.ReactElement): Promise<string> {
  return new Promise((resolve, reject) => {
    const { pipe } = renderToPipeableStream(element, {
      onAllReady() {
        const out = new PassThrough();
        pipe(out);
        text(out).then(resolve, reject);
      },
      onShellError: reject,
    });
  });
}

it('streams pages with no stray bytes wherever a multi-byte character falls', async () => {
  for (let padding = 1990; padding < 2060; padding += 1) {
    // Short texts (a long one skips the buffer), adding up to `padding` characters.
    const texts = Array.from({ length: Math.ceil(padding / 500) }, (_, index) =>
      'x'.repeat(Math.min(500, padding - index * 500)),
    );
    const element = (
      <main>
        {texts.map((filler, index) => (
          <p key={index}>{filler}</p>
        ))}
        <p>
          +234{'\u00a0'}700{'\u00a0'}000 · Ìbàdàn · ₦ · 🌍
        </p>
      </main>
    );
    const html = await streamed(element);
    expect(html).not.toContain('\u0000');
    expect(html).toBe(renderToString(element));
  }
});
