import type { GatsbyConfig } from 'gatsby';
import { contentTypeName } from './src/lib/content-schema';

/**
 * The public address of the site, used for canonical links. Netlify sets URL for production
 * builds; SITE_URL overrides it (for example for a custom domain).
 */
const siteUrl = process.env.SITE_URL ?? process.env.URL ?? 'https://www.ziralink.example';

const config: GatsbyConfig = {
  siteMetadata: {
    siteUrl,
    buildYear: new Date().getFullYear(),
  },
  trailingSlash: 'always',
  graphqlTypegen: { typesOutputPath: 'src/gatsby-types.d.ts', generateOnBuild: true },
  plugins: [
    {
      resolve: 'gatsby-plugin-styled-components',
      // Class names without component names: fewer bytes in every page's script.
      options: { displayName: false, fileName: false },
    },
    'gatsby-plugin-image',
    'gatsby-plugin-sharp',
    {
      resolve: 'gatsby-source-filesystem',
      options: { name: 'content', path: `${__dirname}/content` },
    },
    {
      resolve: 'gatsby-transformer-yaml',
      options: {
        // Each content file becomes its own node type, named in src/lib/content-schema.ts.
        typeName: ({ node }: { node: { relativePath: string } }) =>
          contentTypeName(node.relativePath),
      },
    },
  ],
};

export default config;
