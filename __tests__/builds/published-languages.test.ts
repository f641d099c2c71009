/**
 * @jest-environment node
 *
 * A real production build (Netlify: CONTEXT=production) publishes only the languages a fluent
 * speaker has reviewed: a draft language's pages, and its translations, stay on previews.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import { LANGUAGE_CODES } from '../../src/content-model/languages';
import { buildCopy } from '../support/build-copy';

jest.setTimeout(300_000);

type Languages = { languages: { code: string; review: string }[] };

it('a production build leaves draft and hidden languages out, and publishes the reviewed ones', async () => {
  let languages: Languages['languages'] = [];
  const result = await buildCopy(
    (root) => {
      // The fixture company with its example e-mail addresses replaced, as staff would before
      // going live (a production build stops on example details).
      for (const file of ['content/contact.yaml', 'content/pages/privacy.yaml']) {
        const at = path.join(root, file);
        writeFileSync(at, readFileSync(at, 'utf8').replace(/\.example\b/g, '.ng'));
      }
      languages = (
        parseYaml(readFileSync(path.join(root, 'content/languages.yaml'), 'utf8')) as Languages
      ).languages;
      // A draft language with a translation of its own: neither reaches the live site.
      const draft = languages.find(({ review }) => review === 'draft');
      if (!draft) throw new Error('The fixture has no draft language');
      mkdirSync(path.join(root, `content/pages/${draft.code}`), { recursive: true });
      writeFileSync(
        path.join(root, `content/pages/${draft.code}/home.yaml`),
        'hero:\n  title: A draft translation of the title\n',
      );
    },
    { env: { CONTEXT: 'production' } },
  );
  expect(result.overran).toBe(false);
  // On a failure, what the build said last.
  expect({
    status: result.status,
    said: result.status === 0 ? '' : result.output.slice(-3000),
  }).toEqual({
    status: 0,
    said: '',
  });
  const inLanguage = (code: string) => result.pages.filter((page) => page.startsWith(`/${code}/`));
  const reviewed = languages.filter(({ review }) => review === 'reviewed').map(({ code }) => code);
  expect(reviewed.length).toBeGreaterThan(0);
  expect(reviewed.length).toBeLessThan(LANGUAGE_CODES.length);
  for (const { code, review } of languages) {
    if (review === 'reviewed') {
      expect(inLanguage(code)).toEqual(expect.arrayContaining([`/${code}/`, `/${code}/contact/`]));
    } else {
      expect({ code, review, pages: inLanguage(code) }).toEqual({ code, review, pages: [] });
    }
  }
  expect(result.pages).toEqual(expect.arrayContaining(['/', '/contact/']));
});
