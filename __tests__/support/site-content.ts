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
import type { EnquiryField } from '../../src/lib/enquiry-form';
import {
  filled,
  slotParts,
  type ContactFormWords,
  type FieldErrorWords,
} from '../../src/lib/form-words';
import { SAMPLES } from '../../src/server/form-schema';

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

/** The contact form's words on the English pages (content/pages/contact.yaml, `form`). */
export const FORM = site.contactPage.form;

/** The contact form's send button, by any of the names it takes as it sends. */
export const SEND_BUTTON = new RegExp(
  `^(?:${[FORM.send, FORM.sendNow, FORM.sending].map((name) => escapeRegExp(name)).join('|')})$`,
);

/**
 * What the contact endpoint says about a field by one of its rules, in `form`'s words (the English
 * pages' by default): {label} the field's (in English where the sentence is), {sample} the shape
 * it wants.
 */
export function fieldError(
  rule: keyof FieldErrorWords,
  field: EnquiryField,
  { number, form = FORM }: { number?: number; form?: ContactFormWords } = {},
): string {
  // A sentence a translation leaves in English names the field in English.
  const translated = form.fieldErrors[rule] !== FORM.fieldErrors[rule];
  return filled(form.fieldErrors[rule], {
    label: (translated ? form : FORM).labels[field],
    sample: field === 'phone' ? SAMPLES.phone : SAMPLES.email,
    ...(number === undefined ? {} : { number }),
  });
}

/** A restored draft's notice says it: the words of its sentence before and after the date. */
export const DRAFT_NOTICE = (() => {
  const [before = '', , after = ''] = slotParts(FORM.restoredDraft);
  return { start: before.trim(), end: after.trim() };
})();
