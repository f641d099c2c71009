/**
 * The site in the languages it publishes besides English (content/languages.yaml; a build on this
 * machine publishes drafts too, as a deploy preview does): each page's language, its addresses in
 * the others, the language links, and the draft notice.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { fillFacts } from '../../src/content-model/content-facts';
import { CONTENT_DIR } from '../../src/content-model/content-dir';
import type { SiteFileName } from '../../src/content-model/content-schema';
import type { LanguageCode, PageLanguage } from '../../src/content-model/languages';
import { publishedLanguages } from '../../src/content-model/published-languages';
import { COVERAGE_SLOT, filledSentence } from '../../src/content-model/coverage-slots';
import { dayNamesIn } from '../../src/lib/day-names';
import { openStatus } from '../../src/lib/hours';
import { monthly, withinIn } from '../support/shown-words';
import { asShown, shownTranslations, sourcesIn } from '../../src/content-model/translations';
import { loadContentDir } from '../../src/content-model/validate-content';
import { ENQUIRY_FIELD_NAMES } from '../../src/lib/enquiry-form';
import { filled } from '../../src/lib/form-words';
import { SAMPLES } from '../../src/server/form-schema';
import {
  fillEnquiry,
  openContactForm,
  sentToast,
  storedWithSubject,
  uniqueEnquiry,
} from '../support/browser-enquiry';
import { escapeRegExp, site, siteIn, FORM } from '../support/site-content';

const languages = publishedLanguages(site.languages.languages, process.env);
const all = [{ code: 'en', name: 'English' }, ...languages];

/** The language links on a page in `lang`: the header's, then the footer's. */
const languageLinks = (page: Page, lang: PageLanguage = 'en'): Locator[] => {
  const words = siteIn(lang).everyPage;
  return [
    page.getByRole('navigation', { name: words.languageLinks, exact: true }),
    page.getByRole('navigation', { name: words.footer.languageLinks, exact: true }),
  ];
};

test.skip(languages.length === 0, 'the build publishes English only');

for (const language of languages) {
  for (const path of ['/', '/contact/']) {
    const address = `/${language.code}${path}`;

    test(`${address} is in ${language.name}, with its addresses in every language`, async ({
      page,
    }) => {
      await page.goto(address);
      await expect(page.locator('html')).toHaveAttribute('lang', language.code);
      const alternates = await page
        .locator('head link[rel="alternate"][hreflang]')
        .evaluateAll((links) =>
          links.map((link) => [
            link.getAttribute('hreflang'),
            new URL(link.getAttribute('href')!).pathname,
          ]),
        );
      expect(alternates).toEqual([
        ...all.map(({ code }) => [code, code === 'en' ? path : `/${code}${path}`]),
        ['x-default', path],
      ]);
      // Words not translated yet are marked English, so a screen reader reads them as English.
      await expect(page.locator('main').locator('xpath=ancestor::*[@lang][1]')).toHaveAttribute(
        'lang',
        'en',
      );
      // No other language's words on the page.
      for (const other of languages.filter(({ code }) => code !== language.code)) {
        await expect(page.getByText(other.draftNotice)).toHaveCount(0);
      }
      const notice = page.getByRole('complementary', { name: 'Draft translation' });
      if (language.review === 'draft') {
        await expect(notice.getByText(language.draftNotice)).toHaveAttribute('lang', language.code);
      } else {
        await expect(notice).toHaveCount(0);
      }
    });

    test(`${address}: the language links name each language in itself, lead to this page, and are 44 px targets`, async ({
      page,
    }) => {
      await page.goto(address);
      for (const links of languageLinks(page, language.code)) {
        const shown = await links.getByRole('link').evaluateAll((elements) =>
          elements.map((link) => {
            const box = link.getBoundingClientRect();
            return {
              name: link.textContent,
              lang: link.getAttribute('lang'),
              href: link.getAttribute('href'),
              current: link.getAttribute('aria-current'),
              target: box.width >= 44 && box.height >= 44,
            };
          }),
        );
        expect(shown).toEqual(
          all.map(({ code, name }) => ({
            name,
            lang: code,
            href: code === 'en' ? path : `/${code}${path}`,
            current: code === language.code ? 'page' : null,
            target: true,
          })),
        );
      }
    });

    test(`${address} has no accessibility violations (axe, WCAG 2.2 AA)`, async ({ page }) => {
      await page.goto(address);
      await page.waitForLoadState('networkidle');
      const results = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
        .analyze();
      expect(results.violations.map((violation) => violation.id)).toEqual([]);
    });
  }

  test(`/${language.code}/: the site's links keep the visitor in ${language.name}, without JavaScript too`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`/${language.code}/`);
    const footer = page.getByRole('contentinfo');
    await footer
      .getByRole('link', { name: siteIn(language.code).everyPage.footer.contact, exact: true })
      .click();
    await expect(page).toHaveURL(new RegExp(`/${language.code}/contact/$`));
    await expect(page.locator('html')).toHaveAttribute('lang', language.code);
    await expect(page.locator('form#contact-form')).toBeVisible();
    await languageLinks(page, language.code)[0]!.getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/contact\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await context.close();
  });

  test(`/${language.code}/contact/: the language links are reached from the keyboard, right after the skip link`, async ({
    page,
  }) => {
    await page.goto(`/${language.code}/contact/`);
    await page.keyboard.press('Tab');
    await expect(
      page.getByRole('link', { name: siteIn(language.code).everyPage.skipLink }),
    ).toBeFocused();
    await page.keyboard.press('Tab');
    const english = languageLinks(page, language.code)[0]!.getByRole('link', { name: 'English' });
    await expect(english).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/contact\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });
}

