/**
 * @jest-environment node
 *
 * Gatsby writes every page with React's streaming renderer. React 18.3.1's Node build wrote its
 * whole 2 KB buffer when a character of two or more bytes did not fit at its end, so the unused
 * bytes went out as NUL characters in the page (github.com/facebook/react/issues/31134); the
 * project patched it then. React 19 writes only the filled part of its buffer, now 4 KB, and the
 * patch is gone (docs/decisions/0004-patched-packages.md): this test says whether that stays so.
 * Content decides where the characters fall, so every position around each buffer size either
 * version used is tried.
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
  // React 18 filled 2 KB, React 19 fills 4 KB; the markup around the texts adds about 100 bytes.
  const paddings = [2048, 4096].flatMap((size) =>
    Array.from({ length: 180 }, (_, offset) => size - 170 + offset),
  );
  for (const padding of paddings) {
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
