import type { GatsbySSR } from 'gatsby';
import React from 'react';
import { PageWrapper, RootWrapper } from './src/components/RootWrapper';
import {
  isGatsbyRuntimeHint,
  isSiteScript,
  islandManifest,
  islandScripts,
  islandsIn,
  speculationRules,
} from './src/bundling/page-scripts';
import { withServerStyles } from './src/bundling/page-styles';
import { languageOf } from './src/content-model/languages';

export const wrapRootElement: GatsbySSR['wrapRootElement'] = ({ element }) => (
  <RootWrapper>{element}</RootWrapper>
);

export const wrapPageElement: GatsbySSR['wrapPageElement'] = ({ element }) => (
  <PageWrapper>{element}</PageWrapper>
);

/**
 * Every page: its language, and, after the body, the scripts of the islands it has
 * (src/islands) and the speculation rules. Runs once the body is rendered, so it sees which
 * islands the page has.
 */
export const onRenderBody: GatsbySSR['onRenderBody'] = (args) => {
  const { setHtmlAttributes, setHeadComponents, setPostBodyComponents, pathname } = args;
  setHtmlAttributes({ lang: languageOf(pathname).lang });
  // Gatsby passes the rendered body to this API (static-entry.js); its types do not say so.
  // `gatsby develop` renders no body here, and runs Gatsby's runtime instead.
  const { bodyHtml } = args as typeof args & { bodyHtml?: string };
  const islands = islandsIn(bodyHtml ?? '');
  if (islands.length === 0) return;
  const scripts = islandScripts(islands, islandManifest(), pathname);
  setHeadComponents(scripts.head);
  setPostBodyComponents([...scripts.body, speculationRules()]);
};

/**
 * Public pages load no Gatsby runtime (its router, loader, page data and prefetching): only the
 * site's own scripts stay. Pages are plain HTML, navigation is ordinary page loads. The page's
 * styles are marked for the islands to take over (src/bundling/page-styles.tsx).
 */
export const onPreRenderHTML: GatsbySSR['onPreRenderHTML'] = ({
  getHeadComponents,
  replaceHeadComponents,
  getPostBodyComponents,
  replacePostBodyComponents,
}) => {
  replaceHeadComponents(
    withServerStyles(getHeadComponents().filter((element) => !isGatsbyRuntimeHint(element))),
  );
  replacePostBodyComponents(getPostBodyComponents().filter(isSiteScript));
};