for (const language of languages) {
  test(`an enquiry sent from /${language.code}/contact/ is kept with its language`, async ({
    page,
  }) => {
    await openContactForm(page, `/${language.code}/contact/`);
    const { form } = siteIn(language.code).contactPage;
    const enquiry = uniqueEnquiry();
    await fillEnquiry(page, enquiry, form);
    await page.getByRole('button', { name: form.send }).click();
    // 'Message Sent' and its text, as the language's thanks page says them.
    const { thanks } = siteIn(language.code);
    await expect(sentToast(page, thanks.heading)).toBeVisible();
    await expect(page.locator('.notistack-SnackbarContainer')).toContainText(thanks.body);
    const kept = await storedWithSubject(enquiry.subject);
    expect(kept.map((record) => record.language)).toEqual([language.code]);
  });
}

for (const language of languages) {
  test(`/${language.code}/contact/: the form's labels and words in ${language.name}, each one not translated in English, marked so, and a refused field answered in it`, async ({
    page,
  }) => {
    await openContactForm(page, `/${language.code}/contact/`);
    const { form } = siteIn(language.code).contactPage;
    const langOf = (text: string, english: string) => (text === english ? 'en' : language.code);
    const contactForm = page.locator('form#contact-form');
    for (const name of ENQUIRY_FIELD_NAMES) {
      const label = contactForm.locator(`label[for="enquiry-${name}"]`);
      await expect(label).toContainText(form.labels[name]);
      expect(await sentenceLang(label, form.labels[name]), name).toBe(
        langOf(form.labels[name], FORM.labels[name]),
      );
    }
    const send = contactForm.getByRole('button', { name: form.send });
    expect(await sentenceLang(send, form.send)).toBe(langOf(form.send, FORM.send));
    expect(await sentenceLang(contactForm, form.requiredNote)).toBe(
      langOf(form.requiredNote, FORM.requiredNote),
    );
    // Refused by the endpoint (the browser takes the address): answered in the page's language.
    await fillEnquiry(page, uniqueEnquiry({ email: 'ola@example.c' }), form);
    await send.click();
    const error = contactForm.locator('#enquiry-email-error');
    await expect(error).toHaveText(filled(form.fieldErrors.email, { sample: SAMPLES.email }));
    expect(await effectiveLang(error)).toBe(langOf(form.fieldErrors.email, FORM.fieldErrors.email));
  });
}

/** `text` as an XPath string literal, whatever quotes it holds. */
const xpathText = (text: string) =>
  `concat(${text
    .split("'")
    .map((part) => `'${part}'`)
    .join(`, "'", `)}, '')`;

