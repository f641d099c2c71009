/**
 * The content editor at /admin (Decap CMS). Built by gatsby-plugin-decap-cms into public/admin,
 * separately from the public pages, which load none of it.
 */
import CMS from 'decap-cms-app';
import type { CmsWidgetControlProps, CmsWidgetPreviewProps } from 'decap-cms-core';
import { SITE_FILES, type SiteFileName } from '../build/content-schema';
import type { ComponentType } from 'react';
import { checkedList, type ListControlProps } from './checked-list';
import { CHECKED_LIST, cmsConfig, cmsFileName } from './cms-config';
import { CONTENT_FORMAT, contentFormat, rememberLoadedText } from './content-format';
import { PREVIEWS } from './previews';

// The site's links (gatsby's Link) ask Gatsby's page loader to fetch the pages they point to;
// the editor has no page loader, and its previews go nowhere.
Object.assign(window, { ___loader: { enqueue: () => undefined, hovering: () => undefined } });

// Files are read and written by the build's YAML module: a save changes only the edited values.
CMS.registerCustomFormat(CONTENT_FORMAT, 'yaml', contentFormat);
CMS.registerEventListener({ name: 'preSave', handler: rememberLoadedText });

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

for (const name of Object.keys(PREVIEWS) as SiteFileName[]) {
  CMS.registerPreviewTemplate(cmsFileName(SITE_FILES[name].path), PREVIEWS[name]);
}

CMS.init({
  config: cmsConfig({
    repo: process.env.GATSBY_CMS_REPO ?? 'ziralink/website',
    branch: process.env.GATSBY_CMS_BRANCH ?? 'main',
    siteUrl: window.location.origin,
  }),
});
