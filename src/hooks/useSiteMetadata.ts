import { graphql, useStaticQuery } from 'gatsby';
import { required } from '../lib/required';

export type SiteMetadata = { siteUrl: string; buildYear: number };

/** Build settings from gatsby-config.ts: the site's public address and the year it was built. */
export function useSiteMetadata(): SiteMetadata {
  const data = useStaticQuery<Queries.SiteMetadataQuery>(graphql`
    query SiteMetadata {
      site {
        siteMetadata {
          siteUrl
          buildYear
        }
      }
    }
  `);
  const metadata = required(data.site?.siteMetadata, 'siteMetadata in gatsby-config.ts');
  return {
    siteUrl: required(metadata.siteUrl, 'siteMetadata.siteUrl in gatsby-config.ts'),
    buildYear: required(metadata.buildYear, 'siteMetadata.buildYear in gatsby-config.ts'),
  };
}
