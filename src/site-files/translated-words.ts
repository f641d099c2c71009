/**
 * Words in the page's language say so. A page at /ha/... is still mostly English (its navigation,
 * its forms, the words not yet translated), and its wrapper says `lang="en"` (Layout.tsx); each
 * element that shows a translated text whole is marked `lang="ha"` here, so a screen reader reads
 * it in a Hausa voice and the English around it in an English one. Written into every built page
 * by build-output.ts, from the translations (src/content-model/translations.ts), so no component
 * has to know which of its words are translated.
 */
import { languageOf, type LanguageCode } from '../content-model/languages';
import { asShown } from '../content-model/translations';
import { applyEdits, attribute, elements, parseHtml, type Edit, type HtmlNode } from './html';

/** What a reader sees of an element's text (scripts and styles are not text). */
function shownText(node: HtmlNode): string {
  if (node.nodeName === '#text' && 'value' in node) return node.value;
  if (node.nodeName === 'script' || node.nodeName === 'style' || node.nodeName === 'template')
    return '';
  const children = 'childNodes' in node ? node.childNodes : [];
  return children.map(shownText).join('');
}

/**
 * The page at `pagePath` with each element whose whole text is one of its language's translated
 * texts (`translations`, as the pages show them) marked with the language: the innermost such
 * element, unless it says its language already.
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
  if (!body) return html;
  const edits: Edit[] = [];
  for (const element of elements(body)) {
    const text = asShown(shownText(element));
    if (!texts.has(text) || attribute(element, 'lang') !== undefined) continue;
    const inner = element.childNodes.some(
      (child) => 'tagName' in child && asShown(shownText(child)) === text,
    );
    const start = element.sourceCodeLocation?.startTag?.startOffset;
    if (inner || start === undefined) continue;
    const at = start + 1 + element.tagName.length;
    edits.push({ start: at, end: at, text: ` lang="${lang}"` });
  }
  return applyEdits(html, edits);
}
