import {
  inLanguage,
  isEnglishOnly,
  isNotFoundPage,
  languageOf,
} from '../../../src/content-model/languages';
import { languagesSchema } from '../../../src/content-model/content-schema';
import { publishedLanguages } from '../../../src/content-model/published-languages';
import { fixture } from '../../support/fixture-content';

describe('addresses in each language', () => {
  it('keeps English at the root and puts the others under their code', () => {
    expect(inLanguage('/', 'en')).toBe('/');
    expect(inLanguage('/contact/thanks/', 'en')).toBe('/contact/thanks/');
    expect(inLanguage('/', 'ha')).toBe('/ha/');
    expect(inLanguage('/contact/thanks/', 'pcm')).toBe('/pcm/contact/thanks/');
  });

  it('reads the language back from an address, and the same page in English', () => {
    expect(languageOf('/yo/services/')).toEqual({ lang: 'yo', path: '/services/' });
    expect(languageOf('/ig/')).toEqual({ lang: 'ig', path: '/' });
    expect(languageOf('/about/')).toEqual({ lang: 'en', path: '/about/' });
    // A page whose name starts like a code is English.
    expect(languageOf('/hausa-plans/')).toEqual({ lang: 'en', path: '/hausa-plans/' });
  });
});

it('knows the not-found page, and the page made in English only: gatsby develop’s own', () => {
  expect(['/404/', '/404.html', '/dev-404-page/'].every(isNotFoundPage)).toBe(true);
  expect(['/', '/about/', '/contact/thanks/', '/404-plans/'].some(isNotFoundPage)).toBe(false);
  expect(['/dev-404-page/'].every(isEnglishOnly)).toBe(true);
  expect(['/404/', '/404.html', '/', '/about/'].some(isEnglishOnly)).toBe(false);
});

describe('which languages a build publishes', () => {
  const { languages } = fixture.languages;
  const inState = (review: string) => languages.filter((language) => language.review === review);

  it('the fixture company has a language in each state', () => {
    expect(inState('reviewed')).toHaveLength(1);
    expect(inState('draft')).toHaveLength(1);
    expect(inState('hidden').length).toBeGreaterThan(0);
  });

  it('a production build publishes only the reviewed languages', () => {
    expect(publishedLanguages(languages, { CONTEXT: 'production' })).toEqual(inState('reviewed'));
  });

  it('a deploy preview, a branch deploy and a build on this machine publish drafts too, never a hidden one', () => {
    for (const CONTEXT of ['deploy-preview', 'branch-deploy', undefined]) {
      expect(publishedLanguages(languages, { CONTEXT })).toEqual(
        languages.filter((language) => language.review !== 'hidden'),
      );
    }
  });
});

describe('content/languages.yaml', () => {
  const entry = (code: string) => ({
    code,
    name: 'Name',
    review: 'draft',
    draftNotice: 'Notice.',
  });

  it('lists the four languages in their order, each once', () => {
    const valid = languagesSchema.safeParse({ languages: ['pcm', 'ha', 'yo', 'ig'].map(entry) });
    expect(valid.success).toBe(true);
    const swapped = languagesSchema.safeParse({ languages: ['pcm', 'yo', 'ha', 'ig'].map(entry) });
    expect(swapped.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['languages.1.code', 'must be ha: the languages go in order (pcm, ha, yo, ig), each once'],
      ['languages.2.code', 'must be yo: the languages go in order (pcm, ha, yo, ig), each once'],
    ]);
  });

  it('refuses a review state it does not know, naming the ones it does', () => {
    const result = languagesSchema.safeParse({
      languages: ['pcm', 'ha', 'yo', 'ig'].map((code) => ({ ...entry(code), review: 'checked' })),
    });
    expect(result.error?.issues[0]).toEqual(
      expect.objectContaining({
        path: ['languages', 0, 'review'],
        message: 'must be one of: hidden, draft, reviewed',
      }),
    );
  });
});
