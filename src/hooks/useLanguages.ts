import { graphql, useStaticQuery } from 'gatsby';
import type { SiteFileData } from '../content-model/content-schema';
import { fromQuery } from '../lib/from-query';

export type Language = SiteFileData<'languages'>['languages'][number];

/**
 * The languages this build publishes besides English, from content/languages.yaml: a production
 * build's node holds only the reviewed ones (gatsby-node.ts).
 */
export function useLanguages(): readonly Language[] {
  const data = useStaticQuery<Queries.LanguagesQuery>(graphql`
    query Languages {
      languagesYaml {
        languages {
          code
          name
          review
          draftNotice
        }
      }
    }
  `);
  return fromQuery<SiteFileData<'languages'>>(data.languagesYaml, 'content/languages.yaml')
    .languages;
}
