/**
 * The content editor at /admin (Decap CMS), in the browser. Built by esbuild into public/admin
 * (src/bundling/editor.ts), separately from the public pages, which load none of it.
 */
import CMS from 'decap-cms-app';
import type { CmsWidgetControlProps, CmsWidgetPreviewProps } from 'decap-cms-core';
import { SITE_FILES, type SiteFileName } from '../content-model/content-schema';
import type { ComponentType } from 'react';
import { checkedSwitch, checkedText, wholeNumber, type FieldControlProps } from './checked-fields';
import { checkedList, type ListControlProps } from './checked-list';
import {
  CHECKED_LINE,
  CHECKED_LIST,
  CHECKED_PARAGRAPH,
  COVERAGE_AREAS,
  SWITCH,
  WHOLE_NUMBER,
  cmsConfig,
  cmsFileName,
  editorGuideUrl,
} from './cms-config';
import { CONTENT_FORMAT, contentFormat, planSave } from './content-format';
import { CoverageAreasControl, CoverageAreasPreview } from './coverage-areas';
import { forgetSavedFacts } from './editor-facts';
import { forgetEnglish } from './english-copy';
import { isLocalBackend, setUpEditorPage, showSavedLocally } from './editor-page';
import { PREVIEWS } from './previews';

// Files are read and written by the build's YAML module: a save changes only the edited values,
// and one that cannot says so before anything is written.
CMS.registerCustomFormat(CONTENT_FORMAT, 'yaml', contentFormat);
CMS.registerEventListener({
  name: 'preSave',
  handler: planSave((message) => window.confirm(message)),
});

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
          onFailToPersist: 'Not saved: %{details}',
        },
      },
    }),
  );
}

// Decap passes every control more than its published types say (ListControlProps,
// FieldControlProps).
const asControl = (control: unknown) => control as ComponentType<CmsWidgetControlProps>;
const asPreview = (preview: unknown) => preview as ComponentType<CmsWidgetPreviewProps>;
const widget = (name: string) => {
  const found = CMS.getWidget(name);
  if (!found) throw new Error(`Decap has no ${name} widget`);
  return found;
};

// Decap's list, checking the content schema's rules between entries before a save.
const list = widget('list');
CMS.registerWidget(
  CHECKED_LIST,
  asControl(checkedList(list.control as unknown as ComponentType<ListControlProps>)),
  asPreview(list.preview),
);
// Decap's text, number and switch controls, checked by the schema in the build's words.
const control = (name: string) =>
  widget(name).control as unknown as ComponentType<FieldControlProps>;
CMS.registerWidget(
  CHECKED_LINE,
  asControl(checkedText(control('string'))),
  asPreview(widget('string').preview),
);
CMS.registerWidget(
  CHECKED_PARAGRAPH,
  asControl(checkedText(control('text'))),
  asPreview(widget('text').preview),
);
CMS.registerWidget(
  WHOLE_NUMBER,
  asControl(wholeNumber(control('string'))),
  asPreview(widget('number').preview),
);
CMS.registerWidget(
  SWITCH,
  asControl(checkedSwitch(control('boolean'))),
  asPreview(widget('boolean').preview),
);

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

// The editors' guide, one click away in the bar of every screen; no media library.
setUpEditorPage(editorGuideUrl(repo, branch));

// After a save the facts copy refers to are read again; with the local backend (`npm run edit`),
// the editor says where the change went and how it reaches the website.
const local = isLocalBackend();
CMS.registerEventListener({
  name: 'postSave',
  handler: async ({ entry }: { entry: { get(key: string): unknown } }) => {
    forgetSavedFacts();
    forgetEnglish();
    if (await local) showSavedLocally(String(entry.get('path')));
    return undefined;
  },
});
