/**
 * @jest-environment node
 *
 * A page that throws while Gatsby renders it must fail the build, naming the page and the error,
 * and in good time: Gatsby is known to hang at times when a page throws in a render worker
 * (docs/testing.md, "Time bounds"), so this build runs under a bound of its own.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { LANGUAGE_CODES } from '../../src/content-model/languages';
import { buildCopy } from '../support/build-copy';

jest.setTimeout(300_000);

const MESSAGE = 'This page could not be rendered: its content is broken';

it('fails the build naming the page and the error when a page throws while it renders', async () => {
  const result = await buildCopy((root) =>
    writeFileSync(
      path.join(root, 'src/pages/broken.tsx'),
      [
        'import React from "react";',
        '',
        'export default function BrokenPage(): React.ReactElement {',
        `  throw new Error(${JSON.stringify(MESSAGE)});`,
        '}',
      ].join('\n'),
    ),
  );
  expect(result.overran).toBe(false);
  expect(result.status).not.toBe(0);
  // The page is built in every language the site publishes too: Gatsby names the first that fails.
  expect(result.output).toMatch(
    new RegExp(`Building static HTML failed for path "(/(${LANGUAGE_CODES.join('|')}))?/broken/"`),
  );
  expect(result.output).toContain(MESSAGE);
});
