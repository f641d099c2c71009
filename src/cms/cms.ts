/**
 * The content editor at /admin (Decap CMS). Built by gatsby-plugin-decap-cms into public/admin,
 * separately from the public pages, which load none of it.
 */
import CMS from 'decap-cms-app';
import { cmsConfig } from './cms-config';

CMS.init({
  config: cmsConfig({
    repo: process.env.GATSBY_CMS_REPO ?? 'ziralink/website',
    branch: process.env.GATSBY_CMS_BRANCH ?? 'main',
    siteUrl: window.location.origin,
  }),
});