type Shown = { path: string; text: string; lang: string };
/** Each text of a content file as a language's page shows it, and whether it is translated. */
function textsOf(code: string, name: SiteFileName): Shown[] {
  const { content, translations } = loadContentDir(CONTENT_DIR);
  // A translation's references are filled in with its own words (the promised times').
  const sources = sourcesIn(translations[code as LanguageCode] ?? {}, content!);
  // What the build marks as the language's: a translation the English also has ("Home") is English.
  const marked = shownTranslations(translations, content!).get(code as LanguageCode);
  const texts: Shown[] = [];
  const walk = (english: unknown, translation: unknown, path = '') => {
    if (typeof english === 'string') {
      const text =
        typeof translation === 'string'
          ? asShown(fillFacts(translation, sources))
          : asShown(english);
      texts.push({ path, text, lang: marked?.has(text) ? code : 'en' });
    } else if (Array.isArray(english)) {
      english.forEach((entry, index) =>
        walk(
          entry,
          Array.isArray(translation) ? translation[index] : undefined,
          `${path}[${index}]`,
        ),
      );
    } else if (english !== null && typeof english === 'object') {
      for (const [key, entry] of Object.entries(english)) {
        const own =
          translation !== null && typeof translation === 'object'
            ? (translation as Record<string, unknown>)[key]
            : undefined;
        walk(entry, own, path ? `${path}.${key}` : key);
      }
    }
  };
  walk(site[name], translations[code as keyof typeof translations]?.[name]);
  return texts;
}

/**
 * The elements of the page's main part showing `text`: whole (links inside it, such as the phone
 * and e-mail), or as one of their texts ("Learn More", followed by words for screen readers only).
 */
const shownIn = (page: Page, text: string) =>
  page
    .locator('main')
    .getByText(text, { exact: true })
    .or(page.locator('main').locator(`xpath=.//*[text()[normalize-space(.)=${xpathText(text)}]]`))
    .all();

/** The element's language, as a screen reader is told it (the nearest `lang`). */
const effectiveLang = (element: Locator) =>
  element.evaluate((node) => node.closest('[lang]')?.getAttribute('lang'));

/** The words on every page that are a link's or a heading's whole text (others are names or in sentences). */
const WHOLE_TEXTS = [
  'skipLink',
  ...['home', 'about', 'services', 'plans', 'coverage', 'contact', 'menu', 'status', 'care'].map(
    (key) => `navigation.${key}`,
  ),
  ...[
    'linksHeading',
    'home',
    'about',
    'services',
    'contact',
    'contactHeading',
    'care',
    'status',
    'privacy',
  ].map((key) => `footer.${key}`),
];

for (const language of languages) {
  test(`/${language.code}/about/: the skip link's, navigation's and footer's words in ${language.name}, each one not translated in English, marked so`, async ({
    page,
  }) => {
    await page.goto(`/${language.code}/about/`);
    // Once the page's islands have run: the menu button is rendered again by its script.
    await page.waitForLoadState('networkidle');
    const texts = textsOf(language.code, 'everyPage');
    for (const { path, text, lang } of texts.filter(({ path }) => WHOLE_TEXTS.includes(path))) {
      const shown = await page
        .locator(
          `xpath=//body//*[(ancestor-or-self::header or ancestor-or-self::nav or ancestor-or-self::footer or @href='#main-content') and text()[normalize-space(.)=${xpathText(text)}]]`,
        )
        .all();
      expect({ path, shown: shown.length > 0 }).toEqual({ path, shown: true });
      for (const element of shown) {
        expect({ path, text, lang: await effectiveLang(element) }).toEqual({ path, text, lang });
      }
    }
    const words = siteIn(language.code).everyPage;
    await expect(page.locator('header nav#site-menu')).toHaveAttribute(
      'aria-label',
      words.navigation.label,
    );
    await expect(page.getByRole('contentinfo')).toContainText(`${words.footer.rights}`);
  });
}

for (const language of languages) {
  test(`/${language.code}/ shows its translated words in ${language.name}, and each word not translated in English, marked so`, async ({
    page,
  }) => {
    await page.goto(`/${language.code}/`);
    const texts = textsOf(language.code, 'home');
    // The page's title, whichever language it is in.
    const at = (path: string) => texts.find((text) => text.path === path)!;
    const [title, heroTitle] = [at('seo.title'), at('hero.title')];
    await expect(page).toHaveTitle(new RegExp(`^${escapeRegExp(title.text)} \\| `));
    const h1 = page.getByRole('heading', { level: 1 });
    await expect(h1).toHaveText(heroTitle.text);
    expect(await effectiveLang(h1)).toBe(heroTitle.lang);
    // Every text of the page's copy (its search entry aside, and the sentences the page
    // completes) is on the page, in the language a screen reader is told.
    const whole = texts.filter(
      ({ path, text }) => !path.startsWith('seo.') && !/\{\w+\}/.test(text),
    );
    for (const { path, text, lang } of whole) {
      const shown = await shownIn(page, text);
      expect({ path, shown: shown.length > 0 }).toEqual({ path, shown: true });
      for (const element of shown) {
        expect({ text, lang: await effectiveLang(element) }).toEqual({ text, lang });
      }
    }
    // The link under each service, completed with its name; the About button's name for screen
    // readers, with the company's.
    const more = at('services.moreLabel');
    for (const service of siteIn(language.code).services.core) {
      const link = page.getByRole('link', { name: filled(more.text, { name: service.title }) });
      await expect(link).toBeVisible();
      expect(await effectiveLang(link)).toBe(more.lang);
    }
    const hero = siteIn(language.code).home.hero;
    await expect(
      page.getByRole('link', {
        name: `${hero.primaryLabel} ${filled(hero.primaryAbout, { name: site.company.name })}`,
      }),
    ).toHaveAttribute('href', `/${language.code}/about/`);
  });
}

