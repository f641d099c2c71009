/**
 * The content editor at /admin (Decap CMS), in the browser. Built by esbuild into public/admin
 * (src/bundling/editor.ts), separately from the public pages, which load none of it.
 */
import CMS from 'decap-cms-app';
import type { CmsWidgetControlProps, CmsWidgetPreviewProps } from 'decap-cms-core';
import { SITE_FILES, type SiteFileName } from '../content-model/content-schema';
import type { ComponentType } from 'react';
import { checkedList, type ListControlProps } from './checked-list';
import { CHECKED_LIST, COVERAGE_AREAS, cmsConfig, cmsFileName, editorGuideUrl } from './cms-config';
import { CoverageAreasControl, CoverageAreasPreview } from './coverage-areas';
import { CONTENT_FORMAT, contentFormat, rememberLoadedText } from './content-format';
import { PREVIEWS } from './previews';

// Files are read and written by the build's YAML module: a save changes only the edited values.
CMS.registerCustomFormat(CONTENT_FORMAT, 'yaml', contentFormat);
CMS.registerEventListener({ name: 'preSave', handler: rememberLoadedText });

// Decap's messages in plain words: a field's rule says what it expects, not "the pattern".
type Phrases = { [key: string]: string | Phrases };
const merged = (base: Phrases, extra: Phrases): Phrases =>
  Object.fromEntries(
    [...new Set([...Object.keys(base), ...Object.keys(extra)])].map((key) => {
      const [a, b] = [base[key], extra[key]];
      return [key, typeof a === 'object' && typeof b === 'object' ? merged(a, b) : (b ?? a)!];
    }),
  );
const english = CMS.getLocale('en') as Phrases | undefined;
if (english) {
  CMS.registerLocale(
    'en',
    merged(english, {
      editor: {
        editorControlPane: {
          widget: {
            regexPattern: '%{fieldLabel}: %{pattern}.',
            rangeCountExact: '%{fieldLabel} must have exactly %{count} entries.',
            rangeCount: '%{fieldLabel} must have between %{minCount} and %{maxCount} entries.',
            rangeMin: '%{fieldLabel} must have at least %{minCount} entries.',
            rangeMax: '%{fieldLabel} must have at most %{maxCount} entries.',
          },
        },
      },
      ui: {
        toast: {
          missingRequiredField:
            'Nothing was saved: a field needs your attention. Its message is shown in red under it.',
        },
      },
    }),
  );
}

// Decap's list, checking the content schema's rules between entries before a save.
const list = CMS.getWidget('list');
if (list) {
  CMS.registerWidget(
    CHECKED_LIST,
    // Decap passes every control more than its published types say (ListControlProps).
    checkedList(
      list.control as unknown as ComponentType<ListControlProps>,
    ) as unknown as ComponentType<CmsWidgetControlProps>,
    list.preview as unknown as ComponentType<CmsWidgetPreviewProps>,
  );
}

// An incident's areas, ticked from the coverage list and checked against it.
CMS.registerWidget(
  COVERAGE_AREAS,
  CoverageAreasControl as unknown as ComponentType<CmsWidgetControlProps>,
  CoverageAreasPreview as unknown as ComponentType<CmsWidgetPreviewProps>,
);

for (const name of Object.keys(PREVIEWS) as SiteFileName[]) {
  CMS.registerPreviewTemplate(cmsFileName(SITE_FILES[name].path), PREVIEWS[name]);
}

const repo = process.env.GATSBY_CMS_REPO ?? 'ziralink/website';
const branch = process.env.GATSBY_CMS_BRANCH ?? 'main';

CMS.init({ config: cmsConfig({ repo, branch, siteUrl: window.location.origin }) });

// The editors' guide, one click away on every screen of the editor.
const guide = document.createElement('a');
guide.href = editorGuideUrl(repo, branch);
guide.target = '_blank';
guide.rel = 'noopener';
guide.textContent = 'Editing guide (CONTENT.md)';
guide.className = 'editing-guide';
document.body.append(guide);

// No field takes an uploaded file: the media library is out of the way, and its address leads
// back to the content.
const hideMediaButton = () => {
  for (const button of document.querySelectorAll<HTMLElement>('header button, header a')) {
    if (button.textContent?.trim() === 'Media' && button.style.display !== 'none') {
      button.style.display = 'none';
    }
  }
};
new MutationObserver(hideMediaButton).observe(document.body, { childList: true, subtree: true });
const style = document.createElement('style');
style.textContent = `
  a[href="#/media"] { display: none !important; }
  .editing-guide { position: fixed; left: 12px; bottom: 12px; z-index: 500; padding: 6px 10px;
    border-radius: 5px; background: #fff; color: #1e2532; font: 14px/1.4 system-ui, sans-serif;
    box-shadow: 0 2px 6px rgb(0 0 0 / 25%); }
`;
document.head.append(style);
const awayFromMedia = () => {
  if (window.location.hash.startsWith('#/media')) window.location.hash = '#/';
};
window.addEventListener('hashchange', awayFromMedia);
awayFromMedia();
