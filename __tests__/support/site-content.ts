/**
 * What the built site should show, read from the content it was built from (content/, or the
 * folder CONTENT_DIR names), so the browser tests hold for any valid content. Only the words
 * the specification fixes are written into the tests themselves.
 */
import { CONTENT_DIR } from '../../src/content-model/content-dir';
import type { SiteContent } from '../../src/content-model/content-schema';
import type { PageLanguage } from '../../src/content-model/languages';
import { contentIn } from '../../src/content-model/translations';
import { loadContentDir, readSiteContentAsShown } from '../../src/content-model/validate-content';

/** The content as the site shows it: references to facts ({hours}...) filled in. */
export const site = readSiteContentAsShown(CONTENT_DIR);

/** The content as the site's pages in `lang` show it: a field not translated in English. */
export function siteIn(lang: PageLanguage): SiteContent {
  // Read once per language: the browser tests ask for it in loops.
  let shown = shownIn.get(lang);
  if (!shown) {
    const { content, translations } = (loaded ??= loadContentDir(CONTENT_DIR));
    shown = contentIn(lang, content!, translations);
    shownIn.set(lang, shown);
  }
  return shown;
}

let loaded: ReturnType<typeof loadContentDir> | undefined;
const shownIn = new Map<PageLanguage, SiteContent>();

/** A phone number as the site shows it: no-break spaces, so it never wraps. */
export const shownPhone = (phone: string) => phone.replace(/ /g, '\u00A0');
/** A phone number as a tel: link dials it. */
export const dialledPhone = (phone: string) => `tel:${phone.replace(/ /g, '')}`;

/** `text` matched literally inside a regular expression. */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