for (const language of languages) {
  test(`/${language.code}/customer-care/ and /${language.code}/status/ name their channels, times and dates in ${language.name}, marked so where translated`, async ({
    page,
  }) => {
    const shown = siteIn(language.code);
    const said = (text: string, english: string) => (text === english ? 'en' : language.code);
    await page.goto(`/${language.code}/customer-care/`);
    const { names } = shown.care.channels;
    const channels = page.getByRole('region', { name: shown.care.channels.heading });
    for (const key of ['phone', 'email', 'office'] as const) {
      const heading = channels.getByRole('heading', { name: names[key], exact: true });
      await expect(heading).toBeVisible();
      expect(await effectiveLang(heading)).toBe(said(names[key], site.care.channels.names[key]));
    }
    // The promised times, written with the language's words for them.
    const times = page.getByRole('region', { name: shown.care.promises.heading });
    const within = withinIn(shown.everyPage.times, site.promises.resolution);
    const cell = times.getByRole('cell', { name: within, exact: true }).first();
    await expect(cell).toBeVisible();
    const english = withinIn(site.everyPage.times, site.promises.resolution);
    expect(await effectiveLang(cell)).toBe(said(within, english));

    await page.goto(`/${language.code}/status/`);
    // "As of …": the sentence in the language once translated, its date too (but Pidgin's: its
    // data writes tone marks the site's Pidgin does not), each saying its language.
    const { asOf } = shown.statusPage;
    const line = page.locator('main p', { has: page.locator('time') }).first();
    await expect(line).toBeVisible();
    expect(await effectiveLang(line)).toBe(said(asOf, site.statusPage.asOf));
    const datesLang =
      asOf === site.statusPage.asOf || language.code === 'pcm' ? 'en' : language.code;
    expect(await effectiveLang(line.locator('time'))).toBe(datesLang);
  });
}

/**
 * The plans page's words: the page's, the words on every plan (but those a plan shows only when it
 * has the fact), the plans' copy, the questions, and the links under the answers the content
 * gives (a link no answer leads to is shown nowhere).
 */
const PLANS_PAGE_TEXTS = new RegExp(
  `^(heading|intro|homeHeading|businessHeading|note|card\\.(download|upload|installation|data|installed|installationLink)|plans\\[\\d+\\]\\.(included\\[\\d+\\]|data|dataTerms)|questions\\[\\d+\\]\\.(question|answer\\[\\d+\\])|seeAlsoLinks\\.(${[
    ...new Set(site.faq.questions.flatMap((entry) => entry.seeAlso ?? [])),
  ].join('|')}))$`,
);

for (const language of languages) {
  test(`/${language.code}/plans/ shows the plans and the questions in ${language.name}, each text not translated in English marked so, with the same names and prices`, async ({
    page,
  }) => {
    await page.goto(`/${language.code}/plans/`);
    const texts = [...textsOf(language.code, 'plans'), ...textsOf(language.code, 'faq')].filter(
      ({ path }) => PLANS_PAGE_TEXTS.test(path),
    );
    for (const { path, text, lang } of texts) {
      const shown = await shownIn(page, text);
      expect({ path, text, shown: shown.length > 0 }).toEqual({ path, text, shown: true });
      for (const element of shown) {
        expect({ path, text, lang: await effectiveLang(element) }).toEqual({ path, text, lang });
      }
    }
    // Names, speeds and prices are entered once: the same on every language's page, written with
    // the language's words for them, which say their language when translated.
    const words = siteIn(language.code).plans;
    const translatedPrice = words.prices.perMonth !== site.plans.prices.perMonth;
    for (const plan of site.plans.plans) {
      const price = page
        .getByRole('article', { name: plan.name })
        .getByText(monthly(words, plan.price), { exact: true });
      await expect(price).toBeVisible();
      expect(await effectiveLang(price)).toBe(translatedPrice ? language.code : 'en');
    }
    // What search engines read of the questions is what the page shows.
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const faq = blocks
      .map((block) => JSON.parse(block) as { '@type': string; mainEntity?: { name: string }[] })
      .find((block) => block['@type'] === 'FAQPage');
    expect(faq?.mainEntity?.map((entry) => entry.name)).toEqual(
      texts.filter(({ path }) => path.endsWith('.question')).map(({ text }) => text),
    );
  });
}

