/**
 * styled-components' Babel plugin options, for Gatsby's build (gatsby-config.ts) and the islands'
 * build (src/bundling/islands.ts) alike: with the same options, a styled component gets the same id,
 * and so the same class, in the page's HTML and in the island's script.
 *
 * Class names without component names: fewer bytes in every page. (Gatsby's plugin adds
 * `ssr: true` for its production builds; the islands' build does the same.)
 */
export const STYLED_COMPONENTS_OPTIONS = {
  displayName: false,
  fileName: false,
  minify: true,
  transpileTemplateLiterals: true,
  pure: false,
} as const;
