/**
 * @jest-environment node
 *
 * Translations of the pages' copy (content/pages/<code>/): each test writes its own translation
 * into a copy of the tests' fixture content and checks what the build would take, show and say.
 */
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { stringify as stringifyYaml } from 'yaml';
import { fillFacts } from '../../../src/content-model/content-facts';
import {
  shownTranslations,
  sourcesIn,
  translated,
  translationAt,
  translationPath,
} from '../../../src/content-model/translations';
import {
  formatProblem,
  loadContentDir,
  parsedYaml,
} from '../../../src/content-model/validate-content';
import { FIXTURE_DIR, fixtureAsWritten } from '../../support/fixture-content';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'translations-'));
  cpSync(FIXTURE_DIR, dir, { recursive: true });
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const write = (relative: string, data: unknown) => {
  mkdirSync(path.dirname(path.join(dir, relative)), { recursive: true });
  writeFileSync(path.join(dir, relative), typeof data === 'string' ? data : stringifyYaml(data));
};
const messages = () => loadContentDir(dir).problems.map(formatProblem);
const home = fixtureAsWritten.home;

describe('where translations are', () => {
  it('puts a page file’s translation in a folder named by the language', () => {
    expect(translationPath('ha', 'home')).toBe('pages/ha/home.yaml');
    expect(translationPath('yo', 'care')).toBe('pages/yo/customer-care.yaml');
    expect(translationAt('pages/ig/contact.yaml')).toEqual({ code: 'ig', name: 'contactPage' });
  });

  it('puts a shared file’s translation in a folder named by the language beside it', () => {
    expect(translationPath('ha', 'plans')).toBe('ha/plans.yaml');
    expect(translationAt('pcm/faq.yaml')).toEqual({ code: 'pcm', name: 'faq' });
  });

  it('knows no translation of a file without copy, nor of English', () => {
    expect(translationAt('ha/business-hours.yaml')).toBeUndefined();
    expect(translationAt('ha/coverage.yaml')).toBeUndefined();
    expect(translationAt('pages/en/home.yaml')).toBeUndefined();
    expect(translationAt('pages/fr/home.yaml')).toBeUndefined();
  });

  it('refuses a file in a language folder that translates no page, naming it', () => {
    write('pages/ha/homepage.yaml', { seo: { title: 'Shafin farko' } });
    expect(messages()).toEqual([
      expect.stringMatching(/^content\/pages\/ha\/homepage\.yaml is not a file the site uses/),
    ]);
  });
});

