/**
 * Links stay in the page's language: on a page at /ha/..., a link to another page of the site
 * leads to that page in Hausa when the build made one. Written into every built page by
 * build-output.ts, so no component has to know which language it is rendered in. A link that
 * names its language (hreflang, the language links) is left as it is.
 */
import { inLanguage, languageOf } from '../content-model/languages';
import { applyEdits, attribute, elements, parseHtml, type Edit } from './html';

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * The page at `pagePath` with each `<a href="/...">` to a page the build made in the page's
 * language pointed at it; `builtPages` holds the address of every built page.
 */
export function withLinksInLanguage(
  html: string,
  pagePath: string,
  builtPages: ReadonlySet<string>,
): string {
  const { lang } = languageOf(pagePath);
  if (lang === 'en') return html;
  const edits: Edit[] = [];
  for (const link of elements(parseHtml(html), 'a')) {
    const href = attribute(link, 'href');
    if (!href?.startsWith('/') || href.startsWith('//') || attribute(link, 'hreflang')) continue;
    const [, target = '', rest = ''] = /^([^?#]*)(.*)$/s.exec(href) ?? [];
    const translated = inLanguage(target, lang);
    const location = link.sourceCodeLocation?.attrs?.href;
    if (!builtPages.has(translated) || !location) continue;
    edits.push({
      start: location.startOffset,
      end: location.endOffset,
      text: `href="${escapeAttribute(translated + rest)}"`,
    });
  }
  return applyEdits(html, edits);
}