for (const language of languages) {
  test(`/${language.code}/contact/: the business hours name the days in ${language.name}, and the open-now line says its words`, async ({
    page,
  }) => {
    // Saturday 17:00 in Lagos: the line names the next open day.
    const at = new Date('2026-11-28T16:00:00Z');
    await page.clock.setFixedTime(at);
    await page.goto(`/${language.code}/contact/`);
    const { contactPage } = siteIn(language.code);
    const days = dayNamesIn(language.code);
    const region = page.getByRole('region', { name: contactPage.hoursHeading });
    const heads = region.getByRole('rowheader');
    await expect(heads).toHaveText(site.hours.days.map(({ day }) => days.names[day]!));
    for (const head of await heads.all()) expect(await effectiveLang(head)).toBe(days.lang);
    // The line's sentences: the language's once translated, and the days named in them so.
    const translated = contactPage.hours.openNow !== site.contactPage.hours.openNow;
    const { message } = openStatus(
      site.hours.days,
      at,
      site.hours.timezone,
      contactPage.hours,
      translated && days.lang === language.code ? days.names : {},
    );
    const line = region.getByText(message, { exact: true });
    await expect(line).toBeVisible();
    expect(await effectiveLang(line)).toBe(translated ? language.code : 'en');
  });
}

/**
 * The language `scope` says for the text that holds the longest of `sentence`'s own words (its
 * slots aside): a sentence may sit in a longer one, around bold words.
 */
const sentenceLang = (scope: Locator, sentence: string) =>
  scope.evaluate((root, words) => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.textContent?.includes(words)) {
        return node.parentElement?.closest('[lang]')?.getAttribute('lang') ?? null;
      }
    }
    return null;
  }, longestWords(sentence));

const longestWords = (sentence: string) =>
  sentence
    .split(COVERAGE_SLOT)
    .filter((_, index) => index % 2 === 0)
    .map((part) => part.trim())
    .sort((a, b) => b.length - a.length)[0]!;