describe('what a page shows in a language', () => {
  it('shows each translated field and English for every field left out', () => {
    write('pages/ha/home.yaml', {
      hero: { title: 'Intanet mai sauri' },
      teaser: { highlights: [{ label: 'sa’o’i' }] },
    });
    const { translations, problems } = loadContentDir(dir);
    expect(problems).toEqual([]);
    const shown = translated(home, translations.ha?.home) as typeof home;
    expect(shown.hero).toEqual({ ...home.hero, title: 'Intanet mai sauri' });
    expect(shown.teaser.highlights).toEqual([
      { ...home.teaser.highlights[0], label: 'sa’o’i' },
      ...home.teaser.highlights.slice(1),
    ]);
    expect(shown.cta).toEqual(home.cta);
  });

  it('takes a list entry left empty as not translated, and shows no entry past the English list’s end', () => {
    const { story } = fixtureAsWritten.about;
    write('pages/yo/about.yaml', {
      story: ['', ...story.slice(1).map(() => 'Ìtàn wa'), 'Ọ̀rọ̀ tí kò sí ní Gẹ̀ẹ́sì'],
    });
    const { translations, problems } = loadContentDir(dir);
    expect(problems).toEqual([]);
    const shown = translated(
      fixtureAsWritten.about,
      translations.yo?.about,
    ) as typeof fixtureAsWritten.about;
    expect(shown.story).toEqual([story[0], ...story.slice(1).map(() => 'Ìtàn wa')]);
  });

  it('takes an empty field as not translated, and an empty file as nothing translated', () => {
    write('pages/yo/home.yaml', { hero: { title: '  ' }, cta: { body: '' } });
    write('pages/ig/home.yaml', '# nothing yet\n');
    const { translations, problems } = loadContentDir(dir);
    expect(problems).toEqual([]);
    expect(translated(home, translations.yo?.home)).toEqual(home);
    expect(translated(home, translations.ig?.home)).toEqual(home);
  });

  it('keeps text in NFC, with no spaces at either end', () => {
    // "ọ̀" written as o, combining dot below, combining grave.
    write('pages/yo/home.yaml', { hero: { title: '  Ko\u0323\u0300 ' } });
    const { translations } = loadContentDir(dir);
    expect((translations.yo?.home as { hero: { title: string } }).hero.title).toBe('K\u1ecd\u0300');
  });

  it('shows the words the specification fixes in English translated, and English where they are not', () => {
    write('pages/pcm/home.yaml', { hero: { primaryLabel: 'Learn more about us' } });
    const { translations, content, problems } = loadContentDir(dir);
    expect(problems).toEqual([]);
    const shown = translated(content!.home, translations.pcm?.home) as typeof home;
    expect(shown.hero.primaryLabel).toBe('Learn more about us');
    expect(shown.hero.secondaryLabel).toBe(home.hero.secondaryLabel);
    expect(content!.home.hero.primaryLabel).toBe('Learn More');
  });

  it('leaves out of the texts in a language those the English also has', () => {
    write('pages/pcm/home.yaml', {
      hero: { title: 'Fast internet wey no get limit' },
      cta: { buttonLabel: home.hero.secondaryLabel, heading: home.services.heading },
    });
    const { translations, content } = loadContentDir(dir);
    const shown = [...(shownTranslations(translations, content!).get('pcm') ?? [])];
    expect(shown).toContain('Fast internet wey no get limit');
    expect(shown).not.toContain(home.hero.secondaryLabel);
    expect(shown).not.toContain(home.services.heading);
  });

  it('leaves out the contact form’s words, which the form marks itself, and keeps the rest of the page', () => {
    write('pages/pcm/contact.yaml', {
      heading: 'Make you reach us',
      form: { noSubject: 'nothing', labels: { message: 'Your talk' } },
    });
    const { translations, content, problems } = loadContentDir(dir);
    expect(problems).toEqual([]);
    const shown = [...(shownTranslations(translations, content!).get('pcm') ?? [])];
    expect(shown).toContain('Make you reach us');
    expect(shown).not.toContain('nothing');
    expect(shown).not.toContain('Your talk');
  });

  it('refuses a text far too long at once, before looking in it for facts', () => {
    write('pages/ha/home.yaml', { hero: { title: 'Ƙ'.repeat(200_000) } });
    const started = Date.now();
    expect(messages()).toEqual([
      'content/pages/ha/home.yaml: Hero › Title must be at most 90 characters',
    ]);
    // Not a timing test: a bound far above what it takes, so a hang fails rather than runs on.
    expect(Date.now() - started).toBeLessThan(20_000);
  });

  it('gives the texts each language shows, references to facts filled in with its own words', () => {
    write('pages/ha/home.yaml', { cta: { body: 'Za mu amsa {within: reply}.' } });
    const { translations, content } = loadContentDir(dir);
    const texts = shownTranslations(translations, content!);
    const sources = sourcesIn(translations.ha ?? {}, content!);
    const filled = fillFacts('Za mu amsa {within: reply}.', sources);
    // The fixture's Hausa words for "within" ("cikin {length}"), its English ones for the hours,
    // which the translation leaves out: the reply is promised in 4 hours.
    expect(filled).toBe(`Za mu amsa cikin 4 ${content!.everyPage.times.hours}.`);
    // With the fixture's other Hausa texts: those of its other Hausa files (pages' and shared
    // files'), but the forms' words, which the forms mark themselves.
    const own = (value: unknown): string[] =>
      typeof value === 'string'
        ? [value]
        : value === null || typeof value !== 'object'
          ? []
          : Object.values(value).flatMap(own);
    const others = ['pages/ha', 'ha']
      .flatMap((folder) => readdirSync(path.join(dir, folder)).map((file) => `${folder}/${file}`))
      .filter((file) => file !== 'pages/ha/home.yaml')
      .flatMap((file) => {
        const parsed = parsedYaml(file, readFileSync(path.join(dir, file), 'utf8'));
        if ('problem' in parsed) throw new Error(parsed.problem.message);
        const data = (parsed.data ?? {}) as Record<string, unknown>;
        const forms = file === 'ha/waitlist.yaml' || file === 'pages/ha/contact.yaml';
        return own(forms ? { ...data, form: null } : data).map((text) => fillFacts(text, sources));
      });
    expect(others.length).toBeGreaterThan(0);
    expect(texts.get('ha')).toEqual(new Set([filled, ...others]));
  });
});

