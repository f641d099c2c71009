/**
 * The content editor at /admin (Decap CMS). Built by gatsby-plugin-decap-cms into public/admin,
 * separately from the public pages, which load none of it.
 */
import CMS from 'decap-cms-app';
import { SITE_FILES, type SiteFileName } from '../build/content-schema';
import { cmsConfig, cmsFileName } from './cms-config';
import { PREVIEWS } from './previews';

// The site's links (gatsby's Link) ask Gatsby's page loader to fetch the pages they point to;
// the editor has no page loader, and its previews go nowhere.
Object.assign(window, { ___loader: { enqueue: () => undefined, hovering: () => undefined } });

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
