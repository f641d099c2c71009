/**
 * Words in the page's language say so. A page at /ha/... is still partly English (its forms, the
 * shared files, the words not yet translated), and its wrapper says `lang="en"` (Layout.tsx); each
 * translated text in the page (its copy, and the navigation's and the footer's words) is marked
 * `lang="ha"` here, so a screen reader reads
 * it in a Hausa voice and the English around it in an English one. Written into every built page
 * by build-output.ts, from the translations (src/content-model/translations.ts), so no component
 * has to know which of its words are translated:
 *
 * - an element whose whole text is a translated text gets the attribute (the innermost such);
 * - a translated text inside a longer text of one element (a sentence written in code around it)
 *   is wrapped in `<span lang="ha">`, except in an island, whose script must find the text
 *   nodes it rendered;
 * - a translated sentence the page completes (a template: "{amount} kowane wata") marks the
 *   element that shows it whole, whatever fills its slots: an element outside islands that says
 *   it shows one (`data-sentence`, src/lib/sentence.ts), so no sentence built around English words
 *   is taken for one.
 */
import { languageOf, type LanguageCode } from '../content-model/languages';
import { asShown } from '../content-model/translations';
import { ISLAND_ATTRIBUTE } from '../islands/island';
import { SENTENCE_ATTRIBUTE } from '../lib/sentence';
import {
  applyEdits,
  attribute,
  elements,
  parseHtml,
  type Edit,
  type HtmlElement,
  type HtmlNode,
} from './html';

const NOT_TEXT = new Set(['script', 'style', 'template']);

/** What a reader sees of an element's text (scripts and styles are not text). */
function shownText(node: HtmlNode): string {
  if (node.nodeName === '#text' && 'value' in node) return node.value;
  if (NOT_TEXT.has(node.nodeName)) return '';
  const children = 'childNodes' in node ? node.childNodes : [];
  return children.map(shownText).join('');
}

const escapeText = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** `element`, then each element around it, up to the document's root. */
function* outwards(element: HtmlElement): Generator<HtmlElement> {
  for (let at: unknown = element; at && typeof at === 'object' && 'tagName' in at;) {
    yield at as HtmlElement;
    at = (at as HtmlElement).parentNode;
  }
}

/**
 * Whether `element` or an element around it inside the page's wrapper (`root`, which says English
 * for the whole page) says its language.
 */
function saysLanguage(element: HtmlElement, root: HtmlElement): boolean {
  for (const at of outwards(element)) {
    if (at === root) return false;
    if (attribute(at, 'lang') !== undefined) return true;
  }
  return false;
}

/** A letter, a mark on one (Yoruba's tones) or a digit: what goes on a word. */
const IN_WORD = /[\p{L}\p{M}\p{N}]/u;

/**
 * Where `text` stands in `value` as whole words (not "complain" in "complaints"), or -1: a
 * Pidgin translation may be the start of an English sentence shown untranslated beside it.
 */
function wholeWordsAt(value: string, text: string): number {
  for (let at = value.indexOf(text); at !== -1; at = value.indexOf(text, at + 1)) {
    // A word cut at either end: a letter on both sides of the edge.
    const cutBefore = IN_WORD.test(value.slice(0, at).at(-1) ?? '') && IN_WORD.test(text[0]!);
    const cutAfter =
      IN_WORD.test(value.charAt(at + text.length)) && IN_WORD.test(text.at(-1) ?? '');
    if (!cutBefore && !cutAfter) return at;
  }
  return -1;
}

/** A slot a page fills in: `{amount}`. */
const SLOT = /\{[a-z]+\}/g;

/**
 * A template as a pattern for an element's whole text: its words as written (the first letter
 * either case: a page may capitalise it), each slot a short run of text within one clause. A
 * template whose words hold no letter says nothing of a language and is left out.
 */
function templatePattern(template: string): RegExp | null {
  const parts = template.split(SLOT);
  if (!parts.some((part) => /\p{L}/u.test(part))) return null;
  const escaped = parts.map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  // A colon only in a time of day (07:40): otherwise it would join a label to a sentence.
  const source = escaped.join('(?:[^.!?:;]|:(?=\\d)){1,80}?');
  const first = source.charAt(0);
  const firstEitherCase =
    first.toLowerCase() !== first.toUpperCase()
      ? `[${first.toLowerCase()}${first.toUpperCase()}]${source.slice(1)}`
      : source;
  return new RegExp(`^${firstEitherCase}$`, 'u');
}

/** Whether `element` is in an island (its script renders it again in the browser). */
const inIsland = (element: HtmlElement) =>
  [...outwards(element)].some((at) => attribute(at, ISLAND_ATTRIBUTE) !== undefined);

/**
 * The page at `pagePath` with its language's translated texts (`translations`, as the pages show
 * them) marked with the language, inside the page's wrapper: the outermost element of the body
 * that says its language (Layout.tsx's, `lang="en"`).
 */
export function withTranslatedWordsMarked(
  html: string,
  pagePath: string,
  translations: ReadonlyMap<LanguageCode, ReadonlySet<string>>,
): string {
  const { lang } = languageOf(pagePath);
  const texts = lang === 'en' ? undefined : translations.get(lang);
  if (lang === 'en' || !texts || texts.size === 0) return html;
  const [body] = elements(parseHtml(html), 'body');
  const root = body && elements(body).find((element) => attribute(element, 'lang') !== undefined);
  if (!root) return html;
  const edits: Edit[] = [];
  const marked = new Set<HtmlElement>();
  const templates = [...texts]
    .filter((text) => text.search(SLOT) !== -1)
    .flatMap((text) => templatePattern(text) ?? []);
  // A template marks only an element that says it shows one sentence the page completed.
  const isTranslated = (text: string, element: HtmlElement) =>
    texts.has(text) ||
    (attribute(element, SENTENCE_ATTRIBUTE) !== undefined &&
      !inIsland(element) &&
      templates.some((pattern) => pattern.test(text)));
  for (const element of elements(root)) {
    if (NOT_TEXT.has(element.tagName) || element === root) continue;
    const text = asShown(shownText(element));
    if (!isTranslated(text, element) || saysLanguage(element, root)) continue;
    const inner = element.childNodes.some(
      (child) => 'tagName' in child && asShown(shownText(child)) === text,
    );
    const start = element.sourceCodeLocation?.startTag?.startOffset;
    if (inner || start === undefined) continue;
    const at = start + 1 + element.tagName.length;
    edits.push({ start: at, end: at, text: ` lang="${lang}"` });
    marked.add(element);
  }
  // A translated text inside a longer text: wrapped where it stands.
  const longestFirst = [...texts]
    .filter((text) => text.search(SLOT) === -1)
    .sort((a, b) => b.length - a.length);
  for (const element of elements(root)) {
    if (NOT_TEXT.has(element.tagName) || saysLanguage(element, root) || inIsland(element)) continue;
    if ([...outwards(element)].some((at) => marked.has(at))) continue;
    for (const child of element.childNodes) {
      if (child.nodeName !== '#text' || !('value' in child)) continue;
      const location = child.sourceCodeLocation;
      const found = longestFirst.find(
        (text) => text.length > 0 && wholeWordsAt(child.value, text) !== -1,
      );
      if (!found || !location) continue;
      const at = wholeWordsAt(child.value, found);
      edits.push({
        start: location.startOffset,
        end: location.endOffset,
        text:
          escapeText(child.value.slice(0, at)) +
          `<span lang="${lang}">${escapeText(found)}</span>` +
          escapeText(child.value.slice(at + found.length)),
      });
    }
  }
  return applyEdits(html, edits);
}