for (const language of languages) {
  test(`/${language.code}/coverage/: the search answers in ${language.name}, each sentence not translated in English, marked so`, async ({
    page,
  }) => {
    await page.goto(`/${language.code}/coverage/`);
    const { coveragePage } = siteIn(language.code);
    // The page's own words: its title and heading, in the language once translated.
    await expect(page).toHaveTitle(new RegExp(`^${escapeRegExp(coveragePage.seo.title)} \\| `));
    const h1 = page.getByRole('heading', { level: 1 });
    await expect(h1).toHaveText(coveragePage.heading);
    expect(await effectiveLang(h1)).toBe(
      coveragePage.heading === site.coveragePage.heading ? 'en' : language.code,
    );
    const words = coveragePage.search;
    const english = site.coveragePage.search;
    const langOf = (word: keyof typeof words) =>
      words[word] === english[word] ? 'en' : language.code;
    const search = page.getByRole('searchbox', { name: words.label });
    await expect(search).toBeVisible();
    const label = page.locator('label[for="coverage-search"]');
    expect(await sentenceLang(label, words.label)).toBe(langOf('label'));
    const answer = page.getByRole('status');
    const [region] = site.coverage.regions;
    const area = region!.areas[0]!;
    await search.fill(area);
    await expect(answer).toContainText(
      filledSentence(words.served, { place: area, city: region!.name }),
    );
    expect(await sentenceLang(answer, words.served)).toBe(langOf('served'));
    const nowhere = 'Zzyzx Qqqv';
    await search.fill(nowhere);
    await expect(answer).toContainText(filledSentence(words.notYet, { typed: nowhere }));
    expect(await sentenceLang(answer, words.notYet)).toBe(langOf('notYet'));
    expect(await sentenceLang(answer, words.notYetWaitlist)).toBe(langOf('notYetWaitlist'));
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('an enquiry sent from a language’s contact page is kept with its language, and thanked in it', async ({
    page,
  }) => {
    const { code } = languages[0]!;
    await page.goto(`/${code}/contact/`);
    const { form } = siteIn(code).contactPage;
    const enquiry = uniqueEnquiry();
    await fillEnquiry(page, enquiry, form);
    await page.getByRole('button', { name: form.send }).click();
    await expect(page).toHaveURL(new RegExp(`/${code}/contact/thanks/#sent$`));
    await expect(page.locator('html')).toHaveAttribute('lang', code);
    // The specification's words on the English page, as the language's thanks page says them.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(siteIn(code).thanks.heading);
    const kept = await storedWithSubject(enquiry.subject);
    expect(kept.map((record) => record.language)).toEqual([code]);
  });
});

test.describe('without JavaScript, a refused form', () => {
  test.use({ javaScriptEnabled: false });

  for (const { code, name } of languages) {
    test(`comes back as the ${name} Contact page, and the enquiry sent again is kept in ${name}`, async ({
      page,
    }) => {
      await page.goto(`/${code}/contact/`);
      const { form } = siteIn(code).contactPage;
      const enquiry = uniqueEnquiry({ email: 'ola@example.c' });
      await fillEnquiry(page, enquiry, form);
      await page.getByRole('button', { name: form.send }).click();
      // What went wrong, in the language once translated, and marked so.
      const notice = page.getByRole('alert');
      await expect(notice).toContainText(form.answers.checkTitle);
      await expect(notice).toContainText(form.answers.checkLead);
      expect(await effectiveLang(notice.locator('strong'))).toBe(
        form.answers.checkTitle === FORM.answers.checkTitle ? 'en' : code,
      );
      await expect(notice.getByRole('link', { name: form.answers.goTo })).toHaveAttribute(
        'href',
        '#contact-form',
      );
      await expect(page.locator('html')).toHaveAttribute('lang', code);
      await expect(page.getByLabel(form.labels.message, { exact: true })).toHaveValue(
        enquiry.message,
      );
      // The e-mail's error in the language, marked so once translated.
      const email = page.getByLabel(form.labels.email);
      const error = page.locator('#enquiry-email-error');
      await expect(email).toHaveAccessibleDescription(
        filled(form.fieldErrors.email, { sample: SAMPLES.email }),
      );
      expect(await effectiveLang(error)).toBe(
        form.fieldErrors.email === FORM.fieldErrors.email ? 'en' : code,
      );
      await email.fill('ola@example.com');
      await page.getByRole('button', { name: form.send }).click();
      await expect(page).toHaveURL(new RegExp(`/${code}/contact/thanks/#sent$`));
      const kept = await storedWithSubject(enquiry.subject);
      expect(kept.map((record) => record.language)).toEqual([code]);
    });
  }
});

for (const language of languages) {
  test(`an address with no page under /${language.code}/ answers 404 with the not-found page in ${language.name}`, async ({
    page,
  }) => {
    const response = await page.goto(`/${language.code}/no-such-page/`);
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', language.code);
    // The specification's words on the English page, as the language says them.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      siteIn(language.code).notFound.heading,
    );
    const { translations } = loadContentDir(CONTENT_DIR);
    const translated = translations[language.code]?.notFound as
      { body?: string; linkLabel?: string } | undefined;
    const body = translated?.body ?? site.notFound.body;
    const shownBody = page.getByText(asShown(body), { exact: true });
    await expect(shownBody).toBeVisible();
    expect(await shownBody.evaluate((node) => node.closest('[lang]')?.getAttribute('lang'))).toBe(
      translated?.body ? language.code : 'en',
    );
    await expect(
      page.getByRole('link', { name: translated?.linkLabel ?? site.notFound.linkLabel }),
    ).toHaveAttribute('href', `/${language.code}/`);
    // Its language links lead to each language's home page.
    await expect(
      languageLinks(page, language.code)[0]!.getByRole('link', { name: 'English' }),
    ).toHaveAttribute('href', '/');
  });
}

test('English pages link their versions in every language the site has', async ({ page }) => {
  await page.goto('/about/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(languageLinks(page)[0]!.getByRole('link')).toHaveText(all.map(({ name }) => name));
  await expect(languageLinks(page)[0]!.getByRole('link', { name: 'English' })).toHaveAttribute(
    'aria-current',
    'page',
  );
});