describe('what the build refuses in a translation, naming the file and the field', () => {
  it('a field the page does not have', () => {
    write('pages/ha/home.yaml', { hero: { titel: 'Intanet' } });
    expect(messages()).toEqual([
      'content/pages/ha/home.yaml: Hero › "titel" is not a field of content/pages/home.yaml (check the spelling, or remove it)',
    ]);
  });

  it('a field that is the same in every language', () => {
    write('pages/pcm/privacy.yaml', { updated: '2026-01-01' });
    expect(messages()).toEqual([
      'content/pages/pcm/privacy.yaml: Last changed is the same in every language: change it in content/pages/privacy.yaml, and leave it out here',
    ]);
  });

  it('a plan’s name or price, entered once for every language', () => {
    write('ha/plans.yaml', { plans: [{ name: 'Gida Lite', price: 1, data: 'Babu iyaka' }] });
    expect(messages()).toEqual([
      'content/ha/plans.yaml: Plans › entry 1 (Gida Lite) › Plan name is the same in every language: change it in content/plans.yaml, and leave it out here',
      'content/ha/plans.yaml: Plans › entry 1 (Gida Lite) › Price per month (₦) is the same in every language: change it in content/plans.yaml, and leave it out here',
    ]);
  });

  it('a service’s name, which its "Ask about" page is named by', () => {
    write('pcm/services.yaml', { core: [{ title: 'Fibre wey fast' }] });
    expect(messages()).toEqual([
      'content/pcm/services.yaml: Core services › entry 1 (Fibre wey fast) › Title is the same in every language: change it in content/services.yaml, and leave it out here',
    ]);
  });

  it('words the specification fixes in English, translated longer than a line', () => {
    write('pages/pcm/home.yaml', { hero: { primaryLabel: 'Learn '.repeat(28) } });
    write('pages/ha/every-page.yaml', { navigation: { contact: ['Tuntuɓe mu'] } });
    expect(messages()).toEqual([
      'content/pages/ha/every-page.yaml: Navigation (top of every page) › Contact button must be text',
      'content/pages/pcm/home.yaml: Hero › Button to the About page must be at most 160 characters',
    ]);
  });

  it('words the specification fixes in English, translated with a reference to a fact, which they would show in braces', () => {
    write('pages/ha/every-page.yaml', { navigation: { contact: 'Kira {phone}' } });
    write('pages/yo/home.yaml', { hero: { secondaryLabel: 'Pè wá ní {hours}' } });
    expect(messages()).toEqual([
      'content/pages/ha/every-page.yaml: Navigation (top of every page) › Contact button cannot refer to a fact such as {phone}: these words are shown exactly as written, so write the words themselves',
      'content/pages/yo/home.yaml: Hero › Button to the Contact page cannot refer to a fact such as {phone}: these words are shown exactly as written, so write the words themselves',
    ]);
  });

  it('a sentence the page completes, without the slot the page fills in', () => {
    write('pages/ha/contact.yaml', {
      hours: { openNow: 'A buɗe yanzu', opensOn: 'A rufe · {day} da {hour} da {hour}' },
    });
    expect(messages()).toEqual([
      'content/pages/ha/contact.yaml: Business hours words › Open now must hold {hour} once each: the page puts the hour there',
      'content/pages/ha/contact.yaml: Business hours words › Closed, opens another day must hold {day} and {hour} once each: the page puts the day and the hour there',
    ]);
  });

  it('a key that is no field, even one every object has', () => {
    write('pages/ha/home.yaml', { hero: { constructor: 'x', toString: 'y' } });
    expect(messages()).toEqual([
      'content/pages/ha/home.yaml: Hero › "constructor" is not a field of content/pages/home.yaml (check the spelling, or remove it)',
      'content/pages/ha/home.yaml: Hero › "toString" is not a field of content/pages/home.yaml (check the spelling, or remove it)',
    ]);
  });

  it('what the English would be refused for: a title too long', () => {
    write('pages/ig/home.yaml', { hero: { title: 'Ị'.repeat(91) } });
    expect(messages()).toEqual([
      'content/pages/ig/home.yaml: Hero › Title must be at most 90 characters',
    ]);
  });

  it('what the English would be refused for: a reference to a fact the site does not know', () => {
    write('pages/ha/home.yaml', { cta: { body: 'Kira mu a {lambar waya}.' } });
    expect(messages()).toEqual([
      expect.stringMatching(
        /^content\/pages\/ha\/home\.yaml: Closing call to action › Text .*\{lambar waya\}.* is not a fact the site knows/,
      ),
    ]);
  });

  it('what the English would be refused for: a fact typed by hand', () => {
    write('pages/yo/home.yaml', { cta: { body: `Ẹ pè wá ní ${fixtureAsWritten.contact.phone}.` } });
    expect(messages()).toEqual([
      `content/pages/yo/home.yaml: Closing call to action › Text types the phone number by hand ("${fixtureAsWritten.contact.phone}"), which content/contact.yaml keeps (Phone number). Write {phone} instead, and the site fills it in`,
    ]);
  });

  it('what the English would be refused for: a button only the script shows, by its English name, in any translation', () => {
    const search = fixtureAsWritten.coveragePage.search;
    // The Hausa search's own button, renamed: copy is checked against the English names still.
    write('pages/ha/coverage.yaml', {
      search: { askConnection: 'Nemi haɗi a {place}', notYetWaitlist: 'Danna "Nemi haɗi a".' },
    });
    write('pages/ha/home.yaml', { cta: { body: `Danna "${search.label}".` } });
    expect(messages()).toEqual([
      expect.stringMatching(
        /^content\/pages\/ha\/home\.yaml: Closing call to action › Text points at ".*", the coverage search field, which only the page's script shows/,
      ),
    ]);
  });

  it('aliases repeated beyond reason, as a YAML mistake rather than a crash', () => {
    const levels = ['a: &a [x, x, x, x, x, x, x, x, x, x]'];
    for (let level = 1; level < 8; level += 1) {
      const previous = String.fromCharCode(96 + level);
      const name = String.fromCharCode(97 + level);
      levels.push(`${name}: &${name} [${Array(10).fill(`*${previous}`).join(', ')}]`);
    }
    write('pages/ha/home.yaml', `${levels.join('\n')}\n`);
    expect(messages()).toEqual([
      expect.stringMatching(
        /^content\/pages\/ha\/home\.yaml is not valid YAML at line 1, column 1: .*alias/i,
      ),
    ]);
  });

  it('text that is not YAML, with where', () => {
    write('pages/ha/home.yaml', 'hero:\n  title: [Intanet\n');
    expect(messages()).toEqual([
      expect.stringMatching(/^content\/pages\/ha\/home\.yaml is not valid YAML at line \d+/),
    ]);
  });
});
